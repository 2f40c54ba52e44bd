import { createServer, type IncomingMessage, request, type Server } from 'node:http';
import { type AddressInfo, createServer as createTcpServer } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Api } from '../../src/server/app';
import { solvedProof, testApi } from '../helpers/api';
import { createMigrated, databaseFactories, type TestDatabase } from '../helpers/databases';
import { guest } from './booking-helpers';

const secret = 'rewrite-proxy-secret-0123456789abcdef';

/** What an HTTP proxy does: forwards to `target` from `from`, appending its peer to X-Forwarded-For. */
function proxy(target: () => number, from: string, extra: Record<string, string> = {}): Server {
  return createServer((req, res) => {
    const peer = req.socket.remoteAddress ?? '';
    const forwarded = req.headers['x-forwarded-for'];
    const headers = { ...req.headers, ...extra, 'x-forwarded-for': forwarded ? `${forwarded}, ${peer}` : peer };
    const out = request(
      { host: '127.0.0.1', port: target(), localAddress: from, method: req.method, path: req.url, headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    req.pipe(out);
  });
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

/** A POST from the loopback address `from` (Linux routes all of 127/8 to this machine). */
function post(port: number, from: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  return new Promise<number>((resolve, reject) => {
    const data = JSON.stringify(body);
    const req = request(
      {
        host: '127.0.0.1',
        port,
        localAddress: from,
        method: 'POST',
        path,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data), ...headers },
      },
      (res: IncomingMessage) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

/**
 * The static host + Supabase path: guest → the static host's rewrite proxy (adds the secret) →
 * Supabase's gateway → the API, which believes one hop of its own (the Edge Function's default)
 * and one more for a request carrying the secret.
 */
/**
 * Whether this machine answers on loopback addresses besides 127.0.0.1 (Linux routes all of 127/8;
 * macOS only 127.0.0.1 unless aliases are added): each guest and proxy here needs one of its own.
 */
const loopbackAliases = await new Promise<boolean>((resolve) => {
  const probe = createTcpServer();
  probe.once('error', () => resolve(false));
  probe.listen(0, '127.0.0.2', () => probe.close(() => resolve(true)));
});

describe.skipIf(!loopbackAliases).each(databaseFactories)(
  'the counted address behind a chain of two proxies on $kind',
  (factory) => {
    let test: TestDatabase;
    let api: Api;
    const servers: Server[] = [];
    let rewritePort = 0;
    let gatewayPort = 0;

    beforeAll(async () => {
      test = await createMigrated(factory);
      api = testApi(test.db, { trustProxyHops: 1, proxySecret: secret });
      const listener = getRequestListener((req, env) =>
        api.fetch(req, { clientAddress: env.incoming.socket.remoteAddress }),
      );
      const apiServer = createServer(listener);
      const apiPort = await listen(apiServer);
      const gateway = proxy(() => apiPort, '127.0.0.5');
      const rewrite = proxy(() => gatewayPort, '127.0.0.4', { 'x-proxy-secret': secret });
      servers.push(apiServer, gateway, rewrite);
      gatewayPort = await listen(gateway);
      rewritePort = await listen(rewrite);
    });
    afterAll(async () => {
      for (const server of servers) server.close();
      await test.dispose();
    });

    const subjects = async (bucket: string) =>
      (
        await sql<{ subject: string; hits: number }>`
        select subject, hits from private.request_counts where bucket = ${bucket} order by subject`.execute(
          test.db.kysely,
        )
      ).rows;

    it("counts each guest by the guest's own address, so one guest's junk and bookings block nobody else", async () => {
      for (let i = 0; i < 11; i++) expect(await post(rewritePort, '127.0.0.2', '/api/reservations', {})).toBe(422);
      for (let i = 0; i < 10; i++) {
        const body = { ...guest, tableId: 1, customerEmail: `a${i}@example.org`, altcha: await solvedProof(api) };
        expect(await post(rewritePort, '127.0.0.2', '/api/reservations', body)).not.toBe(429);
      }
      const over = { ...guest, tableId: 2, altcha: await solvedProof(api) };
      expect(await post(rewritePort, '127.0.0.2', '/api/reservations', over)).toBe(429);
      const other = { ...guest, tableId: 2, customerEmail: 'b@example.org', altcha: await solvedProof(api) };
      expect(await post(rewritePort, '127.0.0.3', '/api/reservations', other)).toBe(201);
      expect(await subjects('booking')).toEqual([
        { subject: '127.0.0.2', hits: 11 },
        { subject: '127.0.0.3', hits: 1 },
      ]);
      expect(await subjects('booking-junk')).toEqual([{ subject: '127.0.0.2', hits: 11 }]);
    });

    it('believes no address a caller wrote itself when it skips the rewrite proxy or guesses its secret', async () => {
      for (const headers of [
        { 'x-forwarded-for': '198.51.100.1', 'x-proxy-secret': '' },
        { 'x-forwarded-for': '198.51.100.2', 'x-proxy-secret': 'geraten' },
      ]) {
        expect(await post(gatewayPort, '127.0.0.6', '/api/contact', {}, headers)).toBe(422);
      }
      expect(await subjects('contact-junk')).toEqual([{ subject: '127.0.0.6', hits: 2 }]);
    });
  },
);
