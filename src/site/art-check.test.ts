import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { refusedSvgs, svgProblem } from './art-check.mjs';

const svg = (inner: string, attributes = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"${attributes}>${inner}</svg>`;

describe("the build's check of SVGs in the editors' folder", () => {
  it('passes every drawing the site has (npm run art)', () => {
    expect(refusedSvgs(process.cwd())).toEqual([]);
  });

  it('passes a drawing with gradients, filters, clip paths, text on a path and references inside the file', () => {
    const drawing = svg(
      '<?xml-ignored?><title>Logo</title><defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient>' +
        '<filter id="f"><feGaussianBlur stdDeviation="2"/></filter><path id="p" d="M0 0h10"/></defs>' +
        '<style>.a { fill: url(#g); }</style><rect class="a" width="10" height="10" style="filter: url(\'#f\')"/>' +
        '<text><textPath href="#p">Prost</textPath></text><use xlink:href="#p" xml:space="preserve"/>',
    ).replace('<?xml-ignored?>', '');
    expect(svgProblem(`<?xml version="1.0" encoding="UTF-8"?>\n${drawing}`)).toBeUndefined();
  });

  it.each([
    ['a script element', svg('<script>fetch("/api/admin/staff", { method: "POST" })</script>'), /Element <script>/],
    ['a script element in capitals', svg('<SCRIPT>alert(1)</SCRIPT>'), /Element <SCRIPT>/],
    ['an event attribute', svg('<rect width="1" height="1"/>', ' onload="alert(1)"'), /Skript-Attribut onload/],
    ['an event attribute in capitals', svg('<rect ONCLICK="alert(1)"/>'), /Skript-Attribut ONCLICK/],
    [
      'foreign HTML',
      svg('<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>'),
      /foreignObject/,
    ],
    ['a link', svg('<a href="javascript:alert(1)"><rect/></a>'), /Element <a>/],
    ['an outside image', svg('<image href="https://evil.example/x.png"/>'), /Element <image>/],
    ['an animation that sets a link', svg('<set attributeName="href" to="javascript:alert(1)"/>'), /Element <set>/],
    ['a use of another file', svg('<use href="https://evil.example/x.svg#a"/>'), /verweist nach außen/],
    ['a script address', svg('<use xlink:href="javascript:alert(1)"/>'), /verweist nach außen/],
    ['an outside style', svg('<style>@import url(https://evil.example/x.css);</style>'), /lädt etwas von außen/],
    ['an outside fill', svg('<rect style="fill: url(//evil.example/p.svg#a)"/>'), /lädt etwas von außen/],
    ['an escaped style', svg('<rect style="fill: u\\72l(//evil.example)"/>'), /lädt etwas von außen/],
    ['entities', `<!DOCTYPE svg [<!ENTITY x "y">]>${svg('<text>&x;</text>')}`, /DOCTYPE/],
    [
      'a style sheet instruction',
      `<?xml-stylesheet href="https://evil.example/x.css"?>${svg('')}`,
      /<\?xml-stylesheet\?>/,
    ],
    ['an HTML page', '<html><body><script>alert(1)</script></body></html>', /Element <html>/],
    ['no XML at all', svg('<rect>'), /kein gültiges SVG/],
    [
      'another namespace’s attribute',
      svg('<rect ev:event="click" xmlns:ev="http://www.w3.org/2001/xml-events"/>'),
      /Attribut ev:event/,
    ],
  ])('refuses %s', (_name, text, problem) => {
    expect(svgProblem(text)).toMatch(problem);
  });

  it('names each refused file of the folder, relative to the checkout', () => {
    const root = mkdtempSync(join(tmpdir(), 'art-'));
    mkdirSync(join(root, 'src/assets/art/sponsors'), { recursive: true });
    writeFileSync(join(root, 'src/assets/art/sponsors/gut.svg'), svg('<rect width="1" height="1"/>'));
    writeFileSync(join(root, 'src/assets/art/sponsors/partner.SVG'), svg('<script>x</script>'));
    expect(refusedSvgs(root)).toEqual([
      { file: 'src/assets/art/sponsors/partner.SVG', problem: 'es enthält das Element <script>' },
    ]);
  });
});
