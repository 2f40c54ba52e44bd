import { sql, type Transaction } from 'kysely';
import type { AppDatabase } from '../db/database';
import { type Migration, migrate } from '../db/migrate';
import type { Database } from '../db/schema';
import type { Backup } from './format';
import {
  appliedSchemaVersion,
  backedUpTables,
  insertableColumns,
  leftOutTables,
  quoteIdent,
  quoteTable,
  seededTables,
} from './tables';

/** Why a restore did not start; the message is German, for the person restoring. */
export class RestoreRefusal extends Error {}

/** Rows per `insert`, bounded by their JSON text too (plans carry images). */
const batchRows = 1000;
const batchChars = 4_000_000;

/**
 * Brings `backup` back into `db`, which must be empty: never migrated, or migrated and holding
 * only the rows the migrations seed. Refuses a backup of another schema version than `migrations`
 * lead to. Migrates the database first (each migration in its own transaction, as `npm start`
 * does), then loads every table and sets the sequences in one transaction: a restore that fails
 * leaves a migrated, empty database to try again on.
 */
export async function restoreDatabase(db: AppDatabase, backup: Backup, migrations: Migration[]): Promise<void> {
  const latest = migrations.at(-1)?.version;
  const { schemaVersion } = backup.header;
  if (schemaVersion !== latest)
    throw new RestoreRefusal(
      `Die Sicherung gehört zum Datenbankschema ${schemaVersion}, diese Version der Anwendung zu ${latest}. ` +
        'Stellen Sie sie mit der Version der Anwendung wieder her, mit der sie erstellt wurde.',
    );
  if (await appliedSchemaVersion(db.kysely)) await refuseUnlessEmpty(db.kysely);
  await migrate(db, migrations);
  await db.kysely.transaction().execute(async (tx) => {
    await refuseUnlessEmpty(tx);
    // Replica mode switches off triggers and foreign-key checks for this transaction: the rows are
    // loaded as they were, derived ones (reservation_tables) included, without auditing, notifying
    // or deriving them again, and tables that reference each other load in any order.
    await sql`set local session_replication_role = replica`.execute(tx);
    const known = new Set(await backedUpTables(tx));
    for (const { table } of backup.tables)
      if (!known.has(table)) throw new RestoreRefusal(`Die Sicherung enthält die unbekannte Tabelle ${table}.`);
    for (const table of [...seededTables].reverse()) await sql`delete from ${sql.raw(quoteTable(table))}`.execute(tx);
    for (const { table, lines } of backup.tables) await insertRows(tx, table, lines);
    for (const s of backup.header.sequences)
      await sql`select setval(${quoteTable(s.name)}::regclass, ${s.lastValue}::bigint, ${s.isCalled})`.execute(tx);
  });
}

/** Refuses a database that holds a row beyond the seeded ones. */
async function refuseUnlessEmpty(tx: Transaction<Database> | AppDatabase['kysely']): Promise<void> {
  for (const table of [...(await backedUpTables(tx)), ...leftOutTables]) {
    if (seededTables.includes(table)) continue;
    const { rows } = await sql<{ used: boolean }>`
      select exists (select from ${sql.raw(quoteTable(table))}) as used`.execute(tx);
    if (rows[0]?.used)
      throw new RestoreRefusal(
        `Die Datenbank ist nicht leer (die Tabelle ${table} enthält Daten). ` +
          'Eine Sicherung wird nur in eine leere Datenbank wiederhergestellt.',
      );
  }
}

async function insertRows(tx: Transaction<Database>, table: string, lines: string[]): Promise<void> {
  const columns = (await insertableColumns(tx, table)).map(quoteIdent).join(', ');
  const target = sql.raw(quoteTable(table));
  let start = 0;
  while (start < lines.length) {
    let end = start;
    let chars = 0;
    while (end < lines.length && end - start < batchRows && (end === start || chars < batchChars))
      chars += (lines[end++] as string).length;
    // The rows stay the JSON text the backup read; the database parses each value by its column.
    // `::text` first: postgres.js would send a string for a `jsonb` parameter as a JSON string.
    const json = `[${lines.slice(start, end).join(',')}]`;
    await sql`
      insert into ${target} (${sql.raw(columns)}) overriding system value
      select ${sql.raw(columns)} from jsonb_populate_recordset(null::${target}, ${json}::text::jsonb)`.execute(tx);
    start = end;
  }
}
