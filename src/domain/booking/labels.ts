/**
 * The names of a reservation's fields as guests and staff read them: in the booking form, the
 * staff's dialogs and day view, and the mails. One place, so a field is named alike everywhere.
 */
export const fieldLabels = {
  startTime: 'Startzeit',
  endTime: 'Endzeit',
  guests: 'Personen',
  name: 'Name',
  email: 'E-Mail',
  phone: 'Telefon',
  specialRequests: 'Besondere Wünsche',
} as const;

/** What a mail shows for a field the guest left empty. */
export const notGiven = 'Nicht angegeben';
