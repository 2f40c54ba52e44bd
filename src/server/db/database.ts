import type { Kysely } from 'kysely';
import type { Database } from './schema';

export type DatabaseKind = 'pglite' | 'postgres';

/** One query interface over both drivers; the SQL is the same for each. */
export interface AppDatabase {
  readonly kind: DatabaseKind;
  readonly kysely: Kysely<Database>;
  /** Runs a script of several statements in one transaction (simple query protocol). */
  exec(script: string): Promise<void>;
  close(): Promise<void>;
  /**
   * Subscribes to `NOTIFY` on `channel` (delivered after the notifying transaction commits);
   * resolves once listening, with the function that stops it. `onLost` is called once when the
   * listening connection breaks (a database restart): notifications may have been missed and the
   * subscription is over; listen again to resume.
   */
  listen(channel: string, onNotify: (payload: string) => void, onLost?: () => void): Promise<() => Promise<void>>;
}

/** Column parsers both drivers share, so rows look the same whichever database answers. */
export const sharedParsers = {
  /** `date` stays `YYYY-MM-DD`: a calendar day has no time zone, a JS Date would invent one. */
  date: (value: string) => value,
  /** `bigint` counts and ids fit in a JS number here. */
  int8: (value: string) => Number(value),
};
