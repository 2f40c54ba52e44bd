import onHeaders from 'on-headers';

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

/**
 * Sets the content security policy on a response when its headers go out (`on-headers`, which has
 * moved the headers a handler passed to `writeHead` onto the response by then), for the content type
 * it then has. An HTML page that brings its own policy (Keystatic's screen) keeps it; any other
 * response gets the inert one, whatever policy it brought. A 304 carries none: a browser would put
 * it on the page it has cached.
 * @param {import('node:http').ServerResponse} res
 */
export function policyOnHeaders(res) {
  onHeaders(res, () => {
    if (res.statusCode === 304) return void res.removeHeader('Content-Security-Policy');
    const policy = policyFor(res.getHeader('content-type'));
    if (policy === inertPolicy || !res.hasHeader('content-security-policy')) {
      res.setHeader('Content-Security-Policy', policy);
    }
  });
}
