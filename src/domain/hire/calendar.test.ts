import { describe, expect, it } from 'vitest';
import { weekly } from '../events/weekly.fixture';
import { type HireCalendarInput, hireDayState, hireMonth } from './calendar';

// December 2026: Tuesday 1st (quiz), Thursday 3rd (karaoke), Friday 4th, Saturday 5th.
const wholePub: HireCalendarInput = {
  space: { active: true, weekdays: [1, 2, 3, 4, 5, 6, 7], onEventNights: false },
  today: '2026-11-27',
  closures: [],
  events: { fixed: [], weekly },
  inquiries: [],
};
const state = (date: string, change: Partial<HireCalendarInput> = {}) => hireDayState(date, { ...wholePub, ...change });

describe('hire calendar', () => {
  it('leaves quiz and karaoke nights out unless the space is hired on them', () => {
    expect(state('2026-12-01')).toBe('nicht-buchbar');
    expect(state('2026-12-03')).toBe('nicht-buchbar');
    expect(state('2026-12-02')).toBe('frei');
    const anyNight = { ...wholePub.space, onEventNights: true };
    expect(state('2026-12-01', { space: anyNight })).toBe('frei');
    expect(state('2026-12-03', { space: anyNight })).toBe('frei');
  });

  it('offers only the space’s weekdays, never today or the past, nothing of an inactive space', () => {
    const weekends = { ...wholePub.space, weekdays: [5, 6] as const };
    expect(state('2026-12-04', { space: weekends })).toBe('frei');
    expect(state('2026-12-06', { space: weekends })).toBe('nicht-buchbar');
    expect(state('2026-11-27')).toBe('nicht-buchbar');
    expect(state('2026-11-28')).toBe('frei');
    expect(state('2026-11-20')).toBe('nicht-buchbar');
    expect(state('2026-12-04', { space: { ...wholePub.space, active: false } })).toBe('nicht-buchbar');
  });

  it('closes the days the owner closed, and the calendar’s closed days', () => {
    expect(state('2026-12-04', { closures: [{ date: '2026-12-04', reason: 'Betriebsferien' }] })).toBe('nicht-buchbar');
    const fixed = [{ date: '2026-12-05', name: 'Geschlossen', type: 'closed' as const, icon: '🔒' }];
    expect(state('2026-12-05', { events: { fixed, weekly } })).toBe('nicht-buchbar');
    const concert = [{ date: '2026-12-01', name: 'Live', type: 'live-music' as const, icon: '🎸' }];
    expect(state('2026-12-01', { events: { fixed: concert, weekly } })).toBe('frei');
  });

  it('marks an evening asked for, and one held by an accepted or confirmed hire, also over its own closure', () => {
    const on = (status: HireCalendarInput['inquiries'][number]['status']) => [{ date: '2026-12-04', status }];
    expect(state('2026-12-04', { inquiries: on('neu') })).toBe('angefragt');
    expect(state('2026-12-04', { inquiries: on('angebot') })).toBe('angefragt');
    expect(state('2026-12-04', { inquiries: on('angenommen') })).toBe('belegt');
    expect(state('2026-12-04', { inquiries: [...on('neu'), ...on('bestaetigt')] })).toBe('belegt');
    for (const done of ['abgelehnt', 'abgesagt', 'abgelaufen'] as const) {
      expect(state('2026-12-04', { inquiries: on(done) })).toBe('frei');
    }
    const closed = [{ date: '2026-12-04', reason: 'Geschlossene Gesellschaft' }];
    expect(state('2026-12-04', { inquiries: on('bestaetigt'), closures: closed })).toBe('belegt');
    expect(state('2026-12-01', { inquiries: [{ date: '2026-12-01', status: 'neu' }] })).toBe('nicht-buchbar');
  });

  it('answers every day of a month in order', () => {
    const days = hireMonth(2026, 12, wholePub);
    expect(days).toHaveLength(31);
    expect(days[0]).toEqual({ date: '2026-12-01', state: 'nicht-buchbar' });
    expect(days[29]).toEqual({ date: '2026-12-30', state: 'frei' });
    expect(days[30]).toEqual({ date: '2026-12-31', state: 'nicht-buchbar' }); // a Thursday: karaoke
    expect(hireMonth(2028, 2, wholePub)).toHaveLength(29);
  });
});
