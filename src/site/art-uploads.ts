/**
 * What an editor may store as a picture (under `src/assets/art/`, Keystatic's image fields): raster
 * images whose bytes are what their name says. An SVG is a document that can carry script; served
 * from the site's origin it would run with a signed-in owner's cookie, so editors' screens take none
 * (docs/publishing.md#what-editors-cannot-reach). The site's own drawings are SVG, made by the code.
 */

const artDir = 'src/assets/art/';

/** The raster formats the site builds from, by file extension, each with a check of its first bytes. */
const rasterFormats: Record<string, (b: Uint8Array) => boolean> = {
  png: (b) => starts(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  jpg: (b) => starts(b, [0xff, 0xd8, 0xff]),
  jpeg: (b) => starts(b, [0xff, 0xd8, 0xff]),
  gif: (b) => ascii(b, 0, 'GIF87a') || ascii(b, 0, 'GIF89a'),
  webp: (b) => ascii(b, 0, 'RIFF') && ascii(b, 8, 'WEBP'),
  avif: (b) => ascii(b, 4, 'ftyp') && (ascii(b, 8, 'avif') || ascii(b, 8, 'avis')),
};

const starts = (bytes: Uint8Array, prefix: number[]) => prefix.every((v, i) => bytes[i] === v);
const ascii = (bytes: Uint8Array, at: number, text: string) =>
  [...text].every((ch, i) => bytes[at + i] === ch.charCodeAt(0));

/** The German refusal Keystatic shows for pictures it may not store. */
export function artRefusal(paths: readonly string[]): string {
  return `Nicht gespeichert: ${paths.join(', ')} ist kein Bild im Format PNG, JPG, WebP, AVIF oder GIF. SVG-Dateien und andere Dokumente nimmt der Redaktionsbereich nicht an, weil sie Skripte enthalten können. Bitte speichern Sie das Bild als PNG oder JPG und laden Sie es erneut hoch.`;
}

/**
 * The files of a Keystatic save (`additions`, contents in base64url) under the art folder that are
 * not a raster image of the format their name says.
 */
export function refusedArt(additions: readonly { path: string; contents?: unknown }[]): string[] {
  return additions
    .filter(({ path }) => path.startsWith(artDir))
    .filter(({ path, contents }) => {
      const matches = rasterFormats[path.slice(path.lastIndexOf('.') + 1).toLowerCase()];
      if (!matches || typeof contents !== 'string') return true;
      return !matches(new Uint8Array(Buffer.from(contents, 'base64url')));
    })
    .map(({ path }) => path);
}
