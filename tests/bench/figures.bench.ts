/**
 * The owner's figures (docs/figures.md): how long `GET /api/admin/figures` takes for a year and for
 * three years of kept daily counts (about 50 rows a day, as a busy pub's would be), p50/p95 of 20
 * requests each, and the CSV of three years.
 */
import { sql } from 'kysely';
import { testApi } from '../helpers/api';
import { createMigrated, databaseFactories } from '../helpers/databases';
import { createStaffAccount, signIn } from '../helpers/staff';
import { percentile } from './stats';

const fmt = (ms: number) => `${ms.toFixed(1)} ms`;

export default async function bench() {
  for (const factory of databaseFactories) {
    const test = await createMigrated(factory);
    await createStaffAccount(test.db);
    const api = testApi(test.db);
    const cookie = await signIn(api);
    await sql`
      insert into private.daily_counts (day, figure, key, n)
      select d::date, f.figure, f.key, 1 + (abs(hashtext(d::text || f.figure || f.key)) % 20)
      from generate_series(date '2023-11-01', date '2026-10-31', interval '1 day') d
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
      ) f(figure, key)`.execute(test.db.kysely);
    const { rows } = await sql<{ n: string }>`select count(*)::text as n from private.daily_counts`.execute(
      test.db.kysely,
    );
    console.info(`${factory.kind}: ${rows[0]?.n} kept daily counts over three years`);

    for (const [label, from, path] of [
      ['one year', '2025-11-01', '/api/admin/figures'],
      ['three years', '2023-11-01', '/api/admin/figures'],
      ['three years CSV', '2023-11-01', '/api/admin/figures.csv'],
    ] as const) {
      const times: number[] = [];
      for (let i = 0; i < 20; i++) {
        const t = performance.now();
        const res = await api.request(`${path}?from=${from}&to=2026-10-31`, { headers: { cookie } });
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
        times.push(performance.now() - t);
      }
      times.sort((a, b) => a - b);
      console.info(
        `${factory.kind} ${path} (${label}): p50 ${fmt(percentile(times, 0.5))}, p95 ${fmt(percentile(times, 0.95))}`,
      );
    }
    await test.dispose();
  }
}
