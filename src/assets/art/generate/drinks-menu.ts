/**
 * Writes the Rappen's drinks menu as a real PDF to public/downloads/getraenkekarte-rappen.pdf
 * (run: `npx tsx src/assets/art/generate/drinks-menu.ts`). Edit the lists below and run it again.
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { venueById } from '../../../site/venues';

const sections: { title: string; items: [string, string, string][] }[] = [
  {
    title: 'Vom Fass',
    items: [
      ['Achalm Helles', '0,3 l / 0,5 l', '3,40 € / 4,80 €'],
      ['Achalm Märzen (saisonal)', '0,5 l', '5,10 €'],
      ['Hefeweizen hell oder dunkel', '0,5 l', '5,20 €'],
      ['Pils', '0,3 l / 0,4 l', '3,50 € / 4,40 €'],
      ['Radler, Russ', '0,5 l', '4,60 €'],
    ],
  },
  {
    title: 'Flaschenbier & Alkoholfrei',
    items: [
      ['Alkoholfreies Weizen', '0,5 l', '4,80 €'],
      ['Albquelle Zitrone, Orange, Cola', '0,33 l', '3,50 €'],
      ['Apfelschorle, Johannisbeerschorle', '0,4 l', '3,60 €'],
      ['Mineralwasser', '0,25 l / 0,75 l', '2,60 € / 6,50 €'],
    ],
  },
  {
    title: 'Weine vom Weingut Neckarhalde',
    items: [
      ['Trollinger mit Lemberger', '0,25 l', '6,20 €'],
      ['Riesling trocken', '0,25 l', '6,40 €'],
      ['Spätburgunder Rosé', '0,25 l', '6,20 €'],
      ['Weinschorle', '0,5 l', '5,80 €'],
    ],
  },
  {
    title: 'Brände von Echaz Brand',
    items: [
      ['Williams-Christ-Birne', '2 cl', '3,80 €'],
      ['Zwetschgenwasser', '2 cl', '3,60 €'],
      ['Alb-Obstler', '2 cl', '3,20 €'],
      ['Schnaps-Probierbrett (4 Sorten)', '4 × 2 cl', '12,00 €'],
    ],
  },
];

const doc = await PDFDocument.create();
doc.setTitle('Getränkekarte – Rappen Reutlingen');
doc.setAuthor('Rappen Reutlingen');
doc.setLanguage('de-DE');
doc.setSubject('Wöchentlich wechselnde Getränkekarte des Rappen');
const page = doc.addPage([595.28, 841.89]);
const serif = await doc.embedFont(StandardFonts.TimesRomanBold);
const sans = await doc.embedFont(StandardFonts.Helvetica);
const sansBold = await doc.embedFont(StandardFonts.HelveticaBold);
const brown = rgb(0.16, 0.11, 0.08);
const red = rgb(0.56, 0.16, 0.11);
const brass = rgb(0.72, 0.55, 0.2);

page.drawRectangle({ x: 0, y: 0, width: 595.28, height: 841.89, color: rgb(0.98, 0.96, 0.93) });
page.drawRectangle({ x: 0, y: 760, width: 595.28, height: 81.89, color: red });
page.drawText('RAPPEN', { x: 50, y: 795, size: 34, font: serif, color: rgb(0.97, 0.93, 0.85) });
page.drawText('Getränkekarte', { x: 50, y: 772, size: 14, font: sansBold, color: rgb(0.85, 0.65, 0.27) });
page.drawText('Wechselt wöchentlich – fragt nach unseren Specials!', {
  x: 290,
  y: 776,
  size: 10,
  font: sans,
  color: rgb(0.97, 0.93, 0.85),
});

let y = 720;
for (const section of sections) {
  page.drawText(section.title, { x: 50, y, size: 17, font: serif, color: red });
  y -= 6;
  page.drawLine({ start: { x: 50, y }, end: { x: 545, y }, thickness: 1, color: brass });
  y -= 20;
  for (const [name, size, price] of section.items) {
    page.drawText(name, { x: 50, y, size: 11, font: sans, color: brown });
    page.drawText(size, { x: 340, y, size: 10, font: sans, color: rgb(0.4, 0.33, 0.27) });
    page.drawText(price, { x: 545 - sansBold.widthOfTextAtSize(price, 11), y, size: 11, font: sansBold, color: brown });
    y -= 19;
  }
  y -= 18;
}

const rappen = venueById('rappen');
const footer = `${rappen.name} · ${rappen.address.street} · ${rappen.address.postalCode} ${rappen.address.city} · Tel. ${rappen.phone}`;
page.drawText(footer, { x: 50, y: 50, size: 9, font: sans, color: rgb(0.4, 0.33, 0.27) });
page.drawText('Alle Preise inkl. MwSt. Abgabe von Alkohol nur an Personen ab 16 bzw. 18 Jahren.', {
  x: 50,
  y: 36,
  size: 8,
  font: sans,
  color: rgb(0.4, 0.33, 0.27),
});

const out = join(dirname(fileURLToPath(import.meta.url)), '../../../../public/downloads/getraenkekarte-rappen.pdf');
// A fixed date keeps the file byte-identical when nothing changed.
doc.setCreationDate(new Date('2026-01-01T00:00:00Z'));
doc.setModificationDate(new Date('2026-01-01T00:00:00Z'));
writeFileSync(out, await doc.save({ useObjectStreams: true }));
console.info('Drinks menu written to', out);
