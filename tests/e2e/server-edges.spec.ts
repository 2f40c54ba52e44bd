import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { type OwnServer, startOwnServer } from './support/own-server';

/**
 * The production server (`scripts/serve.mjs` around the built Node handler) against strangers:
 * huge and aborted bodies, the runtime image endpoint. A server of its own, so its memory and its
 * log belong to these tests alone.
 */
test.describe('the production server', () => {
  test.describe.configure({ mode: 'serial' });

  const admin = { email: 'chef@example.org', password: 'server-edges-passwort' };
  let server: OwnServer;
  let base = '';

  test.beforeAll(async ({ browserName: _ }, info) => {
    if (info.project.name !== 'desktop') return;
    test.setTimeout(150_000);
    server = await startOwnServer('server-edges', admin);
    base = server.base;
  });
  test.afterAll(() => {
    server?.stop();
  });

  // How long the refusal takes is a benchmark figure (`npm run bench -- security`), not an assertion:
  // wall time on a shared machine says nothing here.
  test('/_image answers 404 and serves no image', async () => {
    for (const path of ['/_image?href=/og-image.jpg&w=4000&f=avif', '/_image', '/_image?href=%2Ffavicon.svg&f=png']) {
      const res = await fetch(`${base}${path}`);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type'), path).not.toMatch(/^image\//);
    }
  });

  test('no built page refers to /_image: every image exists as a file', () => {
    const pages = readdirSync('dist/client', { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(10);
    for (const page of pages) expect(readFileSync(join('dist/client', page), 'utf8'), page).not.toContain('/_image');
  });

  test('a 50 MB body to /api/auth/login gets 413 before it is read, with and without Content-Length', async () => {
    // The client sends the first megabyte and then nothing more: only a server that refuses the body
    // before reading it whole can answer. One that waited for all of it would never answer (how much
    // memory a refusal costs is `npm run bench -- security`'s figure).
    for (const chunked of [false, true]) {
      const answer = await post(base, '/api/auth/login', {
        bytes: 50 * 1024 * 1024,
        chunked,
        stopAfter: 1024 * 1024,
      });
      expect(answer, `chunked: ${chunked}`).toEqual({ status: 413, body: { error: 'Die Anfrage ist zu groß.' } });
    }
  });

  test('the plan routes take 2 MB and refuse a larger streamed body with 413, not 500', async () => {
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ identifier: admin.email, password: admin.password }),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers.getSetCookie()[0]?.split(';')[0] ?? '';
    const plan = (bytes: number, chunked: boolean) =>
      post(base, '/api/admin/plan/validate', { bytes, chunked, cookie });
    expect((await plan(1024 * 1024, true)).status).not.toBe(413);
    for (const chunked of [false, true]) {
      expect(await plan(3 * 1024 * 1024, chunked), `chunked: ${chunked}`).toEqual({
        status: 413,
        body: { error: 'Die Anfrage ist zu groß.' },
      });
    }
    expect(server.log()).not.toMatch(/failed|error/i);
  });

  test('a client that aborts mid-body leaves no error in the log', async () => {
    for (const path of ['/api/reservations', '/api/contact', '/api/auth/login', '/api/admin/plan/validate']) {
      for (const chunked of [false, true]) await abortMidBody(base, path, chunked);
    }
    await new Promise((r) => setTimeout(r, 300));
    expect(server.log()).not.toMatch(/failed|error|Could not render/i);
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
  });
});

/**
 * POSTs a JSON-looking body of `bytes` bytes in 64 KB pieces; resolves with the answer. With
 * `stopAfter`, the client stops writing after about that many bytes and waits, never ending the body:
 * then the answer is `{ status: 0 }` when none came in 20 s.
 */
function post(
  base: string,
  path: string,
  options: { bytes: number; chunked: boolean; cookie?: string; stopAfter?: number },
): Promise<{ status: number; body: unknown }> {
  const url = new URL(path, base);
  const headers: Record<string, string> = { 'content-type': 'application/json', origin: base };
  if (options.cookie) headers.cookie = options.cookie;
  const head = '{"configData":"';
  const tail = '"}';
  if (!options.chunked) headers['content-length'] = String(options.bytes);
  return new Promise((resolve, reject) => {
    const noAnswer = setTimeout(() => {
      req.destroy();
      resolve({ status: 0, body: null });
    }, 20_000);
    const req = http.request(url, { method: 'POST', headers }, (res) => {
      let text = '';
      res.on('data', (d) => {
        text += d;
      });
      res.on('end', () => {
        clearTimeout(noAnswer);
        req.destroy();
        resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : null });
      });
    });
    // The server may answer and close while the body is still on its way.
    req.on('error', (error) => (req.writableEnded ? undefined : reject(error)));
    const piece = Buffer.alloc(64 * 1024, 'a');
    let left = options.bytes - head.length - tail.length;
    let unsent = options.stopAfter ?? Number.POSITIVE_INFINITY;
    req.write(head);
    const pump = () => {
      while (left > 0 && !req.destroyed) {
        if (unsent <= 0) return;
        const size = Math.min(left, piece.length);
        left -= size;
        unsent -= size;
        if (!req.write(piece.subarray(0, size))) return void req.once('drain', pump);
      }
      if (!req.destroyed) req.end(tail);
    };
    pump();
  });
}

/** Starts a 12 KB body, sends 4 KB of it, then goes away. */
function abortMidBody(base: string, path: string, chunked: boolean): Promise<void> {
  const headers: Record<string, string> = { 'content-type': 'application/json', origin: base };
  if (!chunked) headers['content-length'] = String(12 * 1024);
  return new Promise((resolve) => {
    const req = http.request(new URL(path, base), { method: 'POST', headers });
    req.on('error', () => {});
    req.on('close', () => resolve());
    req.write('{"date":"2026-12-04","customerName":"');
    req.write(Buffer.alloc(4 * 1024, 'a'), () => setTimeout(() => req.destroy(), 100));
  });
}
