import { Hono } from 'hono';
import { sql } from 'kysely';
import { ownerRoles } from '../../domain/auth/session';
import { berlinDay } from '../../domain/calendar';
import { cancelRequest, depositRequest, offerRequest } from '../../domain/hire/schemas';
import { hireText } from '../../domain/hire/text';
import { hireStatuses } from '../../domain/hire/values';
import { readdressRequest } from '../../domain/mail-problem';
import type { AffectedView } from '../../domain/schedule/views';
import { z } from '../../domain/zod';
import { jsonb } from '../db/jsonb';
import { type Refusals, refusal, refusing } from '../db/refusals';
import type { ApiDeps } from '../deps';
import { ApiError } from '../errors';
import { allowRoles, type StaffEnv } from '../http/staff';
import { validate } from '../http/validate';
import { staffLiveStream } from '../live/events';
import { readdress, readdressMessage } from '../mail/readdress';
import { asRole, type Tx } from '../request-db';
import { affectedAnswer } from '../schedule/service';
import { cancelWithMail } from '../staff-reservations/queries';
import { hireSpaceRoutes } from './space-routes';
import { bookingsInTheWay, listInquiries, type StaffHireInquiry } from './staff-queries';

const idParam = z.object({ id: z.uuid(hireText.notFound) });
const listQuery = z.object({
  status: z.enum(hireStatuses).optional(),
  space: z.string().min(1).max(64).optional(),
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, hireText.monthInvalid)
    .optional(),
  id: z.uuid(hireText.notFound).optional(),
});

/** The database's refusals of the owner's steps (supabase/schemas/53_hire_staff.sql). */
const ownerRefusals: Refusals = {
  'not-found': refusal(404, hireText.notFound),
  'wrong-status': refusal(409, hireText.wrongStatus),
  'offer-items': refusal(422, hireText.offerItemsInvalid, 'items'),
  deposit: refusal(422, hireText.depositInvalid, 'depositCents'),
  'valid-until': refusal(422, hireText.validUntilRange, 'validUntil'),
  'no-bank-account': refusal(422, hireText.noBankAccount, 'depositCents'),
  taken: refusal(409, hireText.dateTaken),
  amount: refusal(422, hireText.amountInvalid, 'amountCents'),
  'received-on': refusal(422, hireText.receivedOnFuture, 'receivedOn'),
  reason: refusal(422, hireText.reasonRequired, 'reason'),
};

/** One inquiry as the list shows it, after a step. */
async function one(tx: Tx, id: string, today: string): Promise<StaffHireInquiry> {
  const [row] = await listInquiries(tx, { id }, today);
  if (!row) throw new ApiError(404, hireText.notFound);
  return row;
}

/**
 * The hires for staff under `/api/admin/hire` (docs/hire.md#the-owners-routes):
 * - `GET /?status=&space=&month=YYYY-MM&id=` → `{ inquiries }` (staff and owner); `GET /events` live
 *   (`change` with `{ date }` whenever an inquiry changes);
 * - the owner's steps, each answering `{ inquiry }` (403 for the service):
 *   `POST /:id/offer` `{ items, depositCents, validUntil, confirm? }`, 409 `{ error, affected }` with
 *   the evening's table bookings in the space's areas while `confirm` is absent; `'keep'` sends the
 *   offer and keeps them, `'cancel'` cancels them with the cancellation mail, in one transaction;
 *   `POST /:id/deposit` `{ amountCents, receivedOn }`; `POST /:id/cancel` `{ reason }`;
 * - `POST /:id/email` `{ email }` (staff and owner): the guest's corrected address, and the mail of the
 *   inquiry's state again (docs/mails.md#corrected-address) → `{ inquiry, message }`.
 * Every step is in the owner's log (the table's audit trigger) and queues its mail. The spaces and
 * prices: ./space-routes.ts at `/spaces`.
 */
export function staffHireRoutes(deps: ApiDeps) {
  const today = () => berlinDay(deps.now());
  const owner = allowRoles(ownerRoles);
  return new Hono<StaffEnv>()
    .get('/', validate('query', listQuery), async (c) => {
      const filter = c.req.valid('query');
      return c.json({ inquiries: await asRole(deps.db, c.get('who'), (tx) => listInquiries(tx, filter, today())) });
    })
    .get('/events', (c) => staffLiveStream(c, deps, 'hire_inquiries'))
    .route('/spaces', hireSpaceRoutes(deps))
    .post('/:id/email', validate('param', idParam), validate('json', readdressRequest), async (c) => {
      const { id } = c.req.valid('param');
      const { email } = c.req.valid('json');
      const done = await readdress(deps, c.get('who'), 'hire', id, email, refusal(404, hireText.notFound));
      const inquiry = await asRole(deps.db, c.get('who'), (tx) => one(tx, id, today()));
      return c.json({ inquiry, message: readdressMessage(done) });
    })
    .post('/:id/offer', owner, validate('param', idParam), validate('json', offerRequest), async (c) => {
      const { id } = c.req.valid('param');
      const { items, depositCents, validUntil, confirm } = c.req.valid('json');
      const outcome = await refusing(ownerRefusals, () =>
        asRole(deps.db, c.get('who'), async (tx) => {
          const affected = await bookingsInTheWay(tx, id);
          if (affected.length > 0 && !confirm) return { status: 409 as const, affected };
          await sql`select public.staff_hire_offer(${id}::uuid, ${jsonb(items)}, ${depositCents}, ${validUntil}::date)`.execute(
            tx,
          );
          const cancelled: AffectedView[] = [];
          if (confirm === 'cancel') for (const r of affected) if (await cancelWithMail(tx, r.id)) cancelled.push(r);
          const kept = confirm === 'cancel' ? [] : affected;
          return { status: 200 as const, inquiry: await one(tx, id, today()), cancelled, kept };
        }),
      );
      if (outcome.status === 409) return c.json(affectedAnswer(outcome.affected), 409);
      if (outcome.cancelled.length > 0) deps.availability?.invalidate(outcome.inquiry.date);
      deps.outbox?.kick();
      return c.json({ inquiry: outcome.inquiry, cancelled: outcome.cancelled, kept: outcome.kept });
    })
    .post('/:id/deposit', owner, validate('param', idParam), validate('json', depositRequest), async (c) => {
      const { id } = c.req.valid('param');
      const { amountCents, receivedOn } = c.req.valid('json');
      const inquiry = await refusing(ownerRefusals, () =>
        asRole(deps.db, c.get('who'), async (tx) => {
          await sql`select public.staff_hire_deposit(${id}::uuid, ${amountCents}, ${receivedOn}::date)`.execute(tx);
          return one(tx, id, today());
        }),
      );
      deps.outbox?.kick();
      return c.json({ inquiry });
    })
    .post('/:id/cancel', owner, validate('param', idParam), validate('json', cancelRequest), async (c) => {
      const { id } = c.req.valid('param');
      const { reason } = c.req.valid('json');
      const inquiry = await refusing(ownerRefusals, () =>
        asRole(deps.db, c.get('who'), async (tx) => {
          await sql`select public.staff_hire_cancel(${id}::uuid, ${reason})`.execute(tx);
          return one(tx, id, today());
        }),
      );
      // A cancelled hire frees its tables and its evening.
      deps.availability?.invalidate(inquiry.date);
      deps.outbox?.kick();
      return c.json({ inquiry });
    });
}
