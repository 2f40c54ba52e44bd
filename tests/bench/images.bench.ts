/**
 * The build's picture encoding (src/site/image-encoding.mjs) beside sharp's default AVIF options,
 * side by side in one run: each picture under `src/assets/art/` and `public/og-image.jpg`
 * rasterised at 800 px and encoded as AVIF; the median time of three rounds, the bytes, and the
 * PSNR against the unencoded raster (over all pixels, on white). WebP and JPG, which the build
 * writes beside each AVIF, are listed for their share of the time (JPG has no transparency, so no
 * PSNR against a picture on white).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { avifEncoding } from '../../src/site/image-encoding.mjs';
import { median } from './stats';

type Encoding = [label: string, format: 'avif' | 'webp' | 'jpeg', options: Record<string, number>];

const encodings: Encoding[] = [
  ['AVIF, sharp default (effort 4, quality 50)', 'avif', {}],
  [`AVIF, the build's (${JSON.stringify(avifEncoding)})`, 'avif', avifEncoding],
  ['WebP, default', 'webp', {}],
  ['JPG, default', 'jpeg', {}],
];
const width = 800;

function pictures(): Buffer[] {
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)],
    );
  return [...files('src/assets/art'), 'public/og-image.jpg'].map((f) => readFileSync(f));
}

/** The picture at `width` as RGB on white: the reference and the decoded encodings alike. */
const rgb = (input: Buffer, width?: number) =>
  sharp(input)
    .resize(width ? { width } : undefined)
    .flatten({ background: '#ffffff' })
    .removeAlpha()
    .raw()
    .toBuffer();

export default async function bench() {
  const sources = pictures();
  const references = await Promise.all(sources.map((s) => rgb(s, width)));
  for (const [label, format, options] of encodings) {
    const times: number[] = [];
    let encoded: Buffer[] = [];
    for (let round = 0; round < 3; round++) {
      const started = performance.now();
      encoded = [];
      for (const source of sources)
        encoded.push(await sharp(source).resize({ width }).toFormat(format, options).toBuffer());
      times.push(performance.now() - started);
    }
    const bytes = encoded.reduce((sum, b) => sum + b.length, 0);
    const figures = `${encoded.length} files, median ${(median(times) / 1000).toFixed(1)} s, ${(bytes / 1024).toFixed(0)} KB`;
    if (format === 'jpeg') {
      console.info(`${label}: ${figures}`);
      continue;
    }
    let squared = 0;
    let samples = 0;
    for (const [i, file] of encoded.entries()) {
      const decoded = await rgb(file);
      const reference = references[i] as Buffer;
      for (let j = 0; j < reference.length; j++) squared += ((reference[j] as number) - (decoded[j] as number)) ** 2;
      samples += reference.length;
    }
    const psnr = 10 * Math.log10((255 * 255) / (squared / samples));
    console.info(`${label}: ${figures}, PSNR ${psnr.toFixed(2)} dB`);
  }
}
