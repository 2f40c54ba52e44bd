/**
 * Artwork that is not a room scene: press clipping, sign-up how-to, sponsor logos and bottles,
 * spritz drinks and portraits.
 */
import { baseDefs, bokeh, bottle, finish, person, radial, rng, spritzGlass, svg, wallGradient } from './primitives';

export function pressClipping(): string {
  const w = 900;
  const h = 1200;
  const cols = (x: number, y: number, lines: number) =>
    Array.from(
      { length: lines },
      (_, i) =>
        `<rect x="${x}" y="${y + i * 26}" width="${i % 7 === 6 ? 180 : 250}" height="9" rx="2" fill="#5b5247" opacity="0.75"/>`,
    ).join('');
  const body = `<rect width="${w}" height="${h}" fill="#3a2a1e"/><g transform="rotate(-2 450 600)"><rect x="60" y="50" width="780" height="1100" fill="#f4ecd9"/><text x="450" y="130" text-anchor="middle" font-family="Georgia, 'DejaVu Serif', serif" font-weight="700" font-size="52" fill="#2a2420">Reutlinger Abendblatt</text><path d="M100 155 l700 0 M100 163 l700 0" stroke="#2a2420" stroke-width="3"/><text x="100" y="200" font-family="Georgia, serif" font-size="20" fill="#5b5247">LOKALES · GASTRONOMIE</text><text x="100" y="265" font-family="Georgia, 'DejaVu Serif', serif" font-weight="700" font-size="46" fill="#1d1915">Zwei Pubs, eine Leidenschaft</text><text x="100" y="312" font-family="Georgia, serif" font-style="italic" font-size="26" fill="#3d3630">Wie ein Reutlinger Wirt schwäbische und irische Kneipenkultur verbindet</text><rect x="100" y="345" width="700" height="360" fill="#cdbf9f"/><g transform="translate(100 345) scale(0.583 0.45)"><rect width="1200" height="800" fill="#8a7a5c"/><circle cx="600" cy="560" r="260" fill="#6b5c43"/><circle cx="600" cy="300" r="110" fill="#6b5c43"/><rect x="150" y="560" width="900" height="240" fill="#5a4c36"/></g><text x="100" y="735" font-family="Georgia, serif" font-style="italic" font-size="18" fill="#5b5247">Der Inhaber hinter dem Tresen des Rappen.</text>${cols(100, 770, 14)}${cols(420, 770, 14)}${cols(740 - 0, 770, 0)}</g>`;
  return svg(w, h, baseDefs(w, h), body);
}

export function signupHowTo(whatsapp: string): string {
  const w = 800;
  const h = 1100;
  const bubble = (y: number, text: string, mine: boolean) =>
    `<rect x="${mine ? 290 : 190}" y="${y}" width="320" height="64" rx="16" fill="${mine ? '#d9f5c8' : '#ffffff'}"/><text x="${mine ? 310 : 210}" y="${y + 40}" font-family="'DejaVu Sans', Arial, sans-serif" font-size="22" fill="#1d2a22">${text}</text>`;
  const body = `<rect width="${w}" height="${h}" fill="url(#wall)"/>${bokeh(rng(11), 16, 0, 0, w, h, '#ffd58a')}<text x="400" y="90" text-anchor="middle" font-family="Georgia, 'DejaVu Serif', serif" font-weight="700" font-size="44" fill="#f7ecd9">So meldet ihr euch an</text><rect x="170" y="140" width="460" height="900" rx="56" fill="#111"/><rect x="190" y="200" width="420" height="780" rx="12" fill="#efe7da"/><rect x="190" y="200" width="420" height="80" fill="#1d5c3f"/><text x="400" y="250" text-anchor="middle" font-family="'DejaVu Sans', Arial, sans-serif" font-weight="700" font-size="24" fill="#fff">${whatsapp}</text>${bubble(310, '1. Teamname senden', true)}${bubble(400, '2. Anzahl Personen', true)}${bubble(490, '3. Gewünschter Dienstag', true)}${bubble(600, 'Danke! Ihr seid dabei 🍀', false)}<circle cx="400" cy="1010" r="14" fill="#333"/>`;
  return svg(w, h, baseDefs(w, h) + wallGradient('#1c4a34', '#0d2419'), body);
}

export interface SponsorArt {
  id: string;
  name: string;
  line: string;
  color: string;
  glass: string;
}

export function sponsorLogo(s: SponsorArt): string {
  const body = `<rect width="400" height="240" rx="24" fill="#fbf6ee"/><rect x="10" y="10" width="380" height="220" rx="18" fill="none" stroke="${s.color}" stroke-width="4"/><circle cx="200" cy="70" r="30" fill="${s.color}"/><path d="M186 72 l14 -20 l14 20 l-14 18z" fill="#fbf6ee"/><text x="200" y="150" text-anchor="middle" font-family="Georgia, 'DejaVu Serif', serif" font-weight="700" font-size="34" fill="${s.color}">${s.name}</text><text x="200" y="190" text-anchor="middle" font-family="Georgia, serif" font-size="18" letter-spacing="3" fill="#5f4b3c">${s.line.toUpperCase()}</text>`;
  return svg(400, 240, '', body);
}

export function sponsorBottle(s: SponsorArt): string {
  const body = `<ellipse cx="200" cy="880" rx="110" ry="14" fill="#000" opacity="0.25"/>${bottle(200, 870, 2.2, s.glass, s.color)}<text x="200" y="640" text-anchor="middle" font-family="Georgia, 'DejaVu Serif', serif" font-weight="700" font-size="30" fill="#fff">${s.name.split(' ')[0]}</text>`;
  return svg(400, 900, baseDefs(400, 900), body);
}

export interface SpritzArt {
  liquid: string;
  garnish: string;
  bg: string;
  bg2: string;
  mint?: boolean;
}

export function spritz(d: SpritzArt, seed: number): string {
  const w = 600;
  const h = 750;
  const body = `<rect width="${w}" height="${h}" fill="url(#wall)"/><circle cx="300" cy="330" r="260" fill="url(#halo)"/>${bokeh(rng(seed), 14, 0, 0, w, 420, '#fff4d6')}<rect y="600" width="${w}" height="150" fill="#000" opacity="0.18"/><ellipse cx="300" cy="640" rx="120" ry="14" fill="#000" opacity="0.3"/>${spritzGlass(300, 640, 1.9, d.liquid, d.garnish, d.mint)}`;
  return svg(
    w,
    h,
    baseDefs(w, h) +
      wallGradient(d.bg, d.bg2) +
      radial('halo', [
        ['0', '#fff6dc', 0.5],
        ['1', '#fff6dc', 0],
      ]),
    body + finish(w, h),
  );
}

export function portrait(opts: {
  bg: string;
  bg2: string;
  seed: number;
  skin: string;
  hair: string;
  shirt: string;
  apron?: string;
  style: 'short' | 'long' | 'bun' | 'beard';
}): string {
  const w = 800;
  const h = 1000;
  const body = `<rect width="${w}" height="${h}" fill="url(#wall)"/>${bokeh(rng(opts.seed), 18, 0, 0, w, 600, '#ffd58a')}${person(400, h, 2, opts.skin, opts.hair, opts.shirt, opts.apron, opts.style)}`;
  return svg(w, h, baseDefs(w, h) + wallGradient(opts.bg, opts.bg2), body + finish(w, h));
}
