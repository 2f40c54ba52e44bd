import { messages } from '../../domain/booking/messages';
import { tablesLabel } from '../../domain/booking/tables';
import {
  type OfferView,
  type WaitlistEntryView,
  type WaitlistRequest,
  waitlistText,
} from '../../domain/waitlist/waitlist';
import { type Refusals, refusal, refusing } from '../db/refusals';
import type { ApiDeps } from '../deps';
import { ApiError } from '../errors';
import { errorSummary } from '../log-error';
import { anonymous, asRole } from '../request-db';
import { acceptOffer, declineOffer, findOffer, joinWaitlist, offerFreedTables } from './queries';

type Deps = Pick<ApiDeps, 'db' | 'now' | 'outbox' | 'availability' | 'log'>;

/** The database's refusals of an entry (supabase/schemas/37_waitlist.sql) as German field errors. */
const entryRefusals: Refusals = {
  'closed-day': (detail) => ({ status: 422, field: 'date', text: messages.dayClosed(detail ?? '') }),
  'beyond-horizon': (detail) => ({ status: 422, field: 'date', text: messages.beyondHorizon(Number(detail)) }),
  'guest-count': refusal(422, waitlistText.guestsRange, 'guestCount'),
  'invalid-time': refusal(422, waitlistText.window, 'from'),
  'start-past': refusal(422, messages.startPast, 'until'),
  'email-limit': refusal(422, waitlistText.emailLimit, 'customerEmail'),
};

/** The refusal of taking an offer twice (`offer-taken`), the guest's and the staff's way alike. */
export const offerRefusals: Refusals = { 'offer-taken': refusal(409, waitlistText.taken) };

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
  const entry = await refusing(entryRefusals, () => asRole(deps.db, anonymous, (tx) => joinWaitlist(tx, input)));
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
  const result = await refusing(offerRefusals, () => asRole(deps.db, anonymous, (tx) => acceptOffer(tx, token)));
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
