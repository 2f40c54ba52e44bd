import type { StaffIdentity } from '../../../src/domain/auth/session';
import { client, request } from '../../shared/api/client';

/** Who is signed in and until when, as `/api/auth/session` and `/api/auth/login` answer. */
export interface SessionInfo {
  staff: StaffIdentity;
  expiresAt: string;
}

/** The staff session calls of the API (docs/roles.md). */
export const auth = {
  session: (): Promise<SessionInfo> => request(client.api.auth.session.$get()),
  login: (identifier: string, password: string): Promise<SessionInfo> =>
    request(client.api.auth.login.$post({ json: { identifier, password } })),
  logout: () => request(client.api.auth.logout.$post()),
};
