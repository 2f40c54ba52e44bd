import { bookingFields, limits } from '../booking/schemas';
import { linkToken } from '../link-secret';
import type { MailProblem } from '../mail-problem';
import { textField } from '../text-field';
import { z } from '../zod-mini';

/** The team's own page (docs/quiz.md#the-teams-own-page); the link's secret follows `#`. */
export const teamPath = '/reservierung/team';

/** The pub's screen with the standings (docs/quiz.md#the-screen); the link's secret follows `#`. */
export const screenPath = '/quiz/anzeige';

/** The texts of the quiz night (docs/messages.md#the-quiz-night). */
export const quizText = {
  signedUp: (name: string) => `Team ${name} ist angemeldet.`,
  waiting: (name: string) => `Team ${name} steht auf der Warteliste. Wir schreiben Ihnen, sobald ein Platz frei wird.`,
  nameTaken: 'Der Teamname ist an diesem Abend schon vergeben.',
  full: 'Der Quiz-Abend ist leider ausgebucht.',
  notTeamNight: 'An diesem Tag ist kein Quiz-Abend mit Team-Anmeldung.',
  closed: 'Die Anmeldung für diesen Quiz-Abend ist geschlossen.',
  teamName: 'Bitte einen Teamnamen mit 2 bis 40 Zeichen angeben.',
  players: (min: number, max: number) => `Bitte ${min} bis ${max} Spieler angeben.`,
  playersRange: 'Bitte eine Spielerzahl von 1 bis 20 angeben.',
  emailLimit: 'Mit dieser E-Mail-Adresse sind an diesem Abend bereits zwei Teams angemeldet.',
  notFound: 'Diese Anmeldung wurde nicht gefunden.',
  cancelled: (name: string) => `Team ${name} ist abgemeldet.`,
  changed: (name: string) => `Die Anmeldung von Team ${name} ist geändert.`,
  accepted: (name: string) => `Team ${name} ist angemeldet. Die Bestätigung ist per E-Mail unterwegs.`,
  note: 'Die Notiz darf höchstens 500 Zeichen lang sein.',
  rounds: 'Bitte 1 bis 20 Runden angeben.',
  points: 'Punkte bitte als Zahl zwischen -999 und 999 (halbe Punkte erlaubt).',
  tables: 'Bitte gültige Tische wählen.',
  contact: 'Bitte eine E-Mail-Adresse oder Telefonnummer angeben.',
  onlineEmail: 'Ein online angemeldetes Team behält seine E-Mail-Adresse.',
  noOffer: 'Für Ihr Team ist gerade kein Platz angeboten.',
  invalid: 'Diese Angaben passen nicht zusammen. Bitte prüfen Sie die Eingaben.',
  /** A sign-up that failed for a reason the guest cannot mend (the server, the connection). */
  failed: 'Die Anmeldung hat nicht geklappt. Bitte versuchen Sie es erneut.',
  /** 429 of the sign-up and the team's own page. */
  tooManySignups: 'Zu viele Anmeldeversuche. Bitte versuchen Sie es später erneut.',
  /** The standings screen got no answer it could show. */
  screenFailed: 'Die Punktetafel konnte nicht geladen werden. Bitte laden Sie die Seite neu.',
  /** 429 of the standings screen. */
  tooManyRequests: 'Zu viele Anfragen an die Punktetafel. Bitte versuchen Sie es später erneut.',
} as const;

export const teamName = textField(quizText.teamName, { min: 2, max: 40 });

const players = z
  .int({ error: quizText.playersRange })
  .check(z.minimum(1, quizText.playersRange), z.maximum(20, quizText.playersRange));

const note = z.pipe(
  z.nullish(z.string({ error: quizText.note }).check(z.trim(), z.maxLength(500, quizText.note))),
  z.transform((v) => v || undefined),
);

/** Body of `POST /api/team-signups` and `/api/team-signups/waitlist` (without `altcha`, checked apart). */
export const teamSignupRequest = z.object({
  date: bookingFields.date,
  teamName,
  players,
  contactName: bookingFields.customerName,
  email: bookingFields.customerEmail,
  phone: bookingFields.customerPhone,
  note,
});
export type TeamSignupRequest = z.infer<typeof teamSignupRequest>;

/** Body of the team's own page's requests: the mail's secret. */
export const teamTokenRequest = z.object({
  token: linkToken(quizText.notFound),
});

/** Body of `POST /api/my-team/change`. */
export const teamChangeRequest = z.extend(teamTokenRequest, { players });

/** Where a team signed up when staff enter it. */
export const teamSources = ['telefon', 'whatsapp', 'vor-ort'] as const;

const optionalEmail = z.pipe(
  z.nullish(z.string({ error: 'Bitte eine gültige E-Mail-Adresse angeben.' }).check(z.trim())),
  z.transform((v) => v || undefined),
);

/** Body of `POST /api/admin/team-signups`: a team that signed up by phone, WhatsApp or at the door. */
export const staffTeamRequest = z
  .object({
    date: bookingFields.date,
    teamName,
    players,
    contactName: bookingFields.customerName,
    email: z.optional(z.pipe(optionalEmail, z.optional(bookingFields.customerEmail))),
    phone: bookingFields.customerPhone,
    note,
    source: z.optional(z.enum(teamSources)),
  })
  .check(z.refine((t) => Boolean(t.email || t.phone), { message: quizText.contact, path: ['phone'] }));
export type StaffTeamRequest = z.infer<typeof staffTeamRequest>;

const point = z.nullable(
  z.number({ error: quizText.points }).check(
    z.minimum(-999, quizText.points),
    z.maximum(999, quizText.points),
    z.refine((p) => Number.isInteger(p * 2), quizText.points),
  ),
);

/** Body of `PATCH /api/admin/team-signups/:id`: any of the fields staff change on the night. */
export const teamPatch = z.object({
  teamName: z.optional(teamName),
  players: z.optional(players),
  contactName: z.optional(bookingFields.customerName),
  email: z.optional(z.nullable(z.pipe(optionalEmail, z.optional(bookingFields.customerEmail)))),
  phone: z.optional(z.nullable(bookingFields.customerPhone)),
  note: z.optional(z.nullable(note)),
  checkedIn: z.optional(z.boolean()),
  tableIds: z.optional(
    z
      .array(z.int({ error: quizText.tables }).check(z.positive(quizText.tables), z.maximum(999, quizText.tables)))
      .check(z.maxLength(8, quizText.tables)),
  ),
  points: z.optional(z.array(point).check(z.maxLength(20, quizText.points))),
  /** One cell of the grid: `round` counts from 0. Two tablets scoring different rounds never overwrite each other. */
  score: z.optional(
    z.object({
      round: z.int({ error: quizText.rounds }).check(z.minimum(0, quizText.rounds), z.maximum(19, quizText.rounds)),
      points: point,
    }),
  ),
});
export type TeamPatch = z.infer<typeof teamPatch>;

/** Body of `PUT /api/admin/quiz-nights/:date`. */
export const roundsRequest = z.object({
  rounds: z.int({ error: quizText.rounds }).check(z.minimum(1, quizText.rounds), z.maximum(20, quizText.rounds)),
});

/** Answer of `GET /api/team-signups?date=`: the night as a guest sees it before signing up. */
export interface TeamNightView {
  date: string;
  /** Sign-up possible now (a team night, before its start, inside the horizon). */
  open: boolean;
  maxTeams: number;
  /** Teams signed up (or holding an offered place). */
  teams: number;
  free: number;
  /** Teams on the night's waitlist. */
  waiting: number;
  minPlayers: number | null;
  maxPlayers: number | null;
  /** The night's start, `HH:MM`. */
  startTime: string;
  /** Sign-up closes at the night's start (ISO 8601). */
  closesAt: string;
}

export type TeamStatus = 'signed' | 'waiting' | 'offered';

/** A team as its own page shows it. */
export interface TeamSignupView {
  date: string;
  teamName: string;
  players: number;
  contactName: string;
  status: TeamStatus | 'cancelled';
  offerExpiresAt: string | null;
  minPlayers: number | null;
  maxPlayers: number | null;
  startTime: string;
  closesAt: string;
}

/** A team as staff see it (`GET /api/admin/team-signups`). */
export interface StaffTeam {
  id: string;
  teamName: string;
  players: number;
  contactName: string;
  email: string | null;
  /** What became of the last mail to the team; null: nothing wrong reported (docs/mails.md#delivery-events). */
  mailProblem: MailProblem | null;
  phone: string | null;
  note: string | null;
  source: string;
  status: TeamStatus;
  checkedIn: boolean;
  tableIds: number[];
  /** Points per round (index 0 = round 1); null: not entered yet. */
  points: (number | null)[];
  offerExpiresAt: string | null;
}

export { limits };
