import { type IsoWeekday, isoWeekdays, type OpeningHours, type WeekDay, weekdayLong, weekdayShort } from './week';

/**
 * The reservation hours of the week as mails and the booking page write them, e.g.
 * 'Fr-Mo 19:30-00:00' or 'Fr-Sa 19:30-01:00, So-Mo 19:30-00:00': runs of consecutive bookable
 * weekdays with the same times (a run may wrap from Sunday to Monday); '' when no day is bookable.
 */
export function weekHoursText(days: readonly WeekDay[], hours: OpeningHours): string {
  const times = (d: WeekDay) => `${d.from ?? hours.openTime}-${d.until ?? hours.closeTime}`;
  const byDay = new Map(days.map((d) => [d.weekday, d]));
  const label = (w: IsoWeekday) => {
    const d = byDay.get(w);
    return d?.bookable ? times(d) : null;
  };
  // Start the walk on a day that does not continue the run of the day before, so a run
  // that wraps from Sunday to Monday stays one run.
  const start = isoWeekdays.find((w) => label(w) !== label(w === 1 ? 7 : ((w - 1) as IsoWeekday)));
  if (start === undefined) {
    const all = label(1);
    return all ? `Mo-So ${all}` : '';
  }
  const order = isoWeekdays.map((_, i) => (((start - 1 + i) % 7) + 1) as IsoWeekday);
  const runs: { first: IsoWeekday; last: IsoWeekday; times: string }[] = [];
  for (const w of order) {
    const t = label(w);
    const run = runs.at(-1);
    const previous = w === 1 ? 7 : w - 1;
    if (t && run && run.last === previous && run.times === t) run.last = w;
    else if (t) runs.push({ first: w, last: w, times: t });
  }
  return runs
    .map((r) => `${weekdayShort[r.first]}${r.first === r.last ? '' : `-${weekdayShort[r.last]}`} ${r.times}`)
    .join(', ');
}

/** The weekdays without online booking, e.g. 'Di/Mi/Do Ruhetage' or 'Mi Ruhetag'; '' when none. */
export function restDaysText(days: readonly WeekDay[]): string {
  const rest = days.filter((d) => !d.bookable).map((d) => weekdayShort[d.weekday]);
  if (rest.length === 0) return '';
  return `${rest.join('/')} ${rest.length === 1 ? 'Ruhetag' : 'Ruhetage'}`;
}

/**
 * The bookable days as a sentence for guests' pages, from the week's data (never from prose):
 * 'Freitag bis Montag ab 19:30 Uhr'; days with another start get their own part ('Montag, Freitag
 * und Samstag ab 19:30 Uhr, Sonntag ab 18:00 Uhr'); a week without online booking says so.
 */
export function bookableDaysSentence(days: readonly WeekDay[], hours: OpeningHours): string {
  const byDay = new Map(days.map((d) => [d.weekday, d]));
  const start = (w: IsoWeekday) => {
    const d = byDay.get(w);
    return d?.bookable ? (d.from ?? hours.openTime) : null;
  };
  const before = (w: IsoWeekday) => (w === 1 ? 7 : w - 1) as IsoWeekday;
  const first = isoWeekdays.find((w) => start(w) !== null && start(before(w)) !== start(w));
  if (first === undefined) {
    const all = start(1);
    return all ? `täglich ab ${all} Uhr` : 'derzeit an keinem Tag';
  }
  const order = isoWeekdays.map((_, i) => (((first - 1 + i) % 7) + 1) as IsoWeekday);
  const runs: { days: IsoWeekday[]; from: string }[] = [];
  for (const w of order) {
    const from = start(w);
    const run = runs.at(-1);
    if (from && run && run.days.at(-1) === before(w) && run.from === from) run.days.push(w);
    else if (from) runs.push({ days: [w], from });
  }
  // Three days or more read 'Freitag bis Montag'; one or two are named one by one.
  const runText = (r: IsoWeekday[]) =>
    r.length >= 3
      ? [`${weekdayLong[r[0] as IsoWeekday]} bis ${weekdayLong[r.at(-1) as IsoWeekday]}`]
      : r.map((w) => weekdayLong[w]);
  const list = (parts: string[]) =>
    parts.length === 1 ? (parts[0] as string) : `${parts.slice(0, -1).join(', ')} und ${parts.at(-1)}`;
  const times = [...new Set(runs.map((r) => r.from))];
  return times
    .map((from) => `${list(runs.filter((r) => r.from === from).flatMap((r) => runText(r.days)))} ab ${from} Uhr`)
    .join(', ');
}

/**
 * The other weekdays with what the owner wrote for them, for guests' pages: 'Dienstag: Quiz-Abend –
 * Anmeldung nur über WhatsApp; Mittwoch: Ruhetag'; days without a reason read 'keine
 * Online-Reservierung'; a week bookable every day says so.
 */
export function otherDaysSentence(days: readonly WeekDay[]): string {
  const others = days.filter((d) => !d.bookable);
  if (others.length === 0) return 'keine, es ist an jedem Tag online reservierbar';
  return others.map((d) => `${weekdayLong[d.weekday]}: ${d.reason?.trim() || 'keine Online-Reservierung'}`).join('; ');
}
