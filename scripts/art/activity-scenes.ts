/** Scenes of what happens in the pubs: darts, quiz, karaoke and tastings; each returns a whole SVG document. */

import {
  baseDefs,
  bokeh,
  bottle,
  dartboard,
  finish,
  microphone,
  pint,
  rng,
  shotGlass,
  svg,
  wineGlass,
} from './primitives';
import { backdrop, counter, defs, H, type Palette, W } from './scene-kit';

export function dartsScene(opts: { pal: Palette; seed: number }): string {
  const { pal, seed } = opts;
  let body = backdrop(pal, seed, 14);
  body += `<rect x="330" y="40" width="540" height="540" rx="20" fill="#3a2212"/>${dartboard(600, 310, 200)}`;
  body += `<g transform="rotate(-20 660 260)"><rect x="600" y="255" width="120" height="8" fill="#c9a34a"/><path d="M720 250 l40 -14 l0 36z" fill="#1d5c3f"/></g><g transform="rotate(15 560 350)"><rect x="560" y="346" width="120" height="8" fill="#c9a34a"/><path d="M680 341 l40 -14 l0 36z" fill="#8e2a1c"/></g>`;
  body += `<rect x="920" y="120" width="220" height="300" rx="10" fill="#1f2a24" stroke="#6b4424" stroke-width="14"/><text x="1030" y="180" text-anchor="middle" font-family="Georgia, serif" font-size="34" fill="#f3ecdc">501</text><path d="M960 220 l140 0 M960 270 l100 0 M960 320 l120 0 M960 370 l80 0" stroke="#f3ecdc" stroke-opacity="0.7" stroke-width="4" stroke-linecap="round"/>`;
  body += counter(640, pal) + pint(160, 760, 1.0, '#1b0f0a', '#f3e3c3') + pint(260, 770, 1.0);
  return svg(W, H, defs(pal), body + finish(W, H));
}

export function quizScene(opts: { pal: Palette; seed: number }): string {
  const { pal, seed } = opts;
  let body = backdrop(pal, seed, 20);
  body += `<rect x="140" y="70" width="520" height="320" rx="12" fill="#1f2a24" stroke="#6b4424" stroke-width="18"/><text x="400" y="170" text-anchor="middle" font-family="Georgia, serif" font-weight="700" font-size="64" fill="#f3ecdc">PUB QUIZ</text><text x="400" y="240" text-anchor="middle" font-family="Georgia, serif" font-size="34" fill="${pal.accent}">Dienstag · 20 Uhr</text><path d="M220 300 l360 0" stroke="#f3ecdc" stroke-opacity="0.5" stroke-width="4" stroke-dasharray="14 10"/>`;
  body += `<path d="M0 520 L${W} 500 L${W} ${H} L0 ${H} Z" fill="url(#wood)"/>`;
  body += `<g transform="rotate(-8 640 640)"><rect x="470" y="520" width="340" height="230" rx="6" fill="#fbf6ea"/>${Array.from({ length: 6 }, (_, i) => `<text x="495" y="${562 + i * 32}" font-family="Georgia, serif" font-size="20" fill="#6b5847">${i + 1}.</text><path d="M530 ${556 + i * 32} l${180 + (i % 3) * 30} 0" stroke="#2a4a8a" stroke-width="3" stroke-linecap="round"/>`).join('')}</g><g transform="rotate(30 880 620)"><rect x="820" y="610" width="200" height="16" rx="3" fill="#e8b53a"/><path d="M1020 610 l24 8 l-24 8z" fill="#2a1c14"/></g>`;
  body += pint(260, 720, 1.2, '#1b0f0a', '#f3e3c3') + pint(1060, 700, 1.1);
  return svg(W, H, defs(pal), body + finish(W, H));
}

export function karaokeScene(opts: { pal: Palette; seed: number }): string {
  const { pal, seed } = opts;
  let body = `<rect width="${W}" height="${H}" fill="#140b1c"/>`;
  const beams = ['#d9a746', '#c2417a', '#3a8fd9'];
  beams.forEach((c, i) => {
    const x = 250 + i * 350;
    body += `<path d="M${x} 0 L${x - 220} ${H} L${x + 220} ${H} Z" fill="${c}" opacity="0.18"/><circle cx="${x}" cy="10" r="24" fill="${c}"/>`;
  });
  body += bokeh(rng(seed), 30, 0, 0, W, H, '#ffd6f0');
  body += `<rect y="600" width="${W}" height="200" fill="#2a1530"/><rect y="600" width="${W}" height="10" fill="${pal.accent}" opacity="0.7"/>`;
  body += microphone(600, 340, 1.6);
  for (let i = 0; i < 5; i++) {
    const x = 180 + i * 200;
    const y = 180 + (i % 2) * 90;
    body += `<g fill="#f3ecdc" opacity="0.8"><ellipse cx="${x}" cy="${y}" rx="18" ry="13"/><rect x="${x + 14}" y="${y - 70}" width="6" height="70"/><path d="M${x + 20} ${y - 70} q30 10 24 40 q-4 -20 -24 -22z"/></g>`;
  }
  body += `<text x="600" y="720" text-anchor="middle" font-family="Georgia, serif" font-weight="700" font-size="54" fill="#f3ecdc">KARAOKE</text>`;
  return svg(W, H, baseDefs(W, H), body + finish(W, H));
}

export function tastingScene(opts: {
  pal: Palette;
  seed: number;
  kind: 'wine' | 'schnapps' | 'beer' | 'diploma';
}): string {
  const { pal, seed, kind } = opts;
  let body = backdrop(pal, seed, 22);
  body += `<path d="M0 500 L${W} 480 L${W} ${H} L0 ${H} Z" fill="url(#wood)"/><rect x="120" y="600" width="960" height="40" rx="8" fill="#8a5a2b"/>`;
  if (kind === 'wine') {
    const wines = ['#f1e3a2', '#e9d67c', '#f2b8a0', '#7a1d2c', '#5a1020', '#8e2a3c'];
    wines.forEach((c, i) => {
      body += wineGlass(200 + i * 160, 600, 1.3, c);
    });
  } else if (kind === 'schnapps') {
    const colors = ['#f5e7c4', '#e9b44c', '#f5f1ea', '#b3261e', '#f5e7c4', '#d9a746', '#7a3b2a'];
    colors.forEach((c, i) => {
      body += shotGlass(200 + i * 130, 600, 1.5, c);
    });
    body += bottle(1040, 590, 0.7, '#d6e6d8', '#8e2a1c', 'OBSTLER');
  } else {
    const beers: [string, string][] = [
      ['#f2c14e', '#fff7e6'],
      ['#e39b22', '#fff7e6'],
      ['#b5651d', '#f6e7cc'],
      ['#7a3b12', '#f3e3c3'],
      ['#1b0f0a', '#f3e3c3'],
    ];
    beers.forEach(([c, f], i) => {
      body += pint(240 + i * 180, 610, 1.05, c, f);
    });
  }
  if (kind === 'diploma')
    body += `<g transform="rotate(-6 900 200)"><rect x="760" y="80" width="320" height="230" fill="#fbf3df" stroke="${pal.accent}" stroke-width="10"/><text x="920" y="150" text-anchor="middle" font-family="Georgia, serif" font-weight="700" font-size="34" fill="#5a2418">DIPLOM</text><path d="M820 200 l200 0 M840 235 l160 0" stroke="#6b5847" stroke-width="4"/><circle cx="1030" cy="280" r="28" fill="#b3261e"/></g>`;
  return svg(W, H, defs(pal), body + finish(W, H));
}
