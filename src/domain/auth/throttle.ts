/**
 * Sign-in throttling. An address that keeps failing is refused for a while; an account is never
 * refused, only slowed: after a few failures each further attempt for it waits, the wait doubling
 * per failure up to 30 seconds. So an attacker cannot lock the real admin out by failing on
 * purpose: the admin, signing in from another address, waits at most 30 seconds.
 */
export const throttleWindowMs = 15 * 60 * 1000;
export const maxFailuresPerAddress = 20;
/** Failures of one account (in the window) that cost no wait yet. */
export const freeFailuresPerAccount = 3;
export const maxAccountDelayMs = 30_000;

/**
 * Wrong two-factor codes of one account in a row (after its right password, from any address): at
 * the first number the account is mailed, at the second its sign-in stops until a new password is
 * set from a reset link. A right code starts the run again.
 */
export const wrongCodesMailed = 10;
export const wrongCodesLocked = 50;

/** Whether an address with this many failures in the window is refused. */
export function isAddressBlocked(failures: number): boolean {
  return failures >= maxFailuresPerAddress;
}

/** How long an attempt for an account with this many failures in the window waits: 0, 1 s, 2 s, 4 s … 30 s. */
export function accountDelayMs(failures: number): number {
  const beyond = Math.floor(failures) - freeFailuresPerAccount;
  if (beyond < 0) return 0;
  return Math.min(maxAccountDelayMs, 1000 * 2 ** beyond);
}
