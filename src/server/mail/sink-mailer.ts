import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { headerSafe, type Mailer, type MailMessage } from './mailer';

/**
 * Development mail: each mail becomes `<dir>/<time>-<id>.json` (the whole message) and `.html`,
 * plus one log line, so no provider account is needed to see what a guest would get.
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
