import type { AccountPatch, InviteRequest } from '../../../src/domain/auth/accounts';
import type { StaffRole } from '../../../src/domain/auth/session';
import { client, request } from '../../shared/api/client';

/** The owner's team calls (docs/roles.md#accounts). */
const staff = client.api.admin.staff;
export const team = {
  list: () => request(staff.$get()),
  invite: (body: InviteRequest) => request(staff.$post({ json: body })),
  change: (id: string, body: AccountPatch) => request(staff[':id'].$patch({ param: { id }, json: body })),
  sendLink: (id: string) => request(staff[':id'].reset.$post({ param: { id } })),
  twoFactorOff: (id: string) => request(staff[':id']['two-factor'].$delete({ param: { id } })),
  requireTwoFactor: (roles: StaffRole[]) => request(staff['two-factor'].$put({ json: { roles } })),
};
