import { createReadStream, createWriteStream } from 'node:fs';
import { rename } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';

/**
 * A backup file: gzip'd lines of JSON. The first line is the {@link BackupHeader}; then per table a
 * {@link TableHeader} line followed by exactly `rows` lines, one row each (`to_jsonb` of the row,
 * passed through as text so no value is re-encoded by JavaScript); the last line is `{"end":true}`,
 * so a cut-off file is refused instead of restored in part.
 */
export const backupFormat = 'pubs-backup';
export const backupFormatVersion = 1;

export interface BackupHeader {
  format: typeof backupFormat;
  formatVersion: number;
  /** The last migration applied to the database the file was taken from. */
  schemaVersion: string;
  createdAt: string;
  /** The kind of database it was taken from (`pglite`, `postgres`); a restore may go to either. */
  database: string;
  /** Sequences (`schema.name`) and the value the next `nextval` continues from. */
  sequences: { name: string; lastValue: number; isCalled: boolean }[];
}

export interface TableHeader {
  /** `schema.name` */
  table: string;
  rows: number;
}

/** A table's rows as the database gave them: one JSON object per string. */
export interface TableRows extends TableHeader {
  lines: string[];
}

export interface Backup {
  header: BackupHeader;
  tables: TableRows[];
}

/** Writes `backup` to `file` (gzip'd), replacing it only once complete. */
export async function writeBackupFile(file: string, backup: Backup): Promise<void> {
  function* lines() {
    yield `${JSON.stringify(backup.header)}\n`;
    for (const t of backup.tables) {
      yield `${JSON.stringify({ table: t.table, rows: t.lines.length } satisfies TableHeader)}\n`;
      for (const line of t.lines) yield `${line}\n`;
    }
    yield '{"end":true}\n';
  }
  const partial = `${file}.partial`;
  await pipeline(Readable.from(lines()), createGzip(), createWriteStream(partial));
  await rename(partial, file);
}

/** Why a file cannot be read as a backup; its message is German, for the person restoring. */
export class BackupFileError extends Error {}

/** Reads a backup file whole, refusing one that is not a complete backup of this format. */
export async function readBackupFile(file: string): Promise<Backup> {
  const input = createReadStream(file).pipe(createGunzip());
  const reader = createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY })[Symbol.asyncIterator]();
  const next = async (): Promise<string | undefined> => {
    try {
      const { value, done } = await reader.next();
      return done ? undefined : value;
    } catch (error) {
      throw new BackupFileError(`Die Datei ${file} ist keine lesbare Sicherung (${String(error)}).`);
    }
  };
  const parse = (line: string | undefined): Record<string, unknown> => {
    try {
      return JSON.parse(line ?? '');
    } catch {
      throw new BackupFileError(`Die Datei ${file} ist keine vollständige Sicherung.`);
    }
  };
  const header = parse(await next()) as unknown as BackupHeader;
  if (header.format !== backupFormat || header.formatVersion !== backupFormatVersion)
    throw new BackupFileError(
      `Die Datei ${file} ist keine Sicherung dieses Formats (${backupFormat} ${backupFormatVersion}).`,
    );
  const tables: TableRows[] = [];
  for (;;) {
    const entry = parse(await next());
    if (entry.end === true) break;
    if (typeof entry.table !== 'string' || typeof entry.rows !== 'number') parse(undefined);
    const lines: string[] = [];
    for (let i = 0; i < (entry.rows as number); i++) {
      const line = await next();
      if (line === undefined) parse(undefined);
      lines.push(line as string);
    }
    tables.push({ table: entry.table as string, rows: entry.rows as number, lines });
  }
  return { header, tables };
}
