import { relative } from 'node:path';
import { overallPercent, type PublishStep, publishMessages } from '../../domain/publish/publish';

/** Where a build stands, read from Astro's log lines: the step and the whole bar's percent. */
export interface BuildProgress {
  step: PublishStep;
  percent: number;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: colour codes are control characters
const colours = /\u001b\[[0-9;]*m/g;

/** A line of `astro build`'s log that names one prerendered page ('  ├─ /irish/index.html (+26ms)'). */
export const isPageLine = (line: string) => /^\s*\S*\s*[├└]─ \//.test(line);

/**
 * Reads `astro build`'s log line by line (docs/publishing.md#progress): content sync is 'Inhalte
 * prüfen', the bundling and prerendering 'Seiten bauen' (one line per page, against the number of
 * pages the last build had), the image lines count themselves ('(12/619)'). Returns the progress
 * after each line, or undefined when the line changes nothing.
 */
export function buildLogReader(expectedPages: number) {
  let step: PublishStep = 'check';
  let pages = 0;
  return (raw: string): BuildProgress | undefined => {
    const line = raw.replace(colours, '');
    if (/\[build\] Building server entrypoints|prerendering static routes/.test(line)) {
      step = 'pages';
      return { step, percent: overallPercent(step, pages / Math.max(1, expectedPages)) };
    }
    if (/generating optimized images/.test(line)) {
      step = 'images';
      return { step, percent: overallPercent(step, 0) };
    }
    if (step === 'pages' && isPageLine(line)) {
      pages += 1;
      return { step, percent: overallPercent(step, pages / Math.max(1, expectedPages)) };
    }
    const image = /\((\d+)\/(\d+)\)\s*$/.exec(line);
    if (step === 'images' && image) {
      return { step, percent: overallPercent(step, Number(image[1]) / Number(image[2])) };
    }
    return undefined;
  };
}

/** A field's name as the editors' screen shows it ('Datum' for `date`); undefined: the name as written. */
export type FieldLabel = (file: string, field: string) => string | undefined;

/**
 * The German message of a failed build (docs/publishing.md#errors): for a content file the build
 * refused, the file (relative to the checkout) and the field with the schema's own German problem;
 * for another error with a location, the file and the error's first line; otherwise that line.
 */
export function buildFailure(output: string, root: string, fieldLabel: FieldLabel = () => undefined): string {
  const text = output.replace(colours, '');
  const location = /Location:\s*\n\s*(\S+?)(?::(\d+):\d+)?\s*$/m.exec(text);
  const line = Number(location?.[2] ?? 0);
  const file = location?.[1] ? relative(root, location[1]) + (line > 0 ? ` (Zeile ${line})` : '') : undefined;
  const entry = /\[InvalidContentEntryDataError\][^\n]*\n\s*\n((?:[ \t]+\S[^\n]*\n?)+)/.exec(text);
  if (file && entry?.[1]) {
    const first = /^\s*([\w.[\]-]+): (.+)$/m.exec(entry[1]);
    if (first?.[1] && first[2]) {
      const field = first[1];
      return publishMessages.entryInvalid(file, fieldLabel(file, field) ?? field, first[2].trim().replace(/\.$/, ''));
    }
  }
  // A check of our own in the build (an integration's hook) says its German text on the next line.
  const hook = /An unhandled error occurred while running the "[^"]+" hook\s*\n([^\n]+)/.exec(text);
  if (hook?.[1]) return publishMessages.buildFailed(hook[1].trim().replace(/\.$/, ''));
  const error = /\[(\w*(?:Error|Exception))\]\s*([^\n]+)/.exec(text) ?? /(Error):\s*([^\n]+)/.exec(text);
  const problem = (error?.[2] ?? lastLine(text)).trim().replace(/\.$/, '');
  return file ? publishMessages.fileInvalid(file, problem) : publishMessages.buildFailed(problem);
}

function lastLine(text: string): string {
  const lines = text.split('\n').filter((l) => l.trim());
  return lines.at(-1)?.slice(0, 300) ?? 'unbekannter Fehler';
}
