import { createElement } from 'react';
import { longGermanDate, shortGermanDateTime } from '../../domain/calendar';
import { secretLink } from '../../domain/link-secret';
import { teamPath } from '../../domain/quiz/teams';
import { addressLine } from '../../domain/venue/opening-hours';
import { z } from '../../domain/zod';
import { venueById } from '../../site/venues';
import { calendarFile } from '../booking/ics';
import { attachment } from './attachment';
import type { ComposeContext } from './compose-context';
import type { MailMessage } from './mailer';
import { renderMail } from './render';
import { TeamSignupMail } from './templates/TeamSignupMail';

/** What `private.team_mail_data()` writes into a team mail's payload. */
const teamPayload = z.object({
  signupId: z.string(),
  date: z.string(),
  teamName: z.string(),
  players: z.number(),
  contactName: z.string(),
  email: z.string(),
  status: z.enum(['signed', 'waiting', 'offered']),
  startTime: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  offerExpiresAt: z.string().nullish(),
  token: z.string(),
});

/** The mail of a team's outbox row ('team-signup', 'team-offer'): docs/mails.md#quiz-team-sign-up. */
export async function composeTeamMail(
  payload: unknown,
  ctx: Omit<ComposeContext, 'reservationHours'>,
): Promise<MailMessage> {
  const t = teamPayload.parse(payload);
  const venue = venueById('irish');
  const longDate = longGermanDate(t.date);
  const link = (action?: string) => secretLink(ctx.siteUrl, teamPath, t.token, action);
  const bodies = await renderMail(
    createElement(TeamSignupMail, {
      status: t.status,
      contactName: t.contactName,
      teamName: t.teamName,
      longDate,
      startTime: t.startTime,
      players: String(t.players),
      ...(t.offerExpiresAt && { heldUntil: `${shortGermanDateTime(new Date(t.offerExpiresAt))} Uhr` }),
      links: { manage: link(), cancel: link('abmelden'), accept: link('annehmen') },
      venue: { name: venue.name, address: addressLine(venue), phone: ctx.contact.phone, email: ctx.contact.email },
    }),
  );
  const toTeam = { from: ctx.mail.from, to: [t.email], replyTo: ctx.mail.venueTo };
  if (t.status === 'offered')
    return { ...toTeam, subject: `Ein Platz beim Quiz-Abend ist frei - ${longDate}`, ...bodies };
  if (t.status === 'waiting') return { ...toTeam, subject: `Warteliste Quiz-Abend - Team ${t.teamName}`, ...bodies };
  const ics = calendarFile({
    uid: `team-${t.signupId}@${new URL(ctx.siteUrl).hostname}`,
    start: new Date(t.startsAt),
    end: new Date(t.endsAt),
    stamp: ctx.queuedAt,
    summary: `Quiz-Abend ${venue.name} – Team ${t.teamName}`,
    location: `${venue.name}, ${addressLine(venue)}`,
    description: `Team ${t.teamName}, ${t.players} Spieler. Telefon ${ctx.contact.phone}.`,
    method: 'publish',
    sequence: 0,
  });
  return {
    ...toTeam,
    subject: `Anmeldung Quiz-Abend - Team ${t.teamName}`,
    ...bodies,
    attachments: [attachment('quiz-abend.ics', ics, 'PUBLISH')],
  };
}
