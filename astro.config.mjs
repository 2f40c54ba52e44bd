// @ts-check
import { fileURLToPath } from 'node:url';
import { satteri } from '@astrojs/markdown-satteri';
import node from '@astrojs/node';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import keystatic from '@keystatic/astro';
import { defineConfig, sharpImageService } from 'astro/config';
import { viteYaml } from './scripts/yaml-modules.mjs';
import { refusedSvgs, svgRefusal } from './src/site/art-check.mjs';
import { markdownOnly } from './src/site/content-markdown.mjs';
import { eventDays, eventPath } from './src/site/event-files.mjs';
import { avifEncoding } from './src/site/image-encoding.mjs';

/**
 * With an analytics provider configured (`PUBLIC_ANALYTICS_SRC`, loaded only after consent), its
 * origin may serve the script and receive the beacons; without one, nothing outside 'self'.
 */
const analyticsOrigin = process.env.PUBLIC_ANALYTICS_SRC ? new URL(process.env.PUBLIC_ANALYTICS_SRC).origin : undefined;

/** Staff screens, the backup page and the guest's link pages stay out of the sitemap (robots.txt disallows them too). */
const staffPaths =
  /\/(admin|bestellungen-intern|tischplan-backup|reservierung\/(?:stornieren|verwalten|angebot|team)|quiz\/anzeige)(\/|$)/;

/** Event pages are listed while the event is ahead; past ones stay reachable but unlisted. */
const today = new Date().toISOString().slice(0, 10);
const pastEventPages = new Set([...eventDays()].filter(([, day]) => day < today).map(([slug]) => eventPath(slug)));
const isPastEvent = (/** @type {string} */ path) => pastEventPages.has(path.replace(/\/$/, ''));

/**
 * Images are built at build time only: in the production build `/_image` answers 404 and does no
 * image work (anyone could make the server encode images of any size); `astro dev` keeps Astro's.
 * @returns {import('astro').AstroIntegration}
 */
function noRuntimeImageEndpoint() {
  return {
    name: 'no-runtime-image-endpoint',
    hooks: {
      'astro:config:setup': ({ command, updateConfig }) => {
        if (command === 'build') updateConfig({ image: { endpoint: { entrypoint: './src/no-image-endpoint.ts' } } });
      },
    },
  };
}

/**
 * The editors' pictures may only draw: an SVG in `src/assets/art/` that could run script or load
 * something stops the build before any page is built, naming the file (src/site/art-check.mjs).
 * @returns {import('astro').AstroIntegration}
 */
function editorsArtCheck() {
  let root = '';
  return {
    name: 'editors-art-check',
    hooks: {
      'astro:config:done': ({ config }) => {
        root = fileURLToPath(config.root);
      },
      'astro:build:start': () => {
        const [first] = refusedSvgs(root);
        if (first) throw new Error(svgRefusal(first));
      },
    },
  };
}

/**
 * Keystatic, the editors' screen at /keystatic, in every build: on the Node server it edits the
 * checkout's files for signed-in owners and editors and 'Veröffentlichen' builds them
 * (docs/publishing.md); built with PUBLIC_KEYSTATIC_GITHUB_REPO every save is a commit after a
 * GitHub sign-in (keystatic.config.ts). Its routes render on the server, so a static host
 * (dist/client/ alone) never has them.
 * @returns {import('astro').AstroIntegration}
 */
function editorsScreen() {
  return {
    name: 'editors-screen',
    hooks: {
      'astro:config:setup': ({ updateConfig, addMiddleware }) => {
        updateConfig({ integrations: [keystatic()] });
        addMiddleware({ entrypoint: new URL('./src/site/editors-middleware.ts', import.meta.url), order: 'pre' });
      },
    },
  };
}

export default defineConfig({
  site: process.env.SITE_URL ?? 'https://www.rappen-irishpub.de',
  output: 'static',
  trailingSlash: 'ignore',
  // Pages are small: inlined CSS (hashed into the CSP) saves render-blocking requests on phones.
  build: { inlineStylesheets: 'always' },
  // The adapter streams request bodies to the API, which refuses too large ones itself with 413
  // (src/server/http/body-limits.ts: at most 2 MB, the plan routes). This cap backs it up, so it
  // lies above: a chunked body cut off here first would end as a 500 instead of the API's 413. It
  // also bounds a save in Keystatic (signed-in editors only), whose images travel as base64 in JSON:
  // 16 MB carries a phone photo of about 11 MB.
  adapter: node({ mode: 'standalone', bodySizeLimit: 16 * 1024 * 1024 }),
  integrations: [
    editorsArtCheck(),
    noRuntimeImageEndpoint(),
    react(),
    editorsScreen(),
    sitemap({
      filter: (page) => !staffPaths.test(new URL(page).pathname) && !isPastEvent(new URL(page).pathname),
      // Same form as the canonical links: no trailing slash except on the root.
      serialize: (item) => ({ ...item, url: item.url.replace(/(?<=[^/])\/$/, '') }),
    }),
  ],
  vite: { plugins: [viteYaml()] },
  // No Markdown code blocks here; Shiki's inline styles would clash with the CSP.
  // Editors write the Markdown: no raw HTML, no script addresses (src/site/content-markdown.mjs).
  markdown: { syntaxHighlight: false, processor: satteri({ hastPlugins: [markdownOnly] }) },
  // Our illustrations are SVG files we draw ourselves (trusted input), rasterised to AVIF/WebP.
  image: { dangerouslyProcessSVG: true, service: sharpImageService({ avif: avifEncoding }) },
  security: {
    // Astro hashes every script and style it emits into a per-page <meta> CSP; no 'unsafe-inline'
    // scripts. React islands (booking canvas, admin, plan editor) set `style` attributes, so only
    // the attribute form of inline styles is allowed. The Node server adds frame-ancestors.
    csp: {
      directives: [
        "default-src 'self'",
        "img-src 'self' data: blob:",
        "font-src 'self'",
        `connect-src 'self'${analyticsOrigin ? ` ${analyticsOrigin}` : ''}`,
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-src 'none'",
        "worker-src 'self' blob:",
        "manifest-src 'self'",
      ],
      ...(analyticsOrigin && { scriptDirective: { resources: ["'self'", analyticsOrigin] } }),
      styleDirective: {
        resources: [
          { resource: "'self'", kind: 'element' },
          { resource: "'unsafe-inline'", kind: 'attribute' },
        ],
      },
    },
  },
});
