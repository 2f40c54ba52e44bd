import { addDays } from '../calendar';
import { defaultDepositCents, type HirePackage, offerLines, offerTotalCents, type PricedLine } from './money';
import type { StaffHireInquiry } from './staff';

/** Days an offer is open by default; never past the day before the evening. */
export const offerOpenDays = 14;

/** What the owner's offer form starts with (docs/hire.md#the-staffs-feiern). */
export interface OfferDraft {
  items: PricedLine[];
  depositCents: number;
  validUntil: string;
}

/**
 * The offer form prefilled: the offer already sent, else the ticked packages' lines for the guests
 * and the deposit of the setting's percent; valid {@link offerOpenDays} days from `today`, at the
 * latest the day before the evening (at least today).
 */
export function offerDraft(
  inquiry: Pick<StaffHireInquiry, 'packages' | 'guestCount' | 'date' | 'offer'>,
  packages: readonly HirePackage[],
  depositPercent: number,
  today: string,
): OfferDraft {
  if (inquiry.offer) {
    const { items, depositCents, validUntil } = inquiry.offer;
    return {
      items: items.map(({ label, quantity, unitPriceCents }) => ({ label, quantity, unitPriceCents })),
      depositCents,
      validUntil,
    };
  }
  const items = offerLines(packages, inquiry.packages, inquiry.guestCount);
  const latest = addDays(inquiry.date, -1);
  const open = addDays(today, offerOpenDays);
  const validUntil = open < latest ? open : latest < today ? today : latest;
  return { items, depositCents: defaultDepositCents(offerTotalCents(items), depositPercent), validUntil };
}

/** Cents as the form's euro field shows them: '1250,50', '80'. */
export function centsToInput(cents: number): string {
  const euros = Math.trunc(cents / 100);
  const rest = Math.abs(cents % 100);
  return rest === 0 ? String(euros) : `${euros},${String(rest).padStart(2, '0')}`;
}

/**
 * A euro amount typed by the owner ('1.250,50', '1250.5', '80 €') in whole cents; undefined when
 * it is not one (then the API's check names the field).
 */
export function inputToCents(text: string): number | undefined {
  const bare = text.replace(/[\s€\u00a0]/g, '');
  const match = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:[,.](\d{1,2}))?$/.exec(bare);
  if (!match) return undefined;
  const euros = Number((match[1] ?? '').replaceAll('.', ''));
  const cents = Number((match[2] ?? '').padEnd(2, '0'));
  return euros * 100 + cents;
}
