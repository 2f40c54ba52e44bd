import { messages } from '../../domain/booking/messages';
import { tablesLabel } from '../../domain/booking/tables';
import {
  type OfferView,
  type WaitlistEntryView,
  type WaitlistRequest,
  waitlistText,
} from '../../domain/waitlist/waitlist';
import { dbErrorInfo } from '../booking/db-errors';
import type { ApiDeps } from '../deps';
import { ApiError } from '../errors';
import { errorSummary } from '../log-error';
import { anonymous, asRole } from '../request-db';
import { acceptOffer, declineOffer, findOffer, joinWaitlist, offerFreedTables } from './queries';

type Deps = Pick<ApiDeps, 'db' | 'now' | 'outbox' | 'availability' | 'log'>;

/** The database's refusals of an entry (supabase/schemas/37_waitlist.sql) as German field errors. */
const refusals: Record<string, { field: string; text: (detail: string | undefined) => string }> = {
  'closed-day': { field: 'date', text: (detail) => messages.dayClosed(detail ?? '') },
  'beyond-horizon': { field: 'date', text: (detail) => messages.beyondHorizon(Number(detail)) },
  'guest-count': { field: 'guestCount', text: () => waitlistText.guestsRange },
  'invalid-time': { field: 'from', text: () => waitlistText.window },
  'start-past': { field: 'until', text: () => messages.startPast },
  'email-limit': { field: 'customerEmail', text: () => waitlistText.emailLimit },
};

function refusal(error: unknown): unknown {
  const { code, message, detail } = dbErrorInfo(error);
  const rule = code === '22023' ? refusals[message] : undefined;
  if (!rule) return error;
  const text = rule.text(detail);
  return new ApiError(422, text, { [rule.field]: text });
}

/**
 * Offers freed tables to waiting guests after a write that may have freed one (a cancellation, a
 * change, a no-show, a lapse or decline, a new entry) and kicks the dispatcher for the offer mails.
 * Never fails the write that came before: errors are logged, the minute job tries again.
 */
export async function offerAfterWrite(deps: Deps): Promise<void> {
  try {
    if ((await offerFreedTables(deps.db, deps.now())) > 0) {
      deps.availability?.invalidate();
      deps.outbox?.kick();
    }
  } catch (error) {
    deps.log.error('Waitlist offers failed', errorSummary(error));
  }
}

/** Joins the day's list (docs/booking.md#the-waitlist); a table that fits already is offered at once. */
export async function join(deps: Deps, input: WaitlistRequest): Promise<WaitlistEntryView> {
  let entry: WaitlistEntryView;
  try {
    entry = await asRole(deps.db, anonymous, (tx) => joinWaitlist(tx, input));
  } catch (error) {
    throw refusal(error);
  }
  await offerAfterWrite(deps);
  return entry;
}

/** The offer of a link's secret; changes nothing but a lapse that is due. */
export async function showOffer(deps: Deps, token: string): Promise<OfferView> {
  const offer = await asRole(deps.db, anonymous, (tx) => findOffer(tx, token));
  if (!offer) throw new ApiError(404, waitlistText.notFound);
  return offer;
}

/** 'Tisch übernehmen': the booking and its message; 410 after the hold, 409 when taken already. */
export async function accept(deps: Deps, token: string) {
  let result: Awaited<ReturnType<typeof acceptOffer>>;
  try {
    result = await asRole(deps.db, anonymous, (tx) => acceptOffer(tx, token));
  } catch (error) {
    const { code, message } = dbErrorInfo(error);
    throw code === '22023' && message === 'offer-taken' ? new ApiError(409, waitlistText.taken) : error;
  }
  if (!result) throw new ApiError(404, waitlistText.notFound);
  if (result === 'expired') {
    await offerAfterWrite(deps);
    throw new ApiError(410, waitlistText.expired);
  }
  deps.availability?.invalidate(result.date);
  deps.outbox?.kick();
  return { reservation: result, message: waitlistText.accepted(tablesLabel(result.tableIds ?? [result.tableId])) };
}

/** 'Nein danke': the table goes to the next fitting guest at once. */
export async function decline(deps: Deps, token: string): Promise<OfferView> {
  const offer = await asRole(deps.db, anonymous, (tx) => declineOffer(tx, token));
  if (!offer) throw new ApiError(404, waitlistText.notFound);
  if (offer.offer) deps.availability?.invalidate(offer.offer.date);
  await offerAfterWrite(deps);
  return offer;
}
