/** The key figures of `/admin/zahlen` and their change against the comparison period. */
import { figuresPageText } from './page-text';
import { rate } from './shape';
import type { FigureTotals } from './types';

export type KeyId = keyof typeof figuresPageText.keys;
/** How a key figure reads: a count, a share (0..1), a mean with one decimal, or cents as euros. */
export type KeyKind = 'count' | 'share' | 'mean' | 'cents';

export interface KeyFigure {
  id: KeyId;
  label: string;
  kind: KeyKind;
  /** `null` where there is nothing to divide by. */
  value: number | null;
  /** Versus the comparison: a relative change (0.1 = +10 %) for counts, means and money, the difference of the shares for shares. */
  change: number | null;
}

/** The seven figures of a period's totals. */
export function keyValues(t: FigureTotals): Record<KeyId, { kind: KeyKind; value: number | null }> {
  return {
    guests: { kind: 'count', value: t.guests },
    bookings: { kind: 'count', value: t.bookings },
    noShowRate: { kind: 'share', value: rate(t.noShows, t.bookings) },
    reminderConfirmed: { kind: 'share', value: rate(t.remindersConfirmed, t.remindersSent) },
    // Entries that became a booking, of all who joined the waitlist.
    waitlistFill: { kind: 'share', value: rate(t.waitlistAccepted, t.waitlistJoined) },
    partySize: { kind: 'mean', value: rate(t.guests, t.bookings) },
    hireRevenue: { kind: 'cents', value: t.hireRevenueCents },
  };
}

/** Change of `now` against `before`: the difference of shares, else relative; null without a base. */
export function change(kind: KeyKind, now: number | null, before: number | null): number | null {
  if (now === null || before === null) return null;
  if (kind === 'share') return now - before;
  return before === 0 ? null : (now - before) / before;
}

/** The key figures of a period, each with its change against `before` (when compared). */
export function keyFigures(now: FigureTotals, before?: FigureTotals): KeyFigure[] {
  const current = keyValues(now);
  const previous = before ? keyValues(before) : undefined;
  return (Object.keys(current) as KeyId[]).map((id) => ({
    id,
    label: figuresPageText.keys[id],
    kind: current[id].kind,
    value: current[id].value,
    change: previous ? change(current[id].kind, current[id].value, previous[id].value) : null,
  }));
}

const integer = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const percent = new Intl.NumberFormat('de-DE', { style: 'percent', maximumFractionDigits: 1 });
const euros = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });
const signedPercent = new Intl.NumberFormat('de-DE', {
  style: 'percent',
  maximumFractionDigits: 0,
  signDisplay: 'exceptZero',
});
const points = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1, signDisplay: 'exceptZero' });

/** A figure as the page shows it: '1.234', '12,5 %', '3,4', '1.250,00 €'; '–' without a value. */
export function formatKey(kind: KeyKind, value: number | null): string {
  if (value === null) return '–';
  if (kind === 'share') return percent.format(value);
  if (kind === 'mean') return oneDecimal.format(value);
  if (kind === 'cents') return euros.format(value / 100);
  return integer.format(value);
}

/** A change as the page shows it: '+12 %' for counts, '−2,5 Pp.' (percentage points) for shares. */
export function formatChange(kind: KeyKind, value: number): string {
  return kind === 'share' ? `${points.format(value * 100)} Pp.` : signedPercent.format(value);
}
