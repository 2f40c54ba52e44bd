/** Texts of the Rappen page that an editor may change. */

export const liveSports = [
  { name: 'Bundesliga', icon: '⚽', text: 'Jeden Spieltag, alle Konferenzen' },
  { name: 'DFB-Pokal', icon: '🏆', text: 'Vom Erstrundenkracher bis Berlin' },
  { name: 'Champions League', icon: '⭐', text: 'Dienstag und Mittwoch live' },
  { name: 'Europa League', icon: '🌍', text: 'Donnerstagabend auf der großen Leinwand' },
  { name: 'Conference League', icon: '🥅', text: 'Auch die kleinen Europapokale' },
  { name: 'American Football', icon: '🏈', text: 'NFL-Sonntage und der Super Bowl' },
] as const;

export const diplomas = [
  {
    title: 'Bier-Akademie',
    badge: 'Bachelor & Master',
    text: 'Im Bachelor verkostet ihr fünf Bierstile, im Master braut ihr gedanklich mit: Hopfen, Malz und Zapfkunde – mit Urkunde.',
  },
  {
    title: 'Schnaps-Schulung',
    badge: 'Obstbrand-Diplom',
    text: 'Von Williams bis Zwetschge: Wir probieren Brände aus der Region und erklären, woran man einen guten erkennt.',
  },
  {
    title: 'Wein-Akademie',
    badge: '6 Weine',
    text: 'Sechs Weine vom Neckar und aus aller Welt – Weiß, Rosé und Rot, mit kleinen Happen dazu.',
  },
  {
    title: 'Pub-Diplom',
    badge: 'Demnächst',
    text: 'Bald gibt es ein Diplom über beide Pubs: Stationen im Rappen und im Irish Pub, ein Stempelheft und ein großes Finale.',
    soon: true,
  },
] as const;

export const drinksMenuPdf = '/downloads/getraenkekarte-rappen.pdf';
