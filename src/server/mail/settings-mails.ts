import { createElement } from 'react';
import { shortGermanDateTime } from '../../domain/calendar';
import { settingsText } from '../../domain/settings/settings';
import { z } from '../../domain/zod';
import type { ComposeContext } from './compose-context';
import type { MailMessage } from './mailer';
import { renderMail } from './render';
import { MailRoutingChanged } from './templates/MailRoutingChanged';

/** What `private.announce_mail_routing_change()` writes into the payload (supabase/schemas/32_mail_outbox.sql). */
const routingPayload = z.object({
  to: z.array(z.string()).min(1),
  changes: z.array(
    z.object({
      field: z.enum(['venueInbox', 'adminEmail', 'mailFrom']),
      before: z.string().nullable(),
      after: z.string().nullable(),
    }),
  ),
  changedBy: z.string(),
  changedAt: z.string(),
});

/** 'E-Mail-Adressen der Website geändert', to the addresses that received the mails until now (docs/mails.md#mail-routing-changed). */
export async function composeRoutingMail(payload: unknown, ctx: Pick<ComposeContext, 'mail'>): Promise<MailMessage> {
  const p = routingPayload.parse(payload);
  const bodies = await renderMail(
    createElement(MailRoutingChanged, {
      changes: p.changes.map((c) => ({
        label: settingsText[c.field],
        before: c.before ?? 'keine',
        after: c.after ?? 'keine',
      })),
      changedBy: p.changedBy,
      changedAt: `${shortGermanDateTime(new Date(p.changedAt))} Uhr`,
    }),
  );
  return { from: ctx.mail.from, to: p.to, subject: 'E-Mail-Adressen der Website geändert', ...bodies };
}
