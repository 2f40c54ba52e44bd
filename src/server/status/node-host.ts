import { execFile } from 'node:child_process';
import { statfs } from 'node:fs/promises';
import { promisify } from 'node:util';

/**
 * The running version for 'Systemstatus': `APP_VERSION` when the deployment sets it (a commit, a
 * tag), else the commit of the checkout the server runs from (`git rev-parse --short HEAD`), else
 * undefined ('unbekannt'). Node server only.
 */
export async function nodeVersion(appVersion: string | undefined, cwd = process.cwd()): Promise<string | undefined> {
  if (appVersion?.trim()) return appVersion.trim().slice(0, 80);
  try {
    const { stdout } = await promisify(execFile)('git', ['rev-parse', '--short', 'HEAD'], { cwd, timeout: 5000 });
    return stdout.trim() || undefined;
  } catch {
    return undefined;
  }
}

/** The free and total bytes of the disk that holds `dir`; null where it cannot be read. */
export function nodeDisk(dir: string): () => Promise<{ freeBytes: number; totalBytes: number } | null> {
  return async () => {
    try {
      const s = await statfs(dir);
      return { freeBytes: s.bavail * s.bsize, totalBytes: s.blocks * s.bsize };
    } catch {
      return null;
    }
  };
}
