import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { bundledMigrations } from '../../src/server/db/bundled-migrations';
import { migrate } from '../../src/server/db/migrate';
import { openConfigured } from '../../src/server/db/open';
import { nodeApi } from '../../src/server/node-api';
import { postgresFactoryFromEnv, type TestDatabase } from '../helpers/databases';

async function tables(res: Response) {
  const plan = (await res.json()) as { areas: Record<string, { elements: { type: string }[] }> };
  return Object.values(plan.areas)
    .flatMap((a) => a.elements)
    .filter((e) => e.type === 'table').length;
}

describe('the embedded database in DATA_DIR', () => {
  it('keeps its data across restarts and migrates only once', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'pubs-data-'));
    const first = await openConfigured({ dataDir });
    expect(first.kind).toBe('pglite');
    expect((await migrate(first, bundledMigrations)).length).toBe(bundledMigrations.length);
    await first.kysely.updateTable('business_settings').set({ buffer_time: 45 }).execute();
    await first.close();

    const second = await openConfigured({ dataDir });
    expect(await migrate(second, bundledMigrations)).toEqual([]);
    const { rows } = await sql<{ b: number }>`select buffer_time as b from business_settings`.execute(second.kysely);
    expect(rows[0]?.b).toBe(45);
    await second.close();
  });
});

describe.skipIf(!postgresFactoryFromEnv)('the Node server API with DATABASE_URL', () => {
  let test: TestDatabase | undefined;
  afterAll(() => test?.dispose());

  it('migrates an empty Postgres database and answers like on PGlite', async () => {
    test = await postgresFactoryFromEnv?.create();
    const api = await nodeApi({ DATABASE_URL: test?.url, DATA_DIR: await mkdtemp(join(tmpdir(), 'pubs-data-')) });
    const health = await api.request('/api/health');
    expect(await health.json()).toEqual({ ok: true, database: 'postgres' });
    expect(await tables(await api.request('/api/plan'))).toBe(15);
    const db = await openConfigured({ databaseUrl: test?.url, dataDir: '.' });
    expect(await migrate(db, bundledMigrations)).toEqual([]);
    await db.close();
  });
});
