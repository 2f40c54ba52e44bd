import type { APIRoute } from 'astro';
import { openApi } from '../../server/node-api-instance';

export const prerender = false;

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
