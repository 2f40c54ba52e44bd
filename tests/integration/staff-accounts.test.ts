import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Api } from '../../src/server/app';
import { currentGuestContact, currentMailAddresses } from '../../src/server/mail/addresses';
import { composeOutboxMail } from '../../src/server/mail/outbox-mails';
import { testApi } from '../helpers/api';
import { createMigrated, databaseFactories, pinDatabaseClock, type TestDatabase } from '../helpers/databases';
import { createStaffAccount, signIn, staffHeaders, testAdmin } from '../helpers/staff';

const now = new Date('2026-11-21T12:00:00Z');
const friday = '2026-11-27';

describe.each(databaseFactories)('staff accounts in the browser on $kind', (factory) => {
  let test: TestDatabase;
  let api: Api;
  let owner: string;
  let clock = now;

  const send = (cookie: string | undefined, method: string, path: string, body?: unknown) =>
    api.request(path, {
      method,
      headers: staffHeaders(cookie),
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
  /** The newest staff mail in the outbox: its subject, link and the link's secret. */
  const lastStaffMail = async () => {
    const row = await test.db.kysely
      .selectFrom('mail_outbox')
      .select(['kind', 'payload', 'created_at'])
      .where('kind', 'in', ['staff-invitation', 'staff-password-reset'])
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const mail = await composeOutboxMail(row.kind, row.payload, {
      mail: await currentMailAddresses(test.db.kysely, {}),
      contact: await currentGuestContact(test.db.kysely),
      siteUrl: 'http://localhost:4321',
      queuedAt: row.created_at,
      reservationHours: 'Fr-Mo 19:30-00:00',
    });
    const link = /http:\/\/localhost:4321\/admin\/einladung#([0-9a-f]{48})/.exec(mail.html ?? '');
    return { kind: row.kind, subject: mail.subject, to: mail.to, text: mail.text ?? '', token: link?.[1] ?? '' };
  };
  const invite = (body: Record<string, unknown>) => send(owner, 'POST', '/api/admin/staff', body);

  beforeAll(async () => {
    test = await createMigrated(factory);
    api = testApi(test.db, { now: () => clock });
    await createStaffAccount(test.db);
    owner = await signIn(api);
  });
  afterAll(() => test.dispose());

  it('invites a service account whose holder sets a password once from the link, then signs in', async () => {
    const res = await invite({ email: 'Siobhan@Example.org', username: 'siobhan', role: 'staff' });
    expect(res.status).toBe(201);
    const { account } = (await res.json()) as { account: Record<string, unknown> };
    expect(account).toMatchObject({
      email: 'siobhan@example.org',
      username: 'siobhan',
      role: 'staff',
      active: true,
      twoFactor: false,
      invited: true,
      lastSignInAt: null,
    });
    const mail = await lastStaffMail();
    expect(mail.subject).toBe('Einladung in den Mitarbeiterbereich');
    expect(mail.to).toEqual(['siobhan@example.org']);
    expect(mail.text).toContain('Rolle „Service“');

    // No sign-in before a password exists.
    await expect(signIn(api, 'siobhan', 'irgendein-passwort')).rejects.toThrow(/401/);
    const set = (password: string, token = mail.token) =>
      send(undefined, 'POST', '/api/auth/invitation', { token, password });
    const short = await set('kurz');
    expect(short.status).toBe(422);
    expect(await short.json()).toMatchObject({ error: 'Das Passwort muss mindestens 12 Zeichen lang sein.' });
    const common = await set('qwerty123456');
    expect(common.status).toBe(422);
    expect(((await common.json()) as { error: string }).error).toMatch(/häufigsten/);
    expect((await set('siobhan@example.org')).status).toBe(422);
    expect((await set('Guinness-am-Tresen-7')).status).toBe(200);
    // Usable once.
    const again = await set('Guinness-am-Tresen-8');
    expect(again.status).toBe(410);
    expect(await again.json()).toMatchObject({ error: expect.stringMatching(/^Dieser Link ist ungültig/) });
    await signIn(api, 'siobhan', 'Guinness-am-Tresen-7');

    const list = (await (await send(owner, 'GET', '/api/admin/staff')).json()) as {
      accounts: { username: string; invited: boolean; lastSignInAt: string | null }[];
    };
    expect(list.accounts.find((a) => a.username === 'siobhan')).toMatchObject({
      invited: false,
      lastSignInAt: now.toISOString(),
    });
  });

  it('refuses taken names and bad input with German messages and changes nothing', async () => {
    const before = await test.db.kysely.selectFrom('staff_accounts').select('id').execute();
    const taken = await invite({ email: 'siobhan@example.org', username: 'neu', role: 'staff' });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject({
      error: 'Diese E-Mail-Adresse oder dieser Benutzername ist schon vergeben.',
    });
    expect((await invite({ email: 'x@example.org', username: 'X Y', role: 'staff' })).status).toBe(422);
    expect((await invite({ email: 'x@example.org', username: 'xy', role: 'chef' })).status).toBe(422);
    expect(await test.db.kysely.selectFrom('staff_accounts').select('id').execute()).toHaveLength(before.length);
  });

  it('an invitation link ends after 48 hours', async () => {
    await invite({ email: 'spaet@example.org', username: 'spaet', role: 'editor' });
    const { token } = await lastStaffMail();
    clock = new Date(now.getTime() + 48 * 3600_000);
    try {
      expect(
        (await send(undefined, 'POST', '/api/auth/invitation', { token, password: 'Spaet-aber-sicher-1' })).status,
      ).toBe(410);
    } finally {
      clock = now;
    }
  });

  it('keeps one active owner: 409 for demoting or deactivating the last one', async () => {
    const { accounts } = (await (await send(owner, 'GET', '/api/admin/staff')).json()) as {
      accounts: { id: string; username: string }[];
    };
    const admin = accounts.find((a) => a.username === 'admin')?.id;
    for (const change of [{ role: 'staff' }, { active: false }]) {
      const res = await send(owner, 'PATCH', `/api/admin/staff/${admin}`, change);
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({ error: 'Es muss mindestens eine Inhaberin oder ein Inhaber aktiv bleiben.' });
    }
    const row = await test.db.kysely
      .selectFrom('staff_accounts')
      .select(['role', 'active'])
      .where('id', '=', admin as string)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ role: 'admin', active: true });
  });

  it('two owners demoting each other at once leave one of them owner', async () => {
    await createStaffAccount(test.db, {
      email: 'zweite@example.org',
      username: 'zweite',
      password: testAdmin.password,
    });
    const second = await signIn(api, 'zweite', testAdmin.password);
    const { accounts } = (await (await send(owner, 'GET', '/api/admin/staff')).json()) as {
      accounts: { id: string; username: string }[];
    };
    const idOf = (name: string) => accounts.find((a) => a.username === name)?.id;
    const answers = await Promise.all([
      send(owner, 'PATCH', `/api/admin/staff/${idOf('zweite')}`, { role: 'staff' }),
      send(second, 'PATCH', `/api/admin/staff/${idOf('admin')}`, { role: 'staff' }),
    ]);
    const owners = await test.db.kysely
      .selectFrom('staff_accounts')
      .select('username')
      .where('role', '=', 'admin')
      .execute();
    expect(owners.length).toBeGreaterThanOrEqual(1);
    expect(answers.map((r) => r.status).sort()).toContain(200);
    // Whoever lost owning, the owner left restores the other for the next tests.
    const left = await signIn(api, owners[0]?.username, testAdmin.password);
    for (const name of ['admin', 'zweite'])
      await send(left, 'PATCH', `/api/admin/staff/${idOf(name)}`, { role: 'admin' });
    owner = await signIn(api);
  });

  it('deactivating ends the sessions at once and refuses sign-in; reactivating and a reset link restore access', async () => {
    const cookie = await signIn(api, 'siobhan', 'Guinness-am-Tresen-7');
    expect((await send(cookie, 'GET', `/api/admin/reservations?date=${friday}`)).status).toBe(200);
    const { accounts } = (await (await send(owner, 'GET', '/api/admin/staff')).json()) as {
      accounts: { id: string; username: string }[];
    };
    const id = accounts.find((a) => a.username === 'siobhan')?.id;
    const off = await send(owner, 'PATCH', `/api/admin/staff/${id}`, { active: false });
    expect(off.status).toBe(200);
    expect(await off.json()).toMatchObject({ account: { active: false } });
    expect((await send(cookie, 'GET', `/api/admin/reservations?date=${friday}`)).status).toBe(401);
    await expect(signIn(api, 'siobhan', 'Guinness-am-Tresen-7')).rejects.toThrow(/401/);
    expect((await send(owner, 'POST', `/api/admin/staff/${id}/reset`)).status).toBe(409);

    expect((await send(owner, 'PATCH', `/api/admin/staff/${id}`, { active: true })).status).toBe(200);
    expect((await send(owner, 'POST', `/api/admin/staff/${id}/reset`)).status).toBe(200);
    const mail = await lastStaffMail();
    expect(mail.subject).toBe('Neues Passwort für den Mitarbeiterbereich');
    expect(
      (
        await send(undefined, 'POST', '/api/auth/invitation', {
          token: mail.token,
          password: 'Neues-Passwort-am-Tresen',
        })
      ).status,
    ).toBe(200);
    await signIn(api, 'siobhan', 'Neues-Passwort-am-Tresen');
  });

  it('the own account: change the password with the current one, list the sessions, end them all', async () => {
    const first = await signIn(api, 'siobhan', 'Neues-Passwort-am-Tresen');
    const second = await signIn(api, 'siobhan', 'Neues-Passwort-am-Tresen');
    const wrong = await send(second, 'POST', '/api/auth/account/password', {
      currentPassword: 'falsch',
      newPassword: 'Noch-ein-Passwort-1',
    });
    expect(wrong.status).toBe(422);
    expect(await wrong.json()).toMatchObject({ error: 'Das bisherige Passwort stimmt nicht.' });
    const changed = await send(second, 'POST', '/api/auth/account/password', {
      currentPassword: 'Neues-Passwort-am-Tresen',
      newPassword: 'Noch-ein-Passwort-1',
    });
    expect(changed.status).toBe(200);
    // The other browser is signed out, this one stays.
    expect((await send(first, 'GET', '/api/auth/session')).status).toBe(401);
    const third = await signIn(api, 'siobhan', 'Noch-ein-Passwort-1');
    const mine = (await (await send(second, 'GET', '/api/auth/account')).json()) as {
      sessions: { current: boolean }[];
    };
    expect(mine.sessions).toHaveLength(2);
    expect(mine.sessions.filter((s) => s.current)).toHaveLength(1);
    expect((await send(second, 'POST', '/api/auth/account/sessions/end')).status).toBe(200);
    for (const cookie of [second, third]) expect((await send(cookie, 'GET', '/api/auth/session')).status).toBe(401);
  });

  it('the log names the account, the action, the booking id and date and the changed fields; no guest data', async () => {
    await pinDatabaseClock(test.db, now);
    const staff = await signIn(api, 'siobhan', 'Noch-ein-Passwort-1');
    const made = await send(staff, 'POST', '/api/admin/reservations', {
      date: friday,
      startTime: '20:00',
      source: 'telefon',
      tableIds: [1],
      guestCount: 2,
      customerName: 'Aoife Gast',
      customerPhone: '0171 5555555',
      customerEmail: 'aoife@example.ie',
    });
    expect(made.status).toBe(201);
    const { reservation } = (await made.json()) as { reservation: { id: string } };
    expect(
      (await send(staff, 'PATCH', `/api/admin/reservations/${reservation.id}`, { specialRequests: 'Fensterplatz' }))
        .status,
    ).toBe(200);
    expect((await send(staff, 'GET', '/api/admin/audit?date=2026-11-21')).status).toBe(403);

    const res = await send(owner, 'GET', '/api/admin/audit?date=2026-11-21&actor=siobhan&action=reservation');
    expect(res.status).toBe(200);
    const { entries } = (await res.json()) as { entries: Record<string, unknown>[] };
    expect(entries).toEqual([
      expect.objectContaining({
        actor: 'siobhan',
        action: 'reservation.changed',
        target: { type: 'reservation', id: reservation.id, date: friday },
        fields: ['special_requests'],
      }),
      expect.objectContaining({
        actor: 'siobhan',
        action: 'reservation.created',
        target: { type: 'reservation', id: reservation.id, date: friday },
        mails: expect.arrayContaining(['reservation-confirmation']),
      }),
    ]);
    const all = JSON.stringify((await (await send(owner, 'GET', '/api/admin/audit?date=2026-11-21')).json()) as object);
    for (const secret of ['Aoife', 'aoife@example.ie', '5555555', 'Fensterplatz']) expect(all).not.toContain(secret);
    expect(all).toContain('account.invited');
    // Another day holds none of it.
    const other = (await (await send(owner, 'GET', '/api/admin/audit?date=2026-11-20')).json()) as {
      entries: unknown[];
    };
    expect(other.entries).toEqual([]);
  });

  it('keeps the log 90 days', async () => {
    const { rows } = await test.db.kysely
      .selectFrom('staff_audit_log')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .execute()
      .then((r) => ({ rows: r }));
    expect(Number(rows[0]?.n)).toBeGreaterThan(0);
    const purge = (at: Date) => test.db.exec(`select private.purge_staff_records('${at.toISOString()}'::timestamptz)`);
    await purge(new Date(now.getTime() + 89 * 86_400_000));
    const kept = await test.db.kysely.selectFrom('staff_audit_log').select('id').execute();
    expect(kept.length).toBeGreaterThan(0);
    await purge(new Date(now.getTime() + 91 * 86_400_000));
    expect(await test.db.kysely.selectFrom('staff_audit_log').select('id').execute()).toEqual([]);
  });
});
