import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planTables } from '../../src/domain/plan/areas';
import { planConfig } from '../../src/domain/plan/schema';
import type { Api } from '../../src/server/app';
import { testApi } from '../helpers/api';
import { createMigrated, databaseFactories, type TestDatabase } from '../helpers/databases';

describe.each(databaseFactories)('API on $kind', (factory) => {
  let test: TestDatabase;
  let api: Api;
  beforeAll(async () => {
    test = await createMigrated(factory);
    api = testApi(test.db);
  });
  afterAll(() => test.dispose());

  it('GET /api/health names the database', async () => {
    const res = await api.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, database: factory.kind });
  });

  it('GET /api/plan returns the 15 default tables as documented', async () => {
    const res = await api.request('/api/plan');
    expect(res.status).toBe(200);
    const body = await res.json();
    const plan = planConfig.parse(body);
    expect(plan.settings).toEqual({ canvasWidth: 900, canvasHeight: 600, gridSize: 20 });
    expect(Object.keys(plan.areas).sort()).toEqual(['oben', 'unten']);
    const byArea = (area: string) =>
      planTables(plan)
        .filter((t) => t.area === area)
        .sort((a, b) => a.id - b.id)
        .map((t) => [t.id, t.capacity]);
    expect(byArea('unten')).toEqual([
      [1, 6],
      [2, 6],
      [3, 7],
      [4, 12],
      [5, 6],
      [6, 7],
      [7, 8],
      [8, 8],
      [9, 4],
      [10, 6],
    ]);
    expect(byArea('oben')).toEqual([
      [11, 6],
      [12, 6],
      [13, 6],
      [14, 6],
      [15, 6],
    ]);
    expect(body.version).toBe(1);
  });

  it('GET /api/plan fills in every default of the plan, so the browser needs no schema', async () => {
    const stored = await sql<{ config: unknown }>`select config from table_plans where name = 'deployed'`.execute(
      test.db.kysely,
    );
    const minimal = {
      areas: {
        unten: {
          name: 'Unten',
          elements: [{ type: 'table', id: 1, x: 10, y: 20, width: 80, height: 60, capacity: 4, shape: 'round' }],
        },
      },
    };
    // Written as a deployment would: a new plan comes with a new change time.
    await sql`update table_plans set config = cast(${JSON.stringify(minimal)} as text)::jsonb, updated_at = now() + interval '1 second' where name = 'deployed'`.execute(
      test.db.kysely,
    );
    try {
      const body = await (await api.request('/api/plan')).json();
      expect(body.settings).toEqual({ canvasWidth: 900, canvasHeight: 600, gridSize: 20 });
      expect(body.areas.unten.elements).toEqual([
        {
          type: 'table',
          id: 1,
          x: 10,
          y: 20,
          width: 80,
          height: 60,
          rotation: 0,
          capacity: 4,
          shape: 'round',
          color: '#8b5a2b',
        },
      ]);
    } finally {
      await sql`update table_plans set config = cast(${JSON.stringify(stored.rows[0]?.config)} as text)::jsonb, updated_at = now() + interval '2 seconds' where name = 'deployed'`.execute(
        test.db.kysely,
      );
    }
  });

  it('answers unknown paths with a German JSON error', async () => {
    const res = await api.request('/api/gibt-es-nicht');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'Nicht gefunden.' });
  });
});
