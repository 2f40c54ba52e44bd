import { describe, expect, it } from 'vitest';
import { businessSettings, defaultSettings, settingsFieldErrors } from './settings';

const parse = (patch: Record<string, unknown>) => businessSettings.safeParse({ ...defaultSettings, ...patch });

describe('business settings bounds (docs/booking.md#settings-and-defaults)', () => {
  it('accepts the defaults and the edges', () => {
    expect(parse({}).success).toBe(true);
    for (const bufferTime of [0, 120]) expect(parse({ bufferTime }).success).toBe(true);
    for (const maxReservationDuration of [60, 480, 90]) expect(parse({ maxReservationDuration }).success).toBe(true);
  });

  it('rejects values outside the bounds with German messages', () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ bufferTime: -1 }, 'bufferTime', 'Die Karenzzeit muss zwischen 0 und 120 Minuten liegen.'],
      [{ bufferTime: 121 }, 'bufferTime', 'Die Karenzzeit muss zwischen 0 und 120 Minuten liegen.'],
      [{ bufferTime: 'viel' }, 'bufferTime', 'Die Karenzzeit muss eine Zahl sein.'],
      [
        { maxReservationDuration: 30 },
        'maxReservationDuration',
        'Die maximale Dauer muss zwischen 60 und 480 Minuten liegen.',
      ],
      [
        { maxReservationDuration: 100 },
        'maxReservationDuration',
        'Die maximale Dauer muss in 30-Minuten-Schritten angegeben werden.',
      ],
      [{ openTime: '25:00' }, 'openTime', 'Bitte eine Uhrzeit im Format HH:MM angeben.'],
      [{ adminEmail: 'chef@' }, 'adminEmail', 'Ungültige E-Mail-Adresse'],
      [{ guestEmail: 'gaeste@' }, 'guestEmail', 'Ungültige E-Mail-Adresse'],
      ...['07121 ANRUFEN', '07121\n123456', '+49 +7121', '12', '-- --', '1'.repeat(41)].map(
        (guestPhone): [Record<string, unknown>, string, string] => [
          { guestPhone },
          'guestPhone',
          'Bitte eine Telefonnummer aus Ziffern, Leerzeichen und + ( ) / - angeben, höchstens 40 Zeichen.',
        ],
      ),
    ];
    for (const [patch, field, message] of cases) {
      const result = parse(patch);
      expect(result.success, JSON.stringify(patch)).toBe(false);
      expect(result.error && settingsFieldErrors(result.error)).toEqual({ [field]: message });
    }
  });

  it('allows an empty admin e-mail and normalises a given one', () => {
    expect(parse({ adminEmail: '' }).data?.adminEmail).toBe('');
    expect(parse({ adminEmail: ' Chef@Pub.DE ' }).data?.adminEmail).toBe('chef@pub.de');
  });

  it("accepts the usual ways to write the guests' phone, trimmed", () => {
    for (const guestPhone of ['07121 123456', '+49 7121 123456', '(07121) 12 34-56', '07121/123456']) {
      expect(parse({ guestPhone: ` ${guestPhone} ` }).data?.guestPhone).toBe(guestPhone);
    }
  });
});
