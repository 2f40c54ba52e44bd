import { describe, expect, it } from 'vitest';
import { planOf, sampleLine, sampleText, table } from './fixtures';
import type { PlanConfig } from './schema';
import {
  capacityBelowOne,
  controlCharacters,
  duplicateTableIds,
  emptyArea,
  negativePosition,
  noAreas,
  noTables,
  sizeBelowOne,
  tableIdBelowOne,
  tooLarge,
  validatePlan,
  validationErrorMessage,
} from './validation';

const good = planOf({ unten: [table(1), table(2, { x: 200 })], oben: [table(11)] });

describe('plan validation (docs/booking.md#table-plan)', () => {
  it('errors on control characters or bidi controls in area names and text labels', () => {
    const plan = planOf({ unten: [table(1), { ...sampleText, text: 'Theke\u202e' }], oben: [table(11)] });
    plan.areas.oben = { name: 'Oben\u0007', elements: plan.areas.oben?.elements ?? [] };
    expect(controlCharacters(plan)).toHaveLength(2);
    expect(validatePlan(plan).errors.filter((e) => e.includes('Steuerzeichen'))).toHaveLength(2);
    const multiLine = planOf({ unten: [table(1), { ...sampleText, text: 'Theke\nund Tresen' }] });
    expect(controlCharacters(multiLine)).toEqual([]);
  });

  it('accepts a sound plan without errors or warnings', () => {
    expect(validatePlan(good)).toEqual({ errors: [], warnings: [] });
  });

  it('errors on a plan without areas', () => {
    const plan: PlanConfig = { ...good, areas: {} };
    expect(noAreas(plan)).toEqual(['Keine Bereiche definiert']);
    expect(validatePlan(plan).errors).toContain('Keine Bereiche definiert');
    expect(noAreas(good)).toEqual([]);
  });

  it('errors on a plan without tables', () => {
    const plan = planOf({ unten: [sampleText], oben: [sampleLine] });
    expect(noTables(plan)).toEqual(['Keine Tische definiert']);
    expect(validatePlan(plan).errors).toEqual(['Keine Tische definiert']);
    expect(noTables(good)).toEqual([]);
  });

  it('errors on a duplicate table id, also across areas', () => {
    const plan = planOf({ unten: [table(5), table(6)], oben: [table(5)] });
    expect(duplicateTableIds(plan)).toEqual(['Doppelte Tisch-ID: Tisch 5 gibt es 2-mal (Unten, Oben)']);
    expect(validatePlan(plan).errors).toHaveLength(1);
    expect(duplicateTableIds(good)).toEqual([]);
  });

  it('errors on a capacity below 1', () => {
    const plan = planOf({ unten: [table(1, { capacity: 0 }), table(2, { capacity: -3 }), table(3, { capacity: 1 })] });
    expect(capacityBelowOne(plan)).toEqual([
      'Tisch 1: Kapazität muss mindestens 1 sein (ist 0)',
      'Tisch 2: Kapazität muss mindestens 1 sein (ist -3)',
    ]);
  });

  it('errors on a width or height below 1, for tables and other boxed elements', () => {
    const plan = planOf({
      unten: [
        table(1, { width: 0 }),
        table(2, { height: 0.5 }),
        table(3, { width: 1, height: 1 }),
        { ...sampleText, height: 0 },
      ],
    });
    expect(sizeBelowOne(plan)).toEqual([
      'Tisch 1 in Unten: Breite und Höhe müssen mindestens 1 sein (0 × 60)',
      'Tisch 2 in Unten: Breite und Höhe müssen mindestens 1 sein (100 × 0.5)',
      'Text „Theke“ in Unten: Breite und Höhe müssen mindestens 1 sein (160 × 0)',
    ]);
  });

  it('errors on a table number below 1', () => {
    expect(tableIdBelowOne(planOf({ unten: [table(0)] }))).toHaveLength(1);
    expect(tableIdBelowOne(good)).toEqual([]);
  });

  it('errors when the serialized plan is over 0.95 MB, naming the 1 MB limit', () => {
    const image = { type: 'image' as const, id: 'img', x: 0, y: 0, width: 100, height: 100, rotation: 0 };
    const big = planOf({ unten: [table(1), { ...image, src: `data:image/jpeg;base64,${'A'.repeat(1_000_000)}` }] });
    const [message] = tooLarge(big);
    expect(message).toMatch(/^Tischplan zu groß/);
    expect(message).toContain('1 MB');
    expect(validatePlan(big).errors).toEqual([message]);
    const fits = planOf({ unten: [table(1), { ...image, src: `data:image/jpeg;base64,${'A'.repeat(990_000)}` }] });
    expect(tooLarge(fits)).toEqual([]);
  });

  it('warns about an area without elements', () => {
    const plan = planOf({ unten: [table(1)], oben: [] });
    expect(emptyArea(plan)).toEqual(['Bereich „Oben“ enthält keine Elemente']);
    expect(validatePlan(plan)).toEqual({ errors: [], warnings: ['Bereich „Oben“ enthält keine Elemente'] });
  });

  it('warns about a negative x or y', () => {
    const plan = planOf({ unten: [table(1, { x: -20 }), table(2, { y: -1 }), { ...sampleLine, x2: -40 }] });
    expect(negativePosition(plan)).toEqual([
      'Tisch 1 in Unten hat eine negative Position (x -20, y 40)',
      'Tisch 2 in Unten hat eine negative Position (x 40, y -1)',
      'Linie in Unten hat eine negative Position (x -40, y 580)',
    ]);
    expect(validatePlan(plan).errors).toEqual([]);
  });

  it('formats the toast of a failed validation', () => {
    expect(validationErrorMessage(['Keine Tische definiert', 'x'])).toBe(
      'Validierungsfehler: Keine Tische definiert; x',
    );
  });
});
