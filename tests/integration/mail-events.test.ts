import { sql } from 'kysely';
import { Webhook } from 'svix';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Api } from '../../src/server/app';
import { badSignatureError, webhooksOffError } from '../../src/server/mail/events';
import { testApi } from '../helpers/api';
import { createMigrated, databaseFactories, type TestDatabase } from '../helpers/databases';

// Resend's secrets look like this: 'whsec_' and base64 of 24 random bytes.
const secret = `whsec_${Buffer.from('0123456789abcdef01234567').toString('base64')}`;
const signer = new Webhook(secret);

/** A delivery report of `type` about Resend's mail `messageId`, as Resend's webhook body has it. */
function report(type: string, messageId: string) {
  return JSON.stringify({
    type,
    created_at: '2026-11-21T12:00:01.000Z',
    data: { email_id: messageId, to: ['anna@example.org'], subject: 'Reservierungsbestätigung' },
  });
}

/** The headers Svix sends with `body`, signed by the library itself (`at`: the signing time). */
function signed(id: string, body: string, at = new Date(), by = signer) {
  return {
    'content-type': 'application/json',
    'svix-id': id,
    'svix-timestamp': String(Math.floor(at.getTime() / 1000)),
    'svix-signature': by.sign(id, at, body),
  };
}

describe.each(databaseFactories)(
  'Resend delivery reports, POST /api/mail/events (docs/mails.md#delivery-events) on $kind',
  (factory) => {
    let test: TestDatabase;
    let api: Api;

    const post = (body: string, headers: Record<string, string>, to: Api = api) =>
      to.request('/api/mail/events', { method: 'POST', headers, body });
    const events = () =>
      test.db.kysely
        .selectFrom('mail_delivery_events')
        .select(['svix_id', 'type', 'outbox_id'])
        .orderBy('svix_id')
        .execute();

    beforeAll(async () => {
      test = await createMigrated(factory);
      api = testApi(test.db, { resendWebhookSecret: secret });
    });
    afterAll(() => test?.dispose());

    let outboxId: string;
    beforeEach(async () => {
      await test.db.kysely.deleteFrom('mail_outbox').execute();
      const row = await test.db.kysely
        .insertInto('mail_outbox')
        .values({
          kind: 'reservation-confirmation',
          status: 'sent',
          payload: null,
          provider_message_id: 're-msg-1',
          sent_at: new Date('2026-11-21T12:00:00Z'),
          purge_after: new Date('2026-11-23T12:00:00Z'),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      outboxId = row.id;
    });

    it('records a report signed with the secret on the outbox row of its message id', async () => {
      const body = report('email.bounced', 're-msg-1');
      const res = await post(body, signed('msg_1', body));
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ recorded: 'recorded' });
      expect(await events()).toEqual([{ svix_id: 'msg_1', type: 'bounced', outbox_id: outboxId }]);
    });

    it('records each of the four events under its own name', async () => {
      const types = ['email.delivered', 'email.bounced', 'email.complained', 'email.delivery_delayed'];
      for (const [i, type] of types.entries()) {
        const body = report(type, 're-msg-1');
        expect((await post(body, signed(`msg_${i}`, body))).status).toBe(200);
      }
      expect((await events()).map((e) => e.type)).toEqual(['delivered', 'bounced', 'complained', 'delayed']);
    });

    it('keeps a report delivered twice (same svix-id) once, and answers 2xx both times', async () => {
      const body = report('email.delivered', 're-msg-1');
      const first = await post(body, signed('msg_twice', body));
      const again = await post(body, signed('msg_twice', body));
      expect([first.status, again.status]).toEqual([200, 200]);
      expect(await again.json()).toEqual({ recorded: 'duplicate' });
      expect(await events()).toHaveLength(1);
    });

    it('answers 2xx to an unknown message id and records nothing', async () => {
      const body = report('email.bounced', 're-unknown');
      const res = await post(body, signed('msg_unknown', body));
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ recorded: 'unknown' });
      expect(await events()).toEqual([]);
    });

    it('answers 2xx to an event type it does not keep, and records nothing', async () => {
      const body = report('email.opened', 're-msg-1');
      const res = await post(body, signed('msg_opened', body));
      expect(await res.json()).toEqual({ recorded: 'ignored' });
      expect(await events()).toEqual([]);
    });

    it('refuses a bad, missing or stale (> 5 minutes) signature with 401 and a German error, and changes nothing', async () => {
      const body = report('email.bounced', 're-msg-1');
      const other = new Webhook(`whsec_${Buffer.from('another-secret-of-24-byte').toString('base64')}`);
      const good = signed('msg_bad', body);
      const refused = [
        signed('msg_bad', body, new Date(), other),
        { ...good, 'svix-signature': '' },
        { 'content-type': 'application/json' },
        { ...good, 'svix-id': 'msg_other' },
        signed('msg_bad', body, new Date(Date.now() - 6 * 60_000)),
      ];
      for (const headers of refused) {
        const res = await post(body, headers);
        expect(res.status).toBe(401);
        expect(await res.json()).toEqual({ error: badSignatureError });
      }
      // A body changed after signing is refused too.
      const res = await post(report('email.bounced', 're-msg-2'), good);
      expect(res.status).toBe(401);
      expect(await events()).toEqual([]);
    });

    it('answers 503 and records nothing while RESEND_WEBHOOK_SECRET is not set', async () => {
      const body = report('email.bounced', 're-msg-1');
      const res = await post(body, signed('msg_off', body), testApi(test.db));
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ error: webhooksOffError });
      expect(await events()).toEqual([]);
    });

    it('deletes the reports with their outbox row in the hourly purge (the same retention)', async () => {
      const body = report('email.delivered', 're-msg-1');
      await post(body, signed('msg_purged', body));
      await sql`select private.run_hourly_jobs('2026-11-23T11:59:00Z'::timestamptz)`.execute(test.db.kysely);
      expect(await events()).toHaveLength(1);
      await sql`select private.run_hourly_jobs('2026-11-23T12:00:00Z'::timestamptz)`.execute(test.db.kysely);
      expect(await events()).toEqual([]);
    });
  },
);
