import { Hono } from 'hono';
import { sql } from 'kysely';
import { readdressRequest } from '../../domain/mail-problem';
import { calendarDay } from '../../domain/schedule/schemas';
import {
  type StaffWaitlistEntry,
  staffOfferRequest,
  staffWaitlistRequest,
  waitlistText,
} from '../../domain/waitlist/waitlist';
import { z } from '../../domain/zod';
import { namedArgs } from '../db/named-args';
import { type Refusals, refusal, refusing } from '../db/refusals';
import type { ApiDeps } from '../deps';
import { ApiError } from '../errors';
import type { StaffEnv } from '../http/staff';
import { validate } from '../http/validate';
import { staffLiveStream } from '../live/events';
import { readdress, readdressMessage } from '../mail/readdress';
import { asRole, type Tx } from '../request-db';
import { staffRefusals } from '../staff-reservations/service';
import { offerRefusals } from './service';

const idParam = z.object({ id: z.uuid(waitlistText.notFound) });

/** The staff functions' refusals, and an entry gone meanwhile named as the waitlist's. */
const entryRefusals: Refusals = { ...staffRefusals, 'not-found': refusal(404, waitlistText.entryNotFound) };

/** A removal of an entry that is not there answers as a malformed id does. */
const removalRefusals: Refusals = { 'not-found': refusal(404, waitlistText.notFound) };

/** The day's entries, in the order they joined, with each offer's hold (RLS: staff only). */
async function entriesOn(tx: Tx, date: string): Promise<StaffWaitlistEntry[]> {
  const { rows } = await sql<StaffWaitlistEntry>`
    select e.id, e.date::text as date, to_char(e.from_time, 'HH24:MI') as "from", to_char(e.until_time, 'HH24:MI') as "until",
           e.guest_count as "guestCount", e.customer_name as "customerName", e.customer_email as "customerEmail",
           public.mail_problem(e.reservation_id) as "mailProblem", e.customer_phone as "customerPhone", e.source, e.status, e.created_at as "createdAt",
           case when r.id is null then null else jsonb_build_object(
             'tableIds', to_jsonb(r.table_ids), 'startTime', to_char(r.start_time, 'HH24:MI'),
             'endTime', to_char(r.end_time, 'HH24:MI'), 'startsAt', r.starts_at, 'endsAt', r.ends_at,
             'expiresAt', r.hold_expires_at) end as offer
    from public.waitlist_entries e
    left join public.reservations r on r.id = e.reservation_id
    where e.date = ${date}::date
    order by e.created_at, e.id`.execute(tx);
  return rows.map((r) => ({ ...r, createdAt: new Date(r.createdAt).toISOString() }));
}

/**
 * The waitlist for staff under `/api/admin/waitlist` (docs/booking.md#the-waitlist): `GET /?date=`
 * `{ entries }`; `POST /` a party that called or is at the door → 201; `POST /:id/offer`
 * `{ tableIds, startTime }` offers a chosen table by hand; `POST /:id/take` takes the offer for a
 * guest who said yes on the phone → 201 `{ reservation }`; `POST /:id/email` `{ email }` corrects a
 * bounced address and sends the offer (or the booking's confirmation) again → `{ entry, message }`;
 * `DELETE /:id`; `GET /events` live.
 * After each write the staff app offers freed tables (offersAfterStaffWrites).
 */
export function staffWaitlistRoutes(deps: ApiDeps) {
  return new Hono<StaffEnv>()
    .get('/', validate('query', z.object({ date: calendarDay })), async (c) => {
      const { date } = c.req.valid('query');
      return c.json({ date, entries: await asRole(deps.db, c.get('who'), (tx) => entriesOn(tx, date)) });
    })
    .get('/events', (c) => staffLiveStream(c, deps, 'waitlist'))
    .post('/', validate('json', staffWaitlistRequest), async (c) => {
      const input = c.req.valid('json');
      const id = await refusing(entryRefusals, () =>
        asRole(deps.db, c.get('who'), async (tx) => {
          const { rows } = await sql<{ id: string }>`select public.staff_add_waitlist_entry(${namedArgs({
            p_date: sql`${input.date}::date`,
            p_from: sql`${input.from}::time`,
            p_until: sql`${input.until}::time`,
            p_guest_count: sql`${input.guestCount}::integer`,
            p_customer_name: sql`${input.customerName}::text`,
            p_customer_email: sql`${input.customerEmail ?? null}::text`,
            p_customer_phone: sql`${input.customerPhone ?? null}::text`,
            p_source: sql`${input.source}::text`,
          })}) as id`.execute(tx);
          return rows[0]?.id;
        }),
      );
      return c.json({ entry: { id, ...input, status: 'waiting' as const } }, 201);
    })
    .post('/:id/offer', validate('param', idParam), validate('json', staffOfferRequest), async (c) => {
      const { id } = c.req.valid('param');
      const { tableIds, startTime } = c.req.valid('json');
      const offer = await asRole(deps.db, c.get('who'), (tx) =>
        refusing(entryRefusals, async () => {
          const { rows } = await sql<{
            o: unknown;
          }>`select public.staff_offer_table(${id}::uuid, ${tableIds}::integer[], ${startTime}::time) as o`.execute(tx);
          return rows[0]?.o;
        }),
      );
      deps.outbox?.kick();
      return c.json(offer as Record<string, unknown>);
    })
    .post('/:id/take', validate('param', idParam), async (c) => {
      const { id } = c.req.valid('param');
      const taken = await refusing(offerRefusals, () =>
        asRole(deps.db, c.get('who'), async (tx) => {
          const { rows } = await sql<{
            r: Record<string, unknown> | null;
          }>`select public.staff_take_offer(${id}::uuid) as r`.execute(tx);
          return rows[0]?.r;
        }),
      );
      if (!taken) throw new ApiError(404, waitlistText.notFound);
      if (taken.expired) throw new ApiError(410, waitlistText.expired);
      deps.outbox?.kick();
      return c.json({ reservation: taken }, 201);
    })
    .post('/:id/email', validate('param', idParam), validate('json', readdressRequest), async (c) => {
      const { id } = c.req.valid('param');
      const { email } = c.req.valid('json');
      const done = await readdress(deps, c.get('who'), 'waitlist', id, email, refusal(404, waitlistText.entryNotFound));
      const entries = await asRole(deps.db, c.get('who'), (tx) => entriesOn(tx, done.date));
      return c.json({ entry: entries.find((e) => e.id === id), message: readdressMessage(done) });
    })
    .delete('/:id', validate('param', idParam), async (c) => {
      const { id } = c.req.valid('param');
      await refusing(removalRefusals, () =>
        asRole(deps.db, c.get('who'), (tx) => sql`select public.staff_remove_waitlist_entry(${id}::uuid)`.execute(tx)),
      );
      return c.json({ ok: true });
    });
}
