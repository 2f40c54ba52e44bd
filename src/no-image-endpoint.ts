import type { APIRoute } from 'astro';

/**
 * Astro's image endpoint (`/_image`) in the production build: every image is built at build time,
 * so it only says 404, at once, and no image code is in the server bundle.
 */
export const GET: APIRoute = () =>
  new Response('Nicht gefunden.', {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
