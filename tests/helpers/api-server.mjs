/**
 * The Node host's API (`nodeApi`: database, mail dispatcher, minute and retention jobs) over HTTP in
 * a process of its own, configured only by its environment as `npm start` is; for tests that must
 * see the process survive what happens to its database. Loaded through Vite, as the build does
 * (bundled migrations, `import.meta.env`). Prints `listening <port>` once ready.
 */
import { serve } from '@hono/node-server';
import { createServer } from 'vite';
import { viteYaml } from '../../scripts/yaml-modules.mjs';

const vite = await createServer({
  configFile: false,
  plugins: [viteYaml()],
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, watch: null },
  optimizeDeps: { noDiscovery: true, include: [] },
  logLevel: 'warn',
});
const { nodeApi } = await vite.ssrLoadModule('/src/server/node-api.ts');
const api = await nodeApi(process.env);
const server = serve(
  { fetch: (req) => api.fetch(req, { clientAddress: '127.0.0.1' }), port: 0, hostname: '127.0.0.1' },
  (info) => console.info(`listening ${info.port}`),
);
process.on('SIGTERM', () => {
  server.close();
  process.exit(0);
});
