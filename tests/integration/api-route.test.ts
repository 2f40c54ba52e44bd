import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIContext } from 'astro';
import { describe, expect, it } from 'vitest';

describe('the Astro route that mounts the API', () => {
  it('answers when the client address can no longer be read (the client went away)', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'api-route-'));
    // The route opens the API from the environment: an embedded database of this test alone.
    delete process.env.DATABASE_URL;
    process.env.DATA_DIR = dataDir;
    process.env.MAIL_SINK_DIR = join(dataDir, 'mail');
    const { ALL } = await import('../../src/pages/api/[...path]');
    const context = {
      request: new Request('http://localhost/api/health'),
      get clientAddress(): string {
        // What Astro's getter does once the socket is gone.
        throw new Error('clientAddress is not available');
      },
    };
    const res = await ALL(context as unknown as APIContext);
    expect(res.status).toBe(200);
  }, 60_000);
});
