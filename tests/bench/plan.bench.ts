/**
 * Table-plan figures: size of the default plan, speed of validation, import/export and edit
 * operations on the default plan and on a large one, and the staff plan API on PGlite.
 */
import { createElement } from '../../src/domain/plan/factory';
import { record, startHistory, undo } from '../../src/domain/plan/history';
import { exportPlan, importPlan, normalizePlan } from '../../src/domain/plan/import-export';
import { moveElements } from '../../src/domain/plan/operations';
import type { PlanConfig, PlanElement } from '../../src/domain/plan/schema';
import { formatSize, planBytes } from '../../src/domain/plan/size';
import { validatePlan } from '../../src/domain/plan/validation';
import { testApi } from '../helpers/api';
import { createMigrated, databaseFactories } from '../helpers/databases';
import { createStaffAccount, signIn, staffHeaders } from '../helpers/staff';

function time(label: string, n: number, work: () => unknown) {
  const start = performance.now();
  for (let i = 0; i < n; i++) work();
  const ms = performance.now() - start;
  console.info(`${label}: ${((ms * 1000) / n).toFixed(1)} µs per call (${n} calls)`);
}

/** 300 tables and chairs per area plus three 30 KB images: far more than a pub needs. */
function largePlan(base: PlanConfig): PlanConfig {
  const plan = structuredClone(base);
  let id = 100;
  for (const area of Object.values(plan.areas)) {
    for (let i = 0; i < 300; i++) {
      const kind = i % 2 ? 'chair' : 'table-rectangle';
      const e = createElement(plan, kind, { at: { x: (i * 40) % 900, y: Math.floor(i / 22) * 40 } });
      area.elements.push(e.type === 'table' ? { ...e, id: id++ } : e);
    }
    const src = `data:image/jpeg;base64,${'A'.repeat(30 * 1024)}`;
    area.elements.push(createElement(plan, 'image', { at: { x: 0, y: 0 }, src }) as PlanElement);
  }
  return plan;
}

export default async function bench() {
  const [factory] = databaseFactories;
  if (!factory) return;
  const test = await createMigrated(factory);
  const api = testApi(test.db);
  const deployed = normalizePlan((await (await api.request('/api/plan')).json()) as unknown);
  const large = largePlan(deployed);
  const count = (p: PlanConfig) => Object.values(p.areas).reduce((n, a) => n + a.elements.length, 0);

  console.info(
    `default plan: ${count(deployed)} elements, ${formatSize(planBytes(deployed))} (${planBytes(deployed)} bytes)`,
  );
  console.info(`large plan: ${count(large)} elements, ${formatSize(planBytes(large))}`);
  time('validatePlan, default plan', 2000, () => validatePlan(deployed));
  time('validatePlan (incl. size check), large plan', 200, () => validatePlan(large));
  const file = exportPlan(large, { version: 1, lastUpdated: new Date() });
  time('exportPlan, large plan', 100, () => exportPlan(large, { version: 1, lastUpdated: new Date() }));
  time('importPlan, large plan', 100, () => importPlan(file));
  let history = startHistory(large);
  time('moveElements + record (one drag), large plan', 2000, () => {
    history = record(history, moveElements(history.present, 'unten', [1, 2, 3], 20, 0));
  });
  time('undo, large plan', 2000, () => {
    history = undo(history);
  });

  await createStaffAccount(test.db);
  const cookie = await signIn(api);
  const send = (method: string, path: string, body: unknown) =>
    api.request(`/api/admin/plan${path}`, { method, headers: staffHeaders(cookie), body: JSON.stringify(body) });
  for (const [label, plan] of [
    ['default', deployed],
    ['large', large],
  ] as const) {
    for (const [method, path, body] of [
      ['PUT', '/draft', { config: plan }],
      ['POST', '/validate', { config: plan }],
      ['POST', '/deploy', { config: plan, confirm: true }],
    ] as const) {
      const n = label === 'large' ? 20 : 100;
      const start = performance.now();
      for (let i = 0; i < n; i++) {
        const res = await send(method, path, body);
        if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
      }
      const ms = performance.now() - start;
      console.info(
        `${factory.kind} ${method} /api/admin/plan${path}, ${label} plan: ${(ms / n).toFixed(1)} ms per request`,
      );
    }
  }
  await test.dispose();
}
