import { describe, expect, it } from 'vitest';
import { bookableDaysSentence, otherDaysSentence, restDaysText, weekHoursText } from './hours-text';
import { defaultWeek, type WeekDay } from './week';

const hours = { openTime: '19:30', closeTime: '00:00' };
const week = (change: Partial<Record<number, Partial<WeekDay>>>): WeekDay[] =>
  defaultWeek.map((d) => ({ ...d, ...change[d.weekday] }));

describe('weekHoursText', () => {
  it('writes the default week as one run that wraps from Sunday to Monday', () => {
    expect(weekHoursText(defaultWeek, hours)).toBe('Fr-Mo 19:30-00:00');
  });

  it('splits runs by their own times and by closed days', () => {
    expect(weekHoursText(week({ 6: { from: '18:00', until: '01:00' } }), hours)).toBe(
      'Fr 19:30-00:00, Sa 18:00-01:00, So-Mo 19:30-00:00',
    );
    expect(weekHoursText(week({ 3: { bookable: true }, 7: { bookable: false } }), hours)).toBe(
      'Mo 19:30-00:00, Mi 19:30-00:00, Fr-Sa 19:30-00:00',
    );
  });

  it('writes a whole open week and an empty one', () => {
    expect(weekHoursText(week({ 2: { bookable: true }, 3: { bookable: true }, 4: { bookable: true } }), hours)).toBe(
      'Mo-So 19:30-00:00',
    );
    expect(
      weekHoursText(
        defaultWeek.map((d) => ({ ...d, bookable: false })),
        hours,
      ),
    ).toBe('');
  });
});

describe('restDaysText', () => {
  it('names the weekdays without online booking', () => {
    expect(restDaysText(defaultWeek)).toBe('Di/Mi/Do Ruhetage');
    expect(restDaysText(week({ 2: { bookable: true }, 4: { bookable: true } }))).toBe('Mi Ruhetag');
    expect(restDaysText(defaultWeek.map((d) => ({ ...d, bookable: true })))).toBe('');
  });
});

describe('bookableDaysSentence', () => {
  const hours = { openTime: '19:30', closeTime: '00:00' };
  const week = (change: Partial<Record<number, Partial<WeekDay>>>) =>
    defaultWeek.map((d) => ({ ...d, ...change[d.weekday] }));

  it('says the default week as guests read it', () => {
    expect(bookableDaysSentence(defaultWeek, hours)).toBe('Freitag bis Montag ab 19:30 Uhr');
  });

  it('follows the owner’s week: a closed Sunday splits the run, another start gets its own part', () => {
    expect(bookableDaysSentence(week({ 7: { bookable: false } }), hours)).toBe(
      'Montag, Freitag und Samstag ab 19:30 Uhr',
    );
    expect(bookableDaysSentence(week({ 7: { from: '18:00' } }), hours)).toBe(
      'Montag, Freitag und Samstag ab 19:30 Uhr, Sonntag ab 18:00 Uhr',
    );
    expect(bookableDaysSentence(week({ 3: { bookable: true } }), hours)).toBe(
      'Mittwoch und Freitag bis Montag ab 19:30 Uhr',
    );
  });

  it('says every day and no day plainly', () => {
    expect(
      bookableDaysSentence(week(Object.fromEntries([1, 2, 3, 4, 5, 6, 7].map((w) => [w, { bookable: true }]))), hours),
    ).toBe('täglich ab 19:30 Uhr');
    expect(
      bookableDaysSentence(week(Object.fromEntries([1, 2, 3, 4, 5, 6, 7].map((w) => [w, { bookable: false }]))), hours),
    ).toBe('derzeit an keinem Tag');
  });
});

describe('otherDaysSentence', () => {
  it('names each other day with the owner’s reason, and says when every day is bookable', () => {
    expect(otherDaysSentence(defaultWeek)).toBe(
      'Dienstag: Quiz-Abend – Anmeldung nur über WhatsApp; Mittwoch: Ruhetag; Donnerstag: Karaoke-Abend – keine Reservierung nötig',
    );
    const openWednesday = defaultWeek.map((d) => (d.weekday === 3 ? { ...d, bookable: true, reason: null } : d));
    expect(otherDaysSentence(openWednesday)).not.toContain('Mittwoch');
    const silent = defaultWeek.map((d) => (d.weekday === 4 ? { ...d, reason: null } : d));
    expect(otherDaysSentence(silent)).toContain('Donnerstag: keine Online-Reservierung');
    expect(otherDaysSentence(defaultWeek.map((d) => ({ ...d, bookable: true })))).toBe(
      'keine, es ist an jedem Tag online reservierbar',
    );
  });
});
