/**
 * The content security policies of this site's responses, without a Node dependency: the Edge
 * Function's API answers carry the inert one too (inert-answers.ts), and Deno bundles this file.
 */

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
