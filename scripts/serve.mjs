// `npm start`: the production server. Astro's Node handler (static files, the API's first request)
// and the API's own listener behind the HTTP headers every response must carry
// (./site-listener.mjs); then one request to /api/health opens and migrates the database, starts the
// API's background work and publishes the API's listener before the first guest arrives.
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { siteBuilds } from '../src/server/publish/site-builds.mjs';
import { siteListener } from './site-listener.mjs';

// Mail must really go out in production: without Resend credentials every booking mail would end
// up in a local folder nobody reads. A local folder is a deliberate choice (tests, a demo).
if (!process.env.RESEND_API_KEY && !process.env.MAIL_SINK_DIR) {
  console.error(
    'RESEND_API_KEY is not set: mails cannot be sent. Set RESEND_API_KEY, or set MAIL_SINK_DIR to write ' +
      'mails into a local folder instead (tests, demos).',
  );
  process.exit(1);
}

process.env.ASTRO_NODE_AUTOSTART = 'disabled';
const { handler } = await import('../dist/server/entry.mjs');

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? 'localhost';

// The checkout the editors' screen edits and publishes build (docs/publishing.md): where `npm start` runs.
const site = { root: process.cwd(), distClient: fileURLToPath(new URL('../dist/client/', import.meta.url)) };
await siteBuilds(site.root).forgetIfOlderThan(site.distClient);
// Publishing builds and switches what this listener serves: the API's publisher exists only here.
globalThis[Symbol.for('pubs.site')] = site;
const server = http.createServer(siteListener(handler, site));

server.listen(port, host, async () => {
  // The bound port: PORT=0 lets the system choose one (tests).
  const bound = /** @type {import('node:net').AddressInfo} */ (server.address()).port;
  const base = `http://${host.includes(':') ? `[${host}]` : host}:${bound}`;
  console.info(`Server listening on ${base}`);
  const health = await fetch(`${base}/api/health`).catch((error) => error);
  if (!(health instanceof Response) || !health.ok) {
    console.error('Database not ready:', health instanceof Response ? health.status : health);
  }
});

/** How long requests under way may take to finish after a stop signal. */
const stopGraceMs = 5000;

// On a stop signal: no new connections, idle keep-alive ones close at once. Live streams (a guest's
// open booking page, the staff's views) never end by themselves and would hold the process for up
// to their whole lifetime: after the grace every connection is cut, and browsers reconnect to the
// next server on their own (EventSource).
// The API's timers (mail polling, the jobs of the clock) stop too; a job under way may finish within
// the same grace (its transaction would otherwise roll back, and the next run redo it).
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    const background = globalThis[Symbol.for('pubs.background-jobs')]?.stop().catch(() => {});
    const grace = new Promise((resolve) => setTimeout(resolve, stopGraceMs).unref());
    server.close(async () => {
      await Promise.race([background, grace]);
      process.exit(0);
    });
    server.closeIdleConnections();
    setTimeout(() => server.closeAllConnections(), stopGraceMs).unref();
  });
}
