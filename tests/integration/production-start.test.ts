import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/** `npm start`'s server script, run with exactly this environment (nothing from the caller's shell). */
function serve(env: Record<string, string>) {
  return spawnSync(process.execPath, ['scripts/serve.mjs'], {
    env: { PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
    timeout: 20_000,
  });
}

describe('production start', () => {
  it('refuses to start without RESEND_API_KEY and says so', () => {
    const run = serve({ PORT: '0' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('RESEND_API_KEY is not set');
    expect(run.stderr).toContain('MAIL_SINK_DIR');
  });
});
