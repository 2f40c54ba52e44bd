import { getRequestListener } from '@hono/node-server';
import { publishApiListener } from './api-listener.mjs';
import { nodeApi } from './node-api';

// Opened on the first API request, not at import time: the build imports this module too.
let api: ReturnType<typeof nodeApi> | undefined;

/**
 * The process's one API, opened once (Astro's API route and the editors' screen's guard share it).
 * Once open, its Node listener is published (`src/server/api-listener.mjs`), so that the production
 * server hands `/api/*` to it directly; until then (the server's own first request) requests come
 * through Astro's route.
 */
export function openApi(): ReturnType<typeof nodeApi> {
  api ??= nodeApi(process.env).then(
    (app) => {
      publishApiListener(
        getRequestListener(
          (request, env) => app.fetch(request, { clientAddress: env.incoming.socket.remoteAddress }),
          // Astro's handler shares the process: the globals stay Node's own.
          { overrideGlobalObjects: false },
        ),
      );
      return app;
    },
    (error: unknown) => {
      api = undefined;
      throw error;
    },
  );
  return api;
}
