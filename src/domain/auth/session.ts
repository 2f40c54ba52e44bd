/** A staff session ends 4 hours after sign-in, whatever happens in between (docs/roles.md#sessions). */
export const sessionDurationMs = 4 * 60 * 60 * 1000;
/**
 * …and after 30 minutes without a request. `private.purge_ended_staff_sessions` deletes such
 * sessions with the same 30 minutes (tests/integration/staff-session-idle.test.ts holds them equal).
 */
export const sessionIdleMs = 30 * 60 * 1000;
/** How often a session's last request is written down: once a minute at most, not on every request. */
export const sessionTouchMs = 60 * 1000;

export function sessionExpiry(signedInAt: Date): Date {
  return new Date(signedInAt.getTime() + sessionDurationMs);
}

export function isSessionLive(expiresAt: Date, now: Date): boolean {
  return now.getTime() < expiresAt.getTime();
}

/**
 * Whether a session may be used at `now`: `expired` from 4 hours after sign-in, `idle` from 30
 * minutes after its last request (the sign-in screen then says why), otherwise `live`.
 */
export function sessionState(session: { expiresAt: Date; lastSeenAt: Date }, now: Date): 'live' | 'idle' | 'expired' {
  if (!isSessionLive(session.expiresAt, now)) return 'expired';
  if (now.getTime() - session.lastSeenAt.getTime() >= sessionIdleMs) return 'idle';
  return 'live';
}

/** Whether a live session's last request should be written down now (see {@link sessionTouchMs}). */
export function needsTouch(lastSeenAt: Date, now: Date): boolean {
  return now.getTime() - lastSeenAt.getTime() >= sessionTouchMs;
}

/**
 * The roles of a staff account (docs/roles.md#roles): `admin` may do everything; `staff` runs the
 * evening; `editor` edits the content and sees no guest data.
 */
export const staffRoles = ['admin', 'staff', 'editor'] as const;
export type StaffRole = (typeof staffRoles)[number];

/** The roles' German names. */
export const roleLabel: Record<StaffRole, string> = { admin: 'Inhaber/in', staff: 'Service', editor: 'Redaktion' };

/** The roles that run the evening: the day view, bookings, waitlist, quiz, order list. */
export const eveningRoles: readonly StaffRole[] = ['admin', 'staff'];

/** The roles that edit the site's content and publish it (docs/publishing.md). */
export const contentRoles: readonly StaffRole[] = ['admin', 'editor'];

/** The owner's own: settings, the week, the plan, deleting bookings. */
export const ownerRoles: readonly StaffRole[] = ['admin'];

/** Who is signed in, as the API reports it to the staff widgets. */
export interface StaffIdentity {
  id: string;
  email: string;
  username: string;
  role: StaffRole;
}
