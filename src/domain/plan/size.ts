import { maxPlanBytes } from './limits';
import type { PlanConfig } from './schema';

/** UTF-8 bytes of the plan as stored (`JSON.stringify`). */
export function planBytes(plan: PlanConfig): number {
  return new TextEncoder().encode(JSON.stringify(plan)).length;
}

/** "0,27 MB" in German notation (1 MB = 1024 × 1024 bytes). */
export function formatMegabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toLocaleString('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} MB`;
}

/** A size for people: "268 KB" below 1 MB, else megabytes. */
export function formatSize(bytes: number): string {
  return bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('de-DE')} KB`
    : formatMegabytes(bytes);
}

/**
 * docs/booking.md#table-plan: the serialized plan may be at most 0.95 MB ('Tischplan zu groß ...', naming the 1 MB
 * limit of the data store). Returns the German error, or undefined when the plan fits.
 */
export function planSizeError(plan: PlanConfig): string | undefined {
  const bytes = planBytes(plan);
  if (bytes <= maxPlanBytes) return undefined;
  return `Tischplan zu groß (${formatMegabytes(bytes)}, erlaubt sind höchstens ${formatMegabytes(maxPlanBytes)}; der Datenspeicher nimmt maximal 1 MB pro Dokument an). Bitte entfernen oder verkleinern Sie Bilder.`;
}
