import { Hono } from 'hono';
import { accountMessages, accountPatch, inviteRequest, twoFactorRolesRequest } from '../../domain/auth/accounts';
import { ownerRoles } from '../../domain/auth/session';
import { z } from '../../domain/zod';
import type { ApiDeps } from '../deps';
import { ApiError } from '../errors';
import { allowRoles, type StaffEnv } from '../http/staff';
import { validate } from '../http/validate';
import {
  accountById,
  changeAccount,
  insertInvitedAccount,
  listAccounts,
  recordAccountAction,
  setTwoFactorRoles,
  twoFactorRoles,
} from './account-queries';
import { issueLink } from './links';
import { queueAccountNotice } from './notices';
import { disableTwoFactor } from './two-factor';

const idParam = z.object({ id: z.uuid(accountMessages.notFound) });

/**
 * The owner's 'Team' (docs/roles.md#accounts), mounted at `/api/admin/staff`:
 * `GET /` → `{ accounts, twoFactorRoles }`; `POST /` `{ email, username, role }` → 201 `{ account }`
 * and the invitation mail; `PATCH /:id` `{ role?, active? }` → `{ account }` (409 when no active
 * owner would remain); `POST /:id/reset` → a password-reset mail; `DELETE /:id/two-factor` turns
 * an account's two-factor sign-in off (a lost phone; the account is mailed); `PUT /two-factor` `{ roles }` → which roles
 * must use it. Every change is written to the log.
 */
export function staffAccountRoutes(deps: ApiDeps) {
  const kick = () => deps.outbox?.kick();
  return new Hono<StaffEnv>()
    .use(allowRoles(ownerRoles))
    .get('/', async (c) =>
      c.json({ accounts: await listAccounts(deps.db.kysely), twoFactorRoles: await twoFactorRoles(deps.db.kysely) }),
    )
    .post('/', validate('json', inviteRequest), async (c) => {
      const staff = c.get('staff');
      const invite = c.req.valid('json');
      const account = await deps.db.kysely.transaction().execute(async (tx) => {
        const id = await insertInvitedAccount(tx, invite);
        await issueLink(tx, { id, ...invite }, 'invitation', staff.username, deps.now());
        await recordAccountAction(
          tx,
          staff,
          'account.invited',
          id,
          ['email', 'role', 'username'],
          ['staff-invitation'],
        );
        return accountById(tx, id);
      });
      kick();
      return c.json({ account }, 201);
    })
    .patch('/:id', validate('param', idParam), validate('json', accountPatch), async (c) => {
      const { id } = c.req.valid('param');
      const account = await deps.db.kysely.transaction().execute(async (tx) => {
        const fields = await changeAccount(tx, id, c.req.valid('json'));
        if (fields.length > 0) await recordAccountAction(tx, c.get('staff'), 'account.changed', id, fields);
        return accountById(tx, id);
      });
      return c.json({ account });
    })
    .post('/:id/reset', validate('param', idParam), async (c) => {
      const { id } = c.req.valid('param');
      const staff = c.get('staff');
      const account = await deps.db.kysely.transaction().execute(async (tx) => {
        const target = await accountById(tx, id);
        if (!target.active) throw new ApiError(409, accountMessages.inactive);
        const purpose = target.invited ? 'invitation' : 'reset';
        await issueLink(tx, target, purpose, staff.username, deps.now());
        const mail = purpose === 'invitation' ? 'staff-invitation' : 'staff-password-reset';
        await recordAccountAction(tx, staff, 'account.link-sent', id, [], [mail]);
        return target;
      });
      kick();
      return c.json({ account });
    })
    .delete('/:id/two-factor', validate('param', idParam), async (c) => {
      const { id } = c.req.valid('param');
      const account = await deps.db.kysely.transaction().execute(async (tx) => {
        const target = await accountById(tx, id);
        const owner = c.get('staff');
        await disableTwoFactor(tx, id);
        const mails = target.twoFactor ? ['staff-account-notice'] : [];
        if (target.twoFactor) await queueAccountNotice(tx, target, 'two-factor-off', deps.now(), owner.username);
        await recordAccountAction(tx, owner, 'account.two-factor-off', id, ['twoFactor'], mails);
        return accountById(tx, id);
      });
      kick();
      return c.json({ account });
    })
    .put('/two-factor', validate('json', twoFactorRolesRequest), async (c) => {
      const roles = [...new Set(c.req.valid('json').roles)];
      await deps.db.kysely.transaction().execute(async (tx) => {
        await setTwoFactorRoles(tx, roles);
        await recordAccountAction(tx, c.get('staff'), 'account.two-factor-roles', '', roles);
      });
      return c.json({ twoFactorRoles: await twoFactorRoles(deps.db.kysely) });
    });
}
