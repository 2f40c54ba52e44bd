import type { DayState, HireStatus, Occasion, PackageId } from './values';

/** Every German text of hiring a room (docs/messages.md#hiring-a-room). */
export const hireText = {
  // The guest's form.
  askButton: 'Anfrage stellen',
  spaceRequired: 'Bitte einen Raum wählen.',
  timeInvalid: 'Bitte Beginn und Ende als Uhrzeit angeben (HH:MM).',
  sameTimes: 'Beginn und Ende dürfen nicht gleich sein.',
  guestsRequired: 'Bitte die Zahl der Gäste angeben.',
  guestsMax: (n: number) => `Maximal ${n} Personen in diesem Raum`,
  guestsMin: (n: number) => `Mindestens ${n} Personen in diesem Raum`,
  occasionRequired: 'Bitte einen Anlass wählen.',
  packageUnknown: 'Bitte nur angebotene Pakete wählen.',
  phoneRequired: 'Bitte eine Telefonnummer angeben, damit wir Sie zurückrufen können.',
  estimate: 'Geschätzter Preis',
  estimateNote: 'unverbindlich',
  thanks:
    'Vielen Dank für Ihre Anfrage! Wir prüfen den Termin und melden uns mit einem Angebot bei Ihnen. Eine Kopie Ihrer Anfrage ist per E-Mail unterwegs.',
  dateTaken: 'An diesem Abend ist der Raum bereits vergeben. Bitte wählen Sie einen anderen Tag.',
  dateNotHireable: 'An diesem Tag kann der Raum nicht gemietet werden.',
  spaceUnknown: 'Diesen Raum gibt es nicht.',
  monthInvalid: 'Bitte einen Monat als JJJJ-MM angeben.',
  tooMany: 'Zu viele Anfragen in kurzer Zeit. Bitte versuchen Sie es später erneut.',
  // The inquiry's own page.
  notFound: 'Diese Anfrage wurde nicht gefunden.',
  accept: 'Angebot annehmen',
  decline: 'Ablehnen',
  withdraw: 'Anfrage zurückziehen',
  notOffered: 'Zu dieser Anfrage liegt kein offenes Angebot vor.',
  offerLapsed: 'Das Angebot ist abgelaufen. Bitte fragen Sie erneut an.',
  depositAlreadyReceived: 'Die Anzahlung ist eingegangen. Für eine Absage wenden Sie sich bitte an uns.',
  inquiryClosed: 'Diese Anfrage ist bereits abgeschlossen.',
  validUntil: (date: string) => `Das Angebot gilt bis ${date}.`,
  girocode: 'GiroCode für die Anzahlung',
  accountHolder: 'Kontoinhaber',
  iban: 'IBAN',
  bic: 'BIC',
  amount: 'Betrag',
  reference: 'Verwendungszweck',
  /** The deposit's remittance text: the evening and the hire's short id. */
  paymentReference: (date: string, shortId: string) => `Anzahlung Feier ${date} ${shortId}`,
  // The owner's offer, deposit and cancellation.
  itemsRequired: 'Bitte mindestens eine Position angeben.',
  itemLabelRequired: 'Bitte eine Bezeichnung angeben (höchstens 100 Zeichen).',
  quantityInvalid: 'Bitte eine ganze Menge von 1 bis 1000 angeben.',
  priceInvalid: 'Bitte einen Preis in ganzen Cent ab 0 angeben.',
  depositInvalid: 'Die Anzahlung darf nicht negativ sein und nicht über der Gesamtsumme liegen.',
  dayInvalid: 'Bitte ein gültiges Datum angeben.',
  amountInvalid: 'Bitte einen Betrag über 0 € in ganzen Cent angeben.',
  reasonRequired: 'Bitte einen Grund angeben (höchstens 500 Zeichen).',
  offerItemsInvalid: 'Bitte 1 bis 30 Positionen mit Bezeichnung, Menge und Preis angeben.',
  validUntilRange: 'Das Angebot muss ab heute und höchstens bis zum Tag der Feier gelten.',
  noBankAccount: 'Für eine Anzahlung fehlt das Konto. Bitte tragen Sie es in den Einstellungen ein.',
  receivedOnFuture: 'Der Tag des Eingangs darf nicht in der Zukunft liegen.',
  wrongStatus: 'Das geht im jetzigen Stand dieser Anfrage nicht mehr.',
  depositReceived: 'Anzahlung erhalten',
  overdue: 'überfällig',
  sheet: 'Ablaufblatt',
  staffArea: 'Feiern',
  /** What guests read on an evening a whole-pub hire holds (the database writes the same words). */
  closedEvening: 'Geschlossene Gesellschaft',
  // The owner's bank details (settings).
  holderLabel: 'Kontoinhaber für Anzahlungen',
  ibanLabel: 'IBAN für Anzahlungen',
  bicLabel: 'BIC (optional)',
  depositPercentLabel: 'Anzahlung (Prozent der Summe)',
  depositDaysLabel: 'Anzahlung fällig nach (Tagen)',
  holderInvalid: 'Bitte den Kontoinhaber angeben (höchstens 70 Zeichen).',
  ibanInvalid: 'Diese IBAN ist ungültig. Bitte prüfen Sie die Eingabe.',
  bicInvalid: 'Diese BIC ist ungültig. Bitte prüfen Sie die Eingabe oder lassen Sie das Feld leer.',
  depositPercentRange: 'Die Anzahlung muss zwischen 0 und 100 Prozent liegen.',
  depositDaysRange: 'Die Frist für die Anzahlung muss zwischen 1 und 60 Tagen liegen.',
  // The owner's spaces.
  spaceIdInvalid: 'Bitte eine Kennung aus Kleinbuchstaben, Ziffern und Bindestrichen angeben (höchstens 60 Zeichen).',
  spaceLabelInvalid: 'Bitte eine Bezeichnung von 2 bis 100 Zeichen angeben.',
  spaceGuestsInvalid: 'Bitte die Gästezahl von 1 bis 500 angeben, die kleinste nicht über der größten.',
  spaceWeekdaysInvalid: 'Bitte mindestens einen Wochentag wählen, jeden höchstens einmal.',
  spaceAreasInvalid: 'Nur das Irish Pub hat Bereiche im Tischplan.',
  // Mail subjects.
  guestSubject: (space: string, date: string) => `Ihre Mietanfrage: ${space} am ${date}`,
  venueSubject: (space: string, date: string) => `NEUE MIETANFRAGE - ${space} - ${date}`,
  offerSubject: (space: string, date: string) => `Ihr Angebot: ${space} am ${date}`,
  confirmedSubject: (space: string, date: string) => `Ihre Feier ist bestätigt: ${space} am ${date}`,
  lapsedSubject: (space: string, date: string) => `Ihr Angebot ist abgelaufen: ${space} am ${date}`,
  acceptedSubject: (space: string, date: string) => `Ihre Anzahlung: ${space} am ${date}`,
  reminderSubject: (space: string, date: string) => `Erinnerung an die Anzahlung: ${space} am ${date}`,
  cancelledSubject: (space: string, date: string) => `Ihre Feier ist abgesagt: ${space} am ${date}`,
} as const;

/** The states of an inquiry as the owner's list and the guest's page name them. */
export const hireStatusLabel: Record<HireStatus, string> = {
  neu: 'Neu',
  angebot: 'Angebot gesendet',
  angenommen: 'Angenommen – Anzahlung offen',
  bestaetigt: 'Bestätigt',
  abgelehnt: 'Abgelehnt',
  abgesagt: 'Abgesagt',
  abgelaufen: 'Abgelaufen',
};

/** The packages as the form and the offer's lines name them. */
export const packageLabel: Record<PackageId, string> = {
  'getraenke-bier': 'Getränkepaket Bier und Softdrinks',
  'getraenke-alles': 'Getränkepaket alles inklusive',
  personal: 'Personal für Theke und Service',
  'sport-leinwand': 'Sport auf der Leinwand',
};

/** The occasions as the form offers them. */
export const occasionLabel: Record<Occasion, string> = {
  geburtstag: 'Geburtstag',
  hochzeit: 'Hochzeit',
  firmenfeier: 'Firmenfeier',
  vereinsfeier: 'Vereinsfeier',
  sonstiges: 'Sonstiges',
};

/** A day of a space's calendar as the form names it beside its colour. */
export const dayStateLabel: Record<DayState, string> = {
  frei: 'frei',
  angefragt: 'angefragt',
  belegt: 'belegt',
  'nicht-buchbar': 'nicht buchbar',
};
