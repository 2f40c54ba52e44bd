import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '../../src/domain/auth/session';
import type { Api } from '../../src/server/app';
import { testApi } from '../helpers/api';
import { createMigrated, databaseFactories, type TestDatabase } from '../helpers/databases';
import { createStaffAccount, signIn, staffHeaders } from '../helpers/staff';

const owner: StaffRole[] = ['admin'];
const evening: StaffRole[] = ['admin', 'staff'];
const everyone: StaffRole[] = ['admin', 'staff', 'editor'];
const content: StaffRole[] = ['admin', 'editor'];
const id = '00000000-0000-4000-8000-000000000001';
const day = '2026-11-27';

/**
 * Every staff route and who may call it (docs/roles.md#roles). A request the role may not make gets
 * 403 before anything else is looked at; an allowed one gets past the role check (its answer may
 * still be 404 or 422 for these made-up ids and bodies).
 */
const routes: [method: string, path: string, allowed: StaffRole[], body?: unknown][] = [
  ['GET', '/api/auth/session', everyone],
  ['GET', '/api/admin/settings', evening],
  ['PUT', '/api/admin/settings', owner, {}],
  ['GET', '/api/admin/schedule', evening],
  ['PUT', '/api/admin/schedule', owner, {}],
  ['GET', '/api/admin/closed-dates', evening],
  ['POST', '/api/admin/closed-dates', owner, {}],
  ['DELETE', `/api/admin/closed-dates/${day}`, owner],
  ['GET', `/api/admin/reservations?date=${day}`, evening],
  ['POST', '/api/admin/reservations', evening, {}],
  ['POST', '/api/admin/reservations/walk-in', evening, {}],
  ['GET', `/api/admin/reservations/${id}`, evening],
  ['PATCH', `/api/admin/reservations/${id}`, evening, { confirmed: true }],
  ['POST', `/api/admin/reservations/${id}/cancel`, evening, {}],
  ['POST', `/api/admin/reservations/${id}/email`, evening, {}],
  ['DELETE', `/api/admin/reservations/${id}`, owner],
  ['GET', `/api/admin/waitlist?date=${day}`, evening],
  ['POST', '/api/admin/waitlist', evening, {}],
  ['POST', `/api/admin/waitlist/${id}/offer`, evening, {}],
  ['POST', `/api/admin/waitlist/${id}/take`, evening, {}],
  ['POST', `/api/admin/waitlist/${id}/email`, evening, {}],
  ['DELETE', `/api/admin/waitlist/${id}`, evening],
  ['GET', '/api/admin/hire', evening],
  ['GET', '/api/admin/hire/spaces', evening],
  ['PUT', '/api/admin/hire/spaces', owner, {}],
  ['POST', `/api/admin/hire/${id}/offer`, owner, {}],
  ['POST', `/api/admin/hire/${id}/deposit`, owner, {}],
  ['POST', `/api/admin/hire/${id}/cancel`, owner, {}],
  ['POST', `/api/admin/hire/${id}/email`, evening, {}],
  ['GET', `/api/admin/team-signups?date=${day}`, evening],
  ['POST', '/api/admin/team-signups', evening, {}],
  ['PATCH', `/api/admin/team-signups/${id}`, evening, {}],
  ['POST', `/api/admin/team-signups/${id}/email`, evening, {}],
  ['DELETE', `/api/admin/team-signups/${id}`, evening],
  ['PUT', `/api/admin/quiz-nights/${day}`, evening, {}],
  ['POST', `/api/admin/quiz-nights/${day}/screen`, evening, {}],
  ['GET', '/api/orders', evening],
  ['POST', '/api/orders', evening, {}],
  ['PATCH', `/api/orders/${id}`, evening, {}],
  ['DELETE', `/api/orders/${id}`, evening],
  ['GET', '/api/admin/plan', owner],
  ['PUT', '/api/admin/plan/draft', owner, {}],
  ['POST', '/api/admin/plan/validate', owner, {}],
  ['POST', '/api/admin/plan/deploy', owner, {}],
  ['GET', '/api/admin/plan/export?source=deployed', owner],
  ['GET', '/api/admin/figures?from=2026-11-01&to=2026-11-30', owner],
  ['GET', '/api/admin/figures.csv?from=2026-11-01&to=2026-11-30', owner],
  ['GET', '/api/admin/staff', owner],
  ['POST', '/api/admin/staff', owner, {}],
  ['PATCH', `/api/admin/staff/${id}`, owner, {}],
  ['POST', `/api/admin/staff/${id}/reset`, owner],
  ['DELETE', `/api/admin/staff/${id}/two-factor`, owner],
  ['PUT', '/api/admin/staff/two-factor', owner, {}],
  ['GET', `/api/admin/audit?date=${day}`, owner],
  ['GET', '/api/admin/status', owner],
  ['POST', `/api/admin/status/outbox/${id}/retry`, owner],
  ['GET', '/api/admin/publish', content],
  ['POST', '/api/admin/publish', content],
  ['POST', '/api/admin/publish/1/restore', content],
  ['GET', '/api/auth/account', everyone],
  ['POST', '/api/auth/account/password', everyone, {}],
  ['POST', '/api/auth/account/two-factor/setup', everyone, {}],
  ['POST', '/api/auth/account/two-factor/enable', everyone, {}],
  ['POST', '/api/auth/account/two-factor/disable', everyone, {}],
  ['POST', '/api/auth/account/two-factor/recovery-codes', everyone, {}],
  // Live streams: refused ones answer at once (allowed ones would stay open).
  ['GET', '/api/admin/reservations/events', evening],
  ['GET', '/api/admin/waitlist/events', evening],
  ['GET', '/api/admin/hire/events', evening],
  ['GET', '/api/admin/team-signups/events', evening],
  ['GET', '/api/orders/events', evening],
  // Last: it ends the account's sessions, this one's too.
  ['POST', '/api/auth/account/sessions/end', everyone, {}],
];

/** The paths under which every route is a staff route: each must be in the matrix above. */
const staffPaths = /^\/api\/(admin|orders|auth\/account|auth\/session)(\/|$)/;

describe.each(databaseFactories)('roles at every staff route on $kind', (factory) => {
  let test: TestDatabase;
  let api: Api;
  const cookies = new Map<StaffRole, string>();

  beforeAll(async () => {
    test = await createMigrated(factory);
    api = testApi(test.db, { publisher: { kick() {} } });
    for (const role of everyone) {
      const account = { email: `${role}@example.org`, username: role, password: 'richtig-geheim-1', role };
      await createStaffAccount(test.db, account);
      cookies.set(role, await signIn(api, account.username, account.password));
    }
  });
  afterAll(() => test.dispose());

  it('has every staff route of the app in its matrix, so a new one is refused or allowed on purpose', () => {
    const listed = routes.map(([method, path]) => `${method} ${path.split('?')[0]}`);
    const missing = api.routes
      .filter((r) => r.method !== 'ALL' && staffPaths.test(r.path))
      .map((r) => ({
        route: `${r.method} ${r.path}`,
        pattern: new RegExp(`^${r.method} ${r.path.replace(/:\w+/g, '[^/]+')}$`),
      }))
      .filter(({ pattern }) => !listed.some((l) => pattern.test(l)))
      .map(({ route }) => route);
    expect([...new Set(missing)]).toEqual([]);
  });

  for (const role of everyone) {
    it(`${role}: allowed or 403 'Dafür fehlt Ihrem Konto die Berechtigung.'`, async () => {
      const answers: string[] = [];
      for (const [method, path, allowed, body] of routes) {
        if (allowed.includes(role) && path.endsWith('/events')) continue;
        const res = await api.request(path, {
          method,
          headers: staffHeaders(cookies.get(role)),
          ...(body !== undefined && { body: JSON.stringify(body) }),
        });
        const refused = res.status === 403;
        const error = refused ? ((await res.json()) as { error?: string }).error : undefined;
        if (refused !== !allowed.includes(role) || res.status === 401 || res.status >= 500) {
          answers.push(`${method} ${path}: ${res.status}`);
        } else if (refused) {
          expect(error, `${method} ${path}`).toBe('Dafür fehlt Ihrem Konto die Berechtigung.');
        }
      }
      expect(answers).toEqual([]);
    });
  }
});
