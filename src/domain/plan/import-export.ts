import { berlinDay } from '../calendar';
import { z } from '../zod';
import { areaIds } from './areas';
import { type PlanConfig, planConfig } from './schema';

/**
 * The plan file of the editor's export and of `/tischplan-backup`: the documented stored document
 * (`settings/tablePlanConfig`: `configData` as a JSON string, `lastUpdated`, `version`), so the
 * old system's backups and ours are the same format.
 */
export interface PlanDocument {
  configData: string;
  lastUpdated: string;
  version: number;
}

/**
 * Parses a plan with the schema: defaults filled in, unknown fields dropped, fields in schema order,
 * areas in display order (`unten`, `oben`, then others), since the database (jsonb) reorders keys.
 */
export function normalizePlan(input: unknown): PlanConfig {
  return orderAreas(planConfig.parse(input));
}

function orderAreas(plan: PlanConfig): PlanConfig {
  const keys = Object.keys(plan.areas);
  const known: readonly string[] = areaIds;
  const ordered = [...known.filter((k) => keys.includes(k)), ...keys.filter((k) => !known.includes(k))];
  return { ...plan, areas: Object.fromEntries(ordered.map((k) => [k, plan.areas[k] as PlanConfig['areas'][string]])) };
}

/** The export file's text (UTF-8 JSON, indented for people who open it). */
export function exportPlan(plan: PlanConfig, meta: { version: number; lastUpdated: Date | string }): string {
  const document: PlanDocument = {
    configData: JSON.stringify(normalizePlan(plan)),
    lastUpdated: typeof meta.lastUpdated === 'string' ? meta.lastUpdated : meta.lastUpdated.toISOString(),
    version: meta.version,
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}

/** File name of a download: the Irish pub's table-plan backup of that (Berlin) day. */
export function backupFileName(at: Date): string {
  return `irish-pub-tischplan-backup-${berlinDay(at)}.json`;
}

export type PlanImport =
  | { ok: true; plan: PlanConfig; version?: number; lastUpdated?: string }
  | { ok: false; error: string };

const invalidJson = 'Import fehlgeschlagen: Die Datei ist keine gültige JSON-Datei.';
const notAPlan = 'Import fehlgeschlagen: Die Datei enthält keinen gültigen Tischplan';

const documentMeta = z.object({
  version: z.coerce.number().int().positive().optional().catch(undefined),
  lastUpdated: z.string().optional().catch(undefined),
});

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/**
 * Reads a plan file: our export / the documented document (`configData` as a string or an object), a
 * bare `configData` object (`{ areas, settings }`), or a `configData` string. Returns the
 * normalised plan, or a German error naming the first problem.
 */
export function importPlan(text: string): PlanImport {
  const parsed = parseJson(text.replace(/^\uFEFF/, ''));
  if (!parsed.ok) return { ok: false, error: invalidJson };
  let value = parsed.value;
  let meta: z.infer<typeof documentMeta> = {};
  if (typeof value === 'string') {
    const inner = parseJson(value);
    if (!inner.ok) return { ok: false, error: invalidJson };
    value = inner.value;
  }
  if (value && typeof value === 'object' && 'configData' in value) {
    meta = documentMeta.parse(value);
    const data = (value as { configData: unknown }).configData;
    if (typeof data === 'string') {
      const inner = parseJson(data);
      if (!inner.ok) return { ok: false, error: invalidJson };
      value = inner.value;
    } else {
      value = data;
    }
  }
  const result = planConfig.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue && issue.path.length > 0 ? ` (${issue.path.join('.')})` : '';
    return { ok: false, error: `${notAPlan}${where}.` };
  }
  return { ok: true, plan: orderAreas(result.data), ...meta };
}
