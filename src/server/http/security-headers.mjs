/**
 * Headers on every response of the Node server (pages, assets and API alike). The page's own
 * script and style policy is the hashed `<meta>` CSP Astro writes; the header policy of an HTML page
 * adds what a `<meta>` CSP cannot carry (frame-ancestors).
 */
export const securityHeaders = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy':
    'accelerometer=(), autoplay=(), camera=(), display-capture=(), encrypted-media=(), fullscreen=(self), geolocation=(), gyroscope=(), hid=(), magnetometer=(), microphone=(), midi=(), payment=(), picture-in-picture=(), publickey-credentials-get=(), screen-wake-lock=(), serial=(), usb=(), xr-spatial-tracking=()',
};

/** The header policy of our HTML pages: their scripts and styles are limited by Astro's hashed `<meta>` CSP. */
export const pagePolicy = "frame-ancestors 'none'; object-src 'none'; base-uri 'self'";

/**
 * The policy of every response that is not an HTML page (images, scripts, JSON, feeds, files):
 * opened as a document, nothing in it runs, loads or submits. An SVG with a script, served from our
 * origin, would otherwise run with a signed-in owner's cookie (docs/publishing.md#what-editors-cannot-reach).
 */
export const inertPolicy = "default-src 'none'; sandbox; frame-ancestors 'none'";

/**
 * The content security policy a response carries, by its content type: our HTML pages, our scripts
 * and our PDFs the page policy, everything else the inert one. A script runs under the policy of the
 * page that loads it, except a worker, which runs under its own script's header (the proof of work's
 * hashing runs in one); opened as a document, a script is only text. Chromium shows no PDF in a
 * sandboxed document, and the drinks menu is drawn by our code (text only). Editors write neither.
 * @param {unknown} contentType
 */
export const policyFor = (contentType) =>
  /^\s*(text\/html|text\/javascript|application\/javascript|application\/pdf)\s*(;|$)/i.test(String(contentType ?? ''))
    ? pagePolicy
    : inertPolicy;

/** @typedef {import('node:http').OutgoingHttpHeaders | import('node:http').OutgoingHttpHeader[]} HeadersArg */

/**
 * Sets the content security policy on a response when its headers go out, for the content type it
 * then has: a handler may set the type late, or pass it to `writeHead` itself. An HTML response
 * that brings its own policy (Keystatic's screen) keeps it; any other response gets the inert one,
 * whatever policy it brought. A 304 carries none: a browser would put it on the page it has cached.
 * @param {import('node:http').ServerResponse} res
 */
export function policyOnHeaders(res) {
  const writeHead = res.writeHead;
  /** @type {(...args: any[]) => import('node:http').ServerResponse} */
  const patched = (...args) => {
    // A 304's headers replace the cached response's: it keeps the policy the full answer had.
    if ((typeof args[0] === 'number' ? args[0] : res.statusCode) === 304) {
      res.removeHeader('Content-Security-Policy');
      return writeHead.apply(res, args);
    }
    const index = args.findIndex((a, i) => i > 0 && typeof a === 'object' && a !== null);
    /** @type {Map<string, unknown>} */
    const given = new Map();
    const headers = index === -1 ? undefined : args[index];
    if (Array.isArray(headers)) {
      const pairs = Array.isArray(headers[0])
        ? headers
        : headers.flatMap((_, i) => (i % 2 ? [] : [[headers[i], headers[i + 1]]]));
      for (const [name, value] of pairs) given.set(String(name).toLowerCase(), value);
    } else if (headers) {
      for (const [name, value] of Object.entries(headers)) given.set(name.toLowerCase(), value);
    }
    const type = given.get('content-type') ?? res.getHeader('content-type');
    const policy = policyFor(type);
    const brought = given.has('content-security-policy') || res.hasHeader('content-security-policy');
    if (policy === pagePolicy && brought) return writeHead.apply(res, args);
    res.setHeader('Content-Security-Policy', policy);
    if (given.has('content-security-policy')) args[index] = withoutPolicy(headers);
    return writeHead.apply(res, args);
  };
  res.writeHead = /** @type {typeof res.writeHead} */ (patched);
}

/** @param {HeadersArg} headers */
function withoutPolicy(headers) {
  const isPolicy = (/** @type {unknown} */ name) => String(name).toLowerCase() === 'content-security-policy';
  if (!Array.isArray(headers)) return Object.fromEntries(Object.entries(headers).filter(([name]) => !isPolicy(name)));
  if (Array.isArray(headers[0])) return headers.filter((pair) => !isPolicy(/** @type {unknown[]} */ (pair)[0]));
  return headers.filter((_, i) => !isPolicy(headers[i - (i % 2)]));
}
