import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Api } from '../../src/server/app';
import { testApi } from '../helpers/api';
import { createMigrated, databaseFactories, type TestDatabase } from '../helpers/databases';
import { book, clearBookings, postJson, saturdayNoon } from './booking-helpers';

describe.each(databaseFactories)('guest cancellation on $kind', (factory) => {
  let test: TestDatabase;
  let api: Api;
  beforeAll(async () => {
    test = await createMigrated(factory);
    api = testApi(test.db, { now: saturdayNoon });
  });
  afterAll(() => test.dispose());
  beforeEach(async () => {
    await clearBookings(test.db);
  });

  const rows = () => test.db.kysely.selectFrom('reservations').selectAll().orderBy('starts_at').execute();

  describe('cancellation link', () => {
    const tokenOf = async (reservationId: string) => {
      const mail = await test.db.kysely
        .selectFrom('mail_outbox')
        .select('payload')
        .where('reservation_id', '=', reservationId)
        .where('kind', '=', 'reservation-confirmation')
        .executeTakeFirstOrThrow();
      return String(mail.payload?.cancelToken);
    };

    it('shows the reservation without cancelling it; only the confirming request cancels', async () => {
      const { reservation } = await (await book(api)).json();
      const token = await tokenOf(reservation.id);
      expect(token).toMatch(/^[0-9a-f]{48}$/);
      const stored = await test.db.kysely
        .selectFrom('reservations')
        .select('manage_token_hash')
        .executeTakeFirstOrThrow();
      expect(Buffer.from(stored.manage_token_hash ?? []).toString('hex')).not.toContain(token);

      for (let i = 0; i < 2; i++) {
        const lookup = await postJson(api, '/api/cancellation/lookup', { token });
        expect(lookup.status).toBe(200);
        expect(await lookup.json()).toEqual({
          reservation: {
            date: '2026-11-27',
            startTime: '20:00',
            endTime: '23:00',
            tableId: 5,
            tableIds: [5],
            guestCount: 3,
          },
        });
      }
      expect(await rows()).toHaveLength(1);

      const cancel = await postJson(api, '/api/cancellation', { token });
      expect(cancel.status).toBe(200);
      expect((await cancel.json()).message).toBe('Ihre Reservierung wurde storniert. Wir haben das Team informiert.');
      expect(await rows()).toEqual([]);
      const notice = await test.db.kysely
        .selectFrom('mail_outbox')
        .select(['kind', 'payload'])
        .where('kind', '=', 'guest-cancellation-notice')
        .executeTakeFirstOrThrow();
      expect(notice.payload).toMatchObject({ tableId: 5, customerName: 'Anna Gast' });

      const again = await postJson(api, '/api/cancellation', { token });
      expect(again.status).toBe(404);
      expect((await postJson(api, '/api/cancellation/lookup', { token })).status).toBe(404);
      expect((await book(api)).status).toBe(201);
    });

    it('refuses unknown or malformed tokens and started reservations', async () => {
      expect((await postJson(api, '/api/cancellation', { token: 'f'.repeat(48) })).status).toBe(404);
      expect((await postJson(api, '/api/cancellation', { token: '../etc' })).status).toBe(422);
      const { reservation } = await (await book(api, { date: '2026-11-21', startTime: '20:00' })).json();
      const token = await tokenOf(reservation.id);
      const later = testApi(test.db, { now: () => new Date('2026-11-21T19:05:00Z') });
      const late = await postJson(later, '/api/cancellation', { token });
      expect(late.status).toBe(409);
      expect(await rows()).toHaveLength(1);
    });
  });
});
