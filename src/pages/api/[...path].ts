import type { APIRoute } from 'astro';
import { nodeApi } from '../../server/node-api';

export const prerender = false;

// Opened on the first API request, not at import time: the build imports this module too.
let api: ReturnType<typeof nodeApi> | undefined;

/** Hands every `/api/*` request to the Hono app of `src/server/`. */
export const ALL: APIRoute = async (context) => {
  api ??= nodeApi(process.env).catch((error: unknown) => {
    api = undefined;
    throw error;
  });
  return (await api).fetch(context.request, { clientAddress: peerAddress(context) });
};

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
