import { getRequestListener } from '@hono/node-server';
import type { APIRoute } from 'astro';
import { publishApiListener } from '../../server/api-listener.mjs';
import { nodeApi } from '../../server/node-api';

export const prerender = false;

// Opened on the first API request, not at import time: the build imports this module too.
let api: ReturnType<typeof nodeApi> | undefined;

/**
 * The process's one API, opened once. Once open, its Node listener is published
 * (`src/server/api-listener.mjs`), so that the production server hands `/api/*` to it directly;
 * until then (the server's own first request) requests come through this route.
 */
function openApi(): ReturnType<typeof nodeApi> {
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

/** Hands every `/api/*` request to the Hono app of `src/server/`. */
export const ALL: APIRoute = async (context) =>
  (await openApi()).fetch(context.request, { clientAddress: peerAddress(context) });

/**
 * The peer's address, or undefined when there is none to read: Astro's getter throws once the
 * client has gone (an aborted request), which must not become a 500 in the log.
 */
function peerAddress(context: { clientAddress: string }): string | undefined {
  try {
    return context.clientAddress;
  } catch {
    return undefined;
  }
}
