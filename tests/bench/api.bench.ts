/** Throughput of the two foundation endpoints through the Hono app (no HTTP), on PGlite. */

import { testApi } from '../helpers/api';
import { createMigrated, databaseFactories } from '../helpers/databases';

export default async function bench() {
  for (const factory of databaseFactories) {
    const test = await createMigrated(factory);
    const api = testApi(test.db);
    for (const path of ['/api/health', '/api/plan']) {
      const n = 500;
      const start = performance.now();
      for (let i = 0; i < n; i++) await (await api.request(path)).arrayBuffer();
      const ms = performance.now() - start;
      console.info(`${factory.kind} ${path}: ${(n / (ms / 1000)).toFixed(0)} requests/s sequential`);
    }
    await test.dispose();
  }
}
