import { expect, it } from 'vitest';
import { germanMonth, germanWeek, longGermanDate, shortGermanDateTime, timeSpan } from './german';

it('writes the long German date', () => {
  expect(longGermanDate('2026-11-27')).toBe('Freitag, 27. November 2026');
  expect(longGermanDate('2027-03-01')).toBe('Montag, 1. März 2027');
  expect(longGermanDate('2026-11-21')).toBe('Samstag, 21. November 2026');
  expect(longGermanDate('2026-03-03')).toBe('Dienstag, 3. März 2026');
  expect(germanMonth(2026, 3)).toBe('März 2026');
});

it('writes booking times in Berlin time', () => {
  expect(shortGermanDateTime(new Date('2026-11-21T12:05:00Z'))).toBe('21.11.2026, 13:05');
  expect(shortGermanDateTime(new Date('2027-07-02T12:05:00Z'))).toBe('02.07.2027, 14:05');
  expect(timeSpan('20:00', '23:00')).toBe('20:00 - 23:00 Uhr');
});

it('shows instants in Berlin time, winter and summer', () => {
  expect(shortGermanDateTime('2026-11-21T18:05:00Z')).toBe('21.11.2026, 19:05');
  expect(shortGermanDateTime('2026-07-01T18:05:00Z')).toBe('01.07.2026, 20:05');
});

it('writes a week from its Monday, across months and years', () => {
  expect(germanWeek('2026-11-23')).toBe('23. bis 29. November 2026');
  expect(germanWeek('2026-11-30')).toBe('30. November bis 6. Dezember 2026');
  expect(germanWeek('2029-12-31')).toBe('31. Dezember 2029 bis 6. Januar 2030');
});
