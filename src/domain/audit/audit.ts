import { calendarDay } from '../schedule/schemas';
import { z } from '../zod';

/** Query of `GET /api/admin/audit`: the day (Berlin), optionally one account and one kind of action. */
export const auditQuery = z.object({
  date: calendarDay,
  actor: z
    .string()
    .regex(/^[a-z0-9._-]{2,40}$/)
    .optional(),
  action: z
    .string()
    .regex(/^[a-z-]+(\.[a-z-]+)?$/)
    .optional(),
});
export type AuditQuery = z.infer<typeof auditQuery>;

/** One line of the log as the API answers it (docs/roles.md#log): never a guest's name, e-mail or phone. */
export interface AuditEntry {
  /** The entry's own number (stable, for lists). */
  id: string;
  at: string;
  /** The account's user name. */
  actor: string;
  /** `<what>.<how>`, e.g. `reservation.created`, `account.invited`. */
  action: string;
  target: { type: string; id: string; date: string | null };
  /** Names of the changed fields. */
  fields: string[];
  /** Kinds of the mails the change queued. */
  mails: string[];
}

/** The log is kept this many days (`private.purge_staff_records`). */
export const auditRetentionDays = 90;

const things: Record<string, string> = {
  reservation: 'Reservierung',
  mail: 'Mail',
  settings: 'Einstellungen',
  week: 'Woche',
  exception: 'Ausnahme',
  plan: 'Tischplan',
  waitlist: 'Warteliste',
  team: 'Quiz-Team',
  'quiz-night': 'Quiz-Abend',
  order: 'Bestellliste',
  account: 'Konto',
  publish: 'Veröffentlichung',
  hire: 'Feier',
  'hire-space': 'Mietraum',
  'hire-price': 'Paketpreis',
};

const doings: Record<string, string> = {
  created: 'angelegt',
  changed: 'geändert',
  deleted: 'gelöscht',
  queued: 'eingereiht',
};

/** Actions read as whole phrases (accounts, publishing). */
const phrases: Record<string, string> = {
  'account.invited': 'Konto eingeladen',
  'publish.created': 'Veröffentlichen gedrückt',
  'publish.changed': 'Veröffentlichen gedrückt (wartende übernommen)',
  'account.changed': 'Konto geändert',
  'account.joined': 'Passwort aus der Einladung festgelegt',
  'account.password-reset': 'Passwort über Link neu festgelegt',
  'account.password-changed': 'Eigenes Passwort geändert',
  'account.link-sent': 'Link zum Passwort gesendet',
  'account.signed-in': 'Angemeldet',
  'account.sessions-ended': 'Alle eigenen Sitzungen beendet',
  'account.two-factor-on': 'Zwei-Faktor-Anmeldung eingerichtet',
  'account.two-factor-off': 'Zwei-Faktor-Anmeldung abgeschaltet',
  'account.two-factor-roles': 'Zwei-Faktor-Pflicht geändert',
  'account.recovery-codes': 'Neue Wiederherstellungscodes erzeugt',
  'account.codes-locked': 'Anmeldung nach 50 falschen Codes gesperrt',
  'mail.retried': 'Mail erneut gesendet',
  'reservation.readdressed': 'Reservierung: E-Mail-Adresse korrigiert',
  'waitlist.readdressed': 'Warteliste: E-Mail-Adresse korrigiert',
  'team.readdressed': 'Quiz-Team: E-Mail-Adresse korrigiert',
  'hire.readdressed': 'Feier: E-Mail-Adresse korrigiert',
};

/** The German names of the fields the log names (a column, a request field); others as they are. */
const fieldNames: Record<string, string> = {
  date: 'Datum',
  start_time: 'Beginn',
  end_time: 'Ende',
  starts_at: 'Beginn',
  ends_at: 'Ende',
  table_ids: 'Tische',
  guest_count: 'Personen',
  customer_name: 'Name',
  customer_email: 'E-Mail',
  customer_phone: 'Telefon',
  special_requests: 'Wünsche',
  status: 'Status',
  source: 'Quelle',
  attendance: 'Anwesenheit',
  confirmed_at: 'Bestätigt',
  bookable: 'buchbar',
  reason: 'Text für Gäste',
  role: 'Rolle',
  active: 'aktiv',
  email: 'E-Mail',
  username: 'Benutzername',
  password: 'Passwort',
  twoFactor: 'Zwei-Faktor',
  notes: 'Notizen',
  text: 'Artikel',
  team_name: 'Teamname',
  players: 'Spieler',
  points: 'Punkte',
  config: 'Plan',
  venue_inbox: 'Posteingang',
  admin_email: 'Zweite Adresse',
  mail_from: 'Absender',
  guest_phone: 'Telefon für Gäste',
  guest_email: 'E-Mail für Gäste',
  admin: 'Inhaber/in',
  staff: 'Service',
  editor: 'Redaktion',
};

/** A field's German name in the log: 'Tische', 'Personen'. */
export function fieldLabel(name: string): string {
  return fieldNames[name] ?? name;
}

const mailNames: Record<string, string> = {
  'reservation-confirmation': 'Bestätigung an den Gast',
  'venue-notification': 'Benachrichtigung ans Lokal',
  'reservation-cancelled': 'Stornierung an den Gast',
  'reservation-changed': 'Änderung an den Gast',
  'reservation-reminder': 'Erinnerung an den Gast',
  'waitlist-offer': 'Angebot von der Warteliste',
  'team-signup': 'Anmeldung an das Quiz-Team',
  'team-offer': 'Quiz-Platz-Angebot',
  'staff-invitation': 'Einladung',
  'staff-password-reset': 'Link zum Passwort',
  'staff-account-notice': 'Hinweis zur Anmeldung',
  'mail-routing-changed': 'Hinweis an die bisherigen Adressen',
  'hire-inquiry': 'Eingangsbestätigung der Feier',
  'hire-offer': 'Angebot für die Feier',
  'hire-accepted': 'Bankdaten der Anzahlung',
  'hire-confirmed': 'Bestätigung der Feier',
  'hire-cancelled': 'Absage der Feier',
  'hire-lapsed': 'Angebot der Feier abgelaufen',
  'hire-reminder': 'Erinnerung an die Anzahlung',
};

/** The German name of a mail kind in the log: 'Bestätigung an den Gast'. */
export function mailLabel(kind: string): string {
  return mailNames[kind] ?? kind;
}

/** The German words of an action: 'Reservierung angelegt'; a staff cancellation reads 'Reservierung storniert'. */
export function actionLabel(entry: Pick<AuditEntry, 'action' | 'mails'>): string {
  const [thing = '', doing = ''] = entry.action.split('.');
  if (entry.action === 'reservation.deleted' && entry.mails.includes('reservation-cancelled')) {
    return 'Reservierung storniert';
  }
  const phrase = phrases[entry.action];
  if (phrase) return phrase;
  return `${things[thing] ?? thing} ${doings[doing] ?? doing}`;
}

/** The kinds of action the filter offers: the first part of an action. */
export const auditKinds = Object.entries(things).map(([value, label]) => ({ value, label }));
