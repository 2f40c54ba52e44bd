import { execFileSync } from 'node:child_process';
import type { Api } from '../../src/server/app';
import type { AppDatabase } from '../../src/server/db/database';
import { currentGuestContact, currentMailAddresses } from '../../src/server/mail/addresses';
import { composeOutboxMail } from '../../src/server/mail/outbox-mails';
import { staffHeaders } from './staff';

/**
 * The steps of a two-factor sign-in through the API, for the two-factor tests: `api`, `db` and
 * `now` are read at each call (a suite sets them up in `beforeAll` and moves its clock).
 */
export function twoFactorSteps(api: () => Api, db: () => AppDatabase, now: () => Date) {
  const send = (cookie: string | undefined, method: string, path: string, body?: unknown) =>
    api().request(path, {
      method,
      headers: staffHeaders(cookie),
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
  return {
    send,
    /** The password step: its answer and the half-done sign-in's cookie. */
    async password(who: { username: string; password: string }) {
      const res = await send(undefined, 'POST', '/api/auth/login', {
        identifier: who.username,
        password: who.password,
      });
      const cookies = res.headers.get('set-cookie') ?? '';
      return { res, cookies, challenge: /__Host-staff_2fa=[^;]+/.exec(cookies)?.[0] };
    },
    verify: (challenge: string | undefined, code: string) =>
      send(challenge, 'POST', '/api/auth/login/verify', { code }),
    /** The account notices queued, from the `after`th on (docs/mails.md#staff-account-notice). */
    async notices(after = 0) {
      const rows = await db()
        .kysely.selectFrom('mail_outbox')
        .select(['kind', 'payload', 'created_at'])
        .where('kind', '=', 'staff-account-notice')
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      const context = {
        mail: await currentMailAddresses(db().kysely, {}),
        contact: await currentGuestContact(db().kysely),
        siteUrl: 'http://localhost:4321',
        reservationHours: '',
      };
      return Promise.all(
        rows.slice(after).map(async (row) => {
          const mail = await composeOutboxMail(row.kind, row.payload, { ...context, queuedAt: row.created_at });
          return { to: mail.to, subject: mail.subject, text: mail.text ?? '' };
        }),
      );
    },
    /** The code an outside implementation (oathtool, RFC 6238) computes for `base32` now. */
    oathtool: (base32: string) =>
      execFileSync('oathtool', [
        '--totp',
        '-b',
        '-N',
        now().toISOString().replace('T', ' ').replace('Z', ' UTC'),
        base32,
      ])
        .toString()
        .trim(),
  };
}
