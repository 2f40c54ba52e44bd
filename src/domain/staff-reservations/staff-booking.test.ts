import { describe, expect, it } from 'vitest';
import { tablesLabel } from '../booking/tables';
import { belowOnlineMinimum, staffBookingRequest, staffChangeRequest, walkInRequest } from './staff-booking';

const base = { date: '2026-11-27', startTime: '20:00', tableIds: [11, 12], guestCount: 8, source: 'telefon' };

describe('staff booking requests', () => {
  it('take blank or null contact fields as not given, as the form sends them', () => {
    const parsed = staffBookingRequest.parse({
      ...base,
      customerName: 'Kim',
      customerEmail: null,
      customerPhone: '  ',
    });
    expect(parsed).toMatchObject({ customerName: 'Kim', customerEmail: undefined, customerPhone: undefined });
  });

  it('need a name except for walk-ins, and an e-mail for online bookings', () => {
    const issues = (body: object) =>
      staffBookingRequest.safeParse(body).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues(base)).toEqual([['customerName', 'Name ist erforderlich']]);
    expect(issues({ ...base, source: 'vor-ort' })).toBeUndefined();
    expect(issues({ ...base, source: 'online', customerName: 'Kim' })).toEqual([
      ['customerEmail', 'Online-Reservierungen brauchen eine E-Mail-Adresse.'],
    ]);
  });

  it('refuse an empty table list and a party of nobody in German', () => {
    const result = staffBookingRequest.safeParse({ ...base, customerName: 'Kim', tableIds: [], guestCount: 0 });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'Bitte wählen Sie mindestens einen Tisch.',
      'Mindestens 1 Person',
    ]);
  });
});

describe('changes', () => {
  it('keep absent fields, clear blank or null ones', () => {
    expect(staffChangeRequest.parse({ customerPhone: '', specialRequests: null, guestCount: 3 })).toEqual({
      customerPhone: null,
      specialRequests: null,
      guestCount: 3,
    });
    expect(staffChangeRequest.parse({ startTime: '21:00' })).toEqual({ startTime: '21:00' });
    expect(staffChangeRequest.parse({ startTime: '21:00', endTime: '' })).toEqual({
      startTime: '21:00',
      endTime: null,
    });
  });

  it('take the attendance alone, and nothing unknown', () => {
    expect(staffChangeRequest.parse({ attendance: 'no-show' })).toEqual({ attendance: 'no-show' });
    expect(staffChangeRequest.parse({ attendance: null })).toEqual({ attendance: null });
    expect(staffChangeRequest.safeParse({ attendance: 'late' }).success).toBe(false);
    expect(staffChangeRequest.safeParse({}).success).toBe(false);
  });
});

describe('walk-ins and labels', () => {
  it('need a length between 15 minutes and 10 hours', () => {
    expect(walkInRequest.safeParse({ tableIds: [5], guestCount: 2, minutes: 90 }).success).toBe(true);
    expect(walkInRequest.safeParse({ tableIds: [5], guestCount: 2, minutes: 5 }).error?.issues[0]?.message).toBe(
      'Bitte wählen Sie eine Dauer.',
    );
  });

  it('join combined tables with a plus, and warn below half the seats', () => {
    expect(tablesLabel([11, 12])).toBe('11 + 12');
    expect(belowOnlineMinimum(5, 12)).toBe(true);
    expect(belowOnlineMinimum(6, 12)).toBe(false);
    expect(belowOnlineMinimum(3, 5)).toBe(false);
  });
});
