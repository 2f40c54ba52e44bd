import { describe, expect, it } from 'vitest';
import { affectedReservations, type FutureReservation } from './deploy-impact';
import { planOf, table } from './fixtures';

const booking = (tableId: number, guestCount: number): FutureReservation => ({
  id: `r${tableId}`,
  date: '2026-11-27',
  startTime: '19:30',
  tableIds: [tableId],
  guestCount,
  customerName: 'Mia',
});

describe('deploy checks the future', () => {
  const plan = planOf({ unten: [table(1, { capacity: 6 }), table(2, { capacity: 3 })] });

  it('lists reservations on tables the new plan removes', () => {
    expect(affectedReservations(plan, [booking(9, 2)])).toEqual([
      { ...booking(9, 2), reason: 'Tisch 9 gibt es im neuen Plan nicht mehr' },
    ]);
  });

  it('lists reservations with more guests than the new capacity', () => {
    expect(affectedReservations(plan, [booking(2, 4)])).toEqual([
      { ...booking(2, 4), reason: 'Tisch 2 hat im neuen Plan nur 3 Plätze für 4 Personen' },
    ]);
  });

  it('checks every table of a combined party and their seats together', () => {
    const combined = (tableIds: number[], guestCount: number) => ({ ...booking(1, guestCount), tableIds });
    expect(affectedReservations(plan, [combined([1, 2], 9)])).toEqual([]);
    expect(affectedReservations(plan, [combined([1, 2], 10)])).toEqual([
      { ...combined([1, 2], 10), reason: 'Tische 1 + 2 haben im neuen Plan nur 9 Plätze für 10 Personen' },
    ]);
    expect(affectedReservations(plan, [combined([1, 7], 4)])).toEqual([
      { ...combined([1, 7], 4), reason: 'Tisch 7 gibt es im neuen Plan nicht mehr' },
    ]);
  });

  it('leaves reservations that still fit', () => {
    expect(affectedReservations(plan, [booking(1, 6), booking(2, 3)])).toEqual([]);
  });
});
