/**
 * Operations figures (`npm run bench operations`, docs/operations.md#figures): for a year of the
 * pub's data, the time and size of a backup (`dumpDatabase` + `writeBackupFile`, as
 * `npm run backup` does), the time of a restore into an empty database (`restoreDatabase`, as
 * `npm run restore` does, migrating included), and the latency of `GET /api/availability` while
 * backups run, beside without, in the same run. On PGlite and, with `TEST_DATABASE_URL`, on Postgres.
 */
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { hashPassword } from '../../src/server/auth/password';
import { insertAccount } from '../../src/server/auth/queries';
import { dumpDatabase } from '../../src/server/backup/dump';
import { readBackupFile, writeBackupFile } from '../../src/server/backup/format';
import { restoreDatabase } from '../../src/server/backup/restore';
import type { AppDatabase } from '../../src/server/db/database';
import { readMigrations } from '../../src/server/db/file-migrations';
import { testApi } from '../helpers/api';
import { insertBookings } from '../helpers/bookings';
import { databaseFactories, pinDatabaseClock, testNow } from '../helpers/databases';
import { createStaffAccount } from '../helpers/staff';
import { forEachDatabase } from './databases';
import { median, percentile } from './stats';

/** Backups and restores measured per database; few, so the whole run stays within ~2 minutes. */
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
/** Sequential availability requests per side (without / while backing up). */
const requests = Number(process.env.BENCH_REQUESTS ?? 100);
/** A Friday after the fixed clock (Saturday 2026-11-21), bookable in the migrated week. */
const evening = '2026-11-27';

const ms = (x: number) => `${x.toFixed(0)} ms`;

export default async function bench() {
  console.info(
    `${rounds} backups and restores, ${requests} availability requests per side, per database ` +
      `(${cpus().length} cores, load average ${loadavg()[0]?.toFixed(1)} at the start)`,
  );
  const dir = await mkdtemp(join(tmpdir(), 'bench-operations-'));
  try {
    await forEachDatabase(async (kind, db) => {
      const t = performance.now();
      await fillYear(db);
      console.info(`${kind}: ${await seededCounts(db)} (filled in ${ms(performance.now() - t)})`);
      const file = await backups(kind, db, dir);
      await restores(kind, file);
      await availabilityDuringBackup(kind, db, dir);
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * A year of the pub's data as the retention leaves it on the fixed clock: reservations of the last
 * day and the coming four weeks only, a year of anonymous daily counts, 90 days of the staff log,
 * a year of hire inquiries (personal data cleared 30 days after their evening), staff accounts.
 */
async function fillYear(db: AppDatabase) {
  await pinDatabaseClock(db, testNow);
  await createStaffAccount(db);
  // One hash for the service accounts: hashing is slow on purpose, and the backup copies it as text.
  const passwordHash = await hashPassword('bench-geheim-1');
  for (let i = 1; i <= 7; i++)
    await insertAccount(db, {
      email: `service${i}@irishpub-reutlingen.de`,
      username: `service${i}`,
      role: 'staff',
      passwordHash,
    });
  const dayAgo = new Date(testNow.getTime() - 22 * 3_600_000);
  await insertBookings(db, { count: 60, from: dayAgo, spreadHours: 20, madeAt: dayAgo });
  await insertBookings(db, { count: 400, from: testNow, spreadHours: 28 * 24, madeAt: dayAgo, firstTable: 1000 });
  await sql`
    insert into private.daily_counts (day, figure, key, n)
    select d::date, f.figure, f.key, 1 + (abs(hashtext(d::text || f.figure || f.key)) % 20)
    from generate_series(date '2025-11-21', date '2026-11-20', interval '1 day') d
    cross join (
      select 'bookings', c from unnest(array['online', 'telefon', 'whatsapp', 'vor-ort', 'warteliste']) c
      union all select 'guests', c from unnest(array['online', 'telefon', 'whatsapp', 'vor-ort', 'warteliste']) c
      union all select 'no-shows', c from unnest(array['online', 'telefon', 'whatsapp']) c
      union all select 'outcome', o from unnest(array['arrived', 'unmarked']) o
      union all select 'cancelled', w from unnest(array['guest', 'staff']) w
      union all select 'starts', to_char(time '17:00' + make_interval(mins => 30 * i), 'HH24:MI') from generate_series(0, 11) i
      union all select 'party-size', s::text from generate_series(1, 9) s
      union all select 'lead-time', b from unnest(array['same-day', '1-2', '3-7', '8-30', 'more']) b
      union all select 'reminders', r from unnest(array['sent', 'confirmed']) r
      union all select 'waitlist', w from unnest(array['joined', 'offered', 'accepted', 'lapsed']) w
      union all select 'quiz', q from unnest(array['teams', 'players']) q
    ) f(figure, key)`.execute(db.kysely);
  // About 40 staff changes a day over the 90 days the log keeps.
  await sql`
    insert into public.staff_audit_log (at, actor, action, target_type, target_id, target_date, fields)
    select ${testNow}::timestamptz - make_interval(mins => i * 90 * 24 * 60 / 3600), 'service' || (1 + i % 7),
           'reservation.update', 'reservation', gen_random_uuid()::text,
           (${testNow}::timestamptz - make_interval(mins => i * 90 * 24 * 60 / 3600))::date,
           array['status', 'attendance']
    from generate_series(1, 3600) i`.execute(db.kysely);
  // Three inquiries a week for a year; those whose evening is 30 days past hold no personal data.
  await sql`
    insert into public.hire_inquiries (space_id, date, start_time, end_time, guest_count, occasion, packages,
      customer_name, customer_email, customer_phone, message, status, anonymized_at, created_at)
    select 'rappen-gaststube-keller', d, '18:00', '01:00', 20 + i % 40,
           (array['geburtstag', 'hochzeit', 'firmenfeier', 'vereinsfeier', 'sonstiges'])[1 + i % 5], '{}',
           case when old then null else 'Gast ' || i end,
           case when old then null else 'gast' || i || '@example.org' end,
           case when old then null else '07121 ' || (100000 + i) end,
           case when old then null else 'Wir feiern den Geburtstag unserer Mutter und hätten gern ein Buffet.' end,
           case when i % 3 = 0 then 'abgelehnt' else 'abgelaufen' end,
           case when old then (d + 30)::timestamptz end, (d - 21)::timestamptz
    from generate_series(1, 156) i,
         lateral (select (date '2025-11-21' + i * 7 / 3) as d) dd,
         lateral (select dd.d + 30 <= ${testNow}::date as old) o`.execute(db.kysely);
}

/** Row counts of the seeded tables, for the printed figures. */
async function seededCounts(db: AppDatabase): Promise<string> {
  const { rows } = await sql<{ what: string; n: string }>`
    select 'reservations' as what, count(*)::text as n from public.reservations
    union all select 'daily counts', count(*)::text from private.daily_counts
    union all select 'staff log', count(*)::text from public.staff_audit_log
    union all select 'hire inquiries', count(*)::text from public.hire_inquiries
    union all select 'staff accounts', count(*)::text from public.staff_accounts`.execute(db.kysely);
  return rows.map((r) => `${r.n} ${r.what}`).join(', ');
}

/** Times `rounds` backups to a file; returns the last file, for the restores. */
async function backups(kind: string, db: AppDatabase, dir: string): Promise<string> {
  const times: number[] = [];
  const file = join(dir, `${kind}.json.gz`);
  for (let i = 0; i < rounds; i++) {
    const t = performance.now();
    await writeBackupFile(file, await dumpDatabase(db, testNow));
    times.push(performance.now() - t);
  }
  const { size } = await stat(file);
  const backup = await readBackupFile(file);
  const rows = backup.tables.reduce((sum, t) => sum + t.rows, 0);
  times.sort((a, b) => a - b);
  console.info(
    `${kind} backup: median ${ms(median(times))}, max ${ms(times.at(-1) ?? 0)}; ` +
      `file ${(size / 1024).toFixed(0)} KiB (${rows} rows in ${backup.tables.length} tables)`,
  );
  return file;
}

/** Times `rounds` restores of `file` into a new, empty (never migrated) database each. */
async function restores(kind: string, file: string) {
  const factory = databaseFactories.find((f) => f.kind === kind);
  if (!factory) throw new Error(`no database factory of kind ${kind}`);
  const migrations = await readMigrations();
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const target = await factory.create();
    try {
      const t = performance.now();
      // Read from the file each time, as `npm run restore` does.
      await restoreDatabase(target.db, await readBackupFile(file), migrations);
      times.push(performance.now() - t);
    } finally {
      await target.dispose();
    }
  }
  times.sort((a, b) => a - b);
  console.info(
    `${kind} restore into an empty database (reading the file and migrating included): ` +
      `median ${ms(median(times))}, max ${ms(times.at(-1) ?? 0)}`,
  );
}

/**
 * `requests` sequential `GET /api/availability` without a backup, then as many while backups run
 * back to back (each written to a file), in-process through the Hono app without the cache.
 */
async function availabilityDuringBackup(kind: string, db: AppDatabase, dir: string) {
  const api = testApi(db);
  const url = `/api/availability?date=${evening}`;
  const ask = async () => {
    const t = performance.now();
    const res = await api.request(url);
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
    return performance.now() - t;
  };
  for (let i = 0; i < 10; i++) await ask();
  const quiet: number[] = [];
  for (let i = 0; i < requests; i++) quiet.push(await ask());

  let running = true;
  let taken = 0;
  const loop = (async () => {
    while (running) {
      await writeBackupFile(join(dir, `${kind}-loop.json.gz`), await dumpDatabase(db, testNow));
      taken++;
    }
  })();
  const busy: number[] = [];
  try {
    for (let i = 0; i < requests; i++) busy.push(await ask());
  } finally {
    running = false;
    await loop;
  }
  quiet.sort((a, b) => a - b);
  busy.sort((a, b) => a - b);
  const line = (label: string, xs: number[]) =>
    `${label} median ${median(xs).toFixed(1)} ms, p95 ${percentile(xs, 0.95).toFixed(1)} ms`;
  console.info(`${kind} GET /api/availability ${line('without backup:', quiet)}`);
  console.info(`${kind} GET /api/availability ${line(`during backups (${taken} taken back to back):`, busy)}`);
  console.info(
    `${kind} GET /api/availability during / without backup: median ` +
      `${(median(busy) / median(quiet)).toFixed(1)} ×, p95 ${(percentile(busy, 0.95) / percentile(quiet, 0.95)).toFixed(1)} ×`,
  );
}
