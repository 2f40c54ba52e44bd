import type { APIRoute } from 'astro';
import { nodeApi } from '../../server/node-api';

export const prerender = false;

// Opened on the first API request, not at import time: the build imports this module too.
let api: ReturnType<typeof nodeApi> | undefined;

/** Hands every `/api/*` request to the Hono app of `src/server/`. */
export const ALL: APIRoute = async ({ request, clientAddress }) => {
  api ??= nodeApi(process.env).catch((error: unknown) => {
    api = undefined;
    throw error;
  });
  return (await api).fetch(request, { clientAddress });
};
