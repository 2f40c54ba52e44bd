import { client, request } from '../../shared/api/client';

/** The own account's calls (docs/roles.md#own-account). */
const account = client.api.auth.account;
export const own = {
  load: () => request(account.$get()),
  changePassword: (currentPassword: string, newPassword: string) =>
    request(account.password.$post({ json: { currentPassword, newPassword } })),
  endSessions: () => request(account.sessions.end.$post()),
  startTwoFactor: () => request(account['two-factor'].setup.$post()),
  enableTwoFactor: (code: string, password: string) =>
    request(account['two-factor'].enable.$post({ json: { code, password } })),
  renewRecoveryCodes: (code: string) => request(account['two-factor']['recovery-codes'].$post({ json: { code } })),
  disableTwoFactor: (password: string) => request(account['two-factor'].disable.$post({ json: { password } })),
};
