/**
 * Drawing primitives for the illustrative artwork (SVG strings). The artwork stands in for
 * photographs until the pubs have their own; each slot is a separate file, easy to swap.
 */

export type Rng = () => number;

/** Deterministic random numbers, so regenerating the art gives the same files. */
export function rng(seed: number): Rng {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const r1 = (n: number) => Math.round(n * 10) / 10;

export function svg(w: number, h: number, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}"><defs>${defs}</defs>${body}</svg>\n`;
}

export function linear(id: string, stops: [string, string][], vertical = true): string {
  const dir = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"';
  return `<linearGradient id="${id}" ${dir}>${stops.map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`).join('')}</linearGradient>`;
}

/** The vertical `#wall` gradient behind a scene, from `top` to `bottom`. */
export function wallGradient(top: string, bottom: string): string {
  return linear('wall', [
    ['0', top],
    ['1', bottom],
  ]);
}

export function radial(id: string, stops: [string, string, number?][]): string {
  return `<radialGradient id="${id}">${stops.map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`).join('')}</radialGradient>`;
}

/** Shared defs every scene may use: glow, vignette, grain, foam. */
export function baseDefs(w: number, h: number): string {
  return [
    radial('glow', [
      ['0', '#ffd58a', 0.9],
      ['0.4', '#ffb347', 0.35],
      ['1', '#ffb347', 0],
    ]),
    radial('vignette', [
      ['0.55', '#000', 0],
      ['1', '#000', 0.55],
    ]),
    `<filter id="grain" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="3"/><feColorMatrix values="0 0 0 0 0.1  0 0 0 0 0.07  0 0 0 0 0.04  0 0 0 0.18 0"/><feComposite in2="SourceGraphic" operator="in"/></filter>`,
    `<filter id="soft"><feGaussianBlur stdDeviation="6"/></filter>`,
    `<filter id="blur2"><feGaussianBlur stdDeviation="2"/></filter>`,
    `<clipPath id="frame"><rect width="${w}" height="${h}"/></clipPath>`,
  ].join('');
}

export function finish(w: number, h: number): string {
  return `<rect width="${w}" height="${h}" fill="url(#vignette)"/><rect width="${w}" height="${h}" fill="#fff" filter="url(#grain)" opacity="0.9"/>`;
}

/** Warm bokeh lights scattered over an area. */
export function bokeh(rand: Rng, n: number, x: number, y: number, w: number, h: number, color = '#ffcf7a'): string {
  let out = '';
  for (let i = 0; i < n; i++) {
    const r = 6 + rand() * 26;
    out += `<circle cx="${r1(x + rand() * w)}" cy="${r1(y + rand() * h)}" r="${r1(r)}" fill="${color}" opacity="${r1(0.12 + rand() * 0.35)}"/>`;
  }
  return out;
}

/** A festoon of bulbs hanging between two points. */
export function stringLights(x1: number, y1: number, x2: number, y2: number, sag: number, bulbs: number): string {
  const mx = (x1 + x2) / 2;
  const my = (y1 + y2) / 2 + sag;
  let out = `<path d="M${x1} ${y1} Q${mx} ${my} ${x2} ${y2}" stroke="#2a1a10" stroke-width="2" fill="none"/>`;
  for (let i = 1; i < bulbs; i++) {
    const t = i / bulbs;
    const bx = (1 - t) ** 2 * x1 + 2 * (1 - t) * t * mx + t ** 2 * x2;
    const by = (1 - t) ** 2 * y1 + 2 * (1 - t) * t * my + t ** 2 * y2;
    out += `<circle cx="${r1(bx)}" cy="${r1(by + 10)}" r="26" fill="url(#glow)"/><circle cx="${r1(bx)}" cy="${r1(by + 8)}" r="5" fill="#fff1c9"/>`;
  }
  return out;
}

export function pendantLamp(x: number, top: number, len: number, color = '#1f140d'): string {
  const y = top + len;
  return `<line x1="${x}" y1="${top}" x2="${x}" y2="${y}" stroke="#1a110b" stroke-width="3"/><circle cx="${x}" cy="${y + 24}" r="120" fill="url(#glow)" opacity="0.8"/><path d="M${x - 46} ${y + 30} Q${x} ${y - 28} ${x + 46} ${y + 30} Z" fill="${color}"/><ellipse cx="${x}" cy="${y + 30}" rx="40" ry="8" fill="#ffe3a3"/>`;
}

/** A pint glass standing on y (bottom), width ~ 70*s. */
export function pint(x: number, y: number, s: number, beer = '#e09a1f', foam = '#fff7e6'): string {
  const w = 70 * s;
  const h = 150 * s;
  const top = y - h;
  const inset = 9 * s;
  const fh = 22 * s;
  return `<g><path d="M${r1(x - w / 2)} ${r1(top)} L${r1(x + w / 2)} ${r1(top)} L${r1(x + w / 2 - inset)} ${r1(y)} L${r1(x - w / 2 + inset)} ${r1(y)} Z" fill="${beer}"/><path d="M${r1(x - w / 2)} ${r1(top)} L${r1(x + w / 2)} ${r1(top)} L${r1(x + w / 2 - 1.2 * s)} ${r1(top + fh)} L${r1(x - w / 2 + 1.2 * s)} ${r1(top + fh)} Z" fill="${foam}"/><ellipse cx="${r1(x)}" cy="${r1(top)}" rx="${r1(w / 2)}" ry="${r1(6 * s)}" fill="${foam}"/><path d="M${r1(x - w / 2 + 8 * s)} ${r1(top + fh + 6 * s)} L${r1(x - w / 2 + 14 * s)} ${r1(y - 8 * s)}" stroke="#fff" stroke-opacity="0.45" stroke-width="${r1(5 * s)}" stroke-linecap="round"/><ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(w / 2 - inset)}" ry="${r1(4 * s)}" fill="#000" opacity="0.18"/></g>`;
}

/** Tall curvy wheat-beer glass. */
export function weizen(x: number, y: number, s: number): string {
  const p = (dx: number, dy: number) => `${r1(x + dx * s)} ${r1(y - dy * s)}`;
  const c = (dx: number, dy: number) => `cx="${p(dx, dy).split(' ')[0]}" cy="${p(dx, dy).split(' ')[1]}"`;
  return `<path d="M${p(-22, 0)} C${p(-26, 60)} ${p(-14, 110)} ${p(-20, 160)} C${p(-28, 200)} ${p(-30, 220)} ${p(-28, 240)} L${p(28, 240)} C${p(30, 220)} ${p(28, 200)} ${p(20, 160)} C${p(14, 110)} ${p(26, 60)} ${p(22, 0)} Z" fill="#f0b43a"/><path d="M${p(-28, 240)} L${p(28, 240)} L${p(29, 212)} L${p(-29, 212)} Z" fill="#fff6e0"/><ellipse ${c(0, 240)} rx="${r1(28 * s)}" ry="${r1(6 * s)}" fill="#fffaf0"/><path d="M${p(-12, 20)} C${p(-14, 80)} ${p(-8, 120)} ${p(-12, 190)}" stroke="#fff" stroke-opacity="0.4" stroke-width="${r1(5 * s)}" fill="none"/>`;
}

export function wineGlass(x: number, y: number, s: number, wine = '#7a1d2c'): string {
  const p = (dx: number, dy: number) => `${r1(x + dx * s)} ${r1(y - dy * s)}`;
  const c = (dx: number, dy: number) => `cx="${p(dx, dy).split(' ')[0]}" cy="${p(dx, dy).split(' ')[1]}"`;
  return `<g><ellipse ${c(0, 0)} rx="${r1(26 * s)}" ry="${r1(5 * s)}" fill="#f2eee6" opacity="0.8"/><rect x="${r1(x - 2.5 * s)}" y="${r1(y - 80 * s)}" width="${r1(5 * s)}" height="${r1(80 * s)}" fill="#f2eee6" opacity="0.85"/><path d="M${p(-30, 150)} C${p(-34, 100)} ${p(-18, 80)} ${p(0, 80)} C${p(18, 80)} ${p(34, 100)} ${p(30, 150)} Z" fill="#f2eee6" opacity="0.35"/><path d="M${p(-31, 118)} C${p(-28, 96)} ${p(-16, 82)} ${p(0, 82)} C${p(16, 82)} ${p(28, 96)} ${p(31, 118)} Z" fill="${wine}"/></g>`;
}

export function shotGlass(x: number, y: number, s: number, liquid = '#f5e7c4'): string {
  const p = (dx: number, dy: number) => `${r1(x + dx * s)} ${r1(y - dy * s)}`;
  return `<path d="M${p(-16, 0)} L${p(-20, 56)} L${p(20, 56)} L${p(16, 0)} Z" fill="#f5f1ea" opacity="0.45"/><path d="M${p(-16, 6)} L${p(-19, 44)} L${p(19, 44)} L${p(16, 6)} Z" fill="${liquid}"/><rect x="${r1(x - 16 * s)}" y="${r1(y - 8 * s)}" width="${r1(32 * s)}" height="${r1(8 * s)}" fill="#f5f1ea" opacity="0.7"/>`;
}

/** Balloon glass with a spritz: liquid colour, ice, a garnish slice and a straw. */
export function spritzGlass(x: number, y: number, s: number, liquid: string, garnish: string, mint = false): string {
  const p = (dx: number, dy: number) => `${r1(x + dx * s)} ${r1(y - dy * s)}`;
  const c = (dx: number, dy: number) => `cx="${p(dx, dy).split(' ')[0]}" cy="${p(dx, dy).split(' ')[1]}"`;
  let ice = '';
  for (const [dx, dy] of [
    [-30, 150],
    [10, 165],
    [-6, 130],
    [28, 140],
  ] as const)
    ice += `<rect x="${r1(x + dx * s)}" y="${r1(y - dy * s)}" width="${r1(26 * s)}" height="${r1(24 * s)}" rx="${r1(4 * s)}" fill="#fff" opacity="0.45" transform="rotate(${dx} ${p(dx, dy).replace(' ', ' ')})"/>`;
  const leaves = mint
    ? `<path d="M${p(-40, 205)} q${r1(-18 * s)} ${r1(-20 * s)} ${r1(-4 * s)} ${r1(-34 * s)} q${r1(14 * s)} ${r1(18 * s)} ${r1(4 * s)} ${r1(34 * s)}z" fill="#3f9b4f"/><path d="M${p(-30, 210)} q${r1(6 * s)} ${r1(-26 * s)} ${r1(26 * s)} ${r1(-26 * s)} q${r1(-6 * s)} ${r1(22 * s)} ${r1(-26 * s)} ${r1(26 * s)}z" fill="#2f8442"/>`
    : '';
  return `<g><ellipse ${c(0, 0)} rx="${r1(44 * s)}" ry="${r1(7 * s)}" fill="#efe9df" opacity="0.9"/><rect x="${r1(x - 3 * s)}" y="${r1(y - 70 * s)}" width="${r1(6 * s)}" height="${r1(70 * s)}" fill="#efe9df" opacity="0.9"/><path d="M${p(-62, 230)} C${p(-78, 140)} ${p(-40, 72)} ${p(0, 72)} C${p(40, 72)} ${p(78, 140)} ${p(62, 230)} Z" fill="#f3efe8" opacity="0.28"/><path d="M${p(-66, 196)} C${p(-70, 130)} ${p(-38, 76)} ${p(0, 76)} C${p(38, 76)} ${p(70, 130)} ${p(66, 196)} Z" fill="${liquid}"/>${ice}<line x1="${p(18, 110).split(' ')[0]}" y1="${p(18, 110).split(' ')[1]}" x2="${p(58, 290).split(' ')[0]}" y2="${p(58, 290).split(' ')[1]}" stroke="#d43d2f" stroke-width="${r1(7 * s)}" stroke-linecap="round"/><circle ${c(44, 196)} r="${r1(30 * s)}" fill="${garnish}"/><circle ${c(44, 196)} r="${r1(23 * s)}" fill="#fff" opacity="0.35"/><path d="M${p(44, 196)} l0 ${r1(-23 * s)} M${p(44, 196)} l${r1(20 * s)} ${r1(12 * s)} M${p(44, 196)} l${r1(-20 * s)} ${r1(12 * s)}" stroke="${garnish}" stroke-width="${r1(3 * s)}"/>${leaves}<path d="M${p(-48, 180)} C${p(-52, 140)} ${p(-36, 110)} ${p(-20, 98)}" stroke="#fff" stroke-opacity="0.55" stroke-width="${r1(6 * s)}" fill="none" stroke-linecap="round"/></g>`;
}

export function bottle(x: number, y: number, s: number, glass: string, label: string, labelText = ''): string {
  const p = (dx: number, dy: number) => `${r1(x + dx * s)} ${r1(y - dy * s)}`;
  return `<g><path d="M${p(-38, 0)} L${p(-38, 190)} C${p(-38, 230)} ${p(-12, 240)} ${p(-12, 280)} L${p(-12, 340)} L${p(12, 340)} L${p(12, 280)} C${p(12, 240)} ${p(38, 230)} ${p(38, 190)} L${p(38, 0)} Z" fill="${glass}"/><rect x="${r1(x - 14 * s)}" y="${r1(y - 352 * s)}" width="${r1(28 * s)}" height="${r1(18 * s)}" rx="${r1(3 * s)}" fill="#c9a34a"/><rect x="${r1(x - 38 * s)}" y="${r1(y - 150 * s)}" width="${r1(76 * s)}" height="${r1(90 * s)}" fill="${label}"/><rect x="${r1(x - 38 * s)}" y="${r1(y - 150 * s)}" width="${r1(76 * s)}" height="${r1(8 * s)}" fill="#000" opacity="0.15"/>${labelText ? `<text x="${r1(x)}" y="${r1(y - 98 * s)}" text-anchor="middle" font-family="Georgia, serif" font-weight="700" font-size="${r1(16 * s)}" fill="#fff">${labelText}</text>` : ''}<path d="M${p(-26, 10)} L${p(-26, 180)}" stroke="#fff" stroke-opacity="0.3" stroke-width="${r1(7 * s)}" stroke-linecap="round"/></g>`;
}

export function dartboard(cx: number, cy: number, r: number): string {
  let out = `<circle cx="${cx}" cy="${cy}" r="${r * 1.18}" fill="#1a1410"/>`;
  for (let i = 0; i < 20; i++) {
    const a0 = ((i * 18 - 9) * Math.PI) / 180;
    const a1 = ((i * 18 + 9) * Math.PI) / 180;
    const pt = (rr: number, a: number) => `${r1(cx + rr * Math.cos(a))} ${r1(cy + rr * Math.sin(a))}`;
    const dark = i % 2 === 0;
    out += `<path d="M${cx} ${cy} L${pt(r, a0)} A${r} ${r} 0 0 1 ${pt(r, a1)} Z" fill="${dark ? '#201a15' : '#efe2c2'}"/>`;
    out += `<path d="M${pt(r, a0)} A${r} ${r} 0 0 1 ${pt(r, a1)} L${pt(r * 0.9, a1)} A${r * 0.9} ${r * 0.9} 0 0 0 ${pt(r * 0.9, a0)} Z" fill="${dark ? '#b3261e' : '#1f7a45'}"/>`;
    out += `<path d="M${pt(r * 0.6, a0)} A${r * 0.6} ${r * 0.6} 0 0 1 ${pt(r * 0.6, a1)} L${pt(r * 0.52, a1)} A${r * 0.52} ${r * 0.52} 0 0 0 ${pt(r * 0.52, a0)} Z" fill="${dark ? '#b3261e' : '#1f7a45'}"/>`;
  }
  return `${out}<circle cx="${cx}" cy="${cy}" r="${r * 0.1}" fill="#1f7a45"/><circle cx="${cx}" cy="${cy}" r="${r * 0.045}" fill="#b3261e"/>`;
}

/** A television with a football match on it. */
export function tvFootball(x: number, y: number, w: number, h: number): string {
  return `<g><rect x="${x - 10}" y="${y - 10}" width="${w + 20}" height="${h + 20}" rx="10" fill="#141414"/><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#2f8f3e"/>${Array.from({ length: 6 }, (_, i) => `<rect x="${r1(x + (i * w) / 6)}" y="${y}" width="${r1(w / 12)}" height="${h}" fill="#349a45"/>`).join('')}<rect x="${x + w * 0.04}" y="${y + h * 0.08}" width="${w * 0.92}" height="${h * 0.84}" fill="none" stroke="#e9f5e9" stroke-width="3"/><line x1="${x + w / 2}" y1="${y + h * 0.08}" x2="${x + w / 2}" y2="${y + h * 0.92}" stroke="#e9f5e9" stroke-width="3"/><circle cx="${x + w / 2}" cy="${y + h / 2}" r="${h * 0.16}" fill="none" stroke="#e9f5e9" stroke-width="3"/><circle cx="${x + w * 0.62}" cy="${y + h * 0.44}" r="${h * 0.035}" fill="#fff"/><circle cx="${x + w * 0.3}" cy="${y + h * 0.35}" r="${h * 0.03}" fill="#c62828"/><circle cx="${x + w * 0.7}" cy="${y + h * 0.6}" r="${h * 0.03}" fill="#1e40af"/><circle cx="${x + w * 0.45}" cy="${y + h * 0.66}" r="${h * 0.03}" fill="#c62828"/><rect x="${x + 12}" y="${y + 10}" width="${w * 0.28}" height="${h * 0.11}" rx="3" fill="#0b1a33" opacity="0.85"/><text x="${x + 20}" y="${y + 10 + h * 0.085}" font-family="Arial, sans-serif" font-weight="700" font-size="${r1(h * 0.075)}" fill="#fff">RT 2 : 1 SV</text><rect x="${x + w / 2 - 20}" y="${y + h + 10}" width="40" height="30" fill="#141414"/></g>`;
}

/** Head-and-shoulders figure for team cards. */
export function person(
  cx: number,
  base: number,
  s: number,
  skin: string,
  hair: string,
  shirt: string,
  apron?: string,
  hairStyle: 'short' | 'long' | 'bun' | 'beard' = 'short',
): string {
  const p = (dx: number, dy: number) => `${r1(cx + dx * s)} ${r1(base - dy * s)}`;
  const c = (dx: number, dy: number) => `cx="${p(dx, dy).split(' ')[0]}" cy="${p(dx, dy).split(' ')[1]}"`;
  const hairShape = {
    short: `<path d="M${p(-62, 300)} C${p(-70, 390)} ${p(70, 400)} ${p(62, 300)} C${p(50, 350)} ${p(-50, 350)} ${p(-62, 300)} Z" fill="${hair}"/>`,
    long: `<path d="M${p(-70, 180)} C${p(-90, 330)} ${p(-60, 400)} ${p(0, 400)} C${p(60, 400)} ${p(90, 330)} ${p(70, 180)} L${p(48, 190)} C${p(56, 300)} ${p(40, 350)} ${p(0, 352)} C${p(-40, 350)} ${p(-56, 300)} ${p(-48, 190)} Z" fill="${hair}"/>`,
    bun: `<circle ${c(0, 410)} r="${r1(30 * s)}" fill="${hair}"/><path d="M${p(-62, 300)} C${p(-70, 392)} ${p(70, 392)} ${p(62, 300)} C${p(40, 352)} ${p(-40, 352)} ${p(-62, 300)} Z" fill="${hair}"/>`,
    beard: `<path d="M${p(-62, 300)} C${p(-70, 390)} ${p(70, 400)} ${p(62, 300)} C${p(50, 350)} ${p(-50, 350)} ${p(-62, 300)} Z" fill="${hair}"/><path d="M${p(-58, 270)} C${p(-56, 190)} ${p(56, 190)} ${p(58, 270)} C${p(40, 236)} ${p(-40, 236)} ${p(-58, 270)} Z" fill="${hair}"/>`,
  }[hairStyle];
  return `<g><path d="M${p(-150, 0)} C${p(-150, 110)} ${p(-100, 160)} ${p(0, 165)} C${p(100, 160)} ${p(150, 110)} ${p(150, 0)} Z" fill="${shirt}"/>${apron ? `<path d="M${p(-70, 0)} L${p(-62, 128)} L${p(62, 128)} L${p(70, 0)} Z" fill="${apron}"/><path d="M${p(-62, 128)} L${p(-40, 160)} M${p(62, 128)} L${p(40, 160)}" stroke="${apron}" stroke-width="${r1(8 * s)}"/>` : ''}<rect x="${r1(cx - 24 * s)}" y="${r1(base - 200 * s)}" width="${r1(48 * s)}" height="${r1(50 * s)}" fill="${skin}"/><path d="M${p(-30, 165)} L${p(0, 135)} L${p(30, 165)}" fill="none" stroke="#fff" stroke-opacity="0.5" stroke-width="${r1(4 * s)}"/>${hairStyle === 'long' ? hairShape : ''}<ellipse ${c(0, 290)} rx="${r1(60 * s)}" ry="${r1(76 * s)}" fill="${skin}"/>${hairStyle === 'long' ? `<path d="M${p(-62, 300)} C${p(-70, 392)} ${p(70, 392)} ${p(62, 300)} C${p(40, 352)} ${p(-40, 352)} ${p(-62, 300)} Z" fill="${hair}"/>` : hairShape}<circle ${c(-22, 296)} r="${r1(5 * s)}" fill="#2a1c14"/><circle ${c(22, 296)} r="${r1(5 * s)}" fill="#2a1c14"/><path d="M${p(-20, 256)} Q${p(0, 240)} ${p(20, 256)}" stroke="#7a3b2a" stroke-width="${r1(4 * s)}" fill="none" stroke-linecap="round"/><circle ${c(-36, 268)} r="${r1(10 * s)}" fill="#e07a5f" opacity="0.25"/><circle ${c(36, 268)} r="${r1(10 * s)}" fill="#e07a5f" opacity="0.25"/></g>`;
}

export function pretzel(cx: number, cy: number, s: number): string {
  const p = (dx: number, dy: number) => `${r1(cx + dx * s)} ${r1(cy + dy * s)}`;
  return `<g fill="none" stroke="#9a5a1c" stroke-width="${r1(22 * s)}" stroke-linecap="round"><path d="M${p(-10, 60)} C${p(-90, 40)} ${p(-90, -60)} ${p(-20, -60)} C${p(30, -60)} ${p(20, 0)} ${p(0, 20)} C${p(-20, 0)} ${p(-30, -60)} ${p(20, -60)} C${p(90, -60)} ${p(90, 40)} ${p(10, 60)}"/></g><g fill="#fff" opacity="0.85">${[
    [-50, -30],
    [40, -40],
    [-60, 20],
    [55, 15],
    [0, 30],
    [-20, -58],
  ]
    .map(
      ([dx, dy]) =>
        `<rect x="${p(dx ?? 0, dy ?? 0).split(' ')[0]}" y="${p(dx ?? 0, dy ?? 0).split(' ')[1]}" width="${r1(5 * s)}" height="${r1(4 * s)}" rx="1"/>`,
    )
    .join('')}</g>`;
}

export function microphone(x: number, y: number, s: number): string {
  const p = (dx: number, dy: number) => `${r1(x + dx * s)} ${r1(y + dy * s)}`;
  return `<g transform="rotate(-25 ${x} ${y})"><rect x="${p(-12, 40).split(' ')[0]}" y="${p(-12, 40).split(' ')[1]}" width="${r1(24 * s)}" height="${r1(150 * s)}" rx="${r1(10 * s)}" fill="#1b1b1f"/><rect x="${p(-16, 30).split(' ')[0]}" y="${p(-16, 30).split(' ')[1]}" width="${r1(32 * s)}" height="${r1(18 * s)}" rx="${r1(4 * s)}" fill="#c9a34a"/><circle cx="${p(0, 0).split(' ')[0]}" cy="${p(0, 0).split(' ')[1]}" r="${r1(38 * s)}" fill="#8d8d96"/><circle cx="${p(0, 0).split(' ')[0]}" cy="${p(0, 0).split(' ')[1]}" r="${r1(38 * s)}" fill="none" stroke="#5d5d66" stroke-width="${r1(3 * s)}" stroke-dasharray="${r1(4 * s)} ${r1(4 * s)}"/><ellipse cx="${p(-12, -14).split(' ')[0]}" cy="${p(-12, -14).split(' ')[1]}" rx="${r1(12 * s)}" ry="${r1(8 * s)}" fill="#fff" opacity="0.45"/></g>`;
}
