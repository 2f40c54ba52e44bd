import { execFile } from 'node:child_process';
import { appendFile, mkdir, readFile, realpath, rm, stat } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { contentPaths } from '../../domain/publish/publish';
import { type ContentChange, describeChange } from './summary';

const run = promisify(execFile);

/**
 * What a restore makes exactly as it was, files added later removed. Images and drawings under
 * `src/assets/art/` are shared with the code (it imports some): a restore puts back their earlier
 * versions but removes none, so the code's newer art stays.
 */
const restoredExactly = ['src/content'] as const;

/** The author of the checkout's first commit, where publishing had to create the repository. */
const siteAuthor = { name: 'Website', email: 'website@localhost' };

/** A restore whose commit the checkout's git no longer has (a new clone, history rewritten). */
export class MissingVersionError extends Error {}

/** What `stage` did: the changes as German lines, and how to put the working tree back. */
export interface Staged {
  summary: string[];
  /** Puts the content files back as they were before a restore wrote over them (no-op otherwise). */
  rollback(): Promise<void>;
}

/**
 * The deployment's own git checkout as the history of publishes (docs/publishing.md#history).
 * A publish stages the content files in an index of its own (the checkout's index and anything
 * staged there stay untouched), so the commit holds the content as it was when the publish
 * started; the commit's author and committer are the editor who pressed.
 */
export function siteHistory(root: string, workDir: string) {
  const index = join(workDir, 'publish-index');
  /** Git in the checkout, on `indexFile` (publishing's own unless given; `null`: the checkout's). */
  const git = async (args: string[], env: Record<string, string> = {}, indexFile: string | null = index) =>
    (
      await run('git', args, {
        cwd: root,
        env: { ...process.env, ...(indexFile && { GIT_INDEX_FILE: indexFile }), ...env },
        maxBuffer: 16 * 1024 * 1024,
      })
    ).stdout.trim();
  const as = (who: { name: string; email: string }) => ({
    GIT_AUTHOR_NAME: who.name,
    GIT_AUTHOR_EMAIL: who.email,
    GIT_COMMITTER_NAME: who.name,
    GIT_COMMITTER_EMAIL: who.email,
  });
  /** The content paths git can name: `git add` refuses one neither on disk nor known to git. */
  const present = async (paths: readonly string[], indexFile: string | null = index) => {
    const known = await Promise.all(
      paths.map(async (path) =>
        (await stat(join(root, path)).catch(() => undefined)) || (await git(['ls-files', '--', path], {}, indexFile))
          ? path
          : undefined,
      ),
    );
    return known.filter((p) => p !== undefined);
  };
  /** The whole tree with the content paths as they are on disk now: a version to go back to. */
  const snapshot = async () => {
    const snap = join(workDir, 'snapshot-index');
    await git(['read-tree', 'HEAD'], {}, snap);
    const paths = await present(contentPaths, snap);
    if (paths.length > 0) await git(['add', '-A', '--', ...paths], {}, snap);
    return git(['write-tree'], {}, snap);
  };
  /** Writes the content of `treeish` into the working tree (and publishing's index). */
  const writeContent = async (treeish: string) => {
    for (const path of restoredExactly) await rm(join(root, path), { recursive: true, force: true });
    const paths = (await git(['ls-tree', '--name-only', treeish, '--', ...contentPaths])).split('\n').filter(Boolean);
    if (paths.length > 0) await git(['checkout', treeish, '--', ...paths]);
  };

  return {
    /**
     * Makes sure the checkout is a repository of its own with a first commit: where there is none,
     * `git init` and the content as it is now (only the content: the checkout may hold secrets).
     */
    async ensureRepository(): Promise<void> {
      await mkdir(workDir, { recursive: true });
      // A crash can leave git's lock on publishing's own index; only one publish runs at a time.
      await rm(`${index}.lock`, { force: true });
      const top = await git(['rev-parse', '--show-toplevel']).catch(() => '');
      const own = top !== '' && (await realpath(top)) === (await realpath(root));
      if (!own) await git(['init', '-q'], {}, null);
      // Publishing's own files are never content, whatever the checkout's .gitignore says.
      const exclude = resolve(root, await git(['rev-parse', '--git-path', 'info/exclude']));
      const excluded = await readFile(exclude, 'utf8').catch(() => '');
      const line = `/${relative(root, workDir)}/`;
      if (!excluded.split('\n').includes(line)) {
        await mkdir(dirname(exclude), { recursive: true });
        await appendFile(exclude, `${excluded && !excluded.endsWith('\n') ? '\n' : ''}${line}\n`);
      }
      if (await git(['rev-parse', '--verify', '-q', 'HEAD']).catch(() => '')) return;
      const paths = await present(contentPaths, null);
      if (paths.length > 0) await git(['add', '-A', '--', ...paths], {}, null);
      await git(['commit', '-q', '--allow-empty', '-m', 'Stand vor dem ersten Veröffentlichen'], as(siteAuthor), null);
    },

    /**
     * Stages the content as it is on disk now; with `restore`, first puts back that commit's
     * content (throws {@link MissingVersionError} before touching anything when git lacks it).
     * Returns what changed against the last commit, one German line per file.
     */
    async stage(restore: string | null): Promise<Staged> {
      let rollback = async () => {};
      await git(['read-tree', 'HEAD']);
      if (restore) {
        const exists = await git(['cat-file', '-e', `${restore}^{commit}`]).then(
          () => true,
          () => false,
        );
        if (!exists) throw new MissingVersionError(restore);
        const before = await snapshot();
        rollback = async () => {
          await git(['read-tree', before]);
          await writeContent(before);
        };
        await writeContent(restore);
      }
      const paths = await present(contentPaths);
      if (paths.length > 0) await git(['add', '-A', '--', ...paths]);
      const diff = await git(['diff', '--cached', '--name-status', '--no-renames', 'HEAD', '--', ...contentPaths]);
      const changes = diff
        .split('\n')
        .filter(Boolean)
        .map((line): ContentChange => {
          const [status, path] = line.split('\t');
          return { status: status === 'A' || status === 'D' ? status : 'M', path: path ?? '' };
        });
      const summary = await Promise.all(
        changes.map(async (c) =>
          describeChange(
            c,
            c.status === 'D' ? undefined : await readFile(join(root, c.path), 'utf8').catch(() => undefined),
          ),
        ),
      );
      return { summary, rollback };
    },

    /**
     * Commits the staged content as `author` (nothing staged: no commit) and returns the commit
     * the site now shows; the checkout's own index follows for the content paths.
     */
    async commit(author: { name: string; email: string }, message: string): Promise<string> {
      const head = await git(['rev-parse', 'HEAD']);
      const tree = await git(['write-tree']);
      const headTree = await git(['rev-parse', 'HEAD^{tree}']);
      if (tree === headTree) return head;
      const commit = await git(['commit-tree', tree, '-p', head, '-m', message], as(author));
      await git(['update-ref', '-m', 'publish', 'HEAD', commit, head]);
      await git(['reset', '-q', '--', ...contentPaths], {}, null).catch(() => undefined);
      return commit;
    },
  };
}

export type SiteHistory = ReturnType<typeof siteHistory>;
