import onHeaders from 'on-headers';
import { inertPolicy, policyFor } from './content-policy.mjs';

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
