// The site's prerendered files as the production server serves them (docs/publishing.md#switch):
// from the build the last publish switched to, else from the deployment's own build (dist/client/).
import { readFile, stat } from 'node:fs/promises';
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
 * @param {{ root: string, distClient: string }} options
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, next: () => void) => void}
 */
export function staticSite({ root, distClient }) {
  const builds = siteBuilds(root);
  /** @type {Map<string, Buffer>} */
  const notFoundPages = new Map();

  /** @param {string} dir @param {string} path the decoded path; a directory serves its index.html */
  async function fileIn(dir, path) {
    const file = path.endsWith('/') ? `${path}index.html` : path;
    const found = await stat(join(dir, file)).catch(() => undefined);
    if (found?.isDirectory())
      return (await stat(join(dir, file, 'index.html')).catch(() => undefined)) ? `${file}/index.html` : undefined;
    return found?.isFile() ? file : undefined;
  }

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
    const url = req.url ?? '/';
    const raw = url.split(/[?#]/, 1)[0] ?? '/';
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let path = raw;
    try {
      path = posix.normalize(decodeURIComponent(raw));
    } catch {
      // Not decodable: looked up as written, and found nowhere.
    }
    // Only a path from the root that stays inside it (an absolute-form target may not).
    if (!path.startsWith('/') || path.split('/').includes('..')) path = '/404-invalid';
    if (isServerRoute(path)) return next();
    // The link is read once per request: the whole answer comes from one build.
    const now = builds.current();
    const dir = now === undefined ? distClient : builds.clientDir(now);
    (async () => {
      let found = await fileIn(dir, path);
      let from = dir;
      if (!found && path.startsWith(assets)) {
        for (const older of await builds.roots(distClient)) {
          found = await fileIn(older, path);
          if (found) {
            from = older;
            break;
          }
        }
      }
      const notFound = async () => {
        const page = await notFoundPage(dir);
        res.statusCode = 404;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.setHeader('Content-Length', page.length);
        res.end(req.method === 'HEAD' ? undefined : page);
      };
      if (!found) return notFound();
      const stream = send(req, encodeURI(found), {
        root: from,
        index: false,
        dotfiles: found.startsWith('/.well-known/') ? 'allow' : 'deny',
      });
      stream.on('stream', () => {
        if (found.startsWith(assets)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      });
      // A hidden file (dotfiles are refused) is as missing as any other.
      stream.on('error', (/** @type {{ status?: number }} */ error) => {
        if ((error.status ?? 500) < 500 && !res.headersSent) void notFound();
        else {
          res.statusCode = error.status ?? 500;
          res.end();
        }
      });
      stream.pipe(res);
    })().catch(() => {
      if (!res.headersSent) res.statusCode = 500;
      res.end();
    });
  };
}
