import { describe, expect, it } from 'vitest';
import { StreamSlots } from './stream-slots';

describe('stream slots', () => {
  it('refuse a further stream from one address, and any stream when the process is full', () => {
    const slots = new StreamSlots({ perAddress: 2, total: 3 });
    const a1 = slots.take('a');
    const a2 = slots.take('a');
    expect(slots.take('a')).toBeUndefined();
    expect(slots.take('b')).toBeDefined();
    expect(slots.take('c')).toBeUndefined();
    a1?.();
    a1?.();
    expect(slots.total).toBe(2);
    expect(slots.take('a')).toBeDefined();
    a2?.();
  });
});
