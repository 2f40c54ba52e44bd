/**
 * The API over HTTP for the booking benchmark, in a process of its own so that the load generator
 * does not share its event loop. `BENCH_KIND=pglite|postgres` (Postgres: a fresh database on
 * `TEST_DATABASE_URL`). `BENCH_CACHE=1` keeps availability answers as the Node server does. Prints
 * `listening <port>` once ready; mails go to a mailer that drops them.
 */
import { serve } from '@hono/node-server';
import { createApi } from '../../src/server/app';
import { liveAvailabilityCache } from '../../src/server/booking/availability-live';
import { mailAddresses } from '../../src/server/config';
import { createMailDispatcher } from '../../src/server/mail/dispatcher';
import type { Mailer } from '../../src/server/mail/mailer';
import { cheapProofOfWork } from '../helpers/api';
import { createMigrated, databaseFactories } from '../helpers/databases';

const factory = databaseFactories.find((f) => f.kind === process.env.BENCH_KIND);
if (!factory) throw new Error(`no database factory for ${process.env.BENCH_KIND}`);
const test = await createMigrated(factory, 'real');
// The benchmark books weeks ahead, one day after the other.
await test.db.kysely.updateTable('business_settings').set({ booking_horizon_days: 365 }).execute();
const dropping: Mailer = { kind: 'sink', send: async () => ({ id: 'dropped' }) };
const deps = {
  db: test.db,
  now: () => new Date(),
  log: { info() {}, warn() {}, error: console.error },
  mailer: dropping,
  mail: mailAddresses({}),
  siteUrl: 'http://localhost',
  // autocannon plays many guests through X-Forwarded-For.
  trustProxyHops: 1,
  // The booking path is measured here, not the guest's proof of work (see security.bench.ts).
  proofOfWork: cheapProofOfWork,
};
const dispatcher = createMailDispatcher(deps);
const availability = process.env.BENCH_CACHE === '1' ? await liveAvailabilityCache(test.db, console) : undefined;
const api = createApi({ ...deps, outbox: dispatcher, ...(availability && { availability }) });
const server = serve(
  { fetch: (req) => api.fetch(req, { clientAddress: '127.0.0.1' }), port: 0, hostname: '127.0.0.1' },
  (info) => console.info(`listening ${info.port}`),
);

process.on('SIGTERM', async () => {
  setTimeout(() => process.exit(1), 10_000).unref();
  server.close();
  await dispatcher.run().catch(() => {});
  await test.dispose();
  process.exit(0);
});
