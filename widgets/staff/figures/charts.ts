/**
 * The Observable Plot specifications of `/admin/zahlen`'s charts. Colours come from the islands'
 * tokens (widgets/shared/tokens.css, `--ui-chart-*`): a green ramp of distinct lightness, so the
 * channels stay apart in greyscale print; the comparison line is dashed.
 */
import { figuresPageText } from '../../../src/domain/figures/page-text';
import type { Bucket } from '../../../src/domain/figures/shape';
import { type FigureChannel, figureChannels, type HeatmapCell } from '../../../src/domain/figures/types';
import { sourceLabel } from '../../../src/domain/staff-reservations/staff-booking';
import type { PlotModule } from './Chart';

/** A token's value from the page's stylesheet (`--ui-chart-1` …). */
function token(name: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim();
}

/** Channel colours, darkest first: online, telefon, whatsapp, vor-ort, warteliste. */
export const channelTokens = ['--ui-chart-1', '--ui-chart-2', '--ui-chart-3', '--ui-chart-4', '--ui-chart-5'];
const channelNames = figureChannels.map((c) => sourceLabel[c]);

const common = (width: number, height = 260) => ({
  width,
  height,
  marginLeft: 48,
  style: { fontSize: '13px', fontFamily: 'inherit', color: token('--ui-text'), background: 'transparent' },
});

/** A day 'YYYY-MM-DD' as a date at noon UTC, for the time axis. */
const at = (day: string) => new Date(`${day}T12:00:00Z`);
const shortDay = (d: Date) => `${d.getUTCDate()}.${d.getUTCMonth() + 1}.`;

/** Guests over time (solid) with the comparison period's guests laid over the same positions (dashed). */
export function guestsLine(now: Bucket[], before: Bucket[] | undefined) {
  return (Plot: PlotModule, width: number) => {
    const current = now.map((b) => ({ x: at(b.start), guests: b.guests }));
    const compared = (before ?? [])
      .slice(0, now.length)
      .map((b, i) => ({ x: at((now[i] as Bucket).start), guests: b.guests }));
    return Plot.plot({
      ...common(width),
      x: {
        type: 'utc',
        label: null,
        tickFormat: shortDay,
        ticks: Math.max(2, Math.min(now.length, Math.floor(width / 110))),
      },
      y: { grid: true, label: figuresPageText.column.guests, zero: true },
      marks: [
        Plot.ruleY([0]),
        Plot.lineY(compared, {
          x: 'x',
          y: 'guests',
          stroke: token('--ui-gold'),
          strokeWidth: 2,
          strokeDasharray: '6 4',
        }),
        Plot.lineY(current, { x: 'x', y: 'guests', stroke: token('--ui-green-dark'), strokeWidth: 3 }),
        Plot.dot(current, { x: 'x', y: 'guests', fill: token('--ui-green-dark'), r: 3 }),
      ],
    });
  };
}

/** Bars of one value per label, in the given order. */
export function bars(rows: { label: string; value: number }[], yLabel: string, percent = false) {
  const longest = Math.max(...rows.map((r) => r.label.length));
  // All zero: an axis up to 1 (100 % for shares), not an empty domain; Plot's domain of a share is in per cent.
  const top = (Math.max(...rows.map((r) => r.value)) || 1) * (percent ? 100 : 1);
  return (Plot: PlotModule, width: number) => {
    // Labels that would run into each other are turned.
    const turned = (longest + 2) * 7.5 * rows.length > width - 60;
    return Plot.plot({
      ...common(width, 240),
      x: { type: 'band', domain: rows.map((r) => r.label), label: null, tickRotate: turned ? -30 : 0 },
      y: { grid: true, label: yLabel, percent, domain: [0, top], nice: true },
      marginBottom: turned ? 24 + longest * 4.5 : 32,
      marginLeft: turned ? Math.max(48, longest * 5) : 48,
      marks: [
        Plot.barY(rows, { x: 'label', y: 'value', fill: token('--ui-chart-2'), stroke: token('--ui-chart-1') }),
        Plot.ruleY([0]),
      ],
    });
  };
}

/** Bookings per channel over time, stacked in the channels' order. */
export function channelStack(buckets: Bucket[]) {
  return (Plot: PlotModule, width: number) => {
    const rows = buckets.flatMap((b) =>
      figureChannels.map((c: FigureChannel) => ({ x: at(b.start), channel: sourceLabel[c], bookings: b.channels[c] })),
    );
    // Every k-th band named, so labels do not overlap on a narrow screen.
    const every = Math.max(1, Math.ceil((buckets.length * 64) / width));
    return Plot.plot({
      ...common(width),
      x: { type: 'band', label: null, tickFormat: (d: Date, i: number) => (i % every === 0 ? shortDay(d) : '') },
      y: { grid: true, label: figuresPageText.column.bookings },
      color: { domain: channelNames, range: channelTokens.map(token), legend: true },
      marks: [
        Plot.barY(rows, {
          x: 'x',
          y: 'bookings',
          fill: 'channel',
          order: channelNames,
          // A line between the stacked parts keeps the light ones apart.
          stroke: token('--ui-text'),
          strokeWidth: 0.5,
        }),
        Plot.ruleY([0]),
      ],
    });
  };
}

/** Bookings by weekday (rows) and the start's half hour (columns), darker for more, the count in each cell. */
export function heatmap(cells: HeatmapCell[], times: string[]) {
  const most = Math.max(1, ...cells.map((c) => c.bookings));
  return (Plot: PlotModule, width: number) =>
    Plot.plot({
      ...common(width, 300),
      marginLeft: 96,
      padding: 0.05,
      x: { type: 'band', domain: times, label: null, tickRotate: -45 },
      y: { type: 'band', domain: figuresPageText.weekdays, label: null },
      marginBottom: 48,
      color: { type: 'linear', range: [token('--ui-chart-5'), token('--ui-chart-1')], zero: true },
      marks: [
        Plot.cell(cells, {
          x: 'time',
          y: (c: HeatmapCell) => figuresPageText.weekdays[c.weekday - 1],
          fill: 'bookings',
          inset: 0.5,
        }),
        Plot.text(cells, {
          x: 'time',
          y: (c: HeatmapCell) => figuresPageText.weekdays[c.weekday - 1],
          text: 'bookings',
          // Light text on the darker half, dark on the lighter.
          fill: (c: HeatmapCell) => (c.bookings > most / 2 ? token('--ui-on-dark') : token('--ui-text')),
        }),
      ],
    });
}
