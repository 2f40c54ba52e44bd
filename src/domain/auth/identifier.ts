import { isEmailAddress } from '../text';

/**
 * What staff type into "user name or e-mail": an e-mail address (contains `@`) or a user name.
 * `admin` is the user name of the first admin account, so it maps to that account.
 */
export type Identifier = { kind: 'email'; email: string } | { kind: 'username'; username: string };

const usernamePattern = /^[a-z0-9._-]{2,40}$/;

/** Normalises (trim, lower case) and classifies; `undefined` when it is neither form. */
export function parseIdentifier(raw: string): Identifier | undefined {
  const value = raw.trim().toLowerCase();
  if (value.includes('@')) return isEmailAddress(value) ? { kind: 'email', email: value } : undefined;
  return usernamePattern.test(value) ? { kind: 'username', username: value } : undefined;
}

/** The key failed attempts are counted under: the same for a real and an unknown account. */
export function identifierKey(identifier: Identifier): string {
  return identifier.kind === 'email' ? identifier.email : identifier.username;
}

export function isValidUsername(value: string): boolean {
  return usernamePattern.test(value);
}

export function isValidEmail(value: string): boolean {
  return isEmailAddress(value);
}
