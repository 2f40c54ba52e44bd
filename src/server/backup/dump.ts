import { sql, type Transaction } from 'kysely';
import type { AppDatabase, DatabaseKind } from '../db/database';
import type { Database } from '../db/schema';
import { type Backup, backupFormat, backupFormatVersion } from './format';
import { appliedSchemaVersion, backedUpSequences, backedUpTables, quoteTable } from './tables';

/**
 * Reads everything a restore needs from `db` in one read-only `repeatable read` transaction, so the
 * file is one consistent snapshot while the site keeps booking: every backed-up table's rows (see
 * `leftOutTables`) in dependency order, the sequences, and the schema version they belong to.
 */
export async function dumpDatabase(db: AppDatabase, now: Date): Promise<Backup> {
  return db.kysely.transaction().execute(async (tx) => {
    // First statement of the transaction, so it applies on both drivers (PGlite's `begin` takes no
    // settings; its one connection sees no other writer anyway).
    await sql`set transaction isolation level repeatable read, read only`.execute(tx);
    return readBackup(tx, db.kind, now);
  });
}

/**
 * The backup as `tx` sees the database; `tx` must be `repeatable read` (set by its first
 * statement) for the tables to agree with each other.
 */
export async function readBackup(tx: Transaction<Database>, kind: DatabaseKind, now: Date): Promise<Backup> {
  const schemaVersion = await appliedSchemaVersion(tx);
  if (!schemaVersion) throw new Error('Die Datenbank ist nicht eingerichtet (keine Migration angewandt).');
  const tables = [];
  for (const table of await backedUpTables(tx)) {
    const { rows } = await sql<{ row: string }>`
      select to_jsonb(t)::text as row from ${sql.raw(quoteTable(table))} t`.execute(tx);
    tables.push({ table, rows: rows.length, lines: rows.map((r) => r.row) });
  }
  const sequences = [];
  for (const name of await backedUpSequences(tx)) {
    const { rows } = await sql<{ lastValue: number; isCalled: boolean }>`
      select last_value as "lastValue", is_called as "isCalled" from ${sql.raw(quoteTable(name))}`.execute(tx);
    const state = rows[0];
    if (state) sequences.push({ name, lastValue: Number(state.lastValue), isCalled: state.isCalled });
  }
  return {
    header: {
      format: backupFormat,
      formatVersion: backupFormatVersion,
      schemaVersion,
      createdAt: now.toISOString(),
      database: kind,
      sequences,
    },
    tables,
  };
}
