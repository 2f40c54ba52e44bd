/**
 * How the build encodes the site's pictures to AVIF (sharp's options, set in astro.config.mjs;
 * `npm run bench images` measures them against sharp's default side by side).
 *
 * Every build encodes each picture in every width it is shown at, once as AVIF and once as WebP
 * with a JPG fallback: 624 files for today's art, and a publish encodes each new picture an editor
 * saved. sharp's default AVIF effort (4) spends about ten times the encoding CPU of effort 2 for
 * files about 15 % smaller; at effort 2 a quality of 45 instead of 50 gives files within 2 % of the
 * default's size, about 1.6 dB PSNR below it (the bench prints both).
 */
export const avifEncoding = { effort: 2, quality: 45 };
