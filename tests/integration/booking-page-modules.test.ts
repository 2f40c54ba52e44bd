import { build, type Metafile, type Plugin } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { esbuildYaml } from '../../scripts/yaml-modules.mjs';

/**
 * The guests' booking island split as the browser loads it: the modules of its first load (static
 * imports, followed through shared chunks) and every module it can load later.
 */
async function bookingModules(): Promise<{ first: string[]; all: string[] }> {
  // The proof-of-work component loads on the first submit; what it pulls in is not the page's concern here.
  const skipProof: Plugin = {
    name: 'skip-proof-of-work',
    setup(b) {
      b.onResolve({ filter: /altcha-element$/ }, () => ({ path: 'altcha-element', namespace: 'skipped' }));
      b.onLoad({ filter: /.*/, namespace: 'skipped' }, () => ({ contents: '' }));
    },
  };
  const result = await build({
    entryPoints: ['widgets/booking/BookingIsland.tsx'],
    bundle: true,
    splitting: true,
    format: 'esm',
    outdir: 'unused',
    write: false,
    metafile: true,
    jsx: 'automatic',
    loader: { '.css': 'empty' },
    plugins: [skipProof, esbuildYaml],
    logLevel: 'silent',
  });
  const outputs: Metafile['outputs'] = result.metafile.outputs;
  const entry = Object.keys(outputs).find((o) => outputs[o]?.entryPoint?.endsWith('BookingIsland.tsx'));
  const firstLoad = new Set<string>();
  const visit = (output: string | undefined) => {
    if (!output || firstLoad.has(output)) return;
    firstLoad.add(output);
    for (const i of outputs[output]?.imports ?? []) if (i.kind === 'import-statement') visit(i.path);
  };
  visit(entry);
  const inputsOf = (names: Iterable<string>) => [...names].flatMap((o) => Object.keys(outputs[o]?.inputs ?? {}));
  return { first: inputsOf(firstLoad), all: Object.keys(result.metafile.inputs) };
}

describe('the guests’ booking page', () => {
  it('draws its plan without a drawing library and loads its forms only when a guest reaches for them', async () => {
    const { first, all } = await bookingModules();
    // The plan is SVG the browser draws: Konva (about 38 KB gzipped) is the plan editor's alone.
    expect(all.filter((m) => /node_modules\/(konva|react-konva|react-reconciler)\//.test(m))).toEqual([]);
    expect(first.some((m) => m.endsWith('widgets/booking/BookingIsland.tsx'))).toBe(true);
    // The forms and the rules they check (Zod, about 15 KB gzipped) come with the first table a guest
    // touches, the waitlist's button or a team night.
    for (const lazy of ['BookingForm.tsx', 'WaitlistForm.tsx', 'TeamSignup.tsx']) {
      expect(first.filter((m) => m.endsWith(lazy))).toEqual([]);
      expect(all.some((m) => m.endsWith(lazy))).toBe(true);
    }
    expect(first.filter((m) => m.includes('node_modules/zod/'))).toEqual([]);
    // When the form comes, it checks with Zod's small form; the plan's schema stays on the server.
    expect(all.some((m) => m.includes('node_modules/zod/v4/mini/'))).toBe(true);
    expect(all.filter((m) => m.includes('node_modules/zod/v4/classic/'))).toEqual([]);
    expect(all.filter((m) => m.endsWith('src/domain/zod.ts') || m.endsWith('src/domain/plan/schema.ts'))).toEqual([]);
  });
});
