/** A staff session ends 4 hours after sign-in, whatever happens in between (docs/roles.md#sessions). */
export const sessionDurationMs = 4 * 60 * 60 * 1000;

export function sessionExpiry(signedInAt: Date): Date {
  return new Date(signedInAt.getTime() + sessionDurationMs);
}

export function isSessionLive(expiresAt: Date, now: Date): boolean {
  return now.getTime() < expiresAt.getTime();
}

export const staffRoles = ['admin', 'staff'] as const;
export type StaffRole = (typeof staffRoles)[number];

/** Who is signed in, as the API reports it to the staff widgets. */
export interface StaffIdentity {
  id: string;
  email: string;
  username: string;
  role: StaffRole;
}
