import compression from 'compression';
import { apiListener } from '../src/server/api-listener.mjs';
import { policyOnHeaders, securityHeaders } from '../src/server/http/security-headers.mjs';
import { staticSite } from './static-site.mjs';

/** Requests without a body: what guests read (availability, the plan, live updates, health). */
const reads = new Set(['GET', 'HEAD']);

/**
 * Whether a request is an API read for the API's own listener: `GET`/`HEAD /api/*`, except
 * Keystatic's routes under `/api/keystatic/` (its GitHub sign-in and file reads), which are Astro's.
 * @param {string | undefined} method
 * @param {string | undefined} url
 */
export function isApiRead(method, url) {
  return reads.has(method ?? '') && !!url?.startsWith('/api/') && !url.startsWith('/api/keystatic/');
}

/**
 * Text answers (pages, scripts, styles, JSON) compressed when the browser accepts it, brotli or
 * gzip: the booking page's scripts are about 440 KB as built and about 140 KB compressed. Live
 * updates are left alone: a compressor would hold each event back until its buffer fills.
 */
const compress = compression({
  filter: (req, res) =>
    !String(res.getHeader('Content-Type') ?? '').startsWith('text/event-stream') && compression.filter(req, res),
});

/**
 * The production server's request listener: the security headers (a content security policy by the
 * response's type, src/server/http/security-headers.mjs) and compression on every response; API reads
 * (`GET`/`HEAD /api/*`, not Keystatic's `/api/keystatic/*`) straight to the API's own listener once
 * the API is open; the site's files from the build the last publish switched to (./static-site.mjs);
 * everything else (requests with a body, Keystatic) to Astro's Node handler, whose streaming of the
 * body the API's size limits and the tests of aborted and oversized bodies rely on.
 * @param {import('../src/server/api-listener.mjs').NodeListener} astroHandler
 * @param {{ root: string, distClient: string }} site the checkout and its own build's files
 * @returns {import('../src/server/api-listener.mjs').NodeListener}
 */
export function siteListener(astroHandler, site) {
  const files = staticSite(site);
  return (req, res) => {
    for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
    policyOnHeaders(res);
    compress(req, res, () => {
      const api = apiListener();
      if (api && isApiRead(req.method, req.url)) api(req, res);
      else files(req, res, () => astroHandler(req, res));
    });
  };
}
