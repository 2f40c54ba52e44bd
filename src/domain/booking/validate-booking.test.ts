import { describe, expect, it } from 'vitest';
import { defaultWeek } from '../schedule/week';
import { defaultBookingRules as rules } from './rules';
import { type BookingRequest, bookingRequest, fieldErrorsOf } from './schemas';
import { checkBooking, tableTakenMessage } from './validate-booking';

const now = new Date('2026-11-21T12:00:00Z'); // Saturday noon in Berlin
const christmas = { date: '2026-12-25', bookable: false, reason: null, whatsapp: false, from: null, until: null };
const ctx = { rules, now, schedule: { days: defaultWeek, exceptions: [christmas] }, table: { id: 5, capacity: 6 } };
const request = (over: Partial<BookingRequest> = {}): BookingRequest => ({
  date: '2026-11-27',
  startTime: '20:00',
  tableId: 5,
  guestCount: 3,
  customerName: 'Anna',
  customerEmail: 'anna@example.org',
  ...over,
});

describe('checkBooking', () => {
  it('accepts a Friday evening booking and computes its instants', () => {
    expect(checkBooking(request(), ctx)).toEqual({
      ok: true,
      startsAt: new Date('2026-11-27T19:00:00Z'),
      endsAt: new Date('2026-11-27T22:00:00Z'),
      endTime: '23:00',
      tableCapacity: 6,
    });
  });

  it('refuses Tuesday, Wednesday, Thursday and closed days with the documented message', () => {
    for (const date of ['2026-11-24', '2026-11-25', '2026-11-26', '2026-12-25']) {
      expect(checkBooking(request({ date }), ctx)).toEqual({
        ok: false,
        fieldErrors: { date: 'An diesem Tag ist das Restaurant geschlossen (Di/Mi/Do Ruhetage)' },
      });
    }
  });

  it('refuses past days and past start times today', () => {
    expect(checkBooking(request({ date: '2026-11-20' }), ctx)).toMatchObject({
      fieldErrors: { date: expect.any(String) },
    });
    const late = { ...ctx, now: new Date('2026-11-21T19:10:00Z') }; // 20:10 in Berlin
    expect(checkBooking(request({ date: '2026-11-21', startTime: '20:00' }), late)).toMatchObject({
      fieldErrors: { startTime: 'Diese Uhrzeit ist bereits vorbei. Bitte wählen Sie eine spätere Startzeit.' },
    });
    expect(checkBooking(request({ date: '2026-11-21', startTime: '20:30' }), late)).toMatchObject({ ok: true });
  });

  it('keeps guests between half the table (rounded up) and its capacity, in the documented words', () => {
    expect(checkBooking(request({ guestCount: 7 }), ctx)).toEqual({
      ok: false,
      fieldErrors: { guestCount: 'Maximal 6 Personen für diesen Tisch' },
    });
    expect(checkBooking(request({ guestCount: 2 }), ctx)).toEqual({
      ok: false,
      fieldErrors: { guestCount: 'Mindestens 3 Personen erforderlich (50% der Tischkapazität)' },
    });
    const seven = { ...ctx, table: { id: 3, capacity: 7 } };
    expect(checkBooking(request({ tableId: 3, guestCount: 3 }), seven)).toMatchObject({
      fieldErrors: { guestCount: 'Mindestens 4 Personen erforderlich (50% der Tischkapazität)' },
    });
    expect(checkBooking(request({ tableId: 3, guestCount: 4 }), seven)).toMatchObject({ ok: true });
  });

  it('refuses impossible times with the documented message', () => {
    expect(checkBooking(request({ endTime: '19:30' }), ctx)).toEqual({
      ok: false,
      fieldErrors: { endTime: 'Ungültige Zeitberechnung. Bitte prüfen Sie Datum und Uhrzeit.' },
    });
    expect(checkBooking(request({ startTime: '18:00' }), ctx)).toMatchObject({
      fieldErrors: { startTime: 'Bitte wählen Sie eine Startzeit zwischen 19:30 und 23:30 Uhr im 30-Minuten-Takt.' },
    });
    expect(
      checkBooking(request({ startTime: '19:30', endTime: '00:00' }), {
        ...ctx,
        rules: { ...rules, maxReservationDuration: 240 },
      }),
    ).toMatchObject({
      fieldErrors: { endTime: 'Eine Reservierung dauert höchstens 4 Stunden.' },
    });
  });

  it('refuses tables the deployed plan does not have', () => {
    expect(checkBooking(request({ tableId: 99 }), { ...ctx, table: undefined })).toMatchObject({
      fieldErrors: { tableId: expect.any(String) },
    });
  });
});

describe('booking request schema', () => {
  const parse = (body: unknown) => bookingRequest.safeParse(body);
  const messagesOf = (body: unknown) => {
    const r = parse(body);
    return r.success ? {} : fieldErrorsOf(r.error);
  };

  it('names each missing required field in the documented words', () => {
    expect(messagesOf({ tableId: 5, guestCount: 3 })).toEqual({
      date: 'Datum ist erforderlich',
      startTime: 'Startzeit ist erforderlich',
      customerName: 'Name ist erforderlich',
      customerEmail: 'E-Mail ist erforderlich',
    });
    expect(messagesOf({ ...request(), customerName: '   ', customerEmail: '', date: '', startTime: '' })).toEqual({
      date: 'Datum ist erforderlich',
      startTime: 'Startzeit ist erforderlich',
      customerName: 'Name ist erforderlich',
      customerEmail: 'E-Mail ist erforderlich',
    });
  });

  it('refuses an address that does not look like one', () => {
    expect(messagesOf(request({ customerEmail: 'anna.example.org' }))).toEqual({
      customerEmail: 'Ungültige E-Mail-Adresse',
    });
  });

  it('treats phone and special requests as optional, blank as absent', () => {
    const r = parse({ ...request(), customerPhone: '  ', specialRequests: '', endTime: '' });
    expect(r.success && r.data).toEqual(request());
    const full = parse({ ...request(), customerPhone: '+49 7121 12345', specialRequests: ' Kinderstuhl ' });
    expect(full.success && full.data).toMatchObject({
      customerPhone: '+49 7121 12345',
      specialRequests: 'Kinderstuhl',
    });
  });

  it('bounds the text fields', () => {
    expect(messagesOf(request({ specialRequests: 'x'.repeat(1001) }))).toEqual({
      specialRequests: 'Höchstens 1000 Zeichen',
    });
    expect(messagesOf(request({ customerPhone: '<script>' }))).toEqual({ customerPhone: 'Ungültige Telefonnummer' });
  });
});

it("words the conflict as 'Tisch {id} ist bereits von {time} reserviert'", () => {
  expect(tableTakenMessage(5, { start: new Date('2026-11-27T19:00:00Z'), end: new Date('2026-11-27T22:00:00Z') })).toBe(
    'Tisch 5 ist bereits von 20:00 bis 23:00 reserviert',
  );
});
