import type { Availability } from '../../src/domain/booking/schemas';
import { berlinClock } from '../../src/domain/calendar';
import type { PlanConfig, TableElement } from '../../src/domain/plan/schema';

/** How a table shows on the plan (docs/routes.md#public-pages): occupied (red) is defined but unused. */
export type TableState = 'available' | 'reserved' | 'selected' | 'blocked';

export const stateColors: Record<TableState, { fill: string; text: string; label: string }> = {
  available: { fill: '#2e7d32', text: '#ffffff', label: 'frei' },
  reserved: { fill: '#f2a900', text: '#1f1a17', label: 'reserviert' },
  selected: { fill: '#1e5bc6', text: '#ffffff', label: 'ausgewählt' },
  blocked: { fill: '#9e9e9e', text: '#1f1a17', label: 'nicht buchbar' },
};

/**
 * A table is reserved when it has an active reservation that day; only available and selected
 * tables can be clicked; on a day guests cannot book (closed, past, beyond the horizon) none can.
 */
export function tableState(
  tableId: number,
  availability: Availability | undefined,
  selectedId: number | undefined,
): TableState {
  if (availability?.status !== 'open') return 'blocked';
  if (availability.tables.some((t) => t.tableId === tableId && t.blocked.length > 0)) return 'reserved';
  return selectedId === tableId ? 'selected' : 'available';
}

export function isClickable(state: TableState): boolean {
  return state === 'available' || state === 'selected';
}

/** '20:00–23:00 Uhr' for each reservation of the table that day. */
export function reservedTimes(tableId: number, availability: Availability | undefined): string[] {
  const table = availability?.tables.find((t) => t.tableId === tableId);
  return (table?.blocked ?? []).map((b) => `${berlinClock(new Date(b.start))}–${berlinClock(new Date(b.end))} Uhr`);
}

/** The tables of one area, by number. */
export function areaTables(plan: PlanConfig | undefined, area: string): TableElement[] {
  return (plan?.areas[area]?.elements ?? [])
    .filter((e): e is TableElement => e.type === 'table')
    .sort((a, b) => a.id - b.id);
}

/** 'Tische 1–10' for an area's switch label. */
export function tableRange(tables: readonly TableElement[]): string {
  if (tables.length === 0) return 'keine Tische';
  const ids = tables.map((t) => t.id);
  const [first, last] = [Math.min(...ids), Math.max(...ids)];
  return first === last ? `Tisch ${first}` : `Tische ${first}–${last}`;
}

/**
 * The day as the guest changing `own` sees it: their own booking's times are free to choose again
 * (the database leaves the booking out when it claims the tables of the change).
 */
export function withoutBooking(
  availability: Availability | undefined,
  own: { date: string; tableIds: readonly number[]; startsAt: string; endsAt: string } | undefined,
): Availability | undefined {
  if (!availability || !own || availability.date !== own.date) return availability;
  const start = new Date(own.startsAt).getTime();
  const end = new Date(own.endsAt).getTime();
  const isOwn = (tableId: number, b: { start: string; end: string }) =>
    own.tableIds.includes(tableId) && new Date(b.start).getTime() === start && new Date(b.end).getTime() === end;
  return {
    ...availability,
    tables: availability.tables.map((t) => ({ ...t, blocked: t.blocked.filter((b) => !isOwn(t.tableId, b)) })),
  };
}
