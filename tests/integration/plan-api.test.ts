import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planOf, table } from '../../src/domain/plan/fixtures';
import { importPlan } from '../../src/domain/plan/import-export';
import type { PlanConfig } from '../../src/domain/plan/schema';
import { asRole } from '../../src/server/request-db';
import { testApi } from '../helpers/api';
import { createMigrated, databaseFactories, type TestDatabase } from '../helpers/databases';
import { createStaffAccount, signIn, staffHeaders } from '../helpers/staff';

const good = planOf({ unten: [table(1), table(2, { x: 200 })], oben: [table(16, { shape: 'round', capacity: 4 })] });

describe.each(databaseFactories)('staff plan API on $kind', (factory) => {
  let test: TestDatabase;
  let api: ReturnType<typeof testApi>;
  let cookie: string;
  let now = new Date('2026-11-21T18:00:00Z');

  const call = (method: string, path: string, body?: unknown, headers = staffHeaders(cookie)) =>
    api.request(`/api/admin/plan${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const publicPlan = async () => (await (await api.request('/api/plan')).json()) as PlanConfig & { version: number };

  beforeAll(async () => {
    test = await createMigrated(factory);
    await createStaffAccount(test.db);
    api = testApi(test.db, { now: () => now });
    cookie = await signIn(api);
  });
  afterAll(() => test.dispose());

  it('answers 401 on every endpoint without a session, and after the session expired', async () => {
    const endpoints: [string, string, unknown?][] = [
      ['GET', ''],
      ['PUT', '/draft', { config: good }],
      ['POST', '/validate', { config: good }],
      ['POST', '/deploy', { config: good, confirm: true }],
      ['GET', '/export'],
    ];
    for (const [method, path, body] of endpoints) {
      const res = await call(method, path, body, staffHeaders());
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(await res.json()).toEqual({ error: 'Bitte melden Sie sich an.' });
    }
    const signedInAt = now;
    now = new Date(signedInAt.getTime() + 4 * 3600_000 + 1);
    expect((await call('GET', '')).status).toBe(401);
    now = signedInAt;
    expect((await publicPlan()).version).toBe(1);
  });

  it('refuses a cross-site write', async () => {
    const res = await call(
      'PUT',
      '/draft',
      { config: good },
      { ...staffHeaders(cookie), origin: 'https://evil.example' },
    );
    expect(res.status).toBe(403);
  });

  it('gives staff the deployed plan while there is no draft', async () => {
    const res = await call('GET', '');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ source: 'deployed', version: 1, deployedVersion: 1 });
    expect(Object.keys(body.config.areas).sort()).toEqual(['oben', 'unten']);
  });

  it('saves a draft that only staff see', async () => {
    const res = await call('PUT', '/draft', { config: good });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ version: 2, message: 'Tischplan-Entwurf gespeichert!' });
    const loaded = await (await call('GET', '')).json();
    expect(loaded).toMatchObject({ source: 'draft', version: 2, deployedVersion: 1, config: good });
    expect((await publicPlan()).version).toBe(1);
  });

  it('refuses a draft that is not a plan, or larger than 0.95 MB, and keeps the saved one', async () => {
    const bad = await call('PUT', '/draft', {
      config: { areas: { unten: { name: 'U', elements: [{ type: 'table' }] } } },
    });
    expect(bad.status).toBe(422);
    expect((await bad.json()).error).toMatch(/^Ungültiger Tischplan \(config\.areas\.unten\.elements\.0/);
    const image = { type: 'image', id: 'big', x: 0, y: 0, width: 100, height: 100, rotation: 0 };
    const huge = planOf({ unten: [table(1)] });
    huge.areas.unten?.elements.push({ ...image, src: `data:image/jpeg;base64,${'A'.repeat(1_000_000)}` } as never);
    const tooLarge = await call('PUT', '/draft', { config: huge });
    expect(tooLarge.status).toBe(413);
    expect((await tooLarge.json()).error).toMatch(/^Tischplan zu groß.*1 MB/);
    expect((await (await call('GET', '')).json()).config).toEqual(good);
  });

  it('validates: errors, warnings and size', async () => {
    const broken = planOf({ unten: [table(3), table(3, { capacity: 0 })], oben: [] });
    const body = await (await call('POST', '/validate', { config: broken })).json();
    expect(body.errors).toEqual([
      'Doppelte Tisch-ID: Tisch 3 gibt es 2-mal (Unten, Unten)',
      'Tisch 3: Kapazität muss mindestens 1 sein (ist 0)',
    ]);
    expect(body.warnings).toEqual(['Bereich „Oben“ enthält keine Elemente']);
    expect(body).toMatchObject({ tableCount: 2, affected: [] });
    expect(body.sizeBytes).toBeGreaterThan(100);
  });

  it('does not deploy a plan with errors', async () => {
    const duplicate = planOf({ unten: [table(5), table(5)] });
    const res = await call('POST', '/deploy', { config: duplicate, confirm: true });
    expect(res.status).toBe(422);
    expect((await res.json()).error).toBe(
      'Validierungsfehler: Doppelte Tisch-ID: Tisch 5 gibt es 2-mal (Unten, Unten)',
    );
    expect((await publicPlan()).version).toBe(1);
  });

  it('asks for confirmation of warnings before deploying', async () => {
    const withEmpty = planOf({ unten: [table(1)], oben: [] });
    const res = await call('POST', '/deploy', { config: withEmpty });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ warnings: ['Bereich „Oben“ enthält keine Elemente'], errors: [] });
    expect((await publicPlan()).version).toBe(1);
  });

  it("builds the guests' plan once per deployed version, and answers 304 to a browser that has it", async () => {
    const first = await api.request('/api/plan');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"plan-\d+-\d+"$/);
    const kept = await first.json();
    const deployed = await test.db.kysely
      .selectFrom('table_plans')
      .select('config')
      .where('name', '=', 'deployed')
      .executeTakeFirstOrThrow();
    // The plan's text changed past every deployment: same version, so the built answer stands.
    await test.db.kysely
      .updateTable('table_plans')
      .set({ config: JSON.stringify(planOf({ unten: [table(9)] })) })
      .where('name', '=', 'deployed')
      .execute();
    expect(await (await api.request('/api/plan')).json()).toEqual(kept);
    const again = await api.request('/api/plan', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    await test.db.kysely
      .updateTable('table_plans')
      .set({ config: JSON.stringify(deployed.config) })
      .where('name', '=', 'deployed')
      .execute();
  });

  it('deploys live: guests see the plan at once, a record is written, the draft is gone', async () => {
    now = new Date('2026-11-21T18:30:00Z');
    cookie = await signIn(api);
    const res = await call('POST', '/deploy', { config: good });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      version: 2,
      deployedAt: '2026-11-21T18:30:00.000Z',
      tableCount: 3,
      areas: ['unten', 'oben'],
      message: 'Tischplan erfolgreich deployed! Der neue Plan ist jetzt live unter /reservierung.',
    });
    const live = await publicPlan();
    expect(live).toMatchObject({ version: 2, areas: good.areas });
    const records = await test.db.kysely.selectFrom('table_plan_deployments').selectAll().orderBy('id').execute();
    expect(records).toHaveLength(2);
    expect(records[1]).toMatchObject({
      version: 2,
      table_count: 3,
      areas: ['unten', 'oben'],
      table_data: [
        { id: 1, capacity: 6, area: 'unten' },
        { id: 2, capacity: 6, area: 'unten' },
        { id: 16, capacity: 4, area: 'oben' },
      ],
      structures: [],
      deployed_by_staff_id: (await test.db.kysely.selectFrom('staff_accounts').select('id').executeTakeFirstOrThrow())
        .id,
    });
    const loaded = await (await call('GET', '')).json();
    expect(loaded).toMatchObject({
      source: 'deployed',
      version: 2,
      deployedVersion: 2,
      deployedAt: '2026-11-21T18:30:00.000Z',
    });
  });

  it('exports the deployed plan as a backup file that imports unchanged', async () => {
    const res = await call('GET', '/export');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="irish-pub-tischplan-backup-2026-11-21.json"',
    );
    expect(res.headers.get('cache-control')).toBe('no-store');
    const imported = importPlan(await res.text());
    expect(imported).toEqual({ ok: true, plan: good, version: 2, lastUpdated: '2026-11-21T18:30:00.000Z' });
  });

  it('keeps writes to the plans from an authenticated role without staff claims', async () => {
    const visitor = { role: 'authenticated' as const, claims: { sub: 'x' } };
    const rows = await asRole(test.db, visitor, (tx) => tx.selectFrom('table_plans').select('name').execute());
    expect(rows).toEqual([{ name: 'deployed' }]);
    const changed = await asRole(test.db, visitor, (tx) => sql`update public.table_plans set version = 99`.execute(tx));
    expect(Number(changed.numAffectedRows)).toBe(0);
    await expect(
      asRole(test.db, visitor, (tx) =>
        sql`insert into public.table_plans (name, config, version) values ('draft', '{"areas":{}}', 1)`.execute(tx),
      ),
    ).rejects.toThrow(/row-level security/);
    await expect(
      asRole(test.db, visitor, (tx) => tx.selectFrom('table_plan_deployments').selectAll().execute()),
    ).resolves.toEqual([]);
  });
});
