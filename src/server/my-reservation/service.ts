import { guestMayCancel } from '../../domain/booking/cancellation';
import type { MyReservation, MyReservationChange } from '../../domain/booking/manage';
import { messages } from '../../domain/booking/messages';
import { checkBooking } from '../../domain/booking/validate-booking';
import { findDeployedTable, loadRules, loadSchedule } from '../booking/queries';
import { bookingRefusal } from '../booking/refusals';
import type { AppDatabase } from '../db/database';
import { dbErrorInfo } from '../db/refusals';
import type { ApiDeps } from '../deps';
import { ApiError } from '../errors';
import { currentGuestContact } from '../mail/addresses';
import { anonymous, asRole, type Tx } from '../request-db';
import { offerAfterWrite } from '../waitlist/service';
import { cancelByGuest, changeByGuest, confirmByGuest, guestReservation } from './queries';

type Deps = Pick<ApiDeps, 'db' | 'now' | 'outbox' | 'availability' | 'log'>;

const notFound = () => new ApiError(404, messages.cancelNotFound);

/** The booking has begun: online, nothing can be done with it any more. */
class Started extends Error {}

/**
 * The booking's start, found here or by the database ('started': it began meanwhile), as the
 * guest's 409 naming the phone the owner set for guests, never the content's
 * (docs/roles.md#what-editors-cannot-reach); any other error as it is.
 */
async function startedRefusal(db: AppDatabase, error: unknown): Promise<unknown> {
  const { code, message } = dbErrorInfo(error);
  if (!(error instanceof Started) && !(code === '22023' && message === 'started')) return error;
  const { phone } = await currentGuestContact(db.kysely);
  return new ApiError(409, messages.tooLate(phone));
}

/** A booking's refusal as the change's fields name them: `tableIds`; the contact is not part of a change. */
function asChangeFields(error: unknown): unknown {
  if (!(error instanceof ApiError) || !error.fieldErrors) return error;
  const { tableId, customerEmail, ...rest } = error.fieldErrors;
  const fieldErrors = { ...rest, ...(tableId && { tableIds: tableId }), ...(customerEmail && { form: customerEmail }) };
  return new ApiError(error.status, error.message, fieldErrors);
}

/** Opens the booking of a link's secret; 404 for an unknown or spent one, 409 from its start on. */
async function openBooking(tx: Tx, token: string, now: Date, { started = 'refuse' } = {}): Promise<MyReservation> {
  const found = await guestReservation(tx, token);
  if (!found) throw notFound();
  if (started === 'refuse' && !guestMayCancel(new Date(found.startsAt), now)) throw new Started();
  return found;
}

/** What the guest's page shows (docs/booking.md#the-guests-own-booking); changes nothing. */
export function findMyReservation({ db, now }: Deps, token: string): Promise<MyReservation> {
  return asRole(db, anonymous, (tx) => openBooking(tx, token, now(), { started: 'show' }));
}

/** 'Ich komme': confirms once; pressed again, the first confirmation stays. */
export async function confirmMyReservation({ db, now }: Deps, token: string): Promise<MyReservation> {
  try {
    return await asRole(db, anonymous, async (tx) => {
      await openBooking(tx, token, now());
      return (await confirmByGuest(tx, token)) ?? Promise.reject(notFound());
    });
  } catch (error) {
    throw await startedRefusal(db, error);
  }
}

/** Cancels through the link: deletes the booking and queues a notice to the venue. */
export async function cancelMyReservation(deps: Deps, token: string): Promise<MyReservation> {
  let cancelled: MyReservation;
  try {
    cancelled = await asRole(deps.db, anonymous, async (tx) => {
      await openBooking(tx, token, deps.now());
      return (await cancelByGuest(tx, token)) ?? Promise.reject(notFound());
    });
  } catch (error) {
    throw await startedRefusal(deps.db, error);
  }
  deps.availability?.invalidate(cancelled.date);
  deps.outbox?.kick();
  await offerAfterWrite(deps);
  return cancelled;
}

/**
 * The guest's change under every rule of a new booking (docs/booking.md#the-guests-own-booking):
 * the rules first with German messages per field, then one step in the database, which checks them
 * again and claims the tables with this booking left out; a taken table is a 409 naming it.
 */
export async function changeMyReservation(deps: Deps, input: MyReservationChange): Promise<MyReservation> {
  const now = deps.now();
  let before: MyReservation | undefined;
  let result: Awaited<ReturnType<typeof changeByGuest>>;
  try {
    result = await asRole(deps.db, anonymous, async (tx) => {
      before = await openBooking(tx, input.token, now);
      const tableIds = [...new Set(input.tableIds)].sort((a, b) => a - b);
      if (tableIds.length > 1 && tableIds.join() !== before.tableIds.join()) {
        throw new ApiError(422, messages.oneTable, { tableIds: messages.oneTable });
      }
      const tables = await Promise.all(tableIds.map((id) => findDeployedTable(tx, id)));
      const capacity = tables.every((t) => t) ? tables.reduce((sum, t) => sum + (t?.capacity ?? 0), 0) : undefined;
      const check = checkBooking(
        { ...input, tableId: tableIds[0] ?? 0, customerName: '', customerEmail: '' },
        {
          rules: await loadRules(tx),
          now,
          schedule: await loadSchedule(tx, input.date, input.date),
          table: capacity === undefined ? undefined : { id: tableIds[0] ?? 0, capacity },
        },
      );
      if (!check.ok) {
        throw new ApiError(422, Object.values(check.fieldErrors)[0] ?? messages.bookingFailed, check.fieldErrors);
      }
      return changeByGuest(tx, input);
    });
  } catch (error) {
    throw asChangeFields(
      bookingRefusal(await startedRefusal(deps.db, error), {
        tableId: input.tableIds[0] ?? 0,
        startTime: input.startTime,
      }),
    );
  }
  if (!result) throw notFound();
  if (result.changed) {
    for (const date of new Set([before?.date, result.reservation.date])) if (date) deps.availability?.invalidate(date);
    deps.outbox?.kick();
    await offerAfterWrite(deps);
  }
  return result.reservation;
}
