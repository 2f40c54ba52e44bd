import { Heading, Text } from '@react-email/components';
import { LinkButtons } from './LinkButton';
import { MailLayout } from './MailLayout';
import { headingStyle, textStyle } from './ReservationDetails';

export interface StaffLinkMailProps {
  purpose: 'invitation' | 'reset';
  username: string;
  /** The role's German name, e.g. 'Service'. */
  role: string;
  /** Who sent it: the owner's user name. */
  sentBy: string;
  /** Until when the link works: '28.11.2026, 14:05 Uhr'. */
  validUntil: string;
  link: string;
  site: string;
}

/** docs/mails.md#staff-invitation and #staff-password-reset: a one-time link to set a password. */
export function StaffLinkMail(p: StaffLinkMailProps) {
  const invitation = p.purpose === 'invitation';
  return (
    <MailLayout preview={invitation ? 'Einladung in den Mitarbeiterbereich' : 'Neues Passwort festlegen'}>
      <Heading as="h1" style={headingStyle}>
        {invitation ? 'Einladung in den Mitarbeiterbereich' : 'Neues Passwort für den Mitarbeiterbereich'}
      </Heading>
      <Text style={textStyle}>Hallo,</Text>
      <Text style={textStyle}>
        {invitation
          ? `${p.sentBy} hat Sie in den Mitarbeiterbereich von ${p.site} eingeladen: Benutzername „${p.username}“, Rolle „${p.role}“. Legen Sie über den Link Ihr Passwort fest, dann können Sie sich anmelden.`
          : `${p.sentBy} hat Ihnen einen Link geschickt, mit dem Sie ein neues Passwort für Ihr Konto „${p.username}“ festlegen. Ihr bisheriges Passwort gilt bis dahin weiter.`}
      </Text>
      <LinkButtons links={[{ href: p.link, label: 'Passwort festlegen' }]} />
      <Text style={textStyle}>
        Der Link gilt bis {p.validUntil} und nur einmal. Haben Sie damit nicht gerechnet, ignorieren Sie diese E-Mail
        einfach.
      </Text>
    </MailLayout>
  );
}
