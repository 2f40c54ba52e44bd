import type { APIRoute } from 'astro';

/** robots.txt with the staff routes disallowed and the sitemap at this site's address. */
export const GET: APIRoute = ({ site }) => {
  const sitemap = new URL('/sitemap-index.xml', site ?? 'https://www.rappen-irishpub.de').href;
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /bestellungen-intern',
    'Disallow: /tischplan-backup',
    'Disallow: /reservierung/stornieren',
    'Disallow: /reservierung/verwalten',
    'Disallow: /reservierung/angebot',
    'Disallow: /reservierung/team',
    'Disallow: /quiz/anzeige',
    'Disallow: /api/',
    '',
    `Sitemap: ${sitemap}`,
    '',
  ].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
