import { describe, expect, it } from 'vitest';
import {
  defaultDepositCents,
  estimateCents,
  formatEuro,
  type HirePackage,
  lineTotalCents,
  offerLines,
  offerTotalCents,
} from './money';

const packages: HirePackage[] = [
  { id: 'getraenke-bier', label: 'Bier und alkoholfreie Getränke', unit: 'person', priceCents: 2500 },
  { id: 'personal', label: 'Servicepersonal', unit: 'evening', priceCents: 15000 },
  { id: 'sport-leinwand', label: 'Sport auf der Leinwand', unit: 'evening', priceCents: 5000 },
];

describe('hire money', () => {
  it('prefills the offer: per person × guests, per evening × 1, only the ticked packages', () => {
    expect(offerLines(packages, ['personal', 'getraenke-bier'], 40)).toEqual([
      { label: 'Bier und alkoholfreie Getränke', quantity: 40, unitPriceCents: 2500 },
      { label: 'Servicepersonal', quantity: 1, unitPriceCents: 15000 },
    ]);
    expect(offerLines(packages, [], 40)).toEqual([]);
  });

  it('sums lines and estimates in whole cents', () => {
    expect(lineTotalCents({ label: 'x', quantity: 3, unitPriceCents: 1999 })).toBe(5997);
    expect(estimateCents(packages, ['getraenke-bier', 'personal'], 40)).toBe(115000);
    expect(offerTotalCents([])).toBe(0);
  });

  it('proposes the deposit as the percent of the total rounded up to 10 €, at most the total', () => {
    expect(defaultDepositCents(104000, 30)).toBe(32000); // 312 € → 320 €
    expect(defaultDepositCents(100000, 30)).toBe(30000); // on a step already
    expect(defaultDepositCents(100001, 30)).toBe(31000);
    expect(defaultDepositCents(2000, 100)).toBe(2000);
    expect(defaultDepositCents(500, 30)).toBe(500); // never above the total
    expect(defaultDepositCents(104000, 0)).toBe(0);
    expect(defaultDepositCents(0, 30)).toBe(0);
  });

  it('formats amounts the German way', () => {
    expect(formatEuro(123450)).toBe('1.234,50\u00a0€');
    expect(formatEuro(5)).toBe('0,05\u00a0€');
    expect(formatEuro(100000000)).toBe('1.000.000,00\u00a0€');
  });
});
