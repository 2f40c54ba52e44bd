import { execFile } from 'node:child_process';
import { appendFile, mkdir, readFile, rm, stat } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { promisify } from 'node:util';
import { type ContentChange, describeChange } from './summary';

const run = promisify(execFile);

/** What the editors' screen writes, and what a publish commits and a restore brings back. */
export const contentPaths = ['src/content', 'src/assets/art'] as const;

/** The author of the checkout's first commit, where publishing had to create the repository. */
const siteAuthor = { name: 'Website', email: 'website@localhost' };

/**
 * The deployment's own git checkout as the history of publishes (docs/publishing.md#history).
 * A publish stages the content files in an index of its own (the checkout's index and anything
 * staged there stay untouched), so the commit holds exactly the content the build read; the
 * commit's author and committer are the editor who pressed.
 */
export function siteHistory(root: string, workDir: string) {
  const index = join(workDir, 'publish-index');
  /** Git in the checkout; `ownIndex: false` works on the checkout's own index, not publishing's. */
  const git = async (args: string[], env: Record<string, string> = {}, ownIndex = true) =>
    (
      await run('git', args, {
        cwd: root,
        env: { ...process.env, ...(ownIndex && { GIT_INDEX_FILE: index }), ...env },
        maxBuffer: 16 * 1024 * 1024,
      })
    ).stdout.trim();
  const as = (who: { name: string; email: string }) => ({
    GIT_AUTHOR_NAME: who.name,
    GIT_AUTHOR_EMAIL: who.email,
    GIT_COMMITTER_NAME: who.name,
    GIT_COMMITTER_EMAIL: who.email,
  });

  return {
    /** Creates the repository with everything as its first commit where the checkout has none. */
    async ensureRepository(): Promise<void> {
      await mkdir(workDir, { recursive: true });
      const inside = await git(['rev-parse', '--is-inside-work-tree']).catch(() => 'false');
      if (inside !== 'true') await git(['init', '-q'], {}, false);
      // Publishing's own files are never content, whatever the checkout's .gitignore says.
      const exclude = join(root, await git(['rev-parse', '--git-path', 'info/exclude']));
      const excluded = await readFile(exclude, 'utf8').catch(() => '');
      const own = `/${relative(root, workDir)}/`;
      if (!excluded.split('\n').includes(own)) {
        await mkdir(dirname(exclude), { recursive: true });
        await appendFile(exclude, `${excluded && !excluded.endsWith('\n') ? '\n' : ''}${own}\n`);
      }
      if (await git(['rev-parse', '--verify', '-q', 'HEAD']).catch(() => '')) return;
      await git(['add', '-A'], {}, false);
      await git(['commit', '-q', '--allow-empty', '-m', 'Stand vor dem ersten Veröffentlichen'], as(siteAuthor), false);
    },

    /**
     * Stages the content as it is on disk now (with `restore`, first puts back that commit's
     * content); returns what changed against the last commit, one German line per file.
     */
    async stage(restore: string | null): Promise<string[]> {
      await git(['read-tree', 'HEAD']);
      if (restore) {
        for (const path of contentPaths) await rm(join(root, path), { recursive: true, force: true });
        const present = (await git(['ls-tree', '--name-only', restore, '--', ...contentPaths]))
          .split('\n')
          .filter(Boolean);
        if (present.length > 0) await git(['checkout', restore, '--', ...present]);
      }
      // `git add` refuses a path that is neither on disk nor known to git (no images yet).
      const known = await Promise.all(
        contentPaths.map(async (path) =>
          (await stat(join(root, path)).catch(() => undefined)) || (await git(['ls-files', '--', path]))
            ? path
            : undefined,
        ),
      );
      const paths = known.filter((p) => p !== undefined);
      if (paths.length > 0) await git(['add', '-A', '--', ...paths]);
      const diff = await git(['diff', '--cached', '--name-status', '--no-renames', 'HEAD', '--', ...contentPaths]);
      const changes = diff
        .split('\n')
        .filter(Boolean)
        .map((line): ContentChange => {
          const [status, path] = line.split('\t');
          return { status: status === 'A' || status === 'D' ? status : 'M', path: path ?? '' };
        });
      return Promise.all(
        changes.map(async (c) =>
          describeChange(
            c,
            c.status === 'D' ? undefined : await readFile(join(root, c.path), 'utf8').catch(() => undefined),
          ),
        ),
      );
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
      await git(['reset', '-q', '--', ...contentPaths], {}, false).catch(() => undefined);
      return commit;
    },
  };
}

export type SiteHistory = ReturnType<typeof siteHistory>;
