import { expect, test } from '@playwright/test';
import { readEvents } from '../helpers/sse';
import { startOwnServer } from './support/own-server';

const admin = { email: 'chef@example.org', password: 'stop-passwort-123' };
const running = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

test('a stop signal ends the server within seconds, though a guest has the booking page open', async () => {
  test.setTimeout(90_000);
  const server = await startOwnServer('server-stop', admin);
  const pid = server.pid ?? 0;
  // What an open /reservierung keeps: the live stream of the tables.
  const stream = await fetch(`${server.base}/api/availability/events`);
  await readEvents(stream, (e) => e.event === 'ready');

  const signalled = Date.now();
  server.stop();
  await expect.poll(() => running(pid), { timeout: 15_000, intervals: [200] }).toBe(false);
  // Within the grace for requests under way (5 s) and a little: not when the stream would end (10 min).
  expect(Date.now() - signalled).toBeLessThan(9000);
  // The guest's stream is closed (the browser reconnects to the next server by itself).
  const reader = (stream.body as ReadableStream<Uint8Array>).getReader();
  const end = await reader.read().then(
    (r) => (r.done ? 'ended' : 'data'),
    () => 'ended',
  );
  expect(end).toBe('ended');
  expect(server.log()).not.toMatch(/error/i);
});
