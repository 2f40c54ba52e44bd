import type { DayRow } from './build';
import { figuresText } from './text';
import { figureChannels } from './types';

/** A number as a German spreadsheet reads it: a decimal comma where it is not whole, no grouping. */
export function germanNumber(n: number): string {
  return Number.isInteger(n) ? String(n) : n.toFixed(2).replace('.', ',');
}

/** A cell quoted when it holds the separator, a quote or a line break. */
function cell(value: string): string {
  return /[;"\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/**
 * The days of a period as CSV for a German spreadsheet (docs/figures.md): UTF-8 with BOM, `;`
 * between fields, CRLF between lines, a header row of German names, one row per day.
 */
export function figuresCsv(days: readonly DayRow[]): string {
  const t = figuresText.column;
  const header = [
    t.date,
    t.bookings,
    t.guests,
    t.noShows,
    t.cancelled,
    t.walkIns,
    ...figureChannels.map(figuresText.channelColumn),
    t.hireRevenue,
  ];
  const rows = days.map((d) => [
    d.date,
    ...[d.bookings, d.guests, d.noShows, d.cancelled, d.channels['vor-ort']].map(germanNumber),
    ...figureChannels.map((c) => germanNumber(d.channels[c])),
    germanNumber(d.hireRevenueCents / 100),
  ]);
  return `\uFEFF${[header, ...rows].map((r) => r.map(cell).join(';')).join('\r\n')}\r\n`;
}

/** The CSV's file name: `zahlen-<from>-bis-<to>.csv`. */
export const figuresCsvName = (from: string, to: string) => `zahlen-${from}-bis-${to}.csv`;
