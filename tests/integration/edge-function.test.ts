import { type ChildProcess, spawn } from 'node:child_process';
import { Webhook } from 'svix';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFunction } from '../../scripts/build-function';
import { createMigrated, postgresFactoryFromEnv, type TestDatabase } from '../helpers/databases';
import { freePort } from '../helpers/ports';
import { createStaffAccount, testAdmin } from '../helpers/staff';
import { testEnv } from '../helpers/test-env.mjs';

const webhookSecret = `whsec_${Buffer.from('edge-webhook-secret-24by').toString('base64')}`;

async function waitFor(url: string, child: ChildProcess, output: () => string) {
  for (let i = 0; i < 150; i++) {
    if (child.exitCode !== null) throw new Error(`deno exited: ${output()}`);
    try {
      return await fetch(url);
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  throw new Error(`deno did not answer: ${output()}`);
}

describe.skipIf(!postgresFactoryFromEnv)('Supabase Edge Function bundle under Deno', () => {
  let test: TestDatabase;
  let deno: ChildProcess;
  let base: string;
  let output = '';

  beforeAll(async () => {
    if (!postgresFactoryFromEnv) return;
    test = await createMigrated(postgresFactoryFromEnv);
    await buildFunction();
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    deno = spawn(
      'node_modules/.bin/deno',
      ['run', '--allow-net', '--allow-env', '--allow-read', '--allow-sys', 'supabase/functions/api/index.ts'],
      {
        env: testEnv({
          SUPABASE_DB_URL: test.url,
          RESEND_API_KEY: 're_test',
          RESEND_WEBHOOK_SECRET: webhookSecret,
          PORT: String(port),
          NO_COLOR: '1',
        }),
      },
    );
    deno.stdout?.on('data', (d) => (output += d));
    deno.stderr?.on('data', (d) => (output += d));
    await waitFor(`${base}/api/health`, deno, () => output);
  });

  afterAll(async () => {
    deno?.kill();
    await test?.dispose();
  });

  it('answers /api/health from Postgres', async () => {
    const res = await fetch(`${base}/api/health`);
    expect(await res.json()).toEqual({ ok: true, database: 'postgres' });
  });

  it('answers /api/plan with the deployed plan', async () => {
    const res = await fetch(`${base}/api/plan`);
    const plan = await res.json();
    const tables = Object.values(plan.areas as Record<string, { elements: { type: string }[] }>)
      .flatMap((a) => a.elements)
      .filter((e) => e.type === 'table');
    expect(tables).toHaveLength(15);
  });

  it('signs staff in with argon2id (WebAssembly) under Deno and guards staff endpoints', async () => {
    await createStaffAccount(test.db);
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { origin: base, 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: testAdmin.username, password: testAdmin.password }),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers.get('set-cookie')?.split(';')[0] ?? '';
    expect(cookie).toMatch(/^__Host-staff_session=/);
    expect((await fetch(`${base}/api/orders`)).status).toBe(401);
    const orders = await fetch(`${base}/api/orders`, { headers: { cookie } });
    expect(await orders.json()).toEqual({ items: [] });
  });

  it('refuses a 50 MB body with 413 before reading it, with and without Content-Length', async () => {
    const fifty = 50 * 1024 * 1024;
    const streamed = () => {
      let sent = 0;
      return new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent >= fifty) return controller.close();
          sent += 64 * 1024;
          controller.enqueue(new Uint8Array(64 * 1024).fill(0x61));
        },
      });
    };
    for (const body of [new Uint8Array(fifty).fill(0x61), streamed()]) {
      const res = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { origin: base, 'content-type': 'application/json' },
        body,
        // @ts-expect-error Node's fetch needs it for a streamed request body.
        duplex: 'half',
      });
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual({ error: 'Die Anfrage ist zu groß.' });
    }
  });

  it("records Resend's signed delivery report with the svix library under Deno, and refuses a bad signature", async () => {
    await test.db.kysely
      .insertInto('mail_outbox')
      .values({
        kind: 'reservation-confirmation',
        status: 'sent',
        payload: null,
        provider_message_id: 're-edge-1',
        sent_at: new Date(),
        purge_after: new Date(Date.now() + 86_400_000),
      })
      .execute();
    const body = JSON.stringify({
      type: 'email.bounced',
      created_at: new Date().toISOString(),
      data: { email_id: 're-edge-1' },
    });
    const now = new Date();
    const headers = {
      'content-type': 'application/json',
      'svix-id': 'msg_edge',
      'svix-timestamp': String(Math.floor(now.getTime() / 1000)),
      'svix-signature': new Webhook(webhookSecret).sign('msg_edge', now, body),
    };
    const good = await fetch(`${base}/api/mail/events`, { method: 'POST', headers, body });
    expect(await good.json()).toEqual({ recorded: 'recorded' });
    const bad = await fetch(`${base}/api/mail/events`, {
      method: 'POST',
      headers: { ...headers, 'svix-id': 'msg_forged' },
      body,
    });
    expect(bad.status).toBe(401);
    const rows = await test.db.kysely.selectFrom('mail_delivery_events').select(['svix_id', 'type']).execute();
    expect(rows).toEqual([{ svix_id: 'msg_edge', type: 'bounced' }]);
  });
});
