import { describe, expect, it } from 'vitest';
import { drinksMenuPdf } from './drinks-menu-pdf';

const venue = {
  name: 'Rappen',
  address: { street: 'Wilhelmstraße 1', postalCode: '72764', city: 'Reutlingen' },
  phone: '07121 123456',
};
const sections = [{ title: 'Vom Fass', items: [{ name: 'Pils', size: '0,3 l', price: '3,50 €' }] }];

describe('drinksMenuPdf', () => {
  it('writes a PDF, the same bytes for the same menu, other bytes for another price', async () => {
    const first = await drinksMenuPdf(sections, venue);
    expect(new TextDecoder().decode(first.slice(0, 5))).toBe('%PDF-');
    expect(await drinksMenuPdf(sections, venue)).toEqual(first);
    const dearer = [{ ...sections[0], title: 'Vom Fass', items: [{ name: 'Pils', size: '0,3 l', price: '3,70 €' }] }];
    expect(await drinksMenuPdf(dearer, venue)).not.toEqual(first);
  });
});
