import { sql, type Transaction } from 'kysely';
import type { AppDatabase } from './db/database';
import type { Database } from './db/schema';

/** Who a request acts as, in Supabase's terms: `anon`, or `authenticated` with JWT-style claims. */
export type RequestRole = { role: 'anon' } | { role: 'authenticated'; claims: Record<string, unknown> };

export const anonymous: RequestRole = { role: 'anon' };

export type Tx = Transaction<Database>;

/**
 * Runs `work` in one transaction as the request's database role, so row-level security, not the
 * handler, decides which rows it may read or write. Claims and role are set in one statement (one
 * round trip); `set_config(…, true)` is `SET LOCAL` and ends with the transaction.
 */
export function asRole<T>(db: AppDatabase, who: RequestRole, work: (tx: Tx) => Promise<T>): Promise<T> {
  const claims = who.role === 'authenticated' ? JSON.stringify(who.claims) : '';
  return db.kysely.transaction().execute(async (tx) => {
    await sql`select set_config('request.jwt.claims', ${claims}, true), set_config('role', ${who.role}, true)`.execute(
      tx,
    );
    return work(tx);
  });
}
