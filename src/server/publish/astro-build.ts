import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, rm, stat, writeFile } from 'node:fs/promises';
import { setPriority } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { publishMessages } from '../../domain/publish/publish';
import { type BuildProgress, buildFailure, buildLogReader, isPageLine } from './build-log';
import { fieldLabel } from './summary';

/** How much lower the build runs than the server: guests' requests come first. */
const buildNiceness = 10;
/** What a failed build keeps of its log to explain itself. */
const keptLog = 64 * 1024;
/** The 'Seiten bauen' bar's length before any build counted its pages. */
const defaultPages = 40;
/** A build that takes longer is stuck: it is stopped and the publish fails (a cold image cache takes ~2 min). */
const buildTimeoutMs = 15 * 60_000;
/** `nice` where the system has it. */
const niceProgram = ['/usr/bin/nice', '/bin/nice'].find((path) => existsSync(path));

export type BuildResult = { ok: true } | { ok: false; message: string };

/**
 * Starts `command` at a lower priority: through `nice` from its start (Linux counts priority per
 * thread, and Node starts its threads at once), else lowered right after it starts.
 */
function spawnLow(command: string[], options: { cwd: string; env: NodeJS.ProcessEnv }): ChildProcess {
  const [program = '', ...args] = niceProgram ? [niceProgram, '-n', String(buildNiceness), ...command] : command;
  const child = spawn(program, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  if (!niceProgram && child.pid) {
    try {
      setPriority(child.pid, buildNiceness);
    } catch {
      // Not allowed on this system: the build runs at the server's priority.
    }
  }
  return child;
}

/**
 * `astro build` of the checkout at `root` into `<buildsDir>/<id>/` in a child process at a lower
 * priority (docs/publishing.md#build), reporting its progress line by line; a failure comes back
 * as the German message naming the file and the field (build-log.ts). The child is killed when
 * it runs past {@link buildTimeoutMs} or the server exits.
 */
export function astroBuild({ root, buildsDir, env }: { root: string; buildsDir: string; env: NodeJS.ProcessEnv }) {
  const outDir = (id: number) => join(buildsDir, String(id));
  const pagesFile = (id: number) => join(outDir(id), 'pages.count');

  return {
    outDir,
    async run(id: number, previous: number | undefined, onProgress: (p: BuildProgress) => void): Promise<BuildResult> {
      const expected = previous === undefined ? defaultPages : await readPages(pagesFile(previous));
      const read = buildLogReader(expected);
      const child = spawnLow(
        [process.execPath, join(root, 'node_modules/astro/bin/astro.mjs'), 'build', '--outDir', outDir(id)],
        {
          cwd: root,
          env: { ...env, ASTRO_TELEMETRY_DISABLED: '1', FORCE_COLOR: '0' },
        },
      );
      const kill = () => child.kill('SIGKILL');
      process.once('exit', kill);
      let timedOut = false;
      const deadline = setTimeout(() => {
        timedOut = true;
        kill();
      }, buildTimeoutMs);
      let log = '';
      let pages = 0;
      for (const stream of [child.stdout, child.stderr]) {
        if (!stream) continue;
        createInterface({ input: stream }).on('line', (line) => {
          log = `${log}${line}\n`.slice(-keptLog);
          if (isPageLine(line)) pages += 1;
          const progress = read(line);
          if (progress) onProgress(progress);
        });
      }
      const code = await new Promise<number | null>((resolve) => {
        child.on('error', () => resolve(-1));
        child.on('close', resolve);
      });
      clearTimeout(deadline);
      process.removeListener('exit', kill);
      if (timedOut) return { ok: false, message: publishMessages.tooLong(buildTimeoutMs / 60_000) };
      const built = code === 0 && (await stat(join(outDir(id), 'client', 'index.html')).catch(() => undefined));
      if (!built) return { ok: false, message: buildFailure(log, root, fieldLabel) };
      await writeFile(pagesFile(id), String(pages));
      return { ok: true };
    },
    /** Removes a failed build's files. */
    discard: (id: number) => rm(outDir(id), { recursive: true, force: true }),
  };
}

async function readPages(file: string): Promise<number> {
  const pages = Number(await readFile(file, 'utf8').catch(() => ''));
  return pages > 0 ? pages : defaultPages;
}

export type SiteBuild = Pick<ReturnType<typeof astroBuild>, 'run' | 'discard'>;
