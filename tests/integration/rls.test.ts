import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous, asRole } from '../../src/server/request-db';
import { createMigrated, databaseFactories, type TestDatabase } from '../helpers/databases';
import {
  executableFunctions,
  executableFunctionsIn,
  rolesThatMayExecuteANewFunction,
} from '../helpers/function-grants';

/** Every table the migrations create in `public`, read from the catalogue so new ones are covered. */
async function publicTables(test: TestDatabase) {
  const { rows } = await sql<{ name: string; rls: boolean }>`
    select c.relname as name, c.relrowsecurity as rls from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`.execute(test.db.kysely);
  return rows;
}

describe.each(databaseFactories)('row-level security on $kind', (factory) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createMigrated(factory);
    await test.db.kysely
      .insertInto('table_plans')
      .values({ name: 'draft', config: JSON.stringify({ areas: {} }), version: 2 })
      .execute();
  });
  afterAll(() => test.dispose());

  it('is enabled on every table', async () => {
    const tables = await publicTables(test);
    expect(tables.length).toBeGreaterThanOrEqual(3);
    expect(tables.filter((t) => !t.rls)).toEqual([]);
  });

  it('lets anon insert, update or delete nothing in any table', async () => {
    for (const { name } of await publicTables(test)) {
      const table = sql.table(name);
      for (const statement of [
        sql`insert into ${table} default values`,
        sql`update ${table} set ctid = ctid`,
        sql`delete from ${table}`,
      ]) {
        const attempt = asRole(test.db, anonymous, async (tx) => {
          const result = await statement.execute(tx);
          // An update or delete that RLS filters to zero rows is a refusal too.
          if (Number(result.numAffectedRows ?? 0) === 0) throw new Error('no rows changed');
        });
        await expect(attempt, `${name}: ${statement.compile(test.db.kysely).sql}`).rejects.toThrow();
      }
    }
    const settings = await test.db.kysely.selectFrom('business_settings').selectAll().execute();
    expect(settings).toHaveLength(1);
    expect(settings[0]?.buffer_time).toBe(30);
  });

  it('lets anon read the deployed plan but not the draft', async () => {
    const names = await asRole(test.db, anonymous, (tx) => tx.selectFrom('table_plans').select('name').execute());
    expect(names).toEqual([{ name: 'deployed' }]);
  });

  it('keeps the settings row and deployment records from anon', async () => {
    for (const table of ['business_settings', 'table_plan_deployments'] as const) {
      await expect(asRole(test.db, anonymous, (tx) => tx.selectFrom(table).selectAll().execute())).rejects.toThrow(
        /permission denied/,
      );
    }
  });

  it('gives anon the booking rules, without the admin e-mail, through booking_rules()', async () => {
    const rules = await asRole(test.db, anonymous, (tx) =>
      sql<Record<string, unknown>>`select * from public.booking_rules()`.execute(tx),
    );
    expect(rules.rows).toEqual([
      {
        buffer_time: 30,
        open_time: '19:30:00',
        close_time: '00:00:00',
        max_reservation_duration: 270,
        booking_horizon_days: 90,
        slot_minutes: 30,
        default_end_time: '23:00:00',
      },
    ]);
  });

  it('runs each request as its role only until the transaction ends', async () => {
    const inside = await asRole(test.db, anonymous, (tx) => sql<{ r: string }>`select current_user as r`.execute(tx));
    expect(inside.rows[0]?.r).toBe('anon');
    const after = await sql<{ r: string }>`select current_user as r`.execute(test.db.kysely);
    expect(after.rows[0]?.r).not.toBe('anon');
  });

  it('counts only requests with a staff claim as staff', async () => {
    const isStaff = (who: Parameters<typeof asRole>[1]) =>
      asRole(test.db, who, (tx) => sql<{ s: boolean }>`select public.is_staff() as s`.execute(tx)).then(
        (r) => r.rows[0]?.s,
      );
    expect(await isStaff(anonymous)).toBe(false);
    expect(await isStaff({ role: 'authenticated', claims: { sub: 'x' } })).toBe(false);
    expect(await isStaff({ role: 'authenticated', claims: { staff_role: 'guest' } })).toBe(false);
    expect(await isStaff({ role: 'authenticated', claims: { staff_role: 'staff' } })).toBe(true);
    expect(await isStaff({ role: 'authenticated', claims: { staff_role: 'admin' } })).toBe(true);
  });

  it('lets anon and authenticated execute only the functions the API calls as them', async () => {
    // Supabase's REST layer exposes every public function anon may execute, bypassing the API.
    expect(await executableFunctionsIn(test.db.kysely)).toEqual(executableFunctions);
  });

  it('creates later functions without EXECUTE for anon or authenticated', async () => {
    expect(await rolesThatMayExecuteANewFunction(test.db.kysely)).toEqual([]);
  });
});
