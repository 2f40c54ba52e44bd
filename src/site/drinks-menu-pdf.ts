import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import type { Venue } from '../domain/venue/schema';

/** Where the site serves the Rappen's drinks menu, built from src/content/menu.yaml (`drinks`). */
export const drinksMenuPath = '/downloads/getraenkekarte-rappen.pdf';

export interface DrinksSection {
  title: string;
  items: { name: string; size: string; price: string }[];
}

const width = 595.28;
const height = 841.89;
const brown = rgb(0.16, 0.11, 0.08);
const red = rgb(0.56, 0.16, 0.11);
const brass = rgb(0.72, 0.55, 0.2);
const muted = rgb(0.4, 0.33, 0.27);
const cream = rgb(0.97, 0.93, 0.85);

/**
 * The drinks menu as an A4 PDF: the sections with name, size and price of each drink, the
 * venue's address and phone at the foot. Byte-identical for the same content (fixed dates).
 */
export async function drinksMenuPdf(
  sections: readonly DrinksSection[],
  venue: Pick<Venue, 'name' | 'address' | 'phone'>,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle('Getränkekarte – Rappen Reutlingen');
  doc.setAuthor('Rappen Reutlingen');
  doc.setLanguage('de-DE');
  doc.setSubject('Wöchentlich wechselnde Getränkekarte des Rappen');
  doc.setCreationDate(new Date('2026-01-01T00:00:00Z'));
  doc.setModificationDate(new Date('2026-01-01T00:00:00Z'));
  const page = doc.addPage([width, height]);
  const serif = await doc.embedFont(StandardFonts.TimesRomanBold);
  const sans = await doc.embedFont(StandardFonts.Helvetica);
  const sansBold = await doc.embedFont(StandardFonts.HelveticaBold);

  page.drawRectangle({ x: 0, y: 0, width, height, color: rgb(0.98, 0.96, 0.93) });
  page.drawRectangle({ x: 0, y: 760, width, height: 81.89, color: red });
  page.drawText('RAPPEN', { x: 50, y: 795, size: 34, font: serif, color: cream });
  page.drawText('Getränkekarte', { x: 50, y: 772, size: 14, font: sansBold, color: rgb(0.85, 0.65, 0.27) });
  page.drawText('Wechselt wöchentlich – fragt nach unseren Specials!', {
    x: 290,
    y: 776,
    size: 10,
    font: sans,
    color: cream,
  });

  let y = 720;
  for (const section of sections) {
    page.drawText(section.title, { x: 50, y, size: 17, font: serif, color: red });
    y -= 6;
    page.drawLine({ start: { x: 50, y }, end: { x: 545, y }, thickness: 1, color: brass });
    y -= 20;
    for (const { name, size, price } of section.items) {
      page.drawText(name, { x: 50, y, size: 11, font: sans, color: brown });
      page.drawText(size, { x: 340, y, size: 10, font: sans, color: muted });
      page.drawText(price, {
        x: 545 - sansBold.widthOfTextAtSize(price, 11),
        y,
        size: 11,
        font: sansBold,
        color: brown,
      });
      y -= 19;
    }
    y -= 18;
  }

  const { street, postalCode, city } = venue.address;
  const footer = `${venue.name} · ${street} · ${postalCode} ${city} · Tel. ${venue.phone}`;
  page.drawText(footer, { x: 50, y: 50, size: 9, font: sans, color: muted });
  page.drawText('Alle Preise inkl. MwSt. Abgabe von Alkohol nur an Personen ab 16 bzw. 18 Jahren.', {
    x: 50,
    y: 36,
    size: 8,
    font: sans,
    color: muted,
  });
  return doc.save({ useObjectStreams: true });
}
