import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous, asRole, type RequestRole } from '../../src/server/request-db';
import { createMigrated, databaseFactories, type TestDatabase } from '../helpers/databases';

const owner: RequestRole = { role: 'authenticated', claims: { staff_role: 'admin' } };
const service: RequestRole = { role: 'authenticated', claims: { staff_role: 'staff' } };
const editor: RequestRole = { role: 'authenticated', claims: { staff_role: 'editor' } };

describe.each(databaseFactories)('hire spaces, prices and settings (docs/hire.md) on $kind', (factory) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createMigrated(factory);
  });
  afterAll(() => test.dispose());

  const spaceIds = (who: RequestRole) =>
    asRole(test.db, who, (tx) =>
      sql<{ id: string }>`select id from public.hire_spaces order by position`.execute(tx),
    ).then((r) => r.rows.map((x) => x.id));
  const renames = (who: RequestRole) =>
    asRole(test.db, who, (tx) =>
      sql`update public.hire_spaces set max_guests = 25 where id = 'irish-oben'`.execute(tx),
    ).then((r) => Number(r.numAffectedRows ?? 0));

  it('seeds the three spaces with their limits and plan areas', async () => {
    const { rows } = await sql<Record<string, unknown>>`
      select id, venue, min_guests, max_guests, plan_areas, on_event_nights from public.hire_spaces order by position`.execute(
      test.db.kysely,
    );
    expect(rows).toEqual([
      {
        id: 'rappen-gaststube-keller',
        venue: 'rappen',
        min_guests: 10,
        max_guests: 80,
        plan_areas: [],
        on_event_nights: true,
      },
      {
        id: 'irish-ganzer-pub',
        venue: 'irish',
        min_guests: 20,
        max_guests: 60,
        plan_areas: ['unten', 'oben'],
        on_event_nights: false,
      },
      { id: 'irish-oben', venue: 'irish', min_guests: 10, max_guests: 30, plan_areas: ['oben'], on_event_nights: true },
    ]);
  });

  it('lets staff read the spaces, only the owner change them, and anon neither', async () => {
    expect(await spaceIds(service)).toHaveLength(3);
    expect(await spaceIds(owner)).toHaveLength(3);
    expect(await spaceIds(editor)).toEqual([]);
    await expect(spaceIds(anonymous)).rejects.toThrow(/permission denied/);
    expect(await renames(service)).toBe(0);
    expect(await renames(editor)).toBe(0);
    expect(await renames(owner)).toBe(1);
    const logged = await sql<{ action: string; fields: string[] }>`
      select action, fields from public.staff_audit_log where target_type = 'hire-space'`.execute(test.db.kysely);
    expect(logged.rows).toEqual([{ action: 'hire-space.changed', fields: ['max_guests'] }]);
    await sql`update public.hire_spaces set max_guests = 30 where id = 'irish-oben'`.execute(test.db.kysely);
  });

  it('starts without prices; lets the owner set them, anyone read them, nobody else change them', async () => {
    const read = () =>
      asRole(test.db, anonymous, (tx) =>
        sql<{
          package_id: string;
          unit: string;
          price_cents: number;
        }>`select package_id, unit, price_cents from public.hire_package_prices order by 1`.execute(tx),
      ).then((r) => r.rows);
    expect(await read()).toEqual([]);
    const addPrice = (who: RequestRole, id: string) =>
      asRole(test.db, who, (tx) =>
        sql`insert into public.hire_package_prices values (${id}, 'person', 2500)`.execute(tx),
      );
    await expect(addPrice(service, 'getraenke-bier')).rejects.toThrow(/row-level security/);
    await expect(addPrice(anonymous, 'getraenke-bier')).rejects.toThrow(/permission denied/);
    await addPrice(owner, 'getraenke-bier');
    const setPrice = (who: RequestRole) =>
      asRole(test.db, who, (tx) =>
        sql`update public.hire_package_prices set price_cents = 2700 where package_id = 'getraenke-bier'`.execute(tx),
      ).then((r) => Number(r.numAffectedRows ?? 0));
    expect(await setPrice(service)).toBe(0);
    await expect(setPrice(anonymous)).rejects.toThrow(/permission denied/);
    expect(await setPrice(owner)).toBe(1);
    expect(await read()).toEqual([{ package_id: 'getraenke-bier', unit: 'person', price_cents: 2700 }]);
  });

  it('shows guests the active spaces in order, with the prices', async () => {
    await sql`update public.hire_spaces set active = false where id = 'irish-oben'`.execute(test.db.kysely);
    const view = await asRole(test.db, anonymous, (tx) =>
      sql<{ v: { spaces: { id: string }[]; prices: unknown[] } }>`select private.hire_spaces_view() as v`.execute(tx),
    );
    await sql`update public.hire_spaces set active = true where id = 'irish-oben'`.execute(test.db.kysely);
    expect(view.rows[0]?.v.spaces.map((s) => s.id)).toEqual(['rappen-gaststube-keller', 'irish-ganzer-pub']);
    expect(view.rows[0]?.v.spaces[0]).toMatchObject({
      minGuests: 10,
      maxGuests: 80,
      venue: 'rappen',
      defaultStart: '18:00',
    });
    expect(view.rows[0]?.v.prices).toEqual([{ id: 'getraenke-bier', unit: 'person', priceCents: 2700 }]);
  });

  it('keeps the rules of a space: guests in order, areas only for the Irish pub', async () => {
    for (const change of [
      sql`update public.hire_spaces set min_guests = 90 where id = 'rappen-gaststube-keller'`,
      sql`update public.hire_spaces set plan_areas = '{unten}' where id = 'rappen-gaststube-keller'`,
      sql`update public.hire_spaces set weekdays = '{0}' where id = 'irish-oben'`,
      sql`update public.hire_spaces set id = 'Irish Oben' where id = 'irish-oben'`,
    ]) {
      await expect(change.execute(test.db.kysely)).rejects.toThrow(/check constraint/);
    }
  });

  it('holds an evening per plan area, or per space without areas', async () => {
    const keys = await sql<{ id: string; keys: string[] }>`
      select id, private.hire_hold_keys(id) as keys from public.hire_spaces order by position`.execute(test.db.kysely);
    expect(keys.rows).toEqual([
      { id: 'rappen-gaststube-keller', keys: ['space:rappen-gaststube-keller'] },
      { id: 'irish-ganzer-pub', keys: ['area:oben', 'area:unten'] },
      { id: 'irish-oben', keys: ['area:oben'] },
    ]);
  });

  it('keeps the bank details in form and the deposit within its bounds', async () => {
    const stores = (assignment: ReturnType<typeof sql>) =>
      sql`update public.business_settings set ${assignment}`.execute(test.db.kysely).then(
        () => true,
        () => false,
      );
    expect(await stores(sql`hire_iban = 'DE89370400440532013000'`)).toBe(true);
    expect(await stores(sql`hire_iban = 'de89370400440532013000'`)).toBe(false);
    expect(await stores(sql`hire_iban = 'DE89 3704 0044 0532 0130 00'`)).toBe(false);
    expect(await stores(sql`hire_bic = 'COBADEFFXXX'`)).toBe(true);
    expect(await stores(sql`hire_bic = 'COBADE'`)).toBe(false);
    expect(await stores(sql`hire_account_holder = 'Irish Pub Reutlingen'`)).toBe(true);
    expect(await stores(sql`hire_account_holder = ${'x'.repeat(71)}`)).toBe(false);
    expect(await stores(sql`hire_account_holder = ${'Irish\nPub'}`)).toBe(false);
    for (const [column, min, max] of [
      ['hire_deposit_percent', 0, 100],
      ['hire_deposit_days', 1, 60],
    ] as const) {
      expect(await stores(sql`${sql.ref(column)} = ${min - 1}`)).toBe(false);
      expect(await stores(sql`${sql.ref(column)} = ${min}`)).toBe(true);
      expect(await stores(sql`${sql.ref(column)} = ${max}`)).toBe(true);
      expect(await stores(sql`${sql.ref(column)} = ${max + 1}`)).toBe(false);
    }
    const defaults = await sql<{ p: number; d: number }>`
      select column_default from information_schema.columns
      where table_name = 'business_settings' and column_name in ('hire_deposit_percent', 'hire_deposit_days')
      order by column_name`.execute(test.db.kysely);
    expect(defaults.rows.map((r) => Object.values(r)[0])).toEqual(['7', '30']);
  });
});
