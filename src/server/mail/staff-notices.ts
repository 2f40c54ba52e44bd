import { createElement } from 'react';
import { wrongCodesLocked, wrongCodesMailed } from '../../domain/auth/throttle';
import { shortGermanDateTime } from '../../domain/calendar';
import { z } from '../../domain/zod';
import type { ComposeContext } from './compose-context';
import type { MailMessage } from './mailer';
import { renderMail } from './render';
import { NoticeMail } from './templates/NoticeMail';

/** What happened to an account's sign-in (docs/mails.md#staff-account-notice). */
export const staffNoticeEvents = [
  'two-factor-on',
  'two-factor-off',
  'recovery-codes',
  'code-failures',
  'codes-locked',
] as const;
export type StaffNoticeEvent = (typeof staffNoticeEvents)[number];

/** What the API writes into a notice's payload (src/server/auth/notices.ts). */
export const staffNoticePayload = z.object({
  email: z.string(),
  username: z.string(),
  event: z.enum(staffNoticeEvents),
  at: z.string(),
  /** The owner who did it for the account, when not the account itself. */
  by: z.string().optional(),
});
export type StaffNoticePayload = z.infer<typeof staffNoticePayload>;

const notYou =
  'Waren Sie das nicht, hat jemand anderes Zugriff auf Ihr Konto: Ändern Sie bitte sofort Ihr Passwort unter „Mein Konto“ und sagen Sie der Inhaberin oder dem Inhaber Bescheid.';

/** The subject and the sentences of each notice. */
function wording(p: StaffNoticePayload, at: string): { subject: string; lines: string[] } {
  const account = `Ihr Konto „${p.username}“`;
  switch (p.event) {
    case 'two-factor-on':
      return {
        subject: 'Zwei-Faktor-Anmeldung eingeschaltet',
        lines: [
          `für ${account} wurde am ${at} die Zwei-Faktor-Anmeldung eingeschaltet. Ab jetzt fragt die Anmeldung nach dem Code Ihrer Authenticator-App; Ihre anderen Sitzungen wurden beendet.`,
          notYou,
        ],
      };
    case 'two-factor-off':
      return {
        subject: 'Zwei-Faktor-Anmeldung abgeschaltet',
        lines: [
          p.by
            ? `${p.by} hat am ${at} die Zwei-Faktor-Anmeldung für ${account} zurückgesetzt (etwa nach einem verlorenen Telefon). Die Anmeldung fragt nur noch nach dem Passwort; unter „Mein Konto“ können Sie sie neu einrichten.`
            : `für ${account} wurde am ${at} die Zwei-Faktor-Anmeldung abgeschaltet. Die Anmeldung fragt nur noch nach dem Passwort.`,
          notYou,
        ],
      };
    case 'recovery-codes':
      return {
        subject: 'Neue Wiederherstellungscodes',
        lines: [
          `für ${account} wurden am ${at} zehn neue Wiederherstellungscodes erzeugt; die bisherigen gelten nicht mehr.`,
          notYou,
        ],
      };
    case 'code-failures':
      return {
        subject: 'Falsche Bestätigungscodes bei Ihrer Anmeldung',
        lines: [
          `bei der Anmeldung mit ${account} wurde ${wrongCodesMailed}-mal hintereinander das richtige Passwort, aber ein falscher Bestätigungscode eingegeben, zuletzt am ${at}.`,
          `Waren Sie das nicht, kennt jemand Ihr Passwort: Ändern Sie es bitte sofort unter „Mein Konto“ und sagen Sie der Inhaberin oder dem Inhaber Bescheid. Nach ${wrongCodesLocked} falschen Codes hintereinander wird die Anmeldung gesperrt, bis Sie über einen Link ein neues Passwort festgelegt haben.`,
        ],
      };
    case 'codes-locked':
      return {
        subject: 'Anmeldung mit Ihrem Konto gesperrt',
        lines: [
          `bei der Anmeldung mit ${account} wurde am ${at} zum ${wrongCodesLocked}. Mal hintereinander ein falscher Bestätigungscode eingegeben. Wer das tut, kennt Ihr Passwort; die Anmeldung mit Ihrem Konto ist deshalb gesperrt.`,
          'Bitten Sie die Inhaberin oder den Inhaber, Ihnen einen Link zum Passwort zu senden. Sobald Sie darüber ein neues Passwort festgelegt haben, können Sie sich wieder anmelden.',
        ],
      };
  }
}

/** A notice to the account about its own sign-in (docs/mails.md#staff-account-notice). */
export async function composeStaffNotice(
  payload: unknown,
  ctx: Pick<ComposeContext, 'mail' | 'siteUrl'>,
): Promise<MailMessage> {
  const p = staffNoticePayload.parse(payload);
  const { subject, lines } = wording(p, `${shortGermanDateTime(new Date(p.at))} Uhr`);
  const bodies = await renderMail(
    createElement(NoticeMail, {
      subject,
      lines: ['Hallo,', ...lines],
      link: { href: new URL('/admin/konto', ctx.siteUrl).toString(), label: 'Mein Konto öffnen' },
    }),
  );
  return { from: ctx.mail.from, to: [p.email], subject, ...bodies };
}
