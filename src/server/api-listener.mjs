/**
 * The hand-over between the Node host's two ways into the API. The Astro route
 * (`src/pages/api/[...path].ts`) opens the process's one API and publishes its Node listener here;
 * the production server (`scripts/site-listener.mjs`) then hands `/api/*` straight to it, past
 * Astro's page handler. A process-wide symbol, not a module variable: the route's copy of this
 * module lives in Astro's server bundle, the server's copy is this file.
 */
const key = Symbol.for('pubs.api-listener');

/** @typedef {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => unknown} NodeListener */

/** @param {NodeListener} listener */
export function publishApiListener(listener) {
  /** @type {Record<symbol, unknown>} */ (globalThis)[key] = listener;
}

/** @returns {NodeListener | undefined} the opened API's listener, once there is one */
export function apiListener() {
  return /** @type {Record<symbol, NodeListener | undefined>} */ (globalThis)[key];
}
