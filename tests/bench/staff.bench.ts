/**
 * Staff area figures: sign-in latency (argon2id dominates it, by design), the cost of a staff
 * request (session lookup + RLS transaction), and how long a guest's booking takes to reach an open
 * admin day view through LISTEN/NOTIFY and Server-Sent Events (target: under 2 s).
 */
import { testApi } from '../helpers/api';
import { bookAsGuest } from '../helpers/bookings';
import { createMigrated, databaseFactories } from '../helpers/databases';
import { readEvents } from '../helpers/sse';
import { createStaffAccount, signIn, staffHeaders, testAdmin } from '../helpers/staff';
import { saturdayAhead } from './open-evening';

const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) * p)] ?? 0;
const fmt = (ms: number) => `${ms.toFixed(1)} ms`;

export default async function bench() {
  for (const factory of databaseFactories) {
    const test = await createMigrated(factory);
    await createStaffAccount(test.db);
    const api = testApi(test.db);

    const logins: number[] = [];
    for (let i = 0; i < 20; i++) {
      const t = performance.now();
      await api.request('/api/auth/login', {
        method: 'POST',
        headers: staffHeaders(),
        body: JSON.stringify({ identifier: testAdmin.username, password: testAdmin.password }),
      });
      logins.push(performance.now() - t);
    }
    console.info(`${factory.kind} sign-in: p50 ${fmt(percentile(logins, 0.5))}, p95 ${fmt(percentile(logins, 0.95))}`);

    const cookie = await signIn(api);
    const n = 300;
    const start = performance.now();
    for (let i = 0; i < n; i++) await (await api.request('/api/orders', { headers: { cookie } })).arrayBuffer();
    console.info(
      `${factory.kind} GET /api/orders (staff): ${(n / ((performance.now() - start) / 1000)).toFixed(0)} requests/s sequential`,
    );

    const controller = new AbortController();
    const stream = await api.request('/api/admin/reservations/events', {
      headers: { cookie },
      signal: controller.signal,
    });
    await readEvents(stream, (e) => e.event === 'ready');
    const delays: number[] = [];
    const evening = saturdayAhead();
    for (let i = 0; i < 10; i++) {
      const t = performance.now();
      await bookAsGuest(test.db, {
        date: evening,
        startTime: '20:00',
        tableId: [1, 2, 3, 5, 6, 7, 8, 9, 10, 11][i] ?? 1,
        guestCount: 4,
        customerEmail: `g${i}@example.org`,
      });
      await readEvents(stream, (e) => e.event === 'change');
      delays.push(performance.now() - t);
    }
    controller.abort();
    // Ends the stream on the server too, before the database goes (its keep-alive would still ask it).
    await stream.body?.cancel();
    console.info(
      `${factory.kind} booking → admin live event: p50 ${fmt(percentile(delays, 0.5))}, max ${fmt(Math.max(...delays))}`,
    );
    await test.dispose();
  }
}
