import { type IsoWeekday, isoWeekdays, type OpeningHours, type WeekDay, weekdayShort } from './week';

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
