import { describe, expect, it } from 'vitest';
import { planOf, sampleLine, sampleText, table } from './fixtures';
import { backupFileName, exportPlan, importPlan } from './import-export';
import { updateElement } from './operations';

const plan = planOf({ unten: [table(1), sampleText, sampleLine], oben: [table(11, { shape: 'round', rotation: 45 })] });
const meta = { version: 7, lastUpdated: new Date('2026-11-21T18:00:00Z') };

describe('import and export', () => {
  it('exports the plan file document: configData as a JSON string, lastUpdated, version', () => {
    const file = JSON.parse(exportPlan(plan, meta));
    expect(Object.keys(file)).toEqual(['configData', 'lastUpdated', 'version']);
    expect(typeof file.configData).toBe('string');
    expect(JSON.parse(file.configData)).toEqual(plan);
    expect(file).toMatchObject({ lastUpdated: '2026-11-21T18:00:00.000Z', version: 7 });
  });

  it('imports its own export unchanged (round trip)', () => {
    const text = exportPlan(plan, meta);
    const back = importPlan(text);
    expect(back).toEqual({ ok: true, plan, version: 7, lastUpdated: '2026-11-21T18:00:00.000Z' });
    if (back.ok) expect(exportPlan(back.plan, meta)).toBe(text);
  });

  it('restores an exported plan after changes', () => {
    const text = exportPlan(plan, meta);
    const changed = updateElement(plan, 'unten', 0, { capacity: 2, x: 400 });
    expect(changed).not.toEqual(plan);
    const back = importPlan(text);
    expect(back.ok && back.plan).toEqual(plan);
  });

  it('imports a configData object, a configData string, and a document with configData as an object', () => {
    for (const text of [
      JSON.stringify(plan),
      JSON.stringify(JSON.stringify(plan)),
      JSON.stringify({ configData: plan, version: 3 }),
      `\uFEFF${JSON.stringify(plan)}`,
    ]) {
      const result = importPlan(text);
      expect(result.ok && result.plan).toEqual(plan);
    }
  });

  it('normalises the plan file format: defaults filled in, numeric strings read as numbers, unknown fields dropped', () => {
    const legacy = {
      areas: {
        unten: {
          name: 'Unten',
          elements: [
            { type: 'table', id: '3', x: 0, y: 0, width: 80, height: 80, capacity: '4', shape: 'round', extra: 1 },
          ],
        },
      },
    };
    const result = importPlan(
      JSON.stringify({ configData: JSON.stringify(legacy), lastUpdated: 'x', version: 'nope' }),
    );
    expect(result).toEqual({
      ok: true,
      lastUpdated: 'x',
      version: undefined,
      plan: {
        areas: {
          unten: {
            name: 'Unten',
            elements: [
              {
                type: 'table',
                id: 3,
                x: 0,
                y: 0,
                width: 80,
                height: 80,
                rotation: 0,
                capacity: 4,
                shape: 'round',
                color: '#8b5a2b',
              },
            ],
          },
        },
        settings: { canvasWidth: 900, canvasHeight: 600, gridSize: 20 },
      },
    });
  });

  it('orders areas for display whatever order the file has', () => {
    const reordered = { areas: { keller: plan.areas.unten, oben: plan.areas.oben, unten: plan.areas.unten } };
    const result = importPlan(JSON.stringify(reordered));
    expect(result.ok && Object.keys(result.plan.areas)).toEqual(['unten', 'oben', 'keller']);
    const file = JSON.parse(exportPlan(result.ok ? result.plan : plan, meta));
    expect(Object.keys(JSON.parse(file.configData).areas)).toEqual(['unten', 'oben', 'keller']);
  });

  it('refuses what is not a plan with a German message', () => {
    expect(importPlan('{nope')).toEqual({
      ok: false,
      error: 'Import fehlgeschlagen: Die Datei ist keine gültige JSON-Datei.',
    });
    expect(importPlan(JSON.stringify({ configData: '{broken' }))).toMatchObject({ ok: false });
    const wrong = importPlan(JSON.stringify({ areas: { unten: { name: 'U', elements: [{ type: 'table', id: 1 }] } } }));
    expect(wrong).toEqual({
      ok: false,
      error: 'Import fehlgeschlagen: Die Datei enthält keinen gültigen Tischplan (areas.unten.elements.0.x).',
    });
    expect(importPlan('[]')).toMatchObject({ ok: false });
  });

  it('names the backup after the Irish pub and the Berlin day', () => {
    expect(backupFileName(new Date('2026-11-21T23:30:00Z'))).toBe('irish-pub-tischplan-backup-2026-11-22.json');
  });
});
