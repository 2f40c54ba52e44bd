import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Api } from '../../src/server/app';
import { totpCode } from '../../src/server/auth/totp';
import { testApi } from '../helpers/api';
import { createMigrated, databaseFactories, type TestDatabase } from '../helpers/databases';
import { createStaffAccount, signIn, staffHeaders, testAdmin } from '../helpers/staff';
import { twoFactorSteps } from '../helpers/two-factor';

const start = new Date('2026-11-21T12:00:00Z');
const tresen = {
  email: 'tresen@example.org',
  username: 'tresen',
  password: 'Tresen-Passwort-12',
  role: 'staff' as const,
};

describe.each(databaseFactories)('two-factor sign-in on $kind', (factory) => {
  let test: TestDatabase;
  let api: Api;
  let clock = start;
  const waits: number[] = [];
  let secret = '';
  let ownerSecret = '';
  let recoveryCodes: string[] = [];

  const steps = twoFactorSteps(
    () => api,
    () => test.db,
    () => clock,
  );
  const { send, verify, notices, oathtool } = steps;
  const password = (who: { username: string; password: string } = tresen) => steps.password(who);
  const later = (seconds: number) => {
    clock = new Date(clock.getTime() + seconds * 1000);
  };

  beforeAll(async () => {
    test = await createMigrated(factory);
    api = testApi(test.db, { now: () => clock, sleep: async (ms) => void waits.push(ms) });
    await createStaffAccount(test.db);
    await createStaffAccount(test.db, tresen);
  });
  afterAll(() => test.dispose());

  it('is set up with a QR code and a first code, hands out ten recovery codes, and keeps the secret sealed', async () => {
    const other = await signIn(api, tresen.username, tresen.password);
    const cookie = await signIn(api, tresen.username, tresen.password);
    const setup = await send(cookie, 'POST', '/api/auth/account/two-factor/setup');
    expect(setup.status).toBe(200);
    const body = (await setup.json()) as { secret: string; uri: string; qrSvg: string };
    secret = body.secret;
    expect(body.uri).toMatch(/^otpauth:\/\/totp\/Rappen%20%26%20Irish%20Pub:tresen\?.*secret=[A-Z2-7]+/);
    expect(body.qrSvg).toMatch(/^<svg/);
    // Not on before a code proved the app has it.
    expect((await password()).challenge).toBeUndefined();
    const enable = (body: object) => send(cookie, 'POST', '/api/auth/account/two-factor/enable', body);
    const wrong = await enable({ code: '000000', password: tresen.password });
    expect(wrong.status).toBe(422);
    expect(await wrong.json()).toMatchObject({ error: 'Der Bestätigungscode stimmt nicht.' });
    // A session alone, without the password, switches nothing on.
    expect((await enable({ code: oathtool(secret) })).status).toBe(422);
    waits.length = 0;
    for (let i = 0; i < 4; i++) {
      const guess = await enable({ code: oathtool(secret), password: `falsch-${i}` });
      expect(guess.status).toBe(422);
      expect(await guess.json()).toMatchObject({ error: 'Das Passwort stimmt nicht.' });
    }
    // Counted like a sign-in attempt of the account: the fourth guess waited.
    expect(waits).toEqual([1000]);
    expect(await notices()).toEqual([]);
    const enabled = await enable({ code: oathtool(secret), password: tresen.password });
    expect(enabled.status).toBe(200);
    // The session opened before it was on ends; this one stays.
    expect((await send(other, 'GET', '/api/auth/session')).status).toBe(401);
    expect((await send(cookie, 'GET', '/api/auth/session')).status).toBe(200);
    expect(await notices()).toEqual([
      {
        to: [tresen.email],
        subject: 'Zwei-Faktor-Anmeldung eingeschaltet',
        text: expect.stringContaining('Ihre anderen Sitzungen wurden beendet'),
      },
    ]);
    recoveryCodes = ((await enabled.json()) as { recoveryCodes: string[] }).recoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);

    const stored = await test.db.kysely.selectFrom('staff_two_factor').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(secret);
    const codes = await test.db.kysely.selectFrom('staff_recovery_codes').select('code_hash').execute();
    expect(JSON.stringify(codes)).not.toContain(recoveryCodes[0]?.replace('-', ''));
  });

  it('asks for the code after the password, without a session until it is right; a code counts once', async () => {
    later(60);
    const step = await password();
    expect(step.res.status).toBe(200);
    expect(await step.res.json()).toEqual({ twoFactorRequired: true });
    expect(step.cookies).not.toContain('__Host-staff_session=');
    expect(step.challenge).toBeDefined();

    const code = totpCode(secret, clock);
    const ok = await verify(step.challenge, code);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ staff: { username: 'tresen', role: 'staff' } });
    const session = /__Host-staff_session=[^;]+/.exec(ok.headers.get('set-cookie') ?? '')?.[0];
    expect((await send(session, 'GET', `/api/admin/reservations?date=2026-11-27`)).status).toBe(200);

    // The same code again (a replay within its 30 seconds) is refused.
    const replay = await password();
    const again = await verify(replay.challenge, code);
    expect(again.status).toBe(401);
    expect(await again.json()).toEqual({ error: 'Der Bestätigungscode stimmt nicht.' });
    // No half-done sign-in: no code is even looked at.
    expect((await verify(undefined, totpCode(secret, clock))).status).toBe(401);
  });

  it('takes a recovery code once', async () => {
    later(60);
    const code = recoveryCodes[0] as string;
    expect((await verify((await password()).challenge, code.toUpperCase())).status).toBe(200);
    const second = await verify((await password()).challenge, code);
    expect(second.status).toBe(401);
    const mine = await signInWithCode();
    const account = (await (await send(mine, 'GET', '/api/auth/account')).json()) as { recoveryCodesLeft: number };
    expect(account.recoveryCodesLeft).toBe(9);
  });

  it('hands out new recovery codes against a current code of the app; the old ones stop working', async () => {
    const mine = await signInWithCode();
    const renew = (code: string) => send(mine, 'POST', '/api/auth/account/two-factor/recovery-codes', { code });
    const wrong = await renew('000000');
    expect(wrong.status).toBe(422);
    expect(await wrong.json()).toMatchObject({ error: 'Der Bestätigungscode stimmt nicht.' });
    // A recovery code is no proof of the phone here.
    expect((await renew(recoveryCodes[1] as string)).status).toBe(422);
    later(31);
    const before = (await notices()).length;
    const renewed = await renew(totpCode(secret, clock));
    expect(renewed.status).toBe(200);
    expect((await notices(before)).map((m) => m.subject)).toEqual(['Neue Wiederherstellungscodes']);
    const fresh = ((await renewed.json()) as { recoveryCodes: string[] }).recoveryCodes;
    expect(fresh).toHaveLength(10);
    later(60);
    expect((await verify((await password()).challenge, recoveryCodes[1] as string)).status).toBe(401);
    expect((await verify((await password()).challenge, fresh[0] as string)).status).toBe(200);
    recoveryCodes = fresh.slice(1);
  });

  it('counts wrong codes like wrong passwords: the account slows, a half-done sign-in takes five codes', async () => {
    later(60);
    waits.length = 0;
    const { challenge } = await password();
    const answers: number[] = [];
    for (let i = 0; i < 6; i++) answers.push((await verify(challenge, '123456')).status);
    expect(answers).toEqual([401, 401, 401, 401, 401, 401]);
    // The sixth code found the half-done sign-in ended.
    expect(await (await verify(challenge, totpCode(secret, clock))).json()).toEqual({
      error: 'Die Anmeldung ist abgelaufen. Bitte melden Sie sich erneut an.',
    });
    // From the fourth failure on, each attempt waits longer.
    expect(waits.length).toBeGreaterThanOrEqual(2);
    expect(waits).toEqual([...waits].sort((a, b) => a - b));
    // The right code after a new password step still gets in, and forgets the failures.
    await signInWithCode();
    waits.length = 0;
    await signInWithCode();
    expect(waits).toEqual([]);
  });

  it('stops checking codes after 10 wrong ones of the account, from any address, until the window passes', async () => {
    later(16 * 60);
    // Failed passwords (someone without it) do not count here: the code step stays open to the holder.
    for (let i = 0; i < 12; i++) {
      await api.request('/api/auth/login', {
        method: 'POST',
        headers: { ...staffHeaders(), 'x-forwarded-for': `198.51.100.${i + 1}` },
        body: JSON.stringify({ identifier: tresen.username, password: 'falsch-falsch' }),
      });
    }
    await signInWithCode();
    const wrong: number[] = [];
    for (const _ of [1, 2, 3]) {
      const { challenge } = await password();
      for (let i = 0; i < 5 && !wrong.includes(429); i++) wrong.push((await verify(challenge, '654321')).status);
    }
    expect(wrong).toEqual([...Array(10).fill(401), 429]);
    const refused = await verify((await password()).challenge, totpCode(secret, clock));
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: 'Zu viele Versuche. Bitte warten Sie.' });
    later(16 * 60);
    await signInWithCode();
  });

  it('a half-done sign-in ends after 5 minutes', async () => {
    later(60);
    const { challenge } = await password();
    later(5 * 60 + 1);
    expect((await verify(challenge, totpCode(secret, clock))).status).toBe(401);
  });

  it('the owner can require it per role: an account without it reaches only its own account', async () => {
    const owner = await signIn(api);
    const required = await send(owner, 'PUT', '/api/admin/staff/two-factor', { roles: ['admin'] });
    expect(await required.json()).toEqual({ twoFactorRoles: ['admin'] });
    const refused = await send(owner, 'GET', '/api/admin/staff');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      error:
        'Für Ihr Konto ist die Zwei-Faktor-Anmeldung vorgeschrieben. Bitte richten Sie sie unter „Mein Konto“ ein.',
    });
    expect((await (await send(owner, 'GET', '/api/auth/session')).json()) as object).toMatchObject({
      twoFactorMissing: true,
    });
    expect((await send(owner, 'GET', '/api/auth/account')).status).toBe(200);
    // The owner sets it up and is let through.
    const { secret: own } = (await (await send(owner, 'POST', '/api/auth/account/two-factor/setup')).json()) as {
      secret: string;
    };
    ownerSecret = own;
    expect(
      (
        await send(owner, 'POST', '/api/auth/account/two-factor/enable', {
          code: totpCode(own, clock),
          password: testAdmin.password,
        })
      ).status,
    ).toBe(200);
    expect((await send(owner, 'GET', '/api/admin/staff')).status).toBe(200);
    const off = await send(owner, 'POST', '/api/auth/account/two-factor/disable', { password: testAdmin.password });
    expect(off.status).toBe(409);
    // Service may still switch its own off (with the password); the account hears of it.
    const mine = await signInWithCode();
    expect((await send(mine, 'POST', '/api/auth/account/two-factor/disable', { password: 'falsch' })).status).toBe(422);
    const before = (await notices()).length;
    expect(
      (await send(mine, 'POST', '/api/auth/account/two-factor/disable', { password: tresen.password })).status,
    ).toBe(200);
    expect((await password()).challenge).toBeUndefined();
    expect(await notices(before)).toEqual([
      expect.objectContaining({ to: [tresen.email], subject: 'Zwei-Faktor-Anmeldung abgeschaltet' }),
    ]);
  });

  it('the owner resetting an account’s two-factor sign-in mails the account, naming the owner', async () => {
    later(60);
    const mine = await signIn(api, tresen.username, tresen.password);
    const { secret: again } = (await (await send(mine, 'POST', '/api/auth/account/two-factor/setup')).json()) as {
      secret: string;
    };
    const on = await send(mine, 'POST', '/api/auth/account/two-factor/enable', {
      code: totpCode(again, clock),
      password: tresen.password,
    });
    expect(on.status).toBe(200);
    later(31);
    const owner = await signInOwnerWithCode();
    const { accounts } = (await (await send(owner, 'GET', '/api/admin/staff')).json()) as {
      accounts: { id: string; username: string }[];
    };
    const before = (await notices()).length;
    const id = accounts.find((a) => a.username === 'tresen')?.id;
    expect((await send(owner, 'DELETE', `/api/admin/staff/${id}/two-factor`)).status).toBe(200);
    const [mail, ...more] = await notices(before);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ to: [tresen.email], subject: 'Zwei-Faktor-Anmeldung abgeschaltet' });
    expect(mail?.text).toContain('admin hat am');
    // Nothing to reset a second time, nothing mailed.
    expect((await send(owner, 'DELETE', `/api/admin/staff/${id}/two-factor`)).status).toBe(200);
    expect(await notices(before + 1)).toEqual([]);
  });

  /** A full sign-in of the owner with the code of its app. */
  async function signInOwnerWithCode(): Promise<string> {
    const step = await password({ ...tresen, username: testAdmin.username, password: testAdmin.password });
    const res = await verify(step.challenge, totpCode(ownerSecret, clock));
    if (res.status !== 200) throw new Error(`code refused: ${res.status}`);
    return /__Host-staff_session=[^;]+/.exec(res.headers.get('set-cookie') ?? '')?.[0] ?? '';
  }

  /** A full sign-in of `tresen` with the app's current code (a fresh step each time). */
  async function signInWithCode(): Promise<string> {
    later(31);
    const res = await verify((await password()).challenge, totpCode(secret, clock));
    if (res.status !== 200) throw new Error(`code refused: ${res.status}`);
    return /__Host-staff_session=[^;]+/.exec(res.headers.get('set-cookie') ?? '')?.[0] ?? '';
  }
});
