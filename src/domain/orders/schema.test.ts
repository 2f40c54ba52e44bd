import { describe, expect, it } from 'vitest';
import { newOrderItem, orderNotes } from './schema';

describe('order item input', () => {
  it('trims the text and requires something to remain', () => {
    expect(newOrderItem.parse({ text: '  Guinness 30 l  ' })).toEqual({ text: 'Guinness 30 l', notes: '' });
    for (const text of ['', '   ', '\n\t']) {
      const result = newOrderItem.safeParse({ text });
      expect(result.error?.issues[0]?.message).toBe('Bitte geben Sie einen Artikel ein.');
    }
    expect(newOrderItem.safeParse({}).success).toBe(false);
  });

  it('limits text and notes', () => {
    expect(newOrderItem.safeParse({ text: 'x'.repeat(201) }).success).toBe(false);
    expect(orderNotes.safeParse({ notes: 'x'.repeat(1001) }).success).toBe(false);
    expect(orderNotes.parse({ notes: ' bis Freitag ' })).toEqual({ notes: 'bis Freitag' });
  });
});
