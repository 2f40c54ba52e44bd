/** What the scenes share: canvas size, palettes, the wall with its lights, wall and wood gradients, the counter. */
import { baseDefs, bokeh, linear, rng, wallGradient } from './primitives';

/** Every room scene is a 1200 × 800 canvas. */
export const W = 1200;
export const H = 800;

export interface Palette {
  wall: string;
  wall2: string;
  wood: string;
  accent: string;
}

export const palettes = {
  rappen: { wall: '#5a2418', wall2: '#2b120c', wood: '#6b3f22', accent: '#d9a746' },
  irish: { wall: '#1c4a34', wall2: '#0d2419', wood: '#5a3620', accent: '#e3b04b' },
  cellar: { wall: '#7a3e26', wall2: '#2a140c', wood: '#4f301c', accent: '#ffcf7a' },
  night: { wall: '#23324f', wall2: '#0f1626', wood: '#4a2f1e', accent: '#ffcf7a' },
  warm: { wall: '#8a5a2b', wall2: '#3a2212', wood: '#5e3a20', accent: '#f6c66b' },
} satisfies Record<string, Palette>;

export function backdrop(pal: Palette, seed: number, lights = 26): string {
  const rand = rng(seed);
  return `<rect width="${W}" height="${H}" fill="url(#wall)"/>${bokeh(rand, lights, 0, 0, W, H * 0.55, pal.accent)}`;
}

export function defs(pal: Palette): string {
  return (
    baseDefs(W, H) +
    wallGradient(pal.wall, pal.wall2) +
    linear('wood', [
      ['0', pal.wood],
      ['1', '#24150c'],
    ])
  );
}

export function counter(y: number, pal: Palette): string {
  let planks = '';
  for (let x = 0; x < W; x += 150)
    planks += `<line x1="${x}" y1="${y + 30}" x2="${x}" y2="${H}" stroke="#000" stroke-opacity="0.18" stroke-width="3"/>`;
  return `<rect y="${y}" width="${W}" height="${H - y}" fill="url(#wood)"/><rect y="${y}" width="${W}" height="26" fill="${pal.accent}" opacity="0.55"/><rect y="${y + 26}" width="${W}" height="8" fill="#000" opacity="0.25"/>${planks}`;
}
