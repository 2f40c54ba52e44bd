import { createElement } from 'react';
import { invitationPath } from '../../domain/auth/accounts';
import { roleLabel, staffRoles } from '../../domain/auth/session';
import { shortGermanDateTime } from '../../domain/calendar';
import { secretLink } from '../../domain/link-secret';
import { z } from '../../domain/zod';
import type { ComposeContext } from './compose-context';
import type { MailMessage } from './mailer';
import { renderMail } from './render';
import { StaffLinkMail } from './templates/StaffLinkMail';

/** What the API writes into an invitation's or a reset's payload (src/server/auth/links.ts). */
export const staffLinkPayload = z.object({
  email: z.string(),
  username: z.string(),
  role: z.enum(staffRoles),
  token: z.string(),
  expiresAt: z.string(),
  sentBy: z.string(),
});
export type StaffLinkPayload = z.infer<typeof staffLinkPayload>;

/** 'Einladung in den Mitarbeiterbereich' or 'Neues Passwort für den Mitarbeiterbereich' (docs/mails.md#staff-invitation). */
export async function composeStaffMail(
  kind: 'staff-invitation' | 'staff-password-reset',
  payload: unknown,
  ctx: Pick<ComposeContext, 'mail' | 'siteUrl'>,
): Promise<MailMessage> {
  const p = staffLinkPayload.parse(payload);
  const purpose = kind === 'staff-invitation' ? 'invitation' : 'reset';
  const bodies = await renderMail(
    createElement(StaffLinkMail, {
      purpose,
      username: p.username,
      role: roleLabel[p.role],
      sentBy: p.sentBy,
      validUntil: `${shortGermanDateTime(new Date(p.expiresAt))} Uhr`,
      link: secretLink(ctx.siteUrl, invitationPath, p.token),
      site: 'Rappen & Irish Pub',
    }),
  );
  return {
    from: ctx.mail.from,
    to: [p.email],
    subject:
      purpose === 'invitation' ? 'Einladung in den Mitarbeiterbereich' : 'Neues Passwort für den Mitarbeiterbereich',
    ...bodies,
  };
}
