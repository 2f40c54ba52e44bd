import { collections as screenCollections, singletons as screenSingletons } from '../../site/keystatic/screens';
import type { FieldLabel } from './build-log';

/** A changed content file as git names it: A added, M modified, D deleted. */
export interface ContentChange {
  status: 'A' | 'M' | 'D';
  path: string;
}

type Labelled = { label: string; path?: string; schema: Record<string, { label?: string } | undefined> };

/** The editors' screen's own names for its files (src/site/keystatic/screens.ts): one home for them. */
const singletons = Object.values(screenSingletons) as Labelled[];
const collections = Object.values(screenCollections) as Labelled[];

function collectionOf(path: string): Labelled | undefined {
  return collections.find((c) => c.path && path.startsWith(c.path.replace(/\*.*$/, '')));
}

function schemaOf(path: string): Labelled | undefined {
  return singletons.find((s) => s.path && path.startsWith(`${s.path}.`)) ?? collectionOf(path);
}

const verbs = { A: 'neu', M: 'geändert', D: 'gelöscht' } as const;

/**
 * One German line per changed file for 'Verlauf': a collection's entry by its name (`name:` in the
 * file, else its file name), a singleton by its label, an image by its file name.
 */
export function describeChange(change: ContentChange, contents: string | undefined): string {
  const verb = verbs[change.status];
  const collection = collectionOf(change.path);
  if (collection) {
    const slug =
      change.path
        .split('/')
        .at(-1)
        ?.replace(/\.\w+$/, '') ?? change.path;
    const name = contents && /^name:\s*(['"]?)(.+?)\1\s*$/m.exec(contents)?.[2];
    return `${collection.label.replace(/\s*\(.*\)$/, '')}: „${name || slug}“ ${verb}`;
  }
  const singleton = singletons.find((s) => s.path && change.path.startsWith(`${s.path}.`));
  if (singleton) return `${singleton.label} ${verb}`;
  return `Datei ${change.path.split('/').at(-1)} ${verb}`;
}

/** A field's label in the editors' screen for a file the build refused ('date' → 'Datum'). */
export const fieldLabel: FieldLabel = (file, field) => schemaOf(file)?.schema[field.split('.')[0] ?? field]?.label;
