import { describe, expect, it } from 'vitest';
import { type EventCalendar, eventOn, eventsInMonth, monthGrid, upcomingEvents } from './calendar';
import { weekly } from './weekly.fixture';

const fixed: EventCalendar = {
  fixed: [
    { date: '2025-10-28', name: 'Halloween-Party', type: 'halloween', icon: '🎃' },
    { date: '2026-12-24', name: 'Heiligabend – geschlossen', type: 'closed', icon: '🔒' },
  ],
  weekly,
};

describe('events calendar', () => {
  it('has a quiz every Tuesday and karaoke every Thursday', () => {
    expect(eventOn('2026-11-24', fixed)?.type).toBe('quiz');
    expect(eventOn('2026-11-26', fixed)?.type).toBe('karaoke');
    expect(eventOn('2026-11-25', fixed)).toBeUndefined();
  });

  it('lets a fixed event replace the weekly one on its date', () => {
    expect(eventOn('2025-10-28', fixed)?.type).toBe('halloween');
    expect(eventOn('2026-12-24', fixed)?.type).toBe('closed');
  });

  it('keeps the weekly rules running after 2026 (a guest in 2027 and later still sees them)', () => {
    expect(eventOn('2027-01-05', fixed)?.type).toBe('quiz');
    expect(eventOn('2027-01-07', fixed)?.type).toBe('karaoke');
    expect(eventOn('2031-06-03', fixed)?.type).toBe('quiz');
    const march2029 = [...eventsInMonth(2029, 3, fixed).values()];
    expect(march2029.filter((e) => e.type === 'quiz')).toHaveLength(4);
    expect(march2029.filter((e) => e.type === 'karaoke')).toHaveLength(5);
  });

  it('starts the weekly rules on 2025-08-01', () => {
    expect(eventOn('2025-07-29', fixed)).toBeUndefined();
    expect(eventOn('2025-08-05', fixed)?.type).toBe('quiz');
  });

  it('lays out a month Monday first', () => {
    const grid = monthGrid(2026, 11);
    expect(grid[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(grid.at(-1)?.[0]).toBe('2026-11-30');
    expect(grid.flat().filter(Boolean)).toHaveLength(30);
  });

  it('lists upcoming events in date order', () => {
    const next = upcomingEvents('2026-12-21', fixed, 3);
    expect(next.map((e) => [e.date, e.type])).toEqual([
      ['2026-12-22', 'quiz'],
      ['2026-12-24', 'closed'],
      ['2026-12-29', 'quiz'],
    ]);
  });
});
