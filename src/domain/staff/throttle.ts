/**
 * Sign-in throttling: after too many failed attempts in the window, further attempts for that
 * account name, or from that IP address, are refused without checking the password.
 */
export const throttleWindowMs = 15 * 60 * 1000;
export const maxFailuresPerAccount = 5;
export const maxFailuresPerIp = 20;

export function isThrottled(failures: { account: number; ip: number }): boolean {
  return failures.account >= maxFailuresPerAccount || failures.ip >= maxFailuresPerIp;
}

/** Failures older than this instant no longer count. */
export function throttleWindowStart(now: Date): Date {
  return new Date(now.getTime() - throttleWindowMs);
}
