/**
 * Every German text of the booking rules. The first group is the fixed wording of
 * docs/messages.md#booking word for word; the second covers the further checks of this system.
 */
export const messages = {
  dateRequired: 'Datum ist erforderlich',
  /** `why`: the day's reason or the week's rest days ('Di/Mi/Do Ruhetage'). */
  dayClosed: (why: string) => `An diesem Tag ist das Restaurant geschlossen${why ? ` (${why})` : '.'}`,
  startRequired: 'Startzeit ist erforderlich',
  nameRequired: 'Name ist erforderlich',
  emailRequired: 'E-Mail ist erforderlich',
  emailInvalid: 'Ungültige E-Mail-Adresse',
  guestsMax: (n: number) => `Maximal ${n} Personen für diesen Tisch`,
  guestsMin: (n: number) => `Mindestens ${n} Personen erforderlich (50% der Tischkapazität)`,
  tableTaken: (tableId: number, time: string) => `Tisch ${tableId} ist bereits von ${time} reserviert`,
  invalidTime: 'Ungültige Zeitberechnung. Bitte prüfen Sie Datum und Uhrzeit.',
  bookingFailed: 'Fehler bei der Reservierung. Bitte versuchen Sie es erneut.',
  unexpected: 'Unerwarteter Fehler aufgetreten.',
  bookingSuccess: (tableId: number) =>
    `Tisch ${tableId} erfolgreich reserviert! Eine Bestätigungs-Email wurde versendet.`,
  restaurantClosed: 'Restaurant geschlossen',
  emptyPlan: 'Kein Tischplan für diesen Bereich verfügbar.',

  dateInvalid: 'Bitte geben Sie ein gültiges Datum an.',
  datePast: 'Reservierungen sind nur für heute und kommende Tage möglich.',
  startOutside: (first: string, last: string, slotMinutes: number) =>
    `Bitte wählen Sie eine Startzeit zwischen ${first} und ${last} Uhr im ${slotMinutes}-Minuten-Takt.`,
  startPast: 'Diese Uhrzeit ist bereits vorbei. Bitte wählen Sie eine spätere Startzeit.',
  tooLong: (minutes: number) => `Eine Reservierung dauert höchstens ${formatDuration(minutes)}.`,
  tableUnknown: 'Diesen Tisch gibt es im aktuellen Tischplan nicht.',
  guestsRequired: 'Personenzahl ist erforderlich',
  tooLongText: (n: number) => `Höchstens ${n} Zeichen`,
  phoneInvalid: 'Ungültige Telefonnummer',
  jsonOnly: 'Bitte senden Sie die Daten als JSON.',
  beyondHorizon: (days: number) => `Reservierungen sind höchstens ${days} Tage im Voraus möglich.`,
  emailLimit: 'Mit dieser E-Mail-Adresse bestehen an diesem Tag bereits 2 Reservierungen. Bitte rufen Sie uns an.',
  tooManyBookings: 'Zu viele Reservierungsversuche. Bitte versuchen Sie es später erneut.',
  cancelNotFound: 'Diese Reservierung wurde nicht gefunden oder ist bereits storniert.',
  /** From the start on the evening is staff's: confirm, change or cancel by phone (docs/booking.md#the-guests-own-booking). */
  tooLate: (phone: string) =>
    `Ihre Reservierung hat bereits begonnen und kann online nicht mehr bestätigt, geändert oder storniert werden. Bitte rufen Sie uns an: ${phone}.`,
  confirmed: 'Danke! Wir freuen uns auf Sie.',
  changed: 'Ihre Reservierung wurde geändert.',
  /** A guest keeps the tables staff combined for them, or picks one. */
  oneTable: 'Bitte wählen Sie einen Tisch.',
  cancelSuccess: 'Ihre Reservierung wurde storniert. Wir haben das Team informiert.',
} as const;

function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const h = `${hours} ${hours === 1 ? 'Stunde' : 'Stunden'}`;
  return rest ? `${h} ${rest} Minuten` : h;
}
