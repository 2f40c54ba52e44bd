import type { PackageId, PackageUnit } from './values';

/** A package a space offers, with the price only the owner sets (`GET /api/hire/spaces`). */
export interface HirePackage {
  id: PackageId;
  label: string;
  unit: PackageUnit;
  priceCents: number;
}

/** A line of an offer; amounts in whole cents. */
export interface PricedLine {
  label: string;
  quantity: number;
  unitPriceCents: number;
}

/** The offer's lines prefilled from the ticked packages: per person × guests, per evening × 1. */
export function offerLines(
  packages: readonly HirePackage[],
  ticked: readonly PackageId[],
  guestCount: number,
): PricedLine[] {
  return packages
    .filter((p) => ticked.includes(p.id))
    .map((p) => ({ label: p.label, quantity: p.unit === 'person' ? guestCount : 1, unitPriceCents: p.priceCents }));
}

export function lineTotalCents(line: PricedLine): number {
  return line.quantity * line.unitPriceCents;
}

export function offerTotalCents(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, line) => sum + lineTotalCents(line), 0);
}

/** The guest's estimate from the ticked packages ('unverbindlich'): the total the prefilled offer would have. */
export function estimateCents(
  packages: readonly HirePackage[],
  ticked: readonly PackageId[],
  guestCount: number,
): number {
  return offerTotalCents(offerLines(packages, ticked, guestCount));
}

/** The step the default deposit is rounded to: 10 €. */
export const depositStepCents = 1000;

/**
 * The deposit an offer proposes: `percent` of the total, rounded UP to the next 10 €, never above
 * the total. Up, not to the nearest: the owner's setting is the least the deposit covers (30 % of
 * 1.040 € is 312 €; the nearest step, 310 €, would ask for less than 30 %).
 */
export function defaultDepositCents(totalCents: number, percent: number): number {
  if (totalCents <= 0 || percent <= 0) return 0;
  const share = Math.ceil((totalCents * percent) / 100);
  return Math.min(totalCents, Math.ceil(share / depositStepCents) * depositStepCents);
}

const euro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });

/** An amount as guests read it: '1.234,50 €' (a no-break space keeps the sign with the number). */
export function formatEuro(cents: number): string {
  return euro.format(cents / 100);
}
