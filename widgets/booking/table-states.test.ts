import { describe, expect, it } from 'vitest';
import { defaultBookingRules } from '../../src/domain/booking/rules';
import type { Availability } from '../../src/domain/booking/schemas';
import { isClickable, reservedTimes, tableRange, tableState, withoutBooking } from './table-states';

const day = (status: Availability['status'], tables: Availability['tables'] = []): Availability => ({
  date: '2026-11-27',
  today: '2026-11-21',
  status,
  reason: null,
  whatsapp: false,
  teamNight: false,
  nextBookable: null,
  hours: 'Fr-Mo 19:30-00:00',
  rules: defaultBookingRules,
  tables,
});
const taken = [
  {
    tableId: 5,
    blocked: [
      {
        start: '2026-11-27T20:00:00+01:00',
        end: '2026-11-27T23:00:00+01:00',
        bufferStart: '2026-11-27T19:30:00+01:00',
        bufferEnd: '2026-11-27T23:30:00+01:00',
      },
    ],
  },
];

describe('table states on the plan', () => {
  it('shows tables with a reservation that day as reserved (amber), others as available (green)', () => {
    expect(tableState(5, day('open', taken), undefined)).toBe('reserved');
    expect(tableState(6, day('open', taken), undefined)).toBe('available');
  });

  it('shows the selected table as selected (blue)', () => {
    expect(tableState(6, day('open', taken), 6)).toBe('selected');
    expect(tableState(5, day('open', taken), 5)).toBe('reserved');
  });

  it('blocks every table on a day guests cannot book', () => {
    for (const status of ['closed', 'past', 'beyond'] as const) {
      expect(tableState(6, day(status), 6)).toBe('blocked');
    }
    expect(tableState(6, undefined, undefined)).toBe('blocked');
  });

  it('lets only available and selected tables be clicked', () => {
    expect(['available', 'selected', 'reserved', 'blocked'].map((s) => isClickable(s as never))).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it('lists reserved times in Berlin time and names the table range of an area', () => {
    expect(reservedTimes(5, day('open', taken))).toEqual(['20:00–23:00 Uhr']);
    expect(tableRange([{ id: 3 }, { id: 1 }, { id: 10 }] as never)).toBe('Tische 1–10');
  });
});

describe('withoutBooking', () => {
  const booked = {
    date: '2026-11-27',
    status: 'open',
    tables: [
      {
        tableId: 5,
        blocked: [
          { start: '2026-11-27T20:00:00+01:00', end: '2026-11-27T23:00:00+01:00', bufferStart: '', bufferEnd: '' },
          { start: '2026-11-27T17:00:00+01:00', end: '2026-11-27T19:00:00+01:00', bufferStart: '', bufferEnd: '' },
        ],
      },
      {
        tableId: 6,
        blocked: [
          { start: '2026-11-27T20:00:00+01:00', end: '2026-11-27T23:00:00+01:00', bufferStart: '', bufferEnd: '' },
        ],
      },
    ],
  } as unknown as Availability;
  const own = {
    date: '2026-11-27',
    tableIds: [5],
    startsAt: '2026-11-27T19:00:00+00:00',
    endsAt: '2026-11-27T22:00:00+00:00',
  };

  it('frees the guest’s own booking only: its table and times, that day', () => {
    const seen = withoutBooking(booked, own);
    expect(seen?.tables.map((t) => t.blocked.length)).toEqual([1, 1]);
    expect(seen?.tables[0]?.blocked[0]?.start).toBe('2026-11-27T17:00:00+01:00');
    expect(withoutBooking({ ...booked, date: '2026-11-28' }, own)?.tables[0]?.blocked).toHaveLength(2);
  });
});
