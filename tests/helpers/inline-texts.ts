/**
 * The German texts written inline in the islands (`widgets/**`) and the schema files
 * (`src/domain/**\/schema*.ts`), read from their syntax trees for `tests/integration/docs-texts.test.ts`:
 * JSX text (an element's words with its inline elements, an expression as a hole), and every string
 * or template literal that reads as German prose and is not machinery (a class, a path, a key).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/** Marks where an expression lands in a collected text; docs/messages.md quotes it as `{…}`. */
export const hole = '\u0000';
/** Expressions side by side read as one part (`{from}{ bis until}`). */
const holes = new RegExp(`${hole}+`, 'g');

/** Attributes and calls (their arguments) whose strings are machinery (classes, ids, paths), never shown. */
const machineAttributes =
  /^(className|class|id|key|href|src|type|name|role|htmlFor|style|autoComplete|inputMode|pattern|method|rel|target|accept|form|lang|d|viewBox|points|transform|fill|stroke|fontFamily|data-.*|aria-(controls|describedby|labelledby|live|current|haspopup))$/;
const machineCalls =
  /^(console\.\w+|Error|TypeError|RegExp|cx|clsx|classNames|fetch|.*\.(querySelector|querySelectorAll|getElementById|addEventListener|removeEventListener|setAttribute|getAttribute|startsWith|endsWith|includes|split|replace|replaceAll|join|matchMedia|get|set|has|postMessage|toLocaleString|toLocaleDateString|toLocaleTimeString))$/;

/** Inline elements whose text belongs to the sentence around them. */
const inlineElements = new Set(['strong', 'em', 'b', 'i', 'a', 'code', 'abbr', 'kbd', 'time', 'span', 'small', 'mark']);

/** Strings that only machines read: paths, class lists, SVG paths, CSS values, font lists. */
const machine = [
  /^(https?:|mailto:|tel:|\/|#|\.\.?\/)/,
  /^[a-z][a-z0-9]*(-{1,2}[a-z0-9]+)+( [a-z][a-z0-9]*(-{1,2}[a-z0-9]+)*)*$/,
  /^[MmLlHhVvCcSsQqAaZz0-9 .,-]+$/,
  /^[\w-]+\(.*\)( [\w-]+\(.*\))*$/,
  /\b(sans-serif|serif|monospace)$/,
  /^[\d.]+(rem|px|em|fr|%) /,
];

/**
 * German prose: two words (an expression is no word), or one word ending in '.', '!',
 * '?' or '…', or a capitalised one ending in ':' (a label before its value); no machine string.
 */
export function isProse(text: string): boolean {
  const bare = text.replaceAll(hole, '').trim();
  const words = bare.split(/\s+/).filter((w) => /\p{L}/u.test(w));
  if (words.length < 2 && !/[.!?…]$|^\p{Lu}.*:$/u.test(bare)) return false;
  if (words.length === 0) return false;
  return !machine.some((m) => m.test(text.replaceAll(hole, 'X').trim()));
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
/** A JSX text's character references decoded, as the browser shows them. */
const decoded = (s: string) =>
  s.replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (all, name: string) =>
    name[0] === '#'
      ? String.fromCodePoint(
          name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1)),
        )
      : (entities[name] ?? all),
  );

const spaced = (s: string) => s.replace(/\s+/g, ' ');

/** A JSX text as React renders it: lines trimmed, blank lines dropped, the rest joined by a space. */
function jsxText(raw: string): string {
  const lines = raw.split(/\r?\n/);
  if (lines.length === 1) return raw;
  return lines
    .map((line, i) => (i === 0 ? line.trimEnd() : i === lines.length - 1 ? line.trimStart() : line.trim()))
    .filter((line) => line !== '')
    .join(' ');
}

/** A string or template literal (or a sum with one) with a hole per expression; `undefined` for anything else. */
function literal(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return node.head.text + node.templateSpans.map((s) => hole + s.literal.text).join('');
  if (ts.isParenthesizedExpression(node)) return literal(node.expression);
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const left = literal(node.left);
    const right = literal(node.right);
    if (left === undefined && right === undefined) return undefined;
    return (left ?? hole) + (right ?? hole);
  }
  return undefined;
}

function tagName(node: ts.JsxElement | ts.JsxSelfClosingElement): string {
  return (ts.isJsxElement(node) ? node.openingElement.tagName : node.tagName).getText();
}

function calleeName(node: ts.CallExpression | ts.NewExpression): string {
  return node.expression.getText().replace(/\s+/g, '');
}

const comparisons = new Set([
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsToken,
]);

/** A literal child of an element (`{'…'}`) is part of that element's sentence, collected there. */
const inSentence = (node: ts.Node) =>
  ts.isJsxExpression(node.parent) && (ts.isJsxElement(node.parent.parent) || ts.isJsxFragment(node.parent.parent));

const wordy = (node: ts.Node | undefined) => node !== undefined && ts.isJsxText(node) && node.text.trim() !== '';

/** An inline element with words beside it belongs to their sentence (`Tisch <strong>{id}</strong> ist frei`). */
function joins(node: ts.JsxElement): boolean {
  if (!inlineElements.has(tagName(node))) return false;
  const parent = node.parent;
  if (!ts.isJsxElement(parent) && !ts.isJsxFragment(parent)) return false;
  const at = parent.children.indexOf(node);
  return wordy(parent.children[at - 1]) || wordy(parent.children[at + 1]);
}

/**
 * The sentences of an element's children: text and expressions in line form one sentence (an
 * expression a hole unless it is a literal), an inline element adds its own, any other element ends it.
 */
function sentences(children: ts.NodeArray<ts.JsxChild>): string[] {
  const out: string[] = [];
  let current = '';
  const flush = () => {
    if (current.trim() !== '') out.push(spaced(current).trim());
    current = '';
  };
  const add = (kids: ts.NodeArray<ts.JsxChild>) => {
    for (const child of kids) {
      if (ts.isJsxText(child)) current += decoded(jsxText(child.text));
      else if (ts.isJsxExpression(child)) {
        if (!child.expression) continue;
        const text = literal(child.expression);
        current += text ?? hole;
      } else if (ts.isJsxElement(child) && joins(child)) add(child.children);
      else if (ts.isJsxSelfClosingElement(child) && tagName(child) === 'br') current += ' ';
      else if (ts.isJsxFragment(child)) add(child.children);
      else flush();
    }
  };
  add(children);
  flush();
  return out;
}

/** Every shown German text of one source file, collected from its syntax tree. */
export function inlineTexts(file: string, source: string): string[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (ts.isJsxAttribute(node) && machineAttributes.test(node.name.getText())) return;
    // A machine call's arguments are keys, selectors and patterns; what it is called on may be shown.
    if ((ts.isCallExpression(node) || ts.isNewExpression(node)) && machineCalls.test(calleeName(node))) {
      visit(node.expression);
      return;
    }
    if (ts.isThrowStatement(node)) return;
    if (ts.isJsxElement(node) && !joins(node)) found.push(...sentences(node.children));
    if (ts.isJsxFragment(node) && !ts.isJsxElement(node.parent) && !ts.isJsxFragment(node.parent)) {
      found.push(...sentences(node.children));
    }
    // A string compared with, or a case's label, is a state or a key, not a text.
    if (ts.isBinaryExpression(node) && comparisons.has(node.operatorToken.kind)) return;
    if (ts.isCaseClause(node)) {
      for (const statement of node.statements) visit(statement);
      return;
    }
    const text = literal(node);
    if (text !== undefined) {
      if (!inSentence(node)) found.push(text);
      if (ts.isTemplateExpression(node)) for (const span of node.templateSpans) visit(span.expression);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  const tidy = (t: string) => spaced(t).replace(holes, hole).trim();
  return [...new Set(found.map(tidy).filter(isProse))];
}

/** The files whose inline texts are checked: the islands and the schema files, tests left out. */
export function inlineTextFiles(root: string): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)],
    );
  const islands = walk('widgets').filter((f) => /\.tsx?$/.test(f));
  const schemas = walk('src/domain').filter((f) => /\/schemas?\.ts$/.test(f));
  return [...islands, ...schemas].filter((f) => !/\.test\.tsx?$/.test(f));
}

/** Every shown inline text as `[file, text]`. */
export function allInlineTexts(root: string): [string, string][] {
  return inlineTextFiles(root).flatMap((file) =>
    inlineTexts(file, readFileSync(join(root, file), 'utf8')).map((text): [string, string] => [file, text]),
  );
}
