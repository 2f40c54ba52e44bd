/**
 * The build's check of the pictures in the editors' folder (`src/assets/art/`): an SVG there is built
 * and served from the site's own origin, so it may only draw. The editors' screen takes no SVG at
 * all (src/site/art-uploads.ts); this check holds for what arrives another way (a restored earlier
 * version, a commit in GitHub mode, a file copied in by hand) and stops the build, naming the file.
 * The site's own drawings (`npm run art`) pass it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import sax from 'sax';

const svgNamespace = 'http://www.w3.org/2000/svg';

/** Elements that draw and nothing else: no script, no foreign content, no animation, no links, no images. */
const drawing = new Set(
  [
    'svg g defs title desc symbol use path rect circle ellipse line polyline polygon text tspan textPath',
    'linearGradient radialGradient stop clipPath mask pattern marker style filter feBlend feColorMatrix',
    'feComponentTransfer feComposite feConvolveMatrix feDiffuseLighting feDisplacementMap feDistantLight',
    'feDropShadow feFlood feFuncA feFuncB feFuncG feFuncR feGaussianBlur feMerge feMergeNode feMorphology',
    'feOffset fePointLight feSpecularLighting feSpotLight feTile feTurbulence',
  ]
    .join(' ')
    .split(' '),
);

/** Namespaced attributes that change nothing but how the file reads. */
const plainNamespaced = new Set(['xml:space', 'xml:lang', 'xlink:href']);

/** A reference inside the file (`#id`, `url(#id)`); anything else would fetch from elsewhere. */
const internalOnly = (value) => !/url\(\s*(?!['"]?#)/i.test(value) && !/@import|expression\s*\(|\\/i.test(value);

/**
 * What is wrong with an SVG from the editors' folder, in German, or undefined when it only draws.
 * @param {string} text
 * @returns {string | undefined}
 */
export function svgProblem(text) {
  /** @type {string | undefined} */
  let problem;
  const refuse = (/** @type {string} */ what) => {
    problem ??= what;
  };
  const parser = sax.parser(true, { xmlns: true });
  parser.onerror = (error) => {
    refuse(`es ist kein gültiges SVG (${error.message.split('\n')[0]})`);
    throw error;
  };
  parser.ondoctype = () => refuse('es enthält eine DOCTYPE-Angabe');
  parser.onprocessinginstruction = (pi) => {
    if (pi.name !== 'xml') refuse(`es enthält die Anweisung <?${pi.name}?>`);
  };
  parser.onopentag = (tag) => {
    const node = /** @type {import('sax').QualifiedTag} */ (tag);
    if (node.uri !== svgNamespace || !drawing.has(node.local)) refuse(`es enthält das Element <${node.name}>`);
    for (const attribute of Object.values(node.attributes)) {
      const { name, prefix, value } = attribute;
      if (/^on/i.test(attribute.local)) refuse(`es enthält das Skript-Attribut ${name}`);
      else if (attribute.local === 'href' && !value.trim().startsWith('#'))
        refuse(`es verweist nach außen (${name}="${value}")`);
      else if (prefix && prefix !== 'xmlns' && !plainNamespaced.has(name)) refuse(`es enthält das Attribut ${name}`);
      else if (!internalOnly(value)) refuse(`es lädt etwas von außen (${name})`);
    }
  };
  parser.oncdata = (data) => {
    if (!internalOnly(data)) refuse('es lädt etwas von außen (style)');
  };
  parser.ontext = (data) => {
    if (parser.tag?.name === 'style' && !internalOnly(data)) refuse('es lädt etwas von außen (style)');
  };
  try {
    parser.write(text).close();
  } catch {
    // The parser's error is recorded above.
  }
  return problem;
}

/**
 * Every SVG under `dir` (the editors' folder) that does more than draw, with its problem.
 * @param {string} root the checkout @param {string} [dir]
 * @returns {{ file: string, problem: string }[]}
 */
export function refusedSvgs(root, dir = join(root, 'src/assets/art')) {
  /** @type {{ file: string, problem: string }[]} */
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.toLowerCase().endsWith('.svg')) continue;
    const path = join(entry.parentPath, entry.name);
    const problem = svgProblem(readFileSync(path, 'utf8'));
    if (problem) found.push({ file: relative(root, path), problem });
  }
  return found;
}

/**
 * The German error that stops the build for the first refused SVG (the publish shows it).
 * @param {{ file: string, problem: string }} refused
 */
export const svgRefusal = ({ file, problem }) =>
  `Das Bild ${file} wird nicht veröffentlicht: ${problem}. Bitte ersetzen Sie es durch ein PNG oder JPG`;
