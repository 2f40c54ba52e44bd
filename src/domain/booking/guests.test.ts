import { expect, it } from 'vitest';
import { guestBounds, guestsLabel, largeGroupSize } from './guests';

it('takes ceil(capacity / 2) up to capacity guests', () => {
  expect(guestBounds(6)).toEqual({ min: 3, max: 6 });
  expect(guestBounds(7)).toEqual({ min: 4, max: 7 });
  expect(guestBounds(12)).toEqual({ min: 6, max: 12 });
  expect(guestBounds(1)).toEqual({ min: 1, max: 1 });
});

it('sends groups of 16 or more to the contact options', () => {
  expect(largeGroupSize).toBe(16);
});

it("says 'Person' for one guest and 'Personen' otherwise", () => {
  expect(guestsLabel(1)).toBe('1 Person');
  expect(guestsLabel(4)).toBe('4 Personen');
});
