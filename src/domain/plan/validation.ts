import { isMultiLineText, isSingleLineText } from '../text';
import { planTables } from './areas';
import { describeElement } from './factory';
import type { PlanConfig, PlanElement } from './schema';
import { planSizeError } from './size';

/**
 * The plan rules of docs/booking.md#table-plan. Errors block deploying; warnings need a confirmation first. Each rule
 * is a small function of the plan returning German messages, so each is tested on its own.
 */
export interface PlanValidation {
  errors: string[];
  warnings: string[];
}

type Rule = (plan: PlanConfig) => string[];

function areaLabel(plan: PlanConfig, area: string): string {
  return plan.areas[area]?.name || area;
}

function eachElement(plan: PlanConfig): { area: string; element: PlanElement }[] {
  return Object.entries(plan.areas).flatMap(([area, { elements }]) => elements.map((element) => ({ area, element })));
}

export const noAreas: Rule = (plan) => (Object.keys(plan.areas).length === 0 ? ['Keine Bereiche definiert'] : []);

export const noTables: Rule = (plan) =>
  Object.keys(plan.areas).length > 0 && planTables(plan).length === 0 ? ['Keine Tische definiert'] : [];

export const duplicateTableIds: Rule = (plan) => {
  const areasById = new Map<number, string[]>();
  for (const table of planTables(plan)) {
    areasById.set(table.id, [...(areasById.get(table.id) ?? []), areaLabel(plan, table.area)]);
  }
  return [...areasById]
    .filter(([, areas]) => areas.length > 1)
    .map(([id, areas]) => `Doppelte Tisch-ID: Tisch ${id} gibt es ${areas.length}-mal (${areas.join(', ')})`);
};

export const tableIdBelowOne: Rule = (plan) =>
  planTables(plan)
    .filter((t) => t.id < 1)
    .map((t) => `Ungültige Tisch-ID ${t.id} in ${areaLabel(plan, t.area)}: Tischnummern beginnen bei 1`);

export const capacityBelowOne: Rule = (plan) =>
  planTables(plan)
    .filter((t) => !(t.capacity >= 1))
    .map((t) => `Tisch ${t.id}: Kapazität muss mindestens 1 sein (ist ${t.capacity})`);

export const sizeBelowOne: Rule = (plan) =>
  eachElement(plan).flatMap(({ area, element }) =>
    element.type !== 'line' && (element.width < 1 || element.height < 1)
      ? [
          `${describeElement(element)} in ${areaLabel(plan, area)}: Breite und Höhe müssen mindestens 1 sein (${element.width} × ${element.height})`,
        ]
      : [],
  );

export const tooLarge: Rule = (plan) => {
  const error = planSizeError(plan);
  return error ? [error] : [];
};

export const emptyArea: Rule = (plan) =>
  Object.entries(plan.areas)
    .filter(([, a]) => a.elements.length === 0)
    .map(([area]) => `Bereich „${areaLabel(plan, area)}“ enthält keine Elemente`);

export const negativePosition: Rule = (plan) =>
  eachElement(plan).flatMap(({ area, element }) => {
    const [x, y] =
      element.type === 'line'
        ? [Math.min(element.x1, element.x2), Math.min(element.y1, element.y2)]
        : [element.x, element.y];
    return x < 0 || y < 0
      ? [`${describeElement(element)} in ${areaLabel(plan, area)} hat eine negative Position (x ${x}, y ${y})`]
      : [];
  });

/** Area names and text labels are free text: no control characters or bidi controls (see domain/text.ts). */
export const controlCharacters: Rule = (plan) => [
  ...Object.entries(plan.areas)
    .filter(([, a]) => !isSingleLineText(a.name))
    .map(([area]) => `Bereichsname von „${area}“ enthält unzulässige Steuerzeichen`),
  ...eachElement(plan).flatMap(({ area, element }) =>
    element.type === 'text' && !isMultiLineText(element.text)
      ? [`${describeElement(element)} in ${areaLabel(plan, area)} enthält unzulässige Steuerzeichen`]
      : [],
  ),
];

export const errorRules: Rule[] = [
  noAreas,
  noTables,
  duplicateTableIds,
  tableIdBelowOne,
  capacityBelowOne,
  sizeBelowOne,
  tooLarge,
  controlCharacters,
];
export const warningRules: Rule[] = [emptyArea, negativePosition];

/** All errors and warnings of a plan; deployable when `errors` is empty. */
export function validatePlan(plan: PlanConfig): PlanValidation {
  return {
    errors: errorRules.flatMap((rule) => rule(plan)),
    warnings: warningRules.flatMap((rule) => rule(plan)),
  };
}

/** The toast text of a failed validation: 'Validierungsfehler: …' (docs/messages.md#plan-editor). */
export function validationErrorMessage(errors: string[]): string {
  return `Validierungsfehler: ${errors.join('; ')}`;
}
