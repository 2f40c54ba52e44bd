import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { contentPaths } from '../domain/publish/publish';

/** Git's name for a file's content, as Keystatic's tree lists it. */
export function blobSha(bytes: Uint8Array): string {
  return createHash('sha1').update(`blob ${bytes.byteLength}\0`).update(bytes).digest('hex');
}

/** An entry of the tree Keystatic's local API answers (`GET /api/keystatic/tree`, a save). */
interface TreeEntry {
  path: string;
  type?: string;
  sha: string;
}

/** What a save of Keystatic's local API asks for (`POST /api/keystatic/update`). */
export interface KeystaticUpdate {
  additions?: { path: string; contents?: unknown }[];
  deletions?: { path: string }[];
}

/**
 * The route of a request to Keystatic's API as Keystatic itself reads it: empty segments dropped,
 * so '/api/keystatic/update/' is 'update' too.
 */
export function keystaticRoute(pathname: string): string {
  return pathname
    .replace(/^\/api\/keystatic\/?/, '')
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    })
    .filter(Boolean)
    .join('/');
}

const writable = (path: unknown): path is string =>
  typeof path === 'string' &&
  !path.includes('\\') &&
  path.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..') &&
  contentPaths.some((dir) => path.startsWith(`${dir}/`));

/**
 * Whether a save's body names only files the editors' screen may write, checked before any file
 * is read for the conflict check (Keystatic checks it again itself).
 */
export function validUpdate(body: unknown): body is KeystaticUpdate {
  if (typeof body !== 'object' || body === null) return false;
  const { additions = [], deletions = [] } = body as Record<string, unknown>;
  return (
    Array.isArray(additions) &&
    Array.isArray(deletions) &&
    [...additions, ...deletions].every(
      (c) => typeof c === 'object' && c !== null && writable((c as { path?: unknown }).path),
    )
  );
}

/** Editors remembered at once; the oldest is forgotten first. */
const maxEditors = 200;

/**
 * Two editors saving the same file (docs/publishing.md#conflicts): Keystatic's local mode writes
 * whatever a save sends. This remembers, per editor's session, the version of each file its screen
 * last received, and names the files a save would overwrite that someone else saved since. An editor
 * whose screen this process never answered (a restart in between) is not checked.
 */
export function editTracker(root: string) {
  const seen = new Map<string, Map<string, string>>();
  const shaOnDisk = async (path: string) => {
    const bytes = await readFile(join(root, path)).catch(() => undefined);
    return bytes && blobSha(bytes);
  };
  return {
    /** The tree an editor's screen received. */
    remember(editor: string, entries: readonly TreeEntry[]) {
      seen.delete(editor);
      seen.set(editor, new Map(entries.filter((e) => e.type !== 'tree').map((e) => [e.path, e.sha])));
      if (seen.size > maxEditors) seen.delete(seen.keys().next().value ?? '');
    },
    /** The files of `update` changed on disk since this editor's screen received them. */
    async conflicts(editor: string, update: KeystaticUpdate): Promise<string[]> {
      const known = seen.get(editor);
      if (!known) return [];
      const paths = [...(update.additions ?? []), ...(update.deletions ?? [])].map((c) => c.path);
      const changed = await Promise.all(
        paths.map(async (path) => ((await shaOnDisk(path)) === known.get(path) ? undefined : path)),
      );
      return changed.filter((p): p is string => p !== undefined);
    },
  };
}

/** The German refusal of a save that would overwrite someone else's (Keystatic shows the text). */
export function conflictMessage(paths: readonly string[]): string {
  return `Nicht gespeichert: ${paths.join(', ')} wurde inzwischen von jemand anderem gespeichert. Nichts wurde überschrieben. Bitte laden Sie die Seite neu und tragen Sie Ihre Änderung in der neuen Fassung ein.`;
}
