import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Api } from '../../src/server/app';
import { totpCode } from '../../src/server/auth/totp';
import { testApi } from '../helpers/api';
import { createMigrated, databaseFactories, type TestDatabase } from '../helpers/databases';
import { createStaffAccount, signIn, staffHeaders } from '../helpers/staff';
import { twoFactorSteps } from '../helpers/two-factor';

/**
 * Guessing a second factor (docs/roles.md#two-factor): the run of wrong codes, its mail and its
 * lock, and a known device at the code step (docs/roles.md#known-devices).
 */
describe.each(databaseFactories)('guessing two-factor codes on $kind', (factory) => {
  let test: TestDatabase;
  let api: Api;
  let clock = new Date('2026-11-21T12:00:00Z');
  let app = '';
  const nacht = {
    email: 'nacht@example.org',
    username: 'nacht',
    password: 'Nacht-Passwort-123',
    role: 'staff' as const,
  };
  const { send, verify, notices, oathtool, password } = twoFactorSteps(
    () => api,
    () => test.db,
    () => clock,
  );
  const later = (seconds: number) => {
    clock = new Date(clock.getTime() + seconds * 1000);
  };

  beforeAll(async () => {
    test = await createMigrated(factory);
    api = testApi(test.db, { now: () => clock });
    await createStaffAccount(test.db);
    await createStaffAccount(test.db, nacht);
    const mine = await signIn(api, nacht.username, nacht.password);
    app = ((await (await send(mine, 'POST', '/api/auth/account/two-factor/setup')).json()) as { secret: string })
      .secret;
    const on = { code: oathtool(app), password: nacht.password };
    if ((await send(mine, 'POST', '/api/auth/account/two-factor/enable', on)).status !== 200) throw new Error('not on');
  });
  afterAll(() => test.dispose());

  it('mails the account after 10 wrong codes in a row, and after 50 stops its sign-in until a reset link sets a new password', async () => {
    const before = (await notices()).length;
    const subjects = async () => (await notices(before)).map((m) => m.subject);
    let challenge: string | undefined;
    let typed = 0;
    /** A code none of the app's three accepted steps shows now. */
    const wrong = () => {
      const near = [-30, 0, 30].map((s) => totpCode(app, new Date(clock.getTime() + s * 1000)));
      return ['000000', '111111', '222222'].find((c) => !near.includes(c)) as string;
    };
    /** `n` wrong codes: a password step every 5 codes, a new 15-minute window every 10. */
    const wrongCodes = async (n: number) => {
      const answers: number[] = [];
      for (let i = 0; i < n; i++, typed++) {
        if (typed % 10 === 0) later(31 * 60);
        if (typed % 5 === 0) challenge = (await password(nacht)).challenge;
        answers.push((await verify(challenge, wrong())).status);
      }
      return answers;
    };
    const rightCode = async () => {
      later(31);
      typed = 0;
      return (await verify((await password(nacht)).challenge, totpCode(app, clock))).status;
    };

    expect(await wrongCodes(9)).toEqual(Array(9).fill(401));
    expect(await subjects()).toEqual([]);
    expect(await rightCode()).toBe(200);
    // A right code started the run again: 49 more are not 50 in a row, and mail once, at the tenth.
    expect(await wrongCodes(49)).toEqual(Array(49).fill(401));
    expect(await subjects()).toEqual(['Falsche Bestätigungscodes bei Ihrer Anmeldung']);
    const [warning] = await notices(before);
    expect(warning?.to).toEqual([nacht.email]);
    expect(warning?.text).toContain('das richtige Passwort, aber ein falscher Bestätigungscode');
    expect(await rightCode()).toBe(200);

    const run = await wrongCodes(50);
    expect(run.slice(0, 49)).toEqual(Array(49).fill(401));
    expect(run[49]).toBe(423);
    expect(await subjects()).toEqual([
      'Falsche Bestätigungscodes bei Ihrer Anmeldung',
      'Falsche Bestätigungscodes bei Ihrer Anmeldung',
      'Anmeldung mit Ihrem Konto gesperrt',
    ]);
    // The right password gets no further, nor the right code; a wrong password learns nothing new.
    const locked = (await password(nacht)).res;
    expect(locked.status).toBe(423);
    expect(await locked.json()).toEqual({
      error:
        'Die Anmeldung mit diesem Konto ist gesperrt, weil zu oft ein falscher Bestätigungscode eingegeben wurde. Bitte lassen Sie sich von der Inhaberin oder dem Inhaber einen Link für ein neues Passwort senden.',
    });
    expect((await verify(challenge, totpCode(app, clock))).status).toBe(401);
    expect((await password({ ...nacht, password: 'falsch-falsch' })).res.status).toBe(401);

    // The owner's 'Team' shows it; a password set from the reset link lifts it.
    const owner = await signIn(api);
    const team = async () =>
      (
        (await (await send(owner, 'GET', '/api/admin/staff')).json()) as {
          accounts: { id: string; username: string; codesLocked: boolean }[];
        }
      ).accounts.find((a) => a.username === 'nacht');
    expect(await team()).toMatchObject({ codesLocked: true });
    expect((await send(owner, 'POST', `/api/admin/staff/${(await team())?.id}/reset`)).status).toBe(200);
    const link = await test.db.kysely
      .selectFrom('mail_outbox')
      .select('payload')
      .where('kind', '=', 'staff-password-reset')
      .executeTakeFirstOrThrow();
    nacht.password = 'Nacht-Passwort-neu-456';
    const token = (link.payload as { token: string }).token;
    expect((await send(undefined, 'POST', '/api/auth/invitation', { token, password: nacht.password })).status).toBe(
      200,
    );
    expect(await team()).toMatchObject({ codesLocked: false });
    later(31);
    const back = await verify((await password(nacht)).challenge, totpCode(app, clock));
    expect(back.status).toBe(200);
  });

  it('lets a known device past a refused address at the code step too', async () => {
    const post = (path: string, body: object, ip: string, cookie?: string) =>
      api.request(path, {
        method: 'POST',
        headers: { ...staffHeaders(cookie), 'x-forwarded-for': ip },
        body: JSON.stringify(body),
      });
    const cookieOf = (res: Response, name: string) =>
      res.headers
        .getSetCookie()
        .find((c) => c.startsWith(`__Host-${name}=`))
        ?.split(';')[0] ?? '';
    const owner = { identifier: nacht.username, password: nacht.password };
    const code = () => ({ code: totpCode(app, clock) });
    later(31);
    const step = await post('/api/auth/login', owner, '192.0.2.60');
    const done = await post('/api/auth/login/verify', code(), '192.0.2.60', cookieOf(step, 'staff_2fa'));
    expect(done.status).toBe(200);
    const device = cookieOf(done, 'staff_device');
    expect(device).toMatch(/^__Host-staff_device=/);
    for (let i = 0; i < 20; i++) await post('/api/auth/login', { identifier: `name${i}`, password: 'x' }, '192.0.2.61');
    later(31);
    const known = await post('/api/auth/login', owner, '192.0.2.61', device);
    expect(known.status).toBe(200);
    const both = `${device}; ${cookieOf(known, 'staff_2fa')}`;
    expect((await post('/api/auth/login/verify', code(), '192.0.2.61', both)).status).toBe(200);
    // Without the device cookie that address is refused at the code step.
    later(31);
    const elsewhere = cookieOf(await post('/api/auth/login', owner, '192.0.2.62'), 'staff_2fa');
    expect((await post('/api/auth/login/verify', code(), '192.0.2.61', elsewhere)).status).toBe(429);
  });
});
