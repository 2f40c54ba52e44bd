import { expect, it } from 'vitest';
import { germanDateTime, longGermanDate, timeSpan } from './format';

it('writes the long German date', () => {
  expect(longGermanDate('2026-11-27')).toBe('Freitag, 27. November 2026');
  expect(longGermanDate('2027-03-01')).toBe('Montag, 1. März 2027');
});

it('writes booking times in Berlin time', () => {
  expect(germanDateTime(new Date('2026-11-21T12:05:00Z'))).toBe('21.11.2026, 13:05');
  expect(germanDateTime(new Date('2027-07-02T12:05:00Z'))).toBe('02.07.2027, 14:05');
  expect(timeSpan('20:00', '23:00')).toBe('20:00 - 23:00 Uhr');
});
