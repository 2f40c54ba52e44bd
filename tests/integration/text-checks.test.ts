import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isEmailAddress, isMultiLineText, isSingleLineText } from '../../src/domain/text';
import { bookAsGuest } from '../helpers/bookings';
import { createMigrated, databaseFactories, type TestDatabase } from '../helpers/databases';

/** Addresses at the edges of the e-mail rule; the forms and the database must agree on each. */
const addresses = [
  'anna@example.org',
  'Anna.Muster@Example.ORG',
  "o'brien@example.co.uk",
  'a+b_c-d@sub-domain.example.de',
  'x@a.io',
  'anna@',
  '@example.org',
  'anna@example',
  'anna@example.o',
  'anna..muster@example.org',
  '.anna@example.org',
  'anna.@example.org',
  'anna@-example.org',
  'anna@example..org',
  'an na@example.org',
  '"anna"@example.org',
  'anna@[192.0.2.1]',
  'anna@192.0.2.1',
  'jürgen@example.org',
  'anna@exämple.org',
  'anna@example.org\nBcc: x@example.org',
  `${'a'.repeat(64)}@${'b'.repeat(180)}.de`,
  `${'a'.repeat(64)}@${'b'.repeat(190)}.de`,
  // Exactly 254 characters, and one more.
  `${'a'.repeat(64)}@${'b'.repeat(186)}.de`,
  `${'a'.repeat(64)}@${'b'.repeat(187)}.de`,
];

const texts = [
  'Anna Muster',
  'Zoë O’Brien 🍺',
  'Zeile\nzwei',
  'Tab\tx',
  'Esc\u001b',
  'C1\u0085',
  'abc\u202egnp',
  'iso\u2067x',
];

describe.each(databaseFactories)('the database checks what the forms check on $kind', (factory) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createMigrated(factory);
  });
  afterAll(() => test.dispose());

  async function stored(over: { customerEmail?: string; customerName?: string; specialRequests?: string }) {
    try {
      await bookAsGuest(test.db, { date: '2026-11-27', startTime: '20:00', tableId: 5, guestCount: 3, ...over });
      await test.db.kysely.deleteFrom('reservations').execute();
      return true;
    } catch (error) {
      if ((error as { code?: string }).code !== '23514') throw error;
      return false;
    }
  }

  it.each(addresses)('agrees on the e-mail address %j', async (address) => {
    expect(await stored({ customerEmail: address })).toBe(isEmailAddress(address));
  });

  it.each(texts)('agrees on the name %j and on special requests with it', async (text) => {
    expect(await stored({ customerName: text })).toBe(isSingleLineText(text));
    expect(await stored({ specialRequests: text })).toBe(isMultiLineText(text));
  });

  it('checks the staff and settings addresses the same way', async () => {
    for (const address of addresses.map((a) => a.toLowerCase())) {
      const ok = await sql`update public.business_settings set admin_email = ${address}`.execute(test.db.kysely).then(
        () => true,
        () => false,
      );
      expect(ok, address).toBe(isEmailAddress(address));
    }
  });
});
