/**
 * `npm run db:migrate`: applies `supabase/migrations/*.sql` to the configured database, then
 * creates the first admin account when there is none (`--dev`: with a generated password).
 */
import { describeFirstAdmin, ensureFirstAdmin } from '../src/server/auth/bootstrap';
import { readMigrations } from '../src/server/db/file-migrations';
import { migrate } from '../src/server/db/migrate';
import { openConfigured } from '../src/server/db/open';

const development = process.argv.includes('--dev');
const db = await openConfigured({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR ?? '.data' });
try {
  const applied = await migrate(db, await readMigrations());
  console.info(
    applied.length ? `Migrations applied (${db.kind}): ${applied.join(', ')}` : `Database up to date (${db.kind}).`,
  );
  const admin = await ensureFirstAdmin(db, process.env, { development });
  for (const line of describeFirstAdmin(admin, process.env, development)) console.info(line);
} finally {
  await db.close();
}
