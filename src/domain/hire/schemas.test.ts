import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../booking/schemas';
import {
  cancelRequest,
  depositRequest,
  inquiryForSpace,
  inquiryRequest,
  inquiryTokenRequest,
  offerRequest,
} from './schemas';

const inquiry = {
  space: 'irish-ganzer-pub',
  date: '2026-12-04',
  startTime: '19:00',
  endTime: '01:00',
  guestCount: 40,
  occasion: 'geburtstag',
  packages: ['getraenke-bier', 'personal'],
  customerName: 'Anna Muster',
  customerEmail: 'anna@example.org',
  customerPhone: '0171 555 12',
  message: 'Mit Buffet?',
};
const wholePub = { minGuests: 20, maxGuests: 60, packages: ['getraenke-bier', 'getraenke-alles', 'personal'] as const };

const errors = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? {} : fieldErrorsOf(result.error ?? { issues: [] });

describe('inquiry', () => {
  it('accepts a full inquiry; the message is optional and packages default to none', () => {
    expect(inquiryRequest.parse(inquiry)).toEqual(inquiry);
    const { message: _, packages: __, ...bare } = inquiry;
    expect(inquiryRequest.parse(bare)).toEqual({ ...bare, packages: [] });
  });

  it('answers German field errors, the phone required', () => {
    const result = inquiryRequest.safeParse({
      ...inquiry,
      space: ' ',
      startTime: '7 Uhr',
      guestCount: 2.5,
      occasion: 'taufe',
      packages: ['personal', 'personal'],
      customerPhone: ' ',
    });
    expect(errors(result)).toEqual({
      space: 'Bitte einen Raum wählen.',
      startTime: 'Bitte Beginn und Ende als Uhrzeit angeben (HH:MM).',
      guestCount: 'Bitte die Zahl der Gäste angeben.',
      occasion: 'Bitte einen Anlass wählen.',
      packages: 'Bitte nur angebotene Pakete wählen.',
      customerPhone: 'Bitte eine Telefonnummer angeben, damit wir Sie zurückrufen können.',
    });
    expect(errors(inquiryRequest.safeParse({ ...inquiry, customerPhone: 'abc' }))).toEqual({
      customerPhone: 'Ungültige Telefonnummer',
    });
    expect(errors(inquiryRequest.safeParse({ ...inquiry, endTime: '19:00' }))).toEqual({
      endTime: 'Beginn und Ende dürfen nicht gleich sein.',
    });
  });

  it("holds the guests to the space's fewest and most, and its packages", () => {
    const schema = inquiryForSpace(wholePub);
    expect(schema.safeParse(inquiry).success).toBe(true);
    expect(schema.safeParse({ ...inquiry, guestCount: 60 }).success).toBe(true);
    expect(errors(schema.safeParse({ ...inquiry, guestCount: 61 }))).toEqual({
      guestCount: 'Maximal 60 Personen in diesem Raum',
    });
    expect(errors(schema.safeParse({ ...inquiry, guestCount: 19 }))).toEqual({
      guestCount: 'Mindestens 20 Personen in diesem Raum',
    });
    expect(errors(schema.safeParse({ ...inquiry, packages: ['sport-leinwand'] }))).toEqual({
      packages: 'Bitte nur angebotene Pakete wählen.',
    });
  });

  it('takes only a link secret as token', () => {
    expect(inquiryTokenRequest.safeParse({ token: 'x' }).error?.issues[0]?.message).toBe(
      'Diese Anfrage wurde nicht gefunden.',
    );
  });
});

describe('offer, deposit, cancellation', () => {
  const offer = {
    items: [
      { label: 'Bierpaket', quantity: 40, unitPriceCents: 1500 },
      { label: 'Personal', quantity: 1, unitPriceCents: 12000 },
    ],
    depositCents: 21000,
    validUntil: '2026-12-01',
  };

  it('accepts an offer, with or without the answer to the evening’s bookings', () => {
    expect(offerRequest.parse(offer)).toEqual(offer);
    expect(offerRequest.parse({ ...offer, confirm: 'keep' }).confirm).toBe('keep');
    expect(offerRequest.safeParse({ ...offer, confirm: 'maybe' }).success).toBe(false);
  });

  it('refuses empty lines, odd amounts and a deposit over the total', () => {
    expect(errors(offerRequest.safeParse({ ...offer, items: [], depositCents: 0 }))).toEqual({
      items: 'Bitte mindestens eine Position angeben.',
    });
    const bad = offerRequest.safeParse({
      ...offer,
      items: [{ label: ' ', quantity: 0, unitPriceCents: 9.5 }],
      validUntil: '2026-02-30',
    });
    expect(bad.error?.issues.map((i) => i.message)).toEqual([
      'Bitte eine Bezeichnung angeben (höchstens 100 Zeichen).',
      'Bitte eine ganze Menge von 1 bis 1000 angeben.',
      'Bitte einen Preis in ganzen Cent ab 0 angeben.',
      'Bitte ein gültiges Datum angeben.',
    ]);
    expect(errors(offerRequest.safeParse({ ...offer, depositCents: 72001 }))).toEqual({
      depositCents: 'Die Anzahlung darf nicht negativ sein und nicht über der Gesamtsumme liegen.',
    });
    expect(offerRequest.safeParse({ ...offer, depositCents: 72000 }).success).toBe(true);
  });

  it('takes a deposit over 0 € on a real day, and a cancellation with a reason', () => {
    expect(depositRequest.parse({ amountCents: 21000, receivedOn: '2026-11-30' })).toBeTruthy();
    expect(errors(depositRequest.safeParse({ amountCents: 0, receivedOn: 'gestern' }))).toEqual({
      amountCents: 'Bitte einen Betrag über 0 € in ganzen Cent angeben.',
      receivedOn: 'Bitte ein gültiges Datum angeben.',
    });
    expect(cancelRequest.parse({ reason: ' Wasserschaden\nim Keller ' })).toEqual({
      reason: 'Wasserschaden\nim Keller',
    });
    expect(errors(cancelRequest.safeParse({ reason: '  ' }))).toEqual({
      reason: 'Bitte einen Grund angeben (höchstens 500 Zeichen).',
    });
  });
});
