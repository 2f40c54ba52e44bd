import { Heading, Text } from '@react-email/components';
import { LinkButtons } from './LinkButton';
import { MailLayout } from './MailLayout';
import { headingStyle, ReservationDetails, textStyle } from './ReservationDetails';
import { type FooterVenue, VenueFooter } from './VenueFooter';

export interface TeamSignupMailProps {
  /** 'signed': the team plays; 'waiting': it is on the night's waitlist; 'offered': a place is held for it. */
  status: 'signed' | 'waiting' | 'offered';
  contactName: string;
  teamName: string;
  longDate: string;
  startTime: string;
  players: string;
  /** Until when an offered place is held, 'heute, 18:30 Uhr'. */
  heldUntil?: string;
  /** The team's own page (`/reservierung/team?aktion=…#secret`). */
  links: { manage: string; cancel: string; accept: string };
  venue: FooterVenue;
}

const headings = {
  signed: 'Ihr Team ist angemeldet',
  waiting: 'Ihr Team steht auf der Warteliste',
  offered: 'Ein Platz beim Quiz-Abend ist frei',
};

/**
 * docs/mails.md#quiz-team-sign-up and #quiz-team-offer: the confirmation 'Anmeldung Quiz-Abend -
 * Team {name}', the waitlist's receipt, and the offer of a freed place.
 */
export function TeamSignupMail(p: TeamSignupMailProps) {
  return (
    <MailLayout
      preview={`Quiz-Abend ${p.longDate}, ${p.startTime} Uhr – Team ${p.teamName}`}
      footer={<VenueFooter venue={p.venue} />}
    >
      <Heading as="h1" style={headingStyle}>
        {headings[p.status]}
      </Heading>
      <Text style={textStyle}>Hallo {p.contactName},</Text>
      <Text style={textStyle}>
        {p.status === 'signed'
          ? `vielen Dank für die Anmeldung von Team ${p.teamName} zum Quiz-Abend.`
          : p.status === 'waiting'
            ? `der Quiz-Abend ist ausgebucht. Team ${p.teamName} steht auf der Warteliste; wird ein Platz frei, schreiben wir Ihnen sofort.`
            : `für Team ${p.teamName} ist ein Platz frei geworden. Wir halten ihn bis ${p.heldUntil ?? ''}; danach geht er an das nächste Team auf der Warteliste.`}
      </Text>
      <ReservationDetails
        rows={[
          ['Datum', p.longDate],
          ['Beginn', `${p.startTime} Uhr`],
          ['Team', p.teamName],
          ['Spieler', p.players],
        ]}
      />
      <LinkButtons
        links={
          p.status === 'offered'
            ? [
                { href: p.links.accept, label: 'Platz übernehmen' },
                { href: p.links.cancel, label: 'Nein danke', tone: 'quiet' },
              ]
            : [
                { href: p.links.manage, label: p.status === 'signed' ? 'Anmeldung ändern' : 'Anmeldung ansehen' },
                { href: p.links.cancel, label: 'Team abmelden', tone: 'quiet' },
              ]
        }
      />
      <Text style={textStyle}>
        {p.status === 'signed'
          ? 'Bitte seien Sie eine Viertelstunde vor Beginn da. Kann Ihr Team nicht kommen, melden Sie es bitte ab – dann rückt das nächste Team nach.'
          : 'Sie können die Anmeldung jederzeit über den Link zurückziehen.'}
      </Text>
      <Text style={textStyle}>Ihr Team vom {p.venue.name}</Text>
    </MailLayout>
  );
}
