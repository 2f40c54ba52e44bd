/** Room scenes composed from the primitives; each returns a whole SVG document. */

import {
  bokeh,
  bottle,
  finish,
  pendantLamp,
  pint,
  pretzel,
  r1,
  rng,
  shotGlass,
  spritzGlass,
  stringLights,
  svg,
  tvFootball,
  weizen,
  wineGlass,
} from './primitives';
import { backdrop, counter, defs, H, type Palette, W } from './scene-kit';

function shelf(y: number, seed: number, colors: string[]): string {
  const rand = rng(seed);
  let out = `<rect x="60" y="${y}" width="${W - 120}" height="12" fill="#2a180d"/>`;
  for (let x = 90; x < W - 90; x += 46 + rand() * 20) {
    const c = colors[Math.floor(rand() * colors.length)] ?? '#2d5a27';
    out += bottle(x, y, 0.28 + rand() * 0.06, c, '#f1e4c8');
  }
  return out;
}

export function barScene(opts: {
  pal: Palette;
  seed: number;
  tv?: boolean;
  taps?: number;
  glasses?: 'lager' | 'stout' | 'mixed';
}): string {
  const { pal, seed } = opts;
  const rand = rng(seed + 7);
  let body = backdrop(pal, seed);
  body += shelf(300, seed, ['#2d5a27', '#6b2a1a', '#8a6a1f', '#1f3b5a', '#3b2a1a']);
  body += shelf(430, seed + 1, ['#2d5a27', '#7a5a1a', '#5a1a2a', '#2a2a2a']);
  if (opts.tv) body += tvFootball(400, 60, 400, 220);
  else body += pendantLamp(300, 0, 70) + pendantLamp(900, 0, 90);
  body += counter(560, pal);
  const taps = opts.taps ?? 4;
  for (let i = 0; i < taps; i++) {
    const x = 420 + i * 80;
    body += `<rect x="${x - 6}" y="470" width="12" height="90" fill="#c9a34a"/><rect x="${x - 10}" y="430" width="20" height="46" rx="6" fill="${['#8e2a1c', '#1d5c3f', '#2a2a2a', '#d9a746'][i % 4]}"/>`;
  }
  body += `<rect x="380" y="552" width="${taps * 80 + 20}" height="14" fill="#b8923c"/>`;
  const kind = opts.glasses ?? 'mixed';
  for (let i = 0; i < 4; i++) {
    const x = 140 + i * 300 + rand() * 60;
    const stout = kind === 'stout' || (kind === 'mixed' && i % 2 === 1);
    body += pint(x, 700, 1 + rand() * 0.2, stout ? '#1b0f0a' : '#e39b22', stout ? '#f3e3c3' : '#fff7e6');
  }
  return svg(W, H, defs(pal), body + finish(W, H));
}

export function tableScene(opts: {
  pal: Palette;
  seed: number;
  items: ('pint' | 'stout' | 'weizen' | 'pretzel' | 'wine' | 'candle' | 'shots' | 'plate')[];
}): string {
  const { pal, seed } = opts;
  let body = backdrop(pal, seed, 30);
  body += `<rect x="120" y="80" width="360" height="300" rx="8" fill="#14213a"/><rect x="130" y="90" width="340" height="280" fill="#1e3050"/><line x1="300" y1="90" x2="300" y2="370" stroke="#2a180d" stroke-width="10"/><line x1="130" y1="230" x2="470" y2="230" stroke="#2a180d" stroke-width="10"/>${bokeh(rng(seed + 3), 10, 140, 100, 320, 260, '#ffd27a')}`;
  body += pendantLamp(850, 0, 120, pal.wood);
  body += `<path d="M0 520 L${W} 480 L${W} ${H} L0 ${H} Z" fill="url(#wood)"/><path d="M0 520 L${W} 480" stroke="${pal.accent}" stroke-opacity="0.4" stroke-width="4"/>`;
  const step = W / (opts.items.length + 1);
  opts.items.forEach((item, i) => {
    const x = step * (i + 1);
    const y = 690 - (i % 2) * 30;
    body += `<ellipse cx="${x}" cy="${y + 4}" rx="60" ry="12" fill="#000" opacity="0.25"/>`;
    if (item === 'pint') body += pint(x, y, 1.3);
    if (item === 'stout') body += pint(x, y, 1.3, '#1b0f0a', '#f3e3c3');
    if (item === 'weizen') body += weizen(x, y, 1.05);
    if (item === 'wine') body += wineGlass(x, y, 1.5, '#7a1d2c');
    if (item === 'pretzel') body += pretzel(x, y - 60, 1.1);
    if (item === 'shots')
      body += shotGlass(x - 45, y, 1.3) + shotGlass(x, y - 10, 1.3, '#d9a746') + shotGlass(x + 45, y, 1.3, '#b3261e');
    if (item === 'candle')
      body += `<rect x="${x - 18}" y="${y - 90}" width="36" height="90" fill="#f3e9d2"/><ellipse cx="${x}" cy="${y - 108}" rx="9" ry="18" fill="#ffcf5a"/><circle cx="${x}" cy="${y - 105}" r="70" fill="url(#glow)"/>`;
    if (item === 'plate')
      body += `<ellipse cx="${x}" cy="${y - 20}" rx="120" ry="40" fill="#f6f1e7"/><ellipse cx="${x}" cy="${y - 22}" rx="92" ry="28" fill="#ebe2d0"/><path d="M${x - 60} ${y - 30} q20 -26 44 -6 q20 -24 44 -4 q16 16 -10 22 q-40 10 -78 -12z" fill="#e3b35b"/><circle cx="${x + 40}" cy="${y - 36}" r="10" fill="#5f8f3a"/><circle cx="${x - 30}" cy="${y - 18}" r="8" fill="#5f8f3a"/>`;
  });
  return svg(W, H, defs(pal), body + finish(W, H));
}

export function cellarScene(opts: { pal: Palette; seed: number; decor?: 'party' | 'tables' }): string {
  const { pal, seed } = opts;
  let body = `<rect width="${W}" height="${H}" fill="url(#wall)"/>`;
  const rand = rng(seed);
  for (let y = 0; y < H; y += 34)
    for (let x = (y / 34) % 2 ? -40 : 0; x < W; x += 80)
      body += `<rect x="${x + 2}" y="${y + 2}" width="76" height="30" rx="3" fill="${pal.wall}" opacity="${r1(0.35 + rand() * 0.4)}"/>`;
  body += `<path d="M0 0 L0 260 Q300 40 600 40 Q900 40 1200 260 L1200 0 Z" fill="#1a0c07" opacity="0.85"/><path d="M80 ${H} L80 330 Q600 60 1120 330 L1120 ${H}" fill="none" stroke="#2a140c" stroke-width="26"/>`;
  body += stringLights(80, 300, 1120, 300, 160, 12);
  body += `<rect y="620" width="${W}" height="180" fill="url(#wood)"/>`;
  if (opts.decor === 'party') {
    const colors = ['#d9a746', '#8e2a1c', '#1d5c3f', '#f3e9d2'];
    for (let i = 0; i < 14; i++) {
      const x = 60 + i * 82;
      body += `<path d="M${x} 150 l40 0 l-20 44z" fill="${colors[i % 4]}"/>`;
    }
    body += `<path d="M40 150 Q600 220 1160 150" stroke="#2a140c" stroke-width="3" fill="none"/>`;
    body +=
      pint(420, 640, 1.1) + pint(520, 650, 1.1, '#1b0f0a', '#f3e3c3') + wineGlass(760, 650, 1.3) + pint(860, 640, 1.1);
  } else {
    for (let i = 0; i < 3; i++) {
      const x = 170 + i * 320;
      body += `<rect x="${x}" y="560" width="260" height="24" fill="#5a3620"/><rect x="${x + 20}" y="584" width="16" height="120" fill="#3a2212"/><rect x="${x + 224}" y="584" width="16" height="120" fill="#3a2212"/>${pint(x + 80, 560, 0.7)}${pint(x + 180, 560, 0.7, '#1b0f0a', '#f3e3c3')}`;
    }
  }
  return svg(W, H, defs(pal), body + finish(W, H));
}

export function facadeScene(opts: {
  pal: Palette;
  seed: number;
  name: string;
  facade: string;
  awning: string;
  second?: { name: string; facade: string; awning: string };
}): string {
  const { pal, seed } = opts;
  let body = `<rect width="${W}" height="${H}" fill="url(#wall)"/>${bokeh(rng(seed), 40, 0, 0, W, 260, '#fff1c9')}<circle cx="1040" cy="110" r="46" fill="#fff3d6" opacity="0.9"/>`;
  const house = (x: number, w: number, name: string, facade: string, awning: string) => {
    let h = `<path d="M${x} 780 L${x} 240 L${x + w / 2} 130 L${x + w} 240 L${x + w} 780 Z" fill="${facade}"/><rect x="${x + 30}" y="250" width="${w - 60}" height="70" rx="6" fill="#1a110b"/><text x="${x + w / 2}" y="298" text-anchor="middle" font-family="Georgia, serif" font-weight="700" font-size="40" fill="${pal.accent}">${name}</text>`;
    for (let i = 0; i < 3; i++)
      h += `<rect x="${x + 40 + (i * (w - 80)) / 3}" y="360" width="${(w - 80) / 3 - 20}" height="130" rx="4" fill="#ffcf7a"/><rect x="${x + 40 + (i * (w - 80)) / 3}" y="360" width="${(w - 80) / 3 - 20}" height="130" rx="4" fill="url(#glow)"/>`;
    h += `<path d="M${x + 20} 520 L${x + w - 20} 520 L${x + w} 580 L${x} 580 Z" fill="${awning}"/>${Array.from({ length: 8 }, (_, i) => `<rect x="${x + 20 + (i * (w - 40)) / 8}" y="520" width="${(w - 40) / 16}" height="60" fill="#fff" opacity="0.18"/>`).join('')}<rect x="${x + w / 2 - 50}" y="600" width="100" height="180" rx="50" fill="#2a140c"/><rect x="${x + w / 2 - 40}" y="612" width="80" height="160" rx="40" fill="#ffcf7a" opacity="0.75"/><rect x="${x + 40}" y="610" width="${w / 2 - 110}" height="120" fill="#ffcf7a" opacity="0.85"/><rect x="${x + w / 2 + 70}" y="610" width="${w / 2 - 110}" height="120" fill="#ffcf7a" opacity="0.85"/>`;
    return h;
  };
  if (opts.second) {
    body +=
      house(60, 500, opts.name, opts.facade, opts.awning) +
      house(640, 500, opts.second.name, opts.second.facade, opts.second.awning);
  } else {
    body += house(250, 700, opts.name, opts.facade, opts.awning);
  }
  body += stringLights(0, 200, W, 200, 80, 14);
  body += `<rect y="770" width="${W}" height="30" fill="#2a1a10"/>`;
  return svg(W, H, defs(pal), body + finish(W, H));
}

export function gardenScene(opts: { pal: Palette; seed: number }): string {
  const { pal, seed } = opts;
  let body = `<rect width="${W}" height="${H}" fill="url(#wall)"/>${bokeh(rng(seed), 30, 0, 0, W, 300, '#fff1c9')}`;
  body += `<path d="M0 420 Q200 340 420 400 T820 380 T1200 400 L1200 800 L0 800 Z" fill="#1b2c1c"/><circle cx="160" cy="330" r="120" fill="#213a22"/><circle cx="1050" cy="320" r="140" fill="#213a22"/>`;
  body += stringLights(0, 120, 600, 160, 120, 8) + stringLights(600, 160, W, 110, 120, 8);
  for (let i = 0; i < 3; i++) {
    const x = 120 + i * 360;
    body += `<rect x="${x}" y="560" width="300" height="22" fill="#6b4424"/><rect x="${x + 20}" y="582" width="14" height="130" fill="#3a2212"/><rect x="${x + 266}" y="582" width="14" height="130" fill="#3a2212"/><rect x="${x - 10}" y="650" width="320" height="14" fill="#5a3620"/>${pint(x + 90, 560, 0.75)}${weizen(x + 200, 560, 0.5)}`;
  }
  return svg(W, H, defs(pal), body + finish(W, H));
}

export function crowdScene(opts: { pal: Palette; seed: number }): string {
  const { pal, seed } = opts;
  const rand = rng(seed);
  let body = `<rect width="${W}" height="${H}" fill="url(#wall)"/>`;
  body += `<rect x="180" y="50" width="840" height="440" rx="10" fill="#0c0c0c"/>${tvFootball(200, 70, 800, 400)}`;
  for (let i = 0; i < 9; i++) {
    const x = 60 + i * 135 + rand() * 30;
    const y = 620 + rand() * 40;
    const arm = rand() > 0.5;
    body += `<circle cx="${x}" cy="${y - 110}" r="44" fill="#120a06"/><path d="M${x - 80} ${H} Q${x - 80} ${y - 60} ${x} ${y - 60} Q${x + 80} ${y - 60} ${x + 80} ${H} Z" fill="#120a06"/>${arm ? `<path d="M${x + 50} ${y - 40} L${x + 90} ${y - 200}" stroke="#120a06" stroke-width="26" stroke-linecap="round"/>` : ''}`;
  }
  body += `<rect y="${H - 20}" width="${W}" height="20" fill="${pal.accent}" opacity="0.3"/>`;
  return svg(W, H, defs(pal), body + finish(W, H));
}

export function celebrationScene(opts: { pal: Palette; seed: number }): string {
  const { pal, seed } = opts;
  const rand = rng(seed);
  let body = backdrop(pal, seed, 30);
  const colors = ['#d9a746', '#b3261e', '#2e7d4f', '#f3e9d2', '#c2417a'];
  for (let i = 0; i < 7; i++) {
    const x = 100 + i * 170 + rand() * 40;
    const y = 160 + rand() * 120;
    const c = colors[i % colors.length];
    body += `<path d="M${x} ${y + 70} q-10 120 20 260" stroke="#f3e9d2" stroke-opacity="0.5" stroke-width="2" fill="none"/><ellipse cx="${x}" cy="${y}" rx="54" ry="66" fill="${c}"/><ellipse cx="${x - 18}" cy="${y - 24}" rx="12" ry="18" fill="#fff" opacity="0.35"/>`;
  }
  for (let i = 0; i < 60; i++)
    body += `<rect x="${r1(rand() * W)}" y="${r1(rand() * 500)}" width="10" height="16" fill="${colors[i % 5]}" transform="rotate(${r1(rand() * 90)} ${r1(rand() * W)} 300)" opacity="0.8"/>`;
  body +=
    counter(580, pal) +
    pint(300, 720, 1.2) +
    wineGlass(520, 720, 1.4, '#f1e3a2') +
    pint(740, 720, 1.2, '#1b0f0a', '#f3e3c3') +
    `<g>${spritzGlass(950, 720, 0.7, '#f07a1a', '#f7a22a')}</g>`;
  return svg(W, H, defs(pal), body + finish(W, H));
}
