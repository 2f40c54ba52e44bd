import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { enqueueCancellationMail } from '../../src/server/mail/outbox';
import { anonymous, asRole, type RequestRole } from '../../src/server/request-db';
import { createMigrated, databaseFactories, type TestDatabase } from '../helpers/databases';
import { clearBookings } from './booking-helpers';

const staff: RequestRole = { role: 'authenticated', claims: { staff_role: 'admin' } };
const notStaff: RequestRole = { role: 'authenticated', claims: { sub: 'someone' } };

/** A reservation row written as the owner, bypassing the booking function. */
function row(start: string, end: string, bufferMinutes: number, over: Record<string, unknown> = {}) {
  const startsAt = new Date(`2026-11-27T${start}:00+01:00`);
  const endsAt = new Date(`2026-11-27T${end}:00+01:00`);
  return {
    date: '2026-11-27',
    start_time: start,
    end_time: end,
    starts_at: startsAt,
    ends_at: endsAt,
    buffer_start: new Date(startsAt.getTime() - bufferMinutes * 60_000),
    buffer_end: new Date(endsAt.getTime() + bufferMinutes * 60_000),
    table_ids: [5],
    table_capacity: 6,
    guest_count: 3,
    customer_name: 'Anna Gast',
    customer_email: 'anna@example.org',
    customer_phone: null,
    special_requests: null,
    ...over,
  };
}

describe.each(databaseFactories)('booking tables on $kind', (factory) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createMigrated(factory);
  });
  afterAll(() => test.dispose());
  beforeEach(async () => {
    await clearBookings(test.db);
  });

  const insert = (values: ReturnType<typeof row>) => test.db.kysely.insertInto('reservations').values(values).execute();
  const changed = (result: { numUpdatedRows?: bigint; numDeletedRows?: bigint }) => {
    if (Number(result.numUpdatedRows ?? result.numDeletedRows ?? 0) === 0) throw new Error('no rows changed');
  };

  describe('row-level security for anon', () => {
    beforeEach(() => insert(row('20:00', '23:00', 30)));

    it('cannot select reservations', async () => {
      await expect(
        asRole(test.db, anonymous, (tx) => tx.selectFrom('reservations').selectAll().execute()),
      ).rejects.toThrow(/permission denied/);
    });

    it('cannot insert a reservation directly', async () => {
      await expect(
        asRole(test.db, anonymous, (tx) =>
          tx
            .insertInto('reservations')
            .values(row('19:30', '20:00', 0))
            .execute(),
        ),
      ).rejects.toThrow(/permission denied/);
    });

    it('cannot update or delete reservations', async () => {
      await expect(
        asRole(test.db, anonymous, async (tx) =>
          changed(await tx.updateTable('reservations').set({ guest_count: 6 }).executeTakeFirst()),
        ),
      ).rejects.toThrow(/permission denied/);
      await expect(
        asRole(test.db, anonymous, async (tx) => changed(await tx.deleteFrom('reservations').executeTakeFirst())),
      ).rejects.toThrow(/permission denied/);
      expect(await test.db.kysely.selectFrom('reservations').select('guest_count').execute()).toEqual([
        { guest_count: 3 },
      ]);
    });

    it('cannot read the outbox or closed days, nor the retention function', async () => {
      for (const table of ['mail_outbox', 'schedule_exceptions'] as const) {
        await expect(asRole(test.db, anonymous, (tx) => tx.selectFrom(table).selectAll().execute())).rejects.toThrow(
          /permission denied/,
        );
      }
      await expect(
        asRole(test.db, anonymous, (tx) => sql`select * from public.purge_expired_bookings()`.execute(tx)),
      ).rejects.toThrow(/permission denied/);
    });

    it('sees table ids and times through table_availability(), nothing personal', async () => {
      const { rows } = await asRole(test.db, anonymous, (tx) =>
        sql<Record<string, unknown>>`select * from public.table_availability('2026-11-27')`.execute(tx),
      );
      expect(rows).toHaveLength(1);
      expect(Object.keys(rows[0] ?? {}).sort()).toEqual([
        'buffer_end',
        'buffer_start',
        'ends_at',
        'starts_at',
        'table_id',
      ]);
      expect(JSON.stringify(rows)).not.toMatch(/Anna|example\.org/);
    });
  });

  describe('staff policies', () => {
    beforeEach(() => insert(row('20:00', '23:00', 30)));

    it('let staff read, update and delete reservations, and nobody else signed in', async () => {
      expect(await asRole(test.db, notStaff, (tx) => tx.selectFrom('reservations').selectAll().execute())).toEqual([]);
      const seen = await asRole(test.db, staff, (tx) =>
        tx.selectFrom('reservations').select('customer_name').execute(),
      );
      expect(seen).toEqual([{ customer_name: 'Anna Gast' }]);
      await asRole(test.db, staff, async (tx) =>
        changed(await tx.updateTable('reservations').set({ guest_count: 4 }).executeTakeFirst()),
      );
      await asRole(test.db, staff, async (tx) => changed(await tx.deleteFrom('reservations').executeTakeFirst()));
      expect(await test.db.kysely.selectFrom('reservations').selectAll().execute()).toEqual([]);
    });

    it('let staff manage dated exceptions; guests read them through booking_schedule()', async () => {
      await expect(
        asRole(test.db, notStaff, (tx) =>
          tx.insertInto('schedule_exceptions').values({ date: '2026-12-25' }).execute(),
        ),
      ).rejects.toThrow(/row-level security/);
      await asRole(test.db, staff, (tx) =>
        tx.insertInto('schedule_exceptions').values({ date: '2026-12-25', reason: 'Weihnachten' }).execute(),
      );
      const { rows } = await asRole(test.db, anonymous, (tx) =>
        sql<{ s: { exceptions: unknown } }>`select public.booking_schedule('2026-12-01', '2026-12-31') as s`.execute(
          tx,
        ),
      );
      expect(rows[0]?.s.exceptions).toEqual([
        {
          date: '2026-12-25',
          bookable: false,
          reason: 'Weihnachten',
          whatsapp: false,
          from: null,
          until: null,
          teams: null,
        },
      ]);
      await expect(
        asRole(test.db, anonymous, (tx) => tx.selectFrom('schedule_exceptions').selectAll().execute()),
      ).rejects.toThrow(/permission denied/);
    });

    it('let only staff queue the cancellation mail, built from the stored row', async () => {
      const { id } = await test.db.kysely.selectFrom('reservations').select('id').executeTakeFirstOrThrow();
      await expect(asRole(test.db, anonymous, (tx) => enqueueCancellationMail(tx, { id }))).rejects.toThrow();
      await expect(asRole(test.db, notStaff, (tx) => enqueueCancellationMail(tx, { id }))).rejects.toThrow(/staff/);
      const outboxId = await asRole(test.db, staff, async (tx) => {
        const queued = await enqueueCancellationMail(tx, { id });
        await tx.deleteFrom('reservations').where('id', '=', id).execute();
        return queued;
      });
      const mail = await test.db.kysely.selectFrom('mail_outbox').selectAll().executeTakeFirstOrThrow();
      expect(mail).toMatchObject({
        id: outboxId,
        kind: 'reservation-cancelled',
        reservation_id: id,
        status: 'pending',
      });
      expect(mail.payload).toMatchObject({
        customerName: 'Anna Gast',
        tableId: 5,
        startTime: '20:00',
        endTime: '23:00',
      });
      await expect(
        asRole(test.db, staff, (tx) => enqueueCancellationMail(tx, { id: '00000000-0000-0000-0000-000000000000' })),
      ).rejects.toThrow('not-found');
    });
  });

  describe('exclusion constraint', () => {
    it('allows a gap equal to the buffer and refuses one minute less, whatever wrote the row', async () => {
      await insert(row('19:30', '21:00', 30));
      await expect(insert(row('21:29', '23:00', 30))).rejects.toThrow(/reservation_tables_no_double_booking/);
      await insert(row('21:30', '23:00', 30));
      expect(
        await test.db.kysely.selectFrom('reservations').select('start_time').orderBy('starts_at').execute(),
      ).toEqual([{ start_time: '19:30:00' }, { start_time: '21:30:00' }]);
    });

    it('allows back-to-back reservations with buffer 0 and other tables at the same time', async () => {
      await insert(row('19:30', '21:00', 0));
      await insert(row('21:00', '23:00', 0));
      await insert(row('19:30', '21:00', 0, { table_ids: [6], table_capacity: 7, guest_count: 4 }));
      await expect(
        insert(row('20:59', '21:30', 0, { table_ids: [6], table_capacity: 7, guest_count: 4 })),
      ).rejects.toThrow(/reservation_tables_no_double_booking/);
    });

    it('ignores cancelled rows', async () => {
      await insert(row('20:00', '23:00', 30, { status: 'cancelled' }));
      await insert(row('20:00', '23:00', 30));
      expect(await test.db.kysely.selectFrom('reservations').select('status').execute()).toHaveLength(2);
    });

    it('keeps guests between half the table and its capacity', async () => {
      await expect(insert(row('20:00', '23:00', 30, { guest_count: 2 }))).rejects.toThrow(/reservations_guest_bounds/);
      await expect(insert(row('20:00', '23:00', 30, { guest_count: 7 }))).rejects.toThrow(/reservations_guest_bounds/);
    });
  });
});
