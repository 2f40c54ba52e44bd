import { type OpeningHoursRule, type Venue, type Weekday, weekdays } from './schema';

const longNames: Record<Weekday, string> = {
  Mo: 'Montag',
  Di: 'Dienstag',
  Mi: 'Mittwoch',
  Do: 'Donnerstag',
  Fr: 'Freitag',
  Sa: 'Samstag',
  So: 'Sonntag',
};

export interface OpeningHoursRow {
  /** "Mo", "Di – Do", "Do – Di" */
  days: string;
  /** Spoken form for screen readers: "Dienstag bis Donnerstag". */
  daysLong: string;
  /** "12:00 – 23:00 Uhr", "ab 19:00 Uhr" */
  hours: string;
}

/**
 * Consecutive days of a rule (in week order, wrapping Sunday → Monday) as one range: 'Do – Di'
 * on pages, 'Do-Di' in a line of running text (`compact`).
 */
function dayRange(days: readonly Weekday[]): { short: string; compact: string; long: string } {
  const first = days[0] as Weekday;
  if (days.length === 1) return { short: first, compact: first, long: longNames[first] };
  const last = days[days.length - 1] as Weekday;
  return {
    short: `${first} – ${last}`,
    compact: `${first}-${last}`,
    long: `${longNames[first]} bis ${longNames[last]}`,
  };
}

/** Opening hours as rows for pages and mails. */
export function openingHoursRows(rules: readonly OpeningHoursRule[]): OpeningHoursRow[] {
  return rules.map((rule) => {
    const range = dayRange(rule.days);
    return {
      days: range.short,
      daysLong: range.long,
      hours: rule.closes ? `${rule.opens} – ${rule.closes} Uhr` : `ab ${rule.opens} Uhr`,
    };
  });
}

/** Weekdays not named in any rule: the rest days ("Mi"). */
export function closedDays(rules: readonly OpeningHoursRule[]): Weekday[] {
  const open = new Set(rules.flatMap((r) => r.days));
  return weekdays.filter((d) => !open.has(d));
}

export function weekdayLongName(day: Weekday): string {
  return longNames[day];
}

/** The opening hours in one line of running text, as the mails say them: 'Do-Di ab 19:00 Uhr (Mittwoch Ruhetag)'. */
export function openingHoursLine(venue: Pick<Venue, 'openingHours' | 'openingHoursNote'>): string {
  const rules = venue.openingHours.map((rule) => {
    const days = dayRange(rule.days).compact;
    return rule.closes ? `${days} ${rule.opens}-${rule.closes} Uhr` : `${days} ab ${rule.opens} Uhr`;
  });
  return `${rules.join(', ')}${venue.openingHoursNote ? ` (${venue.openingHoursNote})` : ''}`;
}

/** The venue's address in one line: 'Wilhelmstraße 1, 72764 Reutlingen'. */
export function addressLine(venue: Pick<Venue, 'address'>): string {
  return `${venue.address.street}, ${venue.address.postalCode} ${venue.address.city}`;
}
