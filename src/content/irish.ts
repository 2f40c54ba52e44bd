/** Texts of the Irish pub page that an editor may change. */

export const quizRules = [
  'Teams mit bis zu 6 Personen, Start um 20:00 Uhr.',
  'Sechs Runden: Allgemeinwissen, Musik, Bilder, Sport, Reutlingen und die Joker-Runde.',
  'Handys bleiben in der Tasche – wer googelt, fliegt.',
  'Die Quizmasterin hat immer recht.',
  'Das Siegerteam gewinnt einen Verzehrgutschein, die rote Laterne eine Runde Shots.',
  'Anmeldung per WhatsApp mit Teamname, Personenzahl und Datum.',
] as const;

export const regularEvents = [
  {
    title: 'Pub Quiz',
    day: 'Jeden Dienstag',
    time: 'ab 20:00 Uhr',
    note: 'Reservierung erforderlich (Anmeldung per WhatsApp)',
    icon: '🧠',
  },
  {
    title: 'Karaoke Night',
    day: 'Jeden Donnerstag',
    time: 'ab 21:00 Uhr',
    note: 'Keine Reservierung nötig – über 70.000 Songs',
    icon: '🎤',
  },
] as const;

export const specials = [
  { title: 'Stout Sunday', text: 'Sonntags jedes Pint Stout zum Sonntagspreis.' },
  { title: 'Whiskey des Monats', text: 'Jeden Monat ein neuer irischer Whiskey zum Probierpreis.' },
  { title: 'Happy Hour', text: 'Freitag und Samstag von 19 bis 20 Uhr zwei Cider zum Preis von einem.' },
] as const;
