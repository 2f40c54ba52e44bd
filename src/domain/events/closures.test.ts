import { describe, expect, it } from 'vitest';
import { closuresQuery, withClosures } from './closures';
import type { CalendarEvent } from './schema';

describe('the owner’s closures in the public calendar', () => {
  const quiz: CalendarEvent = { date: '2026-12-22', name: 'Pub Quiz', type: 'quiz', icon: '🧠', time: '20:00' };

  it('a closed day shows as closed with the owner’s text, over what was planned', () => {
    const merged = withClosures(new Map([[quiz.date, quiz]]), [
      { date: '2026-12-22', reason: 'Betriebsfeier' },
      { date: '2026-12-24', reason: null },
    ]);
    expect(merged.get('2026-12-22')).toEqual({ date: '2026-12-22', name: 'Betriebsfeier', type: 'closed', icon: '🔒' });
    expect(merged.get('2026-12-24')?.name).toBe('Geschlossen');
  });

  it('asks for at most 62 days, in order', () => {
    expect(closuresQuery.safeParse({ from: '2026-12-01', to: '2027-01-31' }).success).toBe(true);
    expect(closuresQuery.safeParse({ from: '2026-12-01', to: '2027-02-02' }).success).toBe(false);
    expect(closuresQuery.safeParse({ from: '2026-12-02', to: '2026-12-01' }).success).toBe(false);
    expect(closuresQuery.safeParse({ from: '2026-02-30', to: '2026-03-01' }).success).toBe(false);
  });
});
