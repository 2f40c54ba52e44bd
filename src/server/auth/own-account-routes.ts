import {
  accountMessages,
  codeRequest,
  passwordChange,
  passwordConfirm,
  twoFactorEnable,
} from '../../domain/auth/accounts';
import type { ApiDeps } from '../deps';
import { ApiError } from '../errors';
import { staffApp } from '../http/staff';
import { validate } from '../http/validate';
import { accountById, recordAccountAction, twoFactorRoles } from './account-queries';
import { clearSessionCookie } from './cookie';
import { queueAccountNotice } from './notices';
import { hashPassword, verifyPassword } from './password';
import { weakPasswordReason } from './password-policy';
import { endOtherSessions, endSessionsOf, sessionsOf, writePassword } from './queries';
import { deploymentBox } from './secret-box';
import { checkOwnCode, checkOwnPassword } from './service';
import {
  disableTwoFactor,
  enableTwoFactor,
  recoveryCodesLeft,
  renewRecoveryCodes,
  spendSecondFactor,
  startSetup,
} from './two-factor';

/**
 * The own account ('Mein Konto', docs/roles.md#own-account), open to every signed-in account, also
 * one that still has to set up two-factor sign-in; mounted at `/api/auth/account`:
 * `GET /` → `{ account, sessions, recoveryCodesLeft, twoFactorRequired }`; `POST /password`
 * `{ currentPassword, newPassword }` (the other sessions end); `POST /sessions/end` ends every
 * session, this one too; `POST /two-factor/setup` → `{ secret, uri, qrSvg }`;
 * `POST /two-factor/enable` `{ code, password }` → `{ recoveryCodes }` (shown once; the account's
 * other sessions end); `POST /two-factor/recovery-codes` `{ code }` (a current code of the app) →
 * ten new `{ recoveryCodes }`; `POST /two-factor/disable` `{ password }`. Each two-factor change
 * mails the account (docs/mails.md#staff-account-notice).
 */
const noticeKind = 'staff-account-notice';

export function ownAccountRoutes(deps: ApiDeps) {
  const box = () => deploymentBox(deps);
  const kick = () => deps.outbox?.kick();
  const passwordHashOf = async (id: string) =>
    (await deps.db.kysely.selectFrom('staff_accounts').select('password_hash').where('id', '=', id).executeTakeFirst())
      ?.password_hash ?? null;
  const checkPassword = async (id: string, password: string, field: string, message: string) => {
    const hash = await passwordHashOf(id);
    const right = await checkOwnPassword(deps, id, async () => !!hash && (await verifyPassword(password, hash)));
    if (!right) throw new ApiError(422, message, { [field]: message });
  };
  return staffApp(deps)
    .get('/', async (c) => {
      const staff = c.get('staff');
      const current = c.get('sessionId');
      const sessions = await sessionsOf(deps.db, staff.id);
      const account = await accountById(deps.db.kysely, staff.id);
      return c.json({
        account,
        sessions: sessions.map((s) => ({
          id: s.id,
          createdAt: s.createdAt.toISOString(),
          lastSeenAt: s.lastSeenAt.toISOString(),
          expiresAt: s.expiresAt.toISOString(),
          current: s.id === current,
        })),
        recoveryCodesLeft: account.twoFactor ? await recoveryCodesLeft(deps.db.kysely, staff.id) : 0,
        twoFactorRequired: (await twoFactorRoles(deps.db.kysely)).includes(staff.role),
      });
    })
    .post('/password', validate('json', passwordChange), async (c) => {
      const staff = c.get('staff');
      const { currentPassword, newPassword } = c.req.valid('json');
      await checkPassword(staff.id, currentPassword, 'currentPassword', accountMessages.wrongCurrentPassword);
      const weak = await weakPasswordReason(newPassword, staff);
      if (weak) throw new ApiError(422, weak, { newPassword: weak });
      const hash = await hashPassword(newPassword);
      await deps.db.kysely.transaction().execute(async (tx) => {
        await writePassword(tx, staff.id, hash, deps.now(), c.get('sessionId'));
        await recordAccountAction(tx, staff, 'account.password-changed', staff.id, ['password']);
      });
      return c.json({ ok: true });
    })
    .post('/sessions/end', async (c) => {
      const staff = c.get('staff');
      await recordAccountAction(deps.db.kysely, staff, 'account.sessions-ended', staff.id);
      const ended = await endSessionsOf(deps.db, staff.id);
      clearSessionCookie(c);
      return c.json({ ended });
    })
    .post('/two-factor/setup', async (c) => c.json(await startSetup(deps.db.kysely, box(), c.get('staff'), deps.now())))
    .post('/two-factor/enable', validate('json', twoFactorEnable), async (c) => {
      const staff = c.get('staff');
      const { code, password } = c.req.valid('json');
      // A stolen session alone must not bind another phone and take the recovery codes.
      await checkPassword(staff.id, password, 'password', accountMessages.wrongPassword);
      const recoveryCodes = await deps.db.kysely.transaction().execute(async (tx) => {
        const codes = await enableTwoFactor(tx, box(), staff.id, code, deps.now());
        // Sessions opened before it was on, perhaps not by the holder, end; this browser proved both factors.
        await endOtherSessions(tx, staff.id, c.get('sessionId'));
        await queueAccountNotice(tx, staff, 'two-factor-on', deps.now());
        await recordAccountAction(tx, staff, 'account.two-factor-on', staff.id, ['twoFactor'], [noticeKind]);
        return codes;
      });
      kick();
      return c.json({ recoveryCodes });
    })
    .post('/two-factor/recovery-codes', validate('json', codeRequest), async (c) => {
      const staff = c.get('staff');
      const { code } = c.req.valid('json');
      const proven = await checkOwnCode(
        deps,
        staff.id,
        async () =>
          /^\d{6}$/.test(code) && (await spendSecondFactor(deps.db.kysely, box(), staff.id, code, deps.now())),
      );
      const recoveryCodes = await deps.db.kysely.transaction().execute(async (tx) => {
        const codes = await renewRecoveryCodes(tx, staff.id, proven);
        await queueAccountNotice(tx, staff, 'recovery-codes', deps.now());
        await recordAccountAction(tx, staff, 'account.recovery-codes', staff.id, ['twoFactor'], [noticeKind]);
        return codes;
      });
      kick();
      return c.json({ recoveryCodes });
    })
    .post('/two-factor/disable', validate('json', passwordConfirm), async (c) => {
      const staff = c.get('staff');
      await checkPassword(staff.id, c.req.valid('json').password, 'password', accountMessages.wrongPassword);
      if ((await twoFactorRoles(deps.db.kysely)).includes(staff.role)) {
        throw new ApiError(409, accountMessages.twoFactorKept);
      }
      await deps.db.kysely.transaction().execute(async (tx) => {
        await disableTwoFactor(tx, staff.id);
        await queueAccountNotice(tx, staff, 'two-factor-off', deps.now());
        await recordAccountAction(tx, staff, 'account.two-factor-off', staff.id, ['twoFactor'], [noticeKind]);
      });
      kick();
      return c.json({ ok: true });
    });
}
