/**
 * `npm run restore -- FILE`: brings a backup of `npm run backup` back into the configured database
 * (DATABASE_URL, or the PGlite in DATA_DIR, default `.data`), which must be empty; migrates it
 * first. Exits with 1 and a German message when it refuses.
 */
import { BackupFileError, readBackupFile } from '../src/server/backup/format';
import { RestoreRefusal, restoreDatabase } from '../src/server/backup/restore';
import { readMigrations } from '../src/server/db/file-migrations';
import { openConfigured } from '../src/server/db/open';

const file = process.argv[2];
if (!file) {
  console.error('Aufruf: npm run restore -- DATEI');
  process.exit(2);
}
let backup: Awaited<ReturnType<typeof readBackupFile>>;
try {
  backup = await readBackupFile(file);
} catch (error) {
  const known = error instanceof BackupFileError || (error as NodeJS.ErrnoException).code === 'ENOENT';
  console.error(known ? (error as Error).message : `Die Sicherung ${file} ist nicht lesbar: ${String(error)}`);
  process.exit(1);
}
const db = await openConfigured({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR ?? '.data' });
try {
  await restoreDatabase(db, backup, await readMigrations());
  const rows = backup.tables.reduce((sum, t) => sum + t.rows, 0);
  console.info(`Sicherung vom ${backup.header.createdAt} wiederhergestellt (${db.kind}, ${rows} Zeilen).`);
} catch (error) {
  console.error(
    error instanceof RestoreRefusal
      ? error.message
      : `Wiederherstellung fehlgeschlagen: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exitCode = 1;
} finally {
  await db.close();
}
