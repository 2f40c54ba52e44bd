/**
 * `npm run backup -- FILE`: writes a backup of the configured database (DATABASE_URL, or the
 * PGlite in DATA_DIR, default `.data`) to FILE, a gzip'd JSON-lines file (src/server/backup/).
 */
import { dumpDatabase } from '../src/server/backup/dump';
import { writeBackupFile } from '../src/server/backup/format';
import { openConfigured } from '../src/server/db/open';

const file = process.argv[2];
if (!file) {
  console.error('Aufruf: npm run backup -- DATEI');
  process.exit(2);
}
const db = await openConfigured({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR ?? '.data' });
try {
  const backup = await dumpDatabase(db, new Date());
  await writeBackupFile(file, backup);
  const rows = backup.tables.reduce((sum, t) => sum + t.rows, 0);
  console.info(`Sicherung geschrieben: ${file} (${db.kind}, Schema ${backup.header.schemaVersion}, ${rows} Zeilen).`);
} catch (error) {
  console.error(`Sicherung fehlgeschlagen: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await db.close();
}
