import irish1 from '../assets/art/rentals/irish-1.svg';
import irish2 from '../assets/art/rentals/irish-2.svg';
import irish3 from '../assets/art/rentals/irish-3.svg';
import irish4 from '../assets/art/rentals/irish-4.svg';
import irish5 from '../assets/art/rentals/irish-5.svg';
import irish6 from '../assets/art/rentals/irish-6.svg';
import rappen1 from '../assets/art/rentals/rappen-1.svg';
import rappen2 from '../assets/art/rentals/rappen-2.svg';
import rappen3 from '../assets/art/rentals/rappen-3.svg';
import rappen4 from '../assets/art/rentals/rappen-4.svg';
import rappen5 from '../assets/art/rentals/rappen-5.svg';
import rappen6 from '../assets/art/rentals/rappen-6.svg';
import { type RentalOffer, rentalOffer } from './schemas';

/** Rental offers per venue (docs/data.md#not-in-the-database Rentals, capacities of §9). */
export const rentals: readonly RentalOffer[] = [
  {
    venue: 'rappen',
    title: 'Rappen & Partykeller',
    intro:
      'Unser Gewölbekeller mit eigener Theke ist wie gemacht für Geburtstage, Vereinsfeste und Firmenabende. Auf Wunsch gehört euch auch die Gaststube.',
    capacity: 80,
    details: [
      { title: 'Bis zu 80 Personen', text: 'Gaststube und Partykeller zusammen, bestuhlt oder als Stehempfang.' },
      { title: 'Eigene Theke', text: 'Der Keller hat eine eigene Zapfanlage – euer Abend, euer Tempo.' },
      {
        title: 'Musik & Leinwand',
        text: 'Musikanlage, Mikrofon und Beamer für Reden, Fotos oder das Spiel des Tages.',
      },
    ],
    gallery: [
      { src: rappen1, alt: 'Gewölbekeller mit Wimpelgirlande, Lichterkette und gefüllten Gläsern' },
      { src: rappen2, alt: 'Lange Holztische im Backsteingewölbe, darauf Helles und Dunkles' },
      { src: rappen3, alt: 'Theke des Rappen mit Zapfhähnen und Flaschenregal' },
      { src: rappen4, alt: 'Tisch mit schwäbischem Essen, Bier und einer Brezel' },
      { src: rappen5, alt: 'Gäste verfolgen ein Fußballspiel auf der großen Leinwand' },
      { src: rappen6, alt: 'Feier mit bunten Luftballons, Konfetti und Getränken an der Theke' },
    ],
  },
  {
    venue: 'irish',
    title: 'Irish Pub',
    intro: 'Der ganze Pub für euch: Holz, grüne Wände, Dartscheibe und eine Theke voller Stout – für bis zu 60 Gäste.',
    capacity: 60,
    details: [
      { title: 'Bis zu 60 Personen', text: 'Exklusiv an Abenden ohne Quiz und Karaoke, auch als Teilbereich buchbar.' },
      { title: 'Dart & Karaoke', text: 'Dartscheibe und Karaoke-Anlage mit über 70.000 Songs stehen bereit.' },
      { title: 'Irische Theke', text: 'Stout, Cider und Whiskey – auf Wunsch mit Whiskey-Tasting.' },
    ],
    gallery: [
      { src: irish1, alt: 'Irische Theke mit Fernseher, Zapfhähnen und Stout-Gläsern' },
      { src: irish2, alt: 'Dartscheibe an grüner Wand mit Kreidetafel für den Spielstand' },
      { src: irish3, alt: 'Karaoke-Bühne mit Mikrofon und bunten Scheinwerfern' },
      { src: irish4, alt: 'Tisch mit Kerze, Stout und Lager am Fenster' },
      { src: irish5, alt: 'Biergarten am Abend mit Lichterketten und Bierbänken' },
      { src: irish6, alt: 'Feier im Irish Pub mit Luftballons und Konfetti' },
    ],
  },
].map((r) => rentalOffer.parse(r));

/** Services offered with every rental. */
export const rentalServices = [
  {
    title: 'Getränkepakete',
    text: 'Pauschalen für Bier, Wein, Softdrinks oder alles zusammen – ganz nach eurer Feier.',
    icon: '🍺',
  },
  { title: 'Personal', text: 'Unser Team übernimmt Theke und Service, damit ihr mitfeiern könnt.', icon: '🤝' },
  {
    title: 'Sportevents auf Leinwand',
    text: 'Das große Spiel live auf Leinwand und Bildschirmen – mit Ton.',
    icon: '📺',
  },
] as const;

/** The four-step booking process; a deposit is due when you book. */
export const rentalSteps = [
  { title: 'Kontakt', text: 'Ruft an oder schreibt uns mit Datum, Anlass und ungefährer Gästezahl.' },
  { title: 'Persönliches Gespräch', text: 'Wir besprechen alles vor Ort. Bei der Buchung ist eine Anzahlung fällig.' },
  { title: 'Individuelles Angebot', text: 'Ihr bekommt ein Angebot, das zu eurer Feier passt.' },
  { title: 'Feiern', text: 'Ihr feiert – wir kümmern uns um den Rest.' },
] as const;
