import { type FaqItem, faqItem } from './schemas';

/** The six questions of the contact page. */
export const faq: readonly FaqItem[] = [
  {
    question: 'Kann ich im Irish Pub einen Tisch reservieren?',
    answer:
      'Ja, online unter „Reservieren“ für Freitag bis Montag ab 19:30 Uhr. Dienstags (Quiz) meldet ihr euch per WhatsApp an, donnerstags (Karaoke) braucht ihr keine Reservierung, mittwochs ist Ruhetag.',
  },
  {
    question: 'Ab wie vielen Personen soll ich euch direkt kontaktieren?',
    answer:
      'Ab 16 Personen oder für besondere Anlässe ruft uns bitte an oder schreibt uns über das Kontaktformular – dann planen wir gemeinsam.',
  },
  {
    question: 'Zeigt ihr Fußball und andere Sportereignisse?',
    answer:
      'Im Rappen laufen Bundesliga, DFB-Pokal, Champions League, Europa League, Conference League und American Football auf mehreren Bildschirmen.',
  },
  {
    question: 'Kann ich den Partykeller oder den Irish Pub mieten?',
    answer:
      'Ja. Der Rappen bietet Platz für bis zu 80 Personen, der Irish Pub für bis zu 60. Alle Details findet ihr unter „Mietmöglichkeiten“.',
  },
  {
    question: 'Wie funktioniert die Anmeldung zum Pub Quiz?',
    answer:
      'Schickt uns euren Teamnamen, die Anzahl der Personen und den gewünschten Dienstag per WhatsApp. Start ist um 20:00 Uhr.',
  },
  {
    question: 'Wie lange wird mein reservierter Tisch freigehalten?',
    answer:
      'Wir halten euren Tisch 15 Minuten nach der reservierten Uhrzeit frei. Kommt ihr später, ruft bitte kurz an.',
  },
].map((f) => faqItem.parse(f));
