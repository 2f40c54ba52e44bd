// The published builds of the site on this machine (docs/publishing.md#switch): each publish
// builds into `.publishes/builds/<id>/`, and `.publishes/current` is a symbolic link to the one
// the site serves. Switching renames a new link over the old one, one atomic step: every request
// reads the link once and is served wholly from one build, never half from each.

import { lstatSync, readlinkSync } from 'node:fs';
import { lstat, mkdir, readdir, rename, rm, stat, symlink } from 'node:fs/promises';
import { join } from 'node:path';

/** Builds kept besides the current one: pages still open in a browser load their scripts from them. */
const keptBuilds = 2;

/** @param {string} root the checkout the site is built from */
export function siteBuilds(root) {
  const base = join(root, '.publishes');
  const builds = join(base, 'builds');
  const link = join(base, 'current');

  /** The id of the build the site serves, or undefined before the first publish. */
  function current() {
    // Asked on every request: no exception (costly) while there is no link yet.
    if (!lstatSync(link, { throwIfNoEntry: false })) return undefined;
    try {
      const target = readlinkSync(link);
      const id = Number(/builds\/(\d+)\/client$/.exec(target)?.[1]);
      return Number.isSafeInteger(id) ? id : undefined;
    } catch {
      return undefined;
    }
  }

  /** The published builds' ids, newest first. */
  async function ids() {
    const names = await readdir(builds).catch(() => []);
    return names
      .map(Number)
      .filter((n) => Number.isSafeInteger(n) && n > 0)
      .sort((a, b) => b - a);
  }

  return {
    /** Where the publishes' builds, the link and git's index of publishing live. */
    base,
    builds,
    current,
    /** The folder of a build's files as guests get them. */
    clientDir: (/** @type {number} */ id) => join(builds, String(id), 'client'),
    /**
     * Where a request's files are looked for, first the current build's, then (for the hashed
     * scripts and images of pages opened before a switch) the builds kept before it.
     * @param {string} fallback the deployment's own build (dist/client/)
     */
    async roots(fallback) {
      const now = current();
      // Only builds the site served before: one above the current is unfinished or failed.
      const older = (await ids()).filter((id) => now === undefined || id < now).slice(0, keptBuilds);
      return [
        ...(now ? [join(builds, String(now), 'client')] : []),
        ...older.map((id) => join(builds, String(id), 'client')),
        fallback,
      ];
    },
    /** @param {number} id */
    async switchTo(id) {
      await mkdir(base, { recursive: true });
      const next = `${link}.${id}.tmp`;
      await rm(next, { force: true });
      await symlink(join('builds', String(id), 'client'), next);
      await rename(next, link);
    },
    /**
     * Deletes every build but the current one and the {@link keptBuilds} before it: older ones,
     * and leftovers above it (a build a crash cut off). Runs right after a switch, when no other
     * build runs (one at a time).
     */
    async prune() {
      const now = current();
      if (now === undefined) return;
      const before = (await ids()).filter((id) => id < now).slice(0, keptBuilds);
      const keep = new Set([now, ...before]);
      for (const id of await ids())
        if (!keep.has(id)) await rm(join(builds, String(id)), { recursive: true, force: true });
    },
    /**
     * Forgets the last publish when the deployment's own build is newer (a new version of the
     * code was built and started): that build already holds the published content.
     * @param {string} distClient
     */
    async forgetIfOlderThan(distClient) {
      const [published, built] = await Promise.all([
        lstat(link).catch(() => undefined),
        stat(join(distClient, 'index.html')).catch(() => undefined),
      ]);
      if (published && built && built.mtimeMs > published.mtimeMs) await rm(link, { force: true });
    },
  };
}
