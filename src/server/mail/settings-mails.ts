import { createElement } from 'react';
import { shortGermanDateTime } from '../../domain/calendar';
import { settingsText } from '../../domain/settings/settings';
import { z } from '../../domain/zod';
import type { ComposeContext } from './compose-context';
import type { MailMessage } from './mailer';
import { renderMail } from './render';
import { NoticeMail } from './templates/NoticeMail';

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
  const subject = 'E-Mail-Adressen der Website geändert';
  const changedAt = `${shortGermanDateTime(new Date(p.changedAt))} Uhr`;
  const bodies = await renderMail(
    createElement(NoticeMail, {
      subject,
      lines: [
        `${p.changedBy} hat am ${changedAt} in den System-Einstellungen geändert, wohin die Website E-Mails schickt:`,
        ...p.changes.map((c) => `${settingsText[c.field]}: bisher ${c.before ?? 'keine'}, jetzt ${c.after ?? 'keine'}`),
        'Reservierungen, Kontaktanfragen und Antworten von Gästen gehen ab jetzt an die neue Adresse. Wenn Sie das nicht veranlasst haben, melden Sie sich bitte sofort im Mitarbeiterbereich an, prüfen Sie unter „Einstellungen“ die Adressen und im „Protokoll“, wer sie geändert hat.',
      ],
    }),
  );
  return { from: ctx.mail.from, to: p.to, subject, ...bodies };
}
