import { describe, expect, it } from 'vitest';
import { artRefusal, refusedArt } from './art-uploads';

const file = (path: string, bytes: Uint8Array | string) => ({
  path,
  contents: Buffer.from(bytes).toString('base64url'),
});
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const jpg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.from([1, 2, 3, 4]), Buffer.from('WEBPVP8 ')]);
const avif = Buffer.concat([Buffer.from([0, 0, 0, 28]), Buffer.from('ftypavif')]);
const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>fetch("/api/admin/staff")</script></svg>';

describe("pictures an editor stores (Keystatic's image fields)", () => {
  it('takes PNG, JPG, WebP, AVIF and GIF whose bytes are what the name says', () => {
    expect(
      refusedArt([
        file('src/assets/art/sponsors/neu-logo.png', png),
        file('src/assets/art/team/foto.JPG', jpg),
        file('src/assets/art/team/foto.jpeg', jpg),
        file('src/assets/art/irish/bild.webp', webp),
        file('src/assets/art/irish/bild.avif', avif),
        file('src/assets/art/irish/bild.gif', 'GIF89a....'),
        // Content files are no pictures: their own checks apply.
        file('src/content/sponsors.yaml', 'partners: []'),
      ]),
    ).toEqual([]);
  });

  it('refuses an SVG, whatever it holds, and any document under a picture’s name', () => {
    expect(
      refusedArt([
        file('src/assets/art/sponsors/partner-logo.svg', svg),
        file('src/assets/art/sponsors/plain.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>'),
        file('src/assets/art/sponsors/getarnt.png', svg),
        file('src/assets/art/sponsors/seite.html', '<script>alert(1)</script>'),
        file('src/assets/art/sponsors/ohne-endung', png),
        { path: 'src/assets/art/sponsors/leer.png' },
      ]),
    ).toEqual([
      'src/assets/art/sponsors/partner-logo.svg',
      'src/assets/art/sponsors/plain.svg',
      'src/assets/art/sponsors/getarnt.png',
      'src/assets/art/sponsors/seite.html',
      'src/assets/art/sponsors/ohne-endung',
      'src/assets/art/sponsors/leer.png',
    ]);
    expect(artRefusal(['src/assets/art/sponsors/partner-logo.svg'])).toMatch(
      /^Nicht gespeichert: src\/assets\/art\/sponsors\/partner-logo\.svg ist kein Bild im Format PNG, JPG/,
    );
  });
});
