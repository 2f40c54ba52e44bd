import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticSite } from '../../scripts/static-site.mjs';
import { siteBuilds } from '../../src/server/publish/site-builds.mjs';

function writeFiles(dir: string, files: Record<string, string>) {
  for (const [path, body] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), body);
  }
}

/** A page big enough that a switch in the middle of sending it would show. */
const page = (name: string) => `<h1>${name}</h1>${`<p>${name} `.repeat(40_000)}`;

/**
 * The production server's files during publishes (docs/publishing.md#switch): each request is served
 * wholly from one build, pages opened before a switch still get their scripts, and a switch under
 * load fails no request.
 */
describe('the site’s files across publishes', () => {
  const root = mkdtempSync(join(tmpdir(), 'site-'));
  const distClient = join(root, 'dist', 'client');
  const builds = siteBuilds(root);
  let base = '';
  let server: http.Server;

  beforeAll(async () => {
    writeFiles(distClient, { 'index.html': 'dist', '404.html': 'dist 404', '_astro/dist.js': 'dist-js' });
    for (const id of [1, 2]) {
      writeFiles(builds.clientDir(id), {
        'index.html': page(`Fassung ${id}`),
        'irish/index.html': page(`Irish ${id}`),
        '404.html': `404 Fassung ${id}`,
        [`_astro/page.${id}.js`]: `js ${id}`,
        '.hidden': 'geheim',
      });
    }
    const files = staticSite({ root, distClient });
    server = http.createServer((req, res) => files(req, res, () => res.end('astro')));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const get = async (path: string, init?: RequestInit) => {
    const res = await fetch(`${base}${path}`, init);
    return { status: res.status, body: await res.text(), headers: res.headers };
  };

  it('serves the deployment’s own build until the first publish, then the published one', async () => {
    expect((await get('/')).body).toBe('dist');
    await builds.switchTo(1);
    expect((await get('/')).body).toBe(page('Fassung 1'));
    expect((await get('/irish')).body).toBe(page('Irish 1'));
    expect((await get('/irish/')).body).toBe(page('Irish 1'));
    const missing = await get('/gibt-es-nicht');
    expect([missing.status, missing.body]).toEqual([404, '404 Fassung 1']);
    expect((await get('/.hidden')).status).toBe(404);
    expect((await get('/api/health')).body).toBe('astro');
    expect((await get('/keystatic/branch')).body).toBe('astro');
  });

  it('reads a path only once decoded and normalised, never outside the build', async () => {
    // fetch() would normalise the path itself; the raw request shows what a client may send.
    const raw = (path: string) =>
      new Promise<{ status: number; body: string }>((resolve) => {
        http.get({ host: '127.0.0.1', port: new URL(base).port, path }, (res) => {
          let body = '';
          res.on('data', (chunk) => {
            body += chunk;
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        });
      });
    expect((await raw('/api/../irish')).body).toBe(page('Irish 1'));
    expect((await raw('/%69rish/')).body).toBe(page('Irish 1'));
    expect(await raw(`http://127.0.0.1/../../dist/client/index.html`)).toEqual({ status: 404, body: '404 Fassung 1' });
    expect((await raw('/../dist/client/index.html')).status).toBe(404);
  });

  it('keeps the scripts of pages opened before a switch, cached for good', async () => {
    await builds.switchTo(2);
    const old = await get('/_astro/page.1.js');
    expect([old.status, old.body]).toEqual([200, 'js 1']);
    expect(old.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get('/_astro/dist.js')).body).toBe('dist-js');
    expect((await get('/_astro/page.3.js')).status).toBe(404);
  });

  it('fails no request and mixes no builds while it switches back and forth under load', async () => {
    const whole = new Set([page('Fassung 1'), page('Fassung 2'), page('Irish 1'), page('Irish 2')]);
    let stop = false;
    const problems: string[] = [];
    let answered = 0;
    const client = async () => {
      while (!stop) {
        for (const path of ['/', '/irish']) {
          const res = await get(path).catch((error: unknown) => ({
            status: 0,
            body: String(error),
            headers: new Headers(),
          }));
          answered += 1;
          if (res.status !== 200 || !whole.has(res.body)) problems.push(`${path}: ${res.status} ${res.body.length}`);
        }
      }
    };
    const switching = (async () => {
      for (let i = 0; i < 60; i++) {
        await builds.switchTo(1 + (i % 2));
        await new Promise((resolve) => setTimeout(resolve, 15));
      }
      stop = true;
    })();
    await Promise.all([switching, ...Array.from({ length: 8 }, client)]);
    expect(problems).toEqual([]);
    expect(answered).toBeGreaterThan(100);
  });

  it('forgets the last publish when the deployment’s own build is newer (new code started)', async () => {
    await builds.switchTo(2);
    await builds.forgetIfOlderThan(distClient);
    expect(builds.current()).toBe(2);
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(distClient, 'index.html'), later, later);
    await builds.forgetIfOlderThan(distClient);
    expect(builds.current()).toBeUndefined();
    expect((await get('/')).body).toBe('dist');
  });
});
