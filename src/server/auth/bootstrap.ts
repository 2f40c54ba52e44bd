import { houseInbox } from '../../domain/auth/accounts';
import { isValidEmail } from '../../domain/auth/identifier';
import { newPassword } from '../../domain/auth/login';
import type { AppDatabase } from '../db/database';
import { generatePassword, hashPassword } from './password';
import { hasAdmin, insertAccount } from './queries';

export interface FirstAdminEnv {
  ADMIN_EMAIL?: string | undefined;
  ADMIN_PASSWORD?: string | undefined;
}

export type FirstAdminResult =
  | { kind: 'exists' }
  | { kind: 'created'; email: string; username: 'admin'; generatedPassword?: string }
  | { kind: 'missing'; reason: string };

/** The e-mail of the first admin when `ADMIN_EMAIL` is not set: the house's, never one from the content. */
export const defaultAdminEmail = houseInbox;

/**
 * Creates the first admin account (user name `admin`) when there is none: from `ADMIN_EMAIL` and
 * `ADMIN_PASSWORD`; in development without a password, with a generated one the caller prints
 * once. In production it never invents a password.
 */
export async function ensureFirstAdmin(
  db: AppDatabase,
  env: FirstAdminEnv,
  { development }: { development: boolean },
): Promise<FirstAdminResult> {
  if (await hasAdmin(db)) return { kind: 'exists' };
  const email = (env.ADMIN_EMAIL || defaultAdminEmail).trim().toLowerCase();
  if (!isValidEmail(email)) return { kind: 'missing', reason: `ADMIN_EMAIL is not an e-mail address: ${email}` };
  let password = env.ADMIN_PASSWORD;
  let generated: string | undefined;
  if (!password) {
    if (!development) return { kind: 'missing', reason: 'ADMIN_PASSWORD is not set' };
    generated = generatePassword();
    password = generated;
  }
  const checked = newPassword.safeParse(password);
  if (!checked.success) return { kind: 'missing', reason: 'ADMIN_PASSWORD is shorter than 12 characters' };
  await insertAccount(db, { email, username: 'admin', role: 'admin', passwordHash: await hashPassword(password) });
  return { kind: 'created', email, username: 'admin', ...(generated && { generatedPassword: generated }) };
}

/** The lines `npm run db:migrate` prints about signing in. */
export function describeFirstAdmin(result: FirstAdminResult, env: FirstAdminEnv, development: boolean): string[] {
  switch (result.kind) {
    case 'created':
      return result.generatedPassword
        ? [
            `Staff sign-in created: user "admin" (${result.email}), password ${result.generatedPassword}`,
            'This development password is shown only now; set ADMIN_PASSWORD or run',
            '`npm run staff -- reset-password admin` to choose another.',
          ]
        : [`Staff sign-in created: user "admin" (${result.email}) with the password from ADMIN_PASSWORD.`];
    case 'exists':
      return development
        ? [
            'Staff sign-in: /admin or "Mitarbeiter-Login" in the footer, user "admin"' +
              (env.ADMIN_PASSWORD ? ' with ADMIN_PASSWORD.' : ' (password printed when it was created).'),
            'Forgot it? `npm run staff -- reset-password admin`',
          ]
        : [];
    case 'missing':
      return [
        `No admin account: ${result.reason}.`,
        'Set ADMIN_EMAIL and ADMIN_PASSWORD (at least 12 characters) and migrate again,',
        'or run `npm run staff -- add <email> <username> --role admin`.',
      ];
  }
}
