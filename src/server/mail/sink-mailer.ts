import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { headerSafe, type Mailer, type MailMessage } from './mailer';

/**
 * How long the sink keeps a mail's files: they hold names, addresses and cancel links. 23 hours, so
 * the hourly job deletes each within the promised 24.
 */
export const sinkRetentionMs = 23 * 60 * 60 * 1000;

/**
 * Deletes the sink's files written at least {@link sinkRetentionMs} before `now` (by their
 * modification time), as the privacy text promises for every copy of a guest's data. Returns how
 * many it deleted; a folder that does not exist holds nothing.
 */
export async function purgeSinkMails(dir: string, now: Date): Promise<number> {
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  let deleted = 0;
  for (const name of names) {
    const path = join(dir, name);
    const info = await stat(path).catch(() => undefined);
    if (!info?.isFile() || now.getTime() - info.mtimeMs < sinkRetentionMs) continue;
    await rm(path, { force: true });
    deleted++;
  }
  return deleted;
}

/**
 * Development mail: each mail becomes `<dir>/<time>-<id>.json` (the whole message) and `.html`,
 * plus one log line, so no provider account is needed to see what a guest would get. The
 * retention job deletes them after 24 hours ({@link purgeSinkMails}).
 */
export function sinkMailer(dir: string, log: Pick<Console, 'info'> = console): Mailer {
  const sent = new Map<string, string>();
  return {
    kind: 'sink',
    async send(unchecked: MailMessage, options = {}) {
      const message = headerSafe(unchecked);
      const known = options.idempotencyKey && sent.get(options.idempotencyKey);
      if (known) return { id: known };
      const id = randomUUID();
      if (options.idempotencyKey) sent.set(options.idempotencyKey, id);
      await mkdir(dir, { recursive: true });
      const base = join(dir, `${new Date().toISOString().replaceAll(':', '-')}-${id}`);
      // Written aside and renamed, so a reader never sees a half-written `.json`.
      await writeFile(`${base}.json.part`, JSON.stringify({ id, ...message }, null, 2));
      await rename(`${base}.json.part`, `${base}.json`);
      await writeFile(`${base}.html`, message.html);
      // No recipient or subject in the log: both can be a guest's data.
      log.info(`Mail written to the local sink: ${base}.html`);
      return { id };
    },
  };
}
