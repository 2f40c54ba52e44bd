import { sql } from 'kysely';
import { messages } from '../../domain/booking/messages';
import { readdressText } from '../../domain/mail-problem';
import { type Refusal, type Refusals, refusal, refusing } from '../db/refusals';
import type { ApiDeps } from '../deps';
import { asRole, type RequestRole } from '../request-db';

/** Whose address staff correct: the SQL function of each (supabase/schemas/66_staff_readdress.sql). */
const functions = {
  reservation: sql`public.staff_readdress_reservation`,
  waitlist: sql`public.staff_readdress_waitlist_entry`,
  team: sql`public.staff_readdress_team`,
  hire: sql`public.staff_readdress_hire`,
} as const;

export type ReaddressKind = keyof typeof functions;

/** What the correction did: the day of the entry, and whether a mail went to the new address. */
export interface Readdressed {
  date: string;
  mailed: boolean;
}

/**
 * Staff correct the guest's address of a booking, a waitlist entry, a quiz team or a hire and send the
 * guest's mail again (docs/mails.md#corrected-address): the database voids the old links, takes back
 * the mails still waiting for the old address and queues the new one; the outbox is kicked. A bad
 * or unchanged address is 422 at `email`; an entry that is not there is `notFound` (404).
 */
export async function readdress(
  deps: ApiDeps,
  who: RequestRole,
  kind: ReaddressKind,
  id: string,
  email: string,
  notFound: () => Refusal,
): Promise<Readdressed> {
  const refusals: Refusals = {
    'not-found': notFound,
    'email-invalid': refusal(422, messages.emailInvalid, 'email'),
    'email-unchanged': refusal(422, readdressText.unchanged, 'email'),
  };
  const done = await refusing(refusals, () =>
    asRole(deps.db, who, async (tx) => {
      const { rows } = await sql<{
        r: Readdressed;
      }>`select ${functions[kind]}(${id}::uuid, ${email}::text) as r`.execute(tx);
      return rows[0]?.r as Readdressed;
    }),
  );
  if (done.mailed) deps.outbox?.kick();
  return done;
}

/** The toast of a correction. */
export const readdressMessage = (done: Readdressed) => (done.mailed ? readdressText.mailed : readdressText.saved);
