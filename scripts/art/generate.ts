/**
 * Writes every illustration of the site into src/assets/art/ and the sharing image (`npm run art`).
 * Each file is one image slot; replace a file with a photograph of the same name to swap it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { operator } from '../../src/site/venues';
import { dartsScene, karaokeScene, quizScene, tastingScene } from './activity-scenes';
import { palettes as P } from './scene-kit';
import { barScene, celebrationScene, cellarScene, crowdScene, facadeScene, gardenScene, tableScene } from './scenes';
import { portrait, pressClipping, type SponsorArt, signupHowTo, sponsorBottle, sponsorLogo, spritz } from './specials';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const out = join(root, 'src', 'assets', 'art');
const write = (name: string, content: string) => {
  const file = join(out, `${name}.svg`);
  mkdirSync(dirname(file), { recursive: true });
  // A title names the slot; biome's a11y rule and SVG viewers expect one.
  writeFileSync(file, content.replace(/(<svg[^>]*>)/, `$1<title>${name}</title>`));
};

const both = {
  name: 'RAPPEN',
  facade: '#7a2a1c',
  awning: '#b3261e',
  second: { name: 'IRISH PUB', facade: '#1d5c3f', awning: '#2e7d4f' },
};
write('home/hero', facadeScene({ pal: P.night, seed: 1, ...both }));
write('home/rappen', barScene({ pal: P.rappen, seed: 2, glasses: 'lager' }));
write('home/irish', barScene({ pal: P.irish, seed: 3, glasses: 'stout', taps: 3 }));
write('home/banner', tableScene({ pal: P.warm, seed: 4, items: ['pint', 'stout', 'candle', 'weizen'] }));

write('rappen/hero', barScene({ pal: P.rappen, seed: 10, tv: true, glasses: 'lager' }));
write('rappen/food', tableScene({ pal: P.rappen, seed: 11, items: ['pretzel', 'plate', 'weizen'] }));
write('rappen/cellar', cellarScene({ pal: P.cellar, seed: 12, decor: 'party' }));
const gallery = [
  facadeScene({ pal: P.night, seed: 20, name: 'RAPPEN', facade: '#7a2a1c', awning: '#b3261e' }),
  barScene({ pal: P.rappen, seed: 21, taps: 5, glasses: 'lager' }),
  tableScene({ pal: P.rappen, seed: 22, items: ['pint', 'pretzel', 'weizen'] }),
  crowdScene({ pal: P.rappen, seed: 23 }),
  tastingScene({ pal: P.warm, seed: 24, kind: 'beer' }),
  tastingScene({ pal: P.rappen, seed: 25, kind: 'schnapps' }),
  tastingScene({ pal: P.cellar, seed: 26, kind: 'wine' }),
  cellarScene({ pal: P.cellar, seed: 27, decor: 'tables' }),
  gardenScene({ pal: P.night, seed: 28 }),
  tableScene({ pal: P.warm, seed: 29, items: ['candle', 'wine', 'wine', 'candle'] }),
];
for (const [i, g] of gallery.entries()) write(`rappen/gallery-${String(i + 1).padStart(2, '0')}`, g);

write('irish/quiz', quizScene({ pal: P.irish, seed: 30 }));
write('irish/karaoke', karaokeScene({ pal: P.irish, seed: 31 }));
write('irish/specials', tableScene({ pal: P.irish, seed: 32, items: ['stout', 'shots', 'stout'] }));
write('irish/darts', dartsScene({ pal: P.irish, seed: 33 }));
write('irish/diploma', tastingScene({ pal: P.irish, seed: 34, kind: 'diploma' }));
write('irish/signup', signupHowTo(operator.whatsapp));

const spritzes = [
  { liquid: '#f07a1a', garnish: '#f7a22a', bg: '#f6b26b', bg2: '#b4521c' },
  { liquid: '#e6ecb8', garnish: '#9cc44a', bg: '#a9cf8a', bg2: '#3f7a4a', mint: true },
  { liquid: '#f5d547', garnish: '#f7e04a', bg: '#f4e08a', bg2: '#b98c1e' },
  { liquid: '#c4162a', garnish: '#f28a2a', bg: '#e27a7a', bg2: '#7a1420' },
  { liquid: '#e35d8c', garnish: '#b02a5c', bg: '#f0a5c0', bg2: '#7a2a5c', mint: true },
];
for (const [i, d] of spritzes.entries()) write(`irish/spritz-${i + 1}`, spritz(d, 40 + i));

export const sponsorArt: SponsorArt[] = [
  { id: 'achalm', name: 'Achalm Bräu', line: 'Brauerei seit 1888', color: '#a0521a', glass: '#6b3a14' },
  { id: 'echaz', name: 'Echaz Brand', line: 'Obstbrennerei', color: '#8e2a1c', glass: '#dfe8e0' },
  { id: 'neckarhalde', name: 'Neckarhalde', line: 'Weingut', color: '#5a1020', glass: '#2f3b22' },
  { id: 'albquelle', name: 'Albquelle', line: 'Limonaden', color: '#2e6f8a', glass: '#a8d0dc' },
  { id: 'shannon', name: 'Shannon Cider', line: 'Irish Craft Cider', color: '#2e7d4f', glass: '#c9a34a' },
];
for (const s of sponsorArt) {
  write(`sponsors/${s.id}-logo`, sponsorLogo(s));
  write(`sponsors/${s.id}-bottle`, sponsorBottle(s));
}

write('about/press', pressClipping());
write(
  'about/owner',
  portrait({
    bg: '#5a2418',
    bg2: '#2b120c',
    seed: 50,
    skin: '#e9b98f',
    hair: '#4a3020',
    shirt: '#1f2a24',
    apron: '#6b3f22',
    style: 'beard',
  }),
);
write(
  'about/team-service',
  portrait({
    bg: '#1c4a34',
    bg2: '#0d2419',
    seed: 51,
    skin: '#f1c7a0',
    hair: '#8a4a1c',
    shirt: '#f3ece0',
    apron: '#1d5c3f',
    style: 'long',
  }),
);
write(
  'about/team-bar',
  portrait({
    bg: '#6b3f22',
    bg2: '#2a180d',
    seed: 52,
    skin: '#c98e62',
    hair: '#1b120c',
    shirt: '#2a2a2a',
    apron: '#8e2a1c',
    style: 'short',
  }),
);
write(
  'about/team-event',
  portrait({
    bg: '#23324f',
    bg2: '#0f1626',
    seed: 53,
    skin: '#f0c9a6',
    hair: '#d9a746',
    shirt: '#8e2a1c',
    style: 'bun',
  }),
);

const rentalRappen = [
  cellarScene({ pal: P.cellar, seed: 60, decor: 'party' }),
  cellarScene({ pal: P.rappen, seed: 61, decor: 'tables' }),
  barScene({ pal: P.rappen, seed: 62, taps: 3, glasses: 'mixed' }),
  tableScene({ pal: P.warm, seed: 63, items: ['plate', 'pint', 'pretzel'] }),
  crowdScene({ pal: P.cellar, seed: 64 }),
  celebrationScene({ pal: P.rappen, seed: 65 }),
];
for (const [i, g] of rentalRappen.entries()) write(`rentals/rappen-${i + 1}`, g);
const rentalIrish = [
  barScene({ pal: P.irish, seed: 70, tv: true, glasses: 'stout', taps: 4 }),
  dartsScene({ pal: P.irish, seed: 71 }),
  karaokeScene({ pal: P.irish, seed: 72 }),
  tableScene({ pal: P.irish, seed: 73, items: ['stout', 'candle', 'pint', 'stout'] }),
  gardenScene({ pal: P.irish, seed: 74 }),
  celebrationScene({ pal: P.irish, seed: 75 }),
];
for (const [i, g] of rentalIrish.entries()) write(`rentals/irish-${i + 1}`, g);
console.info('Artwork written to', out);

// Open Graph preview (1200×630) for shared links: the home hero with the name across it.
const { default: sharp } = await import('sharp');
const og = join(root, 'public', 'og-image.jpg');
const heroSvg = facadeScene({ pal: P.night, seed: 1, ...both }).replace(
  '</svg>',
  '<rect y="610" width="1200" height="190" fill="#2f1e14" opacity="0.88"/><text x="600" y="700" text-anchor="middle" font-family="Georgia, serif" font-weight="700" font-size="64" fill="#d9a746">Rappen &amp; Irish Pub</text><text x="600" y="760" text-anchor="middle" font-family="Georgia, serif" font-size="34" fill="#f7ecd9">Reutlinger Charme, Irischer Geist</text></svg>',
);
await sharp(Buffer.from(heroSvg))
  .resize(1200, 630, { fit: 'cover', position: 'bottom' })
  .jpeg({ quality: 82 })
  .toFile(og);
