// The site's prerendered files as the production server serves them (docs/publishing.md#switch):
// from the build the last publish switched to, else from the deployment's own build (dist/client/).
import { statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, posix } from 'node:path';
import send from 'send';
import { siteBuilds } from '../src/server/publish/site-builds.mjs';

/** Astro's hashed scripts, styles and images: never change under their name. */
const assets = '/_astro/';

/**
 * Whether Astro's handler answers the path itself: the API, Keystatic's screen and its API.
 * @param {string} path
 */
const isServerRoute = (path) => path.startsWith('/api/') || path === '/keystatic' || path.startsWith('/keystatic/');

/**
 * The file a decoded path names in `dir`: a folder (with or without its slash) serves its
 * index.html, as Astro's own handler does. One `stat`, synchronous like Astro's: it takes microseconds.
 * @param {string} dir @param {string} path
 */
function fileIn(dir, path) {
  if (path.endsWith('/')) return `${path}index.html`;
  try {
    if (statSync(join(dir, path)).isDirectory()) return `${path}/index.html`;
  } catch {
    // Missing: `send` answers 404, and the caller looks elsewhere.
  }
  return path;
}

/**
 * @param {{ root: string, distClient: string }} options
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, next: () => void) => void}
 */
export function staticSite({ root, distClient }) {
  const builds = siteBuilds(root);
  /** @type {Map<string, Buffer>} */
  const notFoundPages = new Map();

  /** @param {string} dir */
  async function notFoundPage(dir) {
    const kept = notFoundPages.get(dir);
    if (kept) return kept;
    const page = await readFile(join(dir, '404.html')).catch(() => undefined);
    if (!page) return Buffer.from('Seite nicht gefunden');
    // One page per build the site served; old builds are deleted, so the oldest goes first.
    if (notFoundPages.size >= 8) notFoundPages.delete(notFoundPages.keys().next().value ?? '');
    notFoundPages.set(dir, page);
    return page;
  }

  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const raw = (req.url ?? '/').split(/[?#]/, 1)[0] ?? '/';
    let path = raw;
    try {
      path = posix.normalize(decodeURIComponent(raw));
    } catch {
      // Not decodable: looked up as written, and found nowhere.
    }
    // Only a path from the root (an absolute-form target is not); normalised, it stays inside it.
    if (!path.startsWith('/')) path = '/404-invalid';
    if (isServerRoute(path)) return next();
    // The link is read once per request: the whole answer comes from one build.
    const now = builds.current();
    const dir = now === undefined ? distClient : builds.clientDir(now);

    const notFound = async () => {
      const page = await notFoundPage(dir);
      res.statusCode = 404;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Content-Length', page.length);
      res.end(req.method === 'HEAD' ? undefined : page);
    };
    /**
     * Sends the file from `from`, else from `older` (for hashed files: the builds kept before the
     * current one, listed only once one is missing), else the 404 page.
     * @param {string} from @param {string[] | undefined} older
     */
    const serve = (from, older) => {
      const file = fileIn(from, path);
      const stream = send(req, encodeURI(file), {
        root: from,
        index: false,
        dotfiles: file.startsWith('/.well-known/') ? 'allow' : 'deny',
      });
      stream.on('stream', () => {
        if (file.startsWith(assets)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      });
      // Missing or hidden (dotfiles are refused): an older build, else the 404 page.
      stream.on('error', (/** @type {{ status?: number }} */ error) => {
        const status = error.status ?? 500;
        if (status >= 500 || res.headersSent) {
          res.statusCode = status;
          res.end();
        } else if (older === undefined && path.startsWith(assets)) {
          builds.roots(distClient).then(
            (roots) => serveNext(roots.filter((r) => r !== from)),
            () => serveNext([]),
          );
        } else serveNext(older ?? []);
      });
      stream.pipe(res);
    };
    /** @param {string[]} rest */
    const serveNext = ([next, ...rest]) => (next ? serve(next, rest) : notFound().catch(() => res.end()));
    serve(dir, undefined);
  };
}
