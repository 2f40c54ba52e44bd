import type { APIRoute } from 'astro';
import { single } from '../../site/content';
import { drinksMenuPdf } from '../../site/drinks-menu-pdf';
import { venueById } from '../../site/venues';

/** The Rappen's drinks menu as a PDF, built from src/content/menu.yaml at build. */
export const GET: APIRoute = async () => {
  const menu = await single('menu');
  const pdf = await drinksMenuPdf(menu.drinks, venueById('rappen'));
  return new Response(new Blob([pdf as Uint8Array<ArrayBuffer>]), { headers: { 'Content-Type': 'application/pdf' } });
};
