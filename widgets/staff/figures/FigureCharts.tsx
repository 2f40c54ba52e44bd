import { shortGermanDate } from '../../../src/domain/calendar';
import { formatKey } from '../../../src/domain/figures/key-figures';
import { figuresPageText as t } from '../../../src/domain/figures/page-text';
import {
  buckets,
  busiest,
  byWeekday,
  grainOf,
  heatmapTimes,
  noShowRates,
  rate,
} from '../../../src/domain/figures/shape';
import type { Figures } from '../../../src/domain/figures/types';
import { sourceLabel } from '../../../src/domain/staff-reservations/staff-booking';
import { Chart } from './Chart';
import { bars, channelStack, guestsLine, heatmap } from './charts';

const count = (n: number) => formatKey('count', n);
const share = (n: number | null) => formatKey('share', n);

/** The seven charts of `/admin/zahlen` for a period and its comparison. */
export function FigureCharts({ now, before }: { now: Figures; before: Figures }) {
  const grain = grainOf(now.from, now.to);
  const series = buckets(now.byDay, grain);
  const was = buckets(before.byDay, grain);
  const weekdays = byWeekday(now.byDay).map((w) => ({ label: t.weekdays[w.weekday - 1] as string, value: w.guests }));
  const strongest = [...weekdays].sort((a, b) => b.value - a.value)[0];
  const channels = [...now.byChannel].sort((a, b) => b.bookings - a.bookings)[0];
  const rates = noShowRates(now.byChannel).map((r) => ({
    label: sourceLabel[r.channel],
    value: r.rate ?? 0,
    rate: r.rate,
  }));
  const top = busiest(now.heatmap);
  // Every size from 1 to the largest booked, so a gap shows as an empty place.
  const largest = Math.max(0, ...now.partySizes.map((p) => p.size));
  const sizes = Array.from({ length: largest }, (_, i) => ({
    label: t.partySize(i + 1),
    value: now.partySizes.find((p) => p.size === i + 1)?.bookings ?? 0,
  }));
  const leads = now.leadTime.map((l) => ({ label: t.leadTime[l.bucket], value: l.bookings }));
  const topLead = [...leads].sort((a, b) => b.value - a.value)[0];
  const none = now.totals.bookings === 0;
  const dayLabel = (day: string) => shortGermanDate(day);

  return (
    <div className="figures-charts">
      <Chart
        id="guests"
        title={t.chart.guests(t.grain[grain])}
        caption={t.chart.guestsCaption(count(now.totals.guests), count(before.totals.guests))}
        draw={none && before.totals.bookings === 0 ? undefined : guestsLine(series, was)}
        table={{
          head: [t.column.period, t.column.guests, t.column.comparison],
          rows: series.map((b, i) => [dayLabel(b.start), count(b.guests), was[i] ? count(was[i].guests) : '–']),
        }}
      />
      <Chart
        id="weekday"
        title={t.chart.weekday}
        caption={strongest && !none ? t.chart.weekdayCaption(strongest.label, count(strongest.value)) : t.empty}
        draw={none ? undefined : bars(weekdays, t.column.guests)}
        table={{ head: [t.column.weekday, t.column.guests], rows: weekdays.map((w) => [w.label, count(w.value)]) }}
      />
      <Chart
        id="channels"
        title={t.chart.channels(t.grain[grain])}
        caption={
          channels && !none
            ? t.chart.channelsCaption(
                sourceLabel[channels.channel],
                share(rate(channels.bookings, now.totals.bookings)),
              )
            : t.empty
        }
        draw={none ? undefined : channelStack(series)}
        table={{
          head: [t.column.period, ...now.byChannel.map((c) => sourceLabel[c.channel])],
          rows: series.map((b) => [dayLabel(b.start), ...now.byChannel.map((c) => count(b.channels[c.channel]))]),
        }}
      />
      <Chart
        id="no-shows"
        title={t.chart.noShows}
        caption={t.chart.noShowsCaption(share(rate(now.totals.noShows, now.totals.bookings)))}
        draw={none ? undefined : bars(rates, t.column.rate, true)}
        table={{
          head: [t.column.channel, t.column.bookings, t.column.noShows, t.column.rate],
          rows: now.byChannel.map((c, i) => [
            sourceLabel[c.channel],
            count(c.bookings),
            count(c.noShows),
            share(rates[i]?.rate ?? null),
          ]),
        }}
      />
      <Chart
        id="heatmap"
        title={t.chart.heatmap}
        caption={
          top ? t.chart.heatmapCaption(t.weekdays[top.weekday - 1] as string, top.time, count(top.bookings)) : t.empty
        }
        draw={top ? heatmap(now.heatmap, heatmapTimes(now.heatmap)) : undefined}
        table={{
          head: [t.column.weekday, t.column.time, t.column.bookings],
          rows: [...now.heatmap]
            .sort((a, b) => a.weekday - b.weekday || a.time.localeCompare(b.time))
            .map((c) => [t.weekdays[c.weekday - 1] as string, c.time, count(c.bookings)]),
        }}
      />
      <Chart
        id="party-sizes"
        title={t.chart.partySizes}
        caption={t.chart.partySizesCaption(formatKey('mean', rate(now.totals.guests, now.totals.bookings)))}
        draw={sizes.length ? bars(sizes, t.column.bookings) : undefined}
        table={{ head: [t.column.size, t.column.bookings], rows: sizes.map((s) => [s.label, count(s.value)]) }}
      />
      <Chart
        id="lead-time"
        title={t.chart.leadTime}
        caption={
          topLead && !none
            ? t.chart.leadTimeCaption(topLead.label, share(rate(topLead.value, now.totals.bookings)))
            : t.empty
        }
        draw={none ? undefined : bars(leads, t.column.bookings)}
        table={{ head: [t.column.leadTime, t.column.bookings], rows: leads.map((l) => [l.label, count(l.value)]) }}
      />
    </div>
  );
}
