import type { StaffIdentity } from '../../../src/domain/auth/session';
import { ApiFailure, client, reportSignedOut, request } from '../../shared/api/client';

/** Who is signed in and until when, as `/api/auth/session` and `/api/auth/login` answer. */
export interface SessionInfo {
  staff: StaffIdentity;
  expiresAt: string;
  /** The role must use two-factor sign-in and the account has not set it up yet. */
  twoFactorMissing?: boolean;
}

/** The password step's answer: a session, or the request for the code ('Bestätigungscode'). */
export type LoginStep = SessionInfo | { twoFactorRequired: true };

/** The staff session calls of the API (docs/roles.md). */
export const auth = {
  session: (): Promise<SessionInfo> => request(client.api.auth.session.$get()),
  login: (identifier: string, password: string): Promise<LoginStep> =>
    request(client.api.auth.login.$post({ json: { identifier, password } })),
  verify: (code: string): Promise<SessionInfo> => request(client.api.auth.login.verify.$post({ json: { code } })),
  logout: () => request(client.api.auth.logout.$post()),
};

/**
 * A staff stream's answer to a refusal (`useLiveChanges`' `refused`): a 401 shows the login screen
 * with its reason and leaves the stream shut; anything else (the database restarting) opens it again.
 */
export async function streamMayReopen(): Promise<boolean> {
  try {
    await auth.session();
  } catch (error) {
    if (error instanceof ApiFailure && error.status === 401) {
      reportSignedOut(error.message);
      return false;
    }
  }
  return true;
}
