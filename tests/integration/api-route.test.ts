import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import zlib from 'node:zlib';
import type { APIContext } from 'astro';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteListener } from '../../scripts/site-listener.mjs';
import { apiListener } from '../../src/server/api-listener.mjs';
import { inertPolicy, pagePolicy } from '../../src/server/http/content-policy.mjs';

type Route = typeof import('../../src/pages/api/[...path]');

/** A Node server around `listener` on a free loopback port; returns its base URL and a way to stop it. */
async function listen(listener: http.RequestListener) {
  const server = http.createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

describe('the Astro route that mounts the API', () => {
  let ALL: Route['ALL'];
  const context = (path: string) => ({
    request: new Request(`http://localhost${path}`),
    clientAddress: '127.0.0.1',
  });

  beforeAll(async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'api-route-'));
    // The route opens the API from the environment: an embedded database of this test alone.
    delete process.env.DATABASE_URL;
    process.env.DATA_DIR = dataDir;
    process.env.MAIL_SINK_DIR = join(dataDir, 'mail');
    ({ ALL } = await import('../../src/pages/api/[...path]'));
  }, 60_000);

  it('answers when the client address can no longer be read (the client went away)', async () => {
    const gone = {
      request: new Request('http://localhost/api/health'),
      get clientAddress(): string {
        // What Astro's getter does once the socket is gone.
        throw new Error('clientAddress is not available');
      },
    };
    const res = await ALL(gone as unknown as APIContext);
    expect(res.status).toBe(200);
  }, 60_000);

  it('publishes the opened API’s Node listener once, which answers as the route does', async () => {
    await ALL(context('/api/health') as unknown as APIContext);
    const listener = apiListener();
    expect(listener).toBeTypeOf('function');
    await ALL(context('/api/health') as unknown as APIContext);
    expect(apiListener()).toBe(listener);

    const server = await listen(listener as http.RequestListener);
    try {
      const res = await fetch(`${server.base}/api/health`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ ok: true, database: 'pglite' });
      expect((await fetch(`${server.base}/api/gibt-es-nicht`)).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});

describe('the production server’s listener', () => {
  const page = `<p>${'Prost! '.repeat(2000)}</p>`;
  const astro = (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (req.url === '/api/keystatic/ereignisse') {
      res.writeHead(200, { 'Content-Type': 'text/event-stream' });
      res.end(`data: ${'x'.repeat(4000)}\n\n`);
    } else if (req.url === '/keystatic/seite') {
      res.writeHead(200, {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Security-Policy': "script-src 'self'",
      });
      res.end('<p>astro</p>');
    } else if (req.url === '/api/keystatic/blob/logo.svg') {
      // Raw header pairs, as some handlers pass them: a policy of its own that would let script run.
      res.writeHead(200, ['Content-Type', 'image/svg+xml', 'Content-Security-Policy', "script-src 'unsafe-inline'"]);
      res.end('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    } else res.end('astro');
  };
  let server: Awaited<ReturnType<typeof listen>>;
  beforeAll(async () => {
    // The site's built files: the listener serves them itself (scripts/static-site.mjs).
    const root = mkdtempSync(join(tmpdir(), 'listener-'));
    const distClient = join(root, 'dist', 'client');
    for (const [path, body] of [
      ['seite/index.html', page],
      ['reservierung/index.html', 'datei'],
      ['apiary/index.html', 'datei'],
      ['404.html', 'nicht da'],
      ['_astro/logo.abc.svg', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
      ['sitemap-index.xml', '<sitemapindex/>'],
      ['_astro/pbkdf2.abc.js', 'self.onmessage = () => crypto.subtle;'],
      ['downloads/karte.pdf', '%PDF-1.7'],
    ] as const) {
      mkdirSync(dirname(join(distClient, path)), { recursive: true });
      writeFileSync(join(distClient, path), body);
    }
    server = await listen(siteListener(astro, { root, distClient }));
  });
  afterAll(() => server.close());

  it('hands API reads to the API’s listener once it is published, pages to the files, the rest to Astro; headers on all', async () => {
    // Published by the route in the test above (same process).
    const api = apiListener();
    expect(api).toBeTypeOf('function');
    for (const [method, path, status, answeredBy] of [
      ['GET', '/api/health', 200, 'api'],
      ['HEAD', '/api/health', 200, 'api'],
      ['POST', '/api/reservations', 200, 'astro'],
      ['GET', '/reservierung', 200, 'files'],
      ['GET', '/apiary', 200, 'files'],
      ['GET', '/gibt-es-nicht', 404, 'files'],
      // Keystatic's own routes (GitHub sign-in, reading files) are Astro's in a GitHub-mode build.
      ['GET', '/api/keystatic/github/login', 200, 'astro'],
      ['GET', '/api/keystatic/tree?branch=main', 200, 'astro'],
      ['GET', '/keystatic', 200, 'astro'],
    ] as const) {
      const res = await fetch(`${server.base}${path}`, { method });
      expect(res.status, path).toBe(status);
      const body = await res.text();
      // HEAD carries no body: the API's answer has its JSON type, Astro's stand-in none.
      const by =
        method === 'HEAD'
          ? res.headers.get('content-type') === 'application/json'
            ? 'api'
            : 'other'
          : body === 'astro'
            ? 'astro'
            : body === 'datei' || body === 'nicht da'
              ? 'files'
              : 'api';
      expect(by, `${method} ${path}`).toBe(answeredBy);
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
      expect(res.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
    }
  });

  it('gives every answer that is not one of our pages a policy under which nothing runs', async () => {
    const policyOf = async (path: string) => {
      const res = await fetch(`${server.base}${path}`);
      await res.arrayBuffer();
      return res.headers.get('content-security-policy');
    };
    expect(inertPolicy).toMatch(/default-src 'none'; sandbox;/);
    // Our pages: Astro's hashed <meta> policy limits their scripts; the header adds frame-ancestors.
    expect(await policyOf('/seite')).toBe(pagePolicy);
    expect(await policyOf('/gibt-es-nicht')).toBe(pagePolicy);
    // Our scripts: a worker (the proof of work's hashing) runs under its own script's header policy.
    expect(await policyOf('/_astro/pbkdf2.abc.js')).toBe(pagePolicy);
    // Our PDFs: Chromium shows none in a sandboxed document.
    expect(await policyOf('/downloads/karte.pdf')).toBe(pagePolicy);
    // A revalidated page keeps the policy it was cached with: a 304's headers replace the cached ones.
    const page = await fetch(`${server.base}/seite`);
    await page.arrayBuffer();
    // fetch() would add 'Cache-Control: no-cache' to a conditional request; a browser's revalidation has none.
    const again = await new Promise<http.IncomingMessage>((resolve) => {
      http.get(`${server.base}/seite`, { headers: { 'if-none-match': page.headers.get('etag') ?? '' } }, resolve);
    });
    again.resume();
    expect([again.statusCode, again.headers['content-security-policy']]).toEqual([304, undefined]);
    // A page of Astro's that brings its own policy (the editors' screen) keeps it.
    expect(await policyOf('/keystatic/seite')).toBe("script-src 'self'");
    // Images, feeds, the API and anything of unknown type: inert, whatever policy the handler brought.
    for (const path of [
      '/_astro/logo.abc.svg',
      '/sitemap-index.xml',
      '/api/keystatic/blob/logo.svg',
      '/api/health',
      '/keystatic',
    ]) {
      expect(await policyOf(path), path).toBe(inertPolicy);
    }
  });

  it('compresses text for a browser that accepts it, but never a live event stream', async () => {
    const get = (path: string, encoding: string) => {
      // fetch() would decode the body itself; the raw request shows what went over the wire.
      return new Promise<http.IncomingMessage>((resolve) => {
        http.get(`${server.base}${path}`, { headers: { 'accept-encoding': encoding } }, resolve);
      });
    };
    const br = await get('/seite', 'br, gzip');
    expect(br.headers['content-encoding']).toBe('br');
    const chunks: Buffer[] = [];
    for await (const chunk of br) chunks.push(chunk as Buffer);
    expect(zlib.brotliDecompressSync(Buffer.concat(chunks)).toString()).toBe(page);
    expect(Buffer.concat(chunks).length).toBeLessThan(page.length / 10);
    expect((await get('/seite', 'gzip')).headers['content-encoding']).toBe('gzip');
    expect((await get('/seite', 'identity')).headers['content-encoding']).toBeUndefined();
    expect((await get('/api/keystatic/ereignisse', 'br, gzip')).headers['content-encoding']).toBeUndefined();
  });
});
