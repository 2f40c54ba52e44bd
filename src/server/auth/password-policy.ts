import { accountMessages } from '../../domain/auth/accounts';

let common: Promise<Set<string>> | undefined;

/**
 * The 49,000 commonest passwords of zxcvbn-ts's list, lower case. Loaded on the first new password
 * (the list is 380 kB), not at start.
 */
function commonPasswords(): Promise<Set<string>> {
  common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].map((p) => p.toLowerCase())),
  );
  return common;
}

/**
 * Why a new password (already at least 12 characters, domain/auth/login.ts) is refused, or
 * undefined: one of the commonest passwords (ignoring case), or the account's own user name or
 * e-mail address.
 */
export async function weakPasswordReason(
  password: string,
  account: { username: string; email: string },
): Promise<string | undefined> {
  const lower = password.trim().toLowerCase();
  if (lower === account.username || lower === account.email || lower === account.email.split('@')[0]) {
    return accountMessages.personalPassword;
  }
  if ((await commonPasswords()).has(lower)) return accountMessages.commonPassword;
  return undefined;
}
