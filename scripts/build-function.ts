/** `npm run build:function`: bundles the API for the Supabase Edge Function (Deno). */
import { builtinModules } from 'node:module';
import { build, type Plugin } from 'esbuild';
import { esbuildYaml } from './yaml-modules.mjs';

// Deno resolves Node's built-in modules only with the `node:` prefix.
const nodeBuiltins: Plugin = {
  name: 'node-builtins',
  setup(b) {
    const names = new Set(builtinModules.filter((m) => !m.startsWith('_')));
    b.onResolve({ filter: /^[a-z_/]+$/ }, (args) =>
      names.has(args.path) ? { path: `node:${args.path}`, external: true } : undefined,
    );
    b.onResolve({ filter: /^node:/ }, (args) => ({ path: args.path, external: true }));
  },
};

export async function buildFunction(outfile = 'supabase/functions/api/bundle.mjs') {
  const result = await build({
    entryPoints: ['src/server/edge-api.ts'],
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    mainFields: ['module', 'main'],
    conditions: ['deno', 'import', 'default'],
    plugins: [nodeBuiltins, esbuildYaml],
    legalComments: 'none',
    minify: true,
    metafile: true,
  });
  return result.metafile.outputs[outfile]?.bytes ?? 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const bytes = await buildFunction();
  console.info(`supabase/functions/api/bundle.mjs: ${(bytes / 1024).toFixed(0)} KiB`);
}
