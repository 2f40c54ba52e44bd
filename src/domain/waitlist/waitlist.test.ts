import { describe, expect, it } from 'vitest';
import { heldTables, type StaffWaitlistEntry, waitingCount, waitlistRequest } from './waitlist';

const entry = (over: Partial<StaffWaitlistEntry>): StaffWaitlistEntry => ({
  id: 'e1',
  date: '2026-11-27',
  from: '20:00',
  until: '21:00',
  guestCount: 4,
  status: 'waiting',
  customerName: 'Wanda',
  customerEmail: 'wanda@example.org',
  mailProblem: null,
  customerPhone: null,
  source: 'online',
  createdAt: '2026-11-21T12:00:00.000Z',
  offer: null,
  ...over,
});

describe('the waitlist', () => {
  it('draws only the open offers’ holds on the plan of the night', () => {
    const offer = {
      tableIds: [5],
      startTime: '20:00',
      endTime: '23:00',
      startsAt: '2026-11-27T19:00:00+00:00',
      endsAt: '2026-11-27T22:00:00+00:00',
      expiresAt: '2026-11-21T12:30:00+00:00',
    };
    const held = heldTables([
      entry({}),
      entry({ id: 'e2', status: 'offered', offer }),
      entry({ id: 'e3', status: 'booked', offer }),
    ]);
    expect(held).toEqual([
      {
        id: 'e2',
        startsAt: offer.startsAt,
        endsAt: offer.endsAt,
        startTime: '20:00',
        endTime: '23:00',
        tableIds: [5],
        customerName: 'Wanda',
        attendance: null,
        held: true,
      },
    ]);
  });

  it('takes 1 to 15 guests and a window of clock times, with German messages', () => {
    const base = {
      date: '2026-11-27',
      from: '20:00',
      until: '21:00',
      customerName: 'W',
      customerEmail: 'w@example.org',
    };
    expect(waitlistRequest.safeParse({ ...base, guestCount: 15 }).success).toBe(true);
    expect(waitlistRequest.safeParse({ ...base, guestCount: 16 }).error?.issues[0]?.message).toBe(
      'Bitte 1 bis 15 Personen angeben.',
    );
    expect(waitlistRequest.safeParse({ ...base, guestCount: 2, from: '8 Uhr' }).success).toBe(false);
  });

  it("counts the parties still on the list for the card 'Warteliste'", () => {
    const states = ['waiting', 'offered', 'booked', 'expired', 'declined'] as const;
    expect(waitingCount(states.map((status) => entry({ status })))).toBe(2);
  });
});
