import { sql } from 'kysely';
import type { OfferView, WaitlistEntryView, WaitlistRequest } from '../../domain/waitlist/waitlist';
import type { AppDatabase } from '../db/database';
import { namedArgs } from '../db/named-args';
import { type ReservationData, reservationData } from '../mail/payload';
import type { Tx } from '../request-db';

/** `private.join_waitlist()`: the entry as the guest sees it; throws its SQL errors. */
export async function joinWaitlist(tx: Tx, input: WaitlistRequest): Promise<WaitlistEntryView> {
  const { rows } = await sql<{ e: WaitlistEntryView }>`
    select private.join_waitlist(${namedArgs({
      p_date: sql`${input.date}::date`,
      p_from: sql`${input.from}::time`,
      p_until: sql`${input.until}::time`,
      p_guest_count: sql`${input.guestCount}::integer`,
      p_customer_name: sql`${input.customerName}::text`,
      p_customer_email: sql`${input.customerEmail}::text`,
      p_customer_phone: sql`${input.customerPhone ?? null}::text`,
    })}) as e`.execute(tx);
  if (!rows[0]?.e) throw new Error('join_waitlist returned nothing');
  return rows[0].e;
}

/** The offer of a secret, lapsed first when its hold ran out; undefined when the secret opens none. */
export async function findOffer(tx: Tx, token: string): Promise<OfferView | undefined> {
  const { rows } = await sql<{ o: OfferView | null }>`select private.waitlist_offer(${token}) as o`.execute(tx);
  return rows[0]?.o ?? undefined;
}

/** 'Tisch übernehmen': the booking, `'expired'` after the hold, undefined when the secret opens none. */
export async function acceptOffer(tx: Tx, token: string): Promise<ReservationData | 'expired' | undefined> {
  const { rows } = await sql<{ r: Record<string, unknown> | null }>`select private.accept_offer(${token}) as r`.execute(
    tx,
  );
  const answer = rows[0]?.r;
  if (!answer) return undefined;
  return answer.expired === true ? 'expired' : reservationData.parse(answer);
}

/** 'Nein danke': the offer as it is now; undefined when the secret opens none. */
export async function declineOffer(tx: Tx, token: string): Promise<OfferView | undefined> {
  const { rows } = await sql<{ o: OfferView | null }>`select private.decline_offer(${token}) as o`.execute(tx);
  return rows[0]?.o ?? undefined;
}

/**
 * Lapses the offers that ran out and offers every freed table that fits a waiting guest
 * (`private.lapse_offers()`, `private.offer_free_tables()`); returns how many offers it made. Runs in
 * its own transactions, after the write that freed a table has committed.
 */
export async function offerFreedTables(db: AppDatabase, now: Date): Promise<number> {
  await sql`select private.lapse_offers(${now}::timestamptz)`.execute(db.kysely);
  const { rows } = await sql<{ n: number }>`select private.offer_free_tables(${now}::timestamptz) as n`.execute(
    db.kysely,
  );
  return rows[0]?.n ?? 0;
}
