/**
 * The machine values of hiring a room (issue 42), as the API and the database spell them. The
 * database's checks (supabase/schemas) use the same strings; a label for each is in ./text.ts.
 */

/** The states of a hire inquiry in the API (`status`). */
export const hireStatuses = [
  'neu',
  'angebot',
  'angenommen',
  'bestaetigt',
  'abgelehnt',
  'abgesagt',
  'abgelaufen',
] as const;
export type HireStatus = (typeof hireStatuses)[number];

/** The occasions a guest picks, lowercase in the API. */
export const occasions = ['geburtstag', 'hochzeit', 'firmenfeier', 'vereinsfeier', 'sonstiges'] as const;
export type Occasion = (typeof occasions)[number];

/** The packages a guest can tick; the database's `hire_packages` rows carry the same ids. */
export const packageIds = ['getraenke-bier', 'getraenke-alles', 'personal', 'sport-leinwand'] as const;
export type PackageId = (typeof packageIds)[number];

/** How a package is priced: per guest, or once for the evening. */
export const packageUnits = ['person', 'evening'] as const;
export type PackageUnit = (typeof packageUnits)[number];

/** The venues a space belongs to. */
export const hireVenues = ['rappen', 'irish'] as const;
export type HireVenue = (typeof hireVenues)[number];

/** A day of a space's calendar in `GET /api/hire/calendar`. */
export const dayStates = ['frei', 'angefragt', 'belegt', 'nicht-buchbar'] as const;
export type DayState = (typeof dayStates)[number];

/** States in which an inquiry holds its evening: accepted (deposit open) or confirmed. */
export const holdingStatuses: readonly HireStatus[] = ['angenommen', 'bestaetigt'];
/** States in which an inquiry is still open but holds nothing: new, or offered. */
export const pendingStatuses: readonly HireStatus[] = ['neu', 'angebot'];

/** The inquiry's own page; its link carries the secret in the fragment (`#<secret>`). */
export const inquiryPath = '/mietmoeglichkeiten/anfrage';
