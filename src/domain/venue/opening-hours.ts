import { type OpeningHoursRule, type Weekday, weekdays } from './schema';

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

/** Consecutive days of a rule (in week order, wrapping Sunday → Monday) as one range. */
function dayRange(days: readonly Weekday[]): { short: string; long: string } {
  if (days.length === 1) return { short: days[0] ?? '', long: longNames[days[0] as Weekday] };
  const first = days[0] as Weekday;
  const last = days[days.length - 1] as Weekday;
  return { short: `${first} – ${last}`, long: `${longNames[first]} bis ${longNames[last]}` };
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
