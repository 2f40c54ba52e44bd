import { build, type Plugin } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { esbuildYaml } from '../../scripts/yaml-modules.mjs';

/** Every module the guests' booking island can load, its lazy parts (the plan) included. */
async function bookingModules(): Promise<string[]> {
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
  return Object.keys(result.metafile.inputs);
}

describe('the guests’ booking page', () => {
  it('draws its plan with Konva alone and checks its form with Zod’s small form', async () => {
    const modules = await bookingModules();
    expect(modules.some((m) => m.includes('node_modules/konva/'))).toBe(true);
    expect(modules.some((m) => m.includes('node_modules/zod/v4/mini/'))).toBe(true);
    // react-konva brings React's whole reconciler (about 33 KB gzipped) for a plan that is only looked at.
    expect(modules.filter((m) => /node_modules\/(react-konva|react-reconciler)\//.test(m))).toEqual([]);
    // Full Zod is about 25 KB gzipped; the plan's schema stays on the server, which fills in its defaults.
    expect(modules.filter((m) => m.includes('node_modules/zod/v4/classic/'))).toEqual([]);
    expect(modules.filter((m) => m.endsWith('src/domain/zod.ts') || m.endsWith('src/domain/plan/schema.ts'))).toEqual(
      [],
    );
  });
});
