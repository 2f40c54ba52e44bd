import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './ports';

/** The newest server binaries of the machine (`/usr/lib/postgresql/<version>/bin`), if any. */
export const postgresBin: string | undefined = (() => {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] && join(root, versions[0], 'bin');
})();

/** Whether this process can start a cluster of its own: the binaries, and root to run them as `postgres`. */
export const canRunOwnPostgres = Boolean(postgresBin) && process.getuid?.() === 0;

export interface OwnPostgres {
  /** Superuser connection string of the cluster's `postgres` database. */
  url: string;
  start(): void;
  /** `pg_ctl stop`: `fast` ends the sessions cleanly, `immediate` kills the server as a crash would. */
  stop(mode: 'fast' | 'immediate'): void;
  dispose(): void;
}

/**
 * A Postgres cluster of the test's own on a free loopback port, its data in a temporary folder, run
 * as the `postgres` user (the server refuses root). Trust authentication, no fsync: it lives for one
 * test file. Never the shared server of `TEST_DATABASE_URL`, which other tests use at the same time.
 */
export async function ownPostgres(): Promise<OwnPostgres> {
  if (!postgresBin) throw new Error('no Postgres binaries in /usr/lib/postgresql');
  const bin = postgresBin;
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'pubs-cluster-'));
  chownSync(dir, uidOf('postgres'), gidOf('postgres'));
  const data = join(dir, 'data');
  const asPostgres = (program: string, args: string[]) =>
    execFileSync('runuser', ['-u', 'postgres', '--', join(bin, program), ...args], { stdio: 'pipe', timeout: 60_000 });
  asPostgres('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '--no-instructions']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60`;
  const cluster: OwnPostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: () => asPostgres('pg_ctl', ['start', '-w', '-D', data, '-l', join(dir, 'log'), '-o', options]),
    stop: (mode) => asPostgres('pg_ctl', ['stop', '-w', '-D', data, '-m', mode]),
    dispose() {
      try {
        cluster.stop('immediate');
      } catch {
        // Already stopped.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
  cluster.start();
  return cluster;
}

function uidOf(user: string): number {
  return Number(execFileSync('id', ['-u', user], { encoding: 'utf8' }).trim());
}

function gidOf(user: string): number {
  return Number(execFileSync('id', ['-g', user], { encoding: 'utf8' }).trim());
}
