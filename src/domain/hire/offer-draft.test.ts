import { describe, expect, it } from 'vitest';
import type { HirePackage } from './money';
import { centsToInput, inputToCents, offerDraft } from './offer-draft';

const packages: HirePackage[] = [
  { id: 'getraenke-bier', label: 'Bier und alkoholfreie Getränke', unit: 'person', priceCents: 2500 },
  { id: 'personal', label: 'Servicepersonal', unit: 'evening', priceCents: 15000 },
];

describe("the owner's offer form", () => {
  it('starts from the ticked packages and the guests, with the default deposit', () => {
    const draft = offerDraft(
      { packages: ['getraenke-bier', 'personal'], guestCount: 40, date: '2027-02-05', offer: null },
      packages,
      30,
      '2026-12-01',
    );
    expect(draft).toEqual({
      items: [
        { label: 'Bier und alkoholfreie Getränke', quantity: 40, unitPriceCents: 2500 },
        { label: 'Servicepersonal', quantity: 1, unitPriceCents: 15000 },
      ],
      // 30 % of 1.150 € is 345 €, rounded up to 350 €.
      depositCents: 35000,
      validUntil: '2026-12-15',
    });
  });

  it('keeps the offer open at most until the day before the evening, never before today', () => {
    const soon = { packages: [], guestCount: 20, offer: null };
    expect(offerDraft({ ...soon, date: '2026-12-05' }, packages, 30, '2026-12-01').validUntil).toBe('2026-12-04');
    expect(offerDraft({ ...soon, date: '2026-12-01' }, packages, 30, '2026-12-01').validUntil).toBe('2026-12-01');
    expect(offerDraft({ ...soon, date: '2026-12-05' }, packages, 30, '2026-12-01').depositCents).toBe(0);
  });

  it('starts from the offer already sent when there is one', () => {
    const offer = {
      items: [{ label: 'Pauschale', quantity: 1, unitPriceCents: 50000 }],
      totalCents: 50000,
      depositCents: 10000,
      validUntil: '2026-12-20',
    };
    expect(
      offerDraft({ packages: ['personal'], guestCount: 30, date: '2027-01-10', offer }, packages, 30, '2026-12-01'),
    ).toEqual({
      items: [{ label: 'Pauschale', quantity: 1, unitPriceCents: 50000 }],
      depositCents: 10000,
      validUntil: '2026-12-20',
    });
  });

  it('reads euro amounts as the owner types them', () => {
    expect(inputToCents('1.250,50')).toBe(125050);
    expect(inputToCents('1250.5')).toBe(125050);
    expect(inputToCents('80 €')).toBe(8000);
    expect(inputToCents('0,05')).toBe(5);
    expect(inputToCents('1.25')).toBe(125);
    expect(inputToCents('')).toBeUndefined();
    expect(inputToCents('-5')).toBeUndefined();
    expect(inputToCents('12,345')).toBeUndefined();
    expect(inputToCents('zehn')).toBeUndefined();
  });

  it('shows cents as a euro field does', () => {
    expect(centsToInput(125050)).toBe('1250,50');
    expect(centsToInput(8000)).toBe('80');
    expect(centsToInput(5)).toBe('0,05');
    expect(inputToCents(centsToInput(99999))).toBe(99999);
  });
});
