import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import config from '../../playwright.config';

const callerShell = {
  ...process.env,
  DATABASE_URL: 'postgres://somebody@elsewhere/prod',
  RESEND_API_KEY: 're_live_key',
  ADMIN_EMAIL: 'chef@example.org',
  PUBLIC_ANALYTICS_SRC: 'https://analytics.example.org/script.js',
};

describe('what the tests build and start gets nothing from the caller but the basics', () => {
  it('test-env.mjs runs a command with TEST_ENV and the shell basics only', () => {
    const run = spawnSync(
      process.execPath,
      ['tests/helpers/test-env.mjs', process.execPath, '-e', 'console.log(JSON.stringify(process.env))'],
      { env: { ...callerShell, TEST_ENV: JSON.stringify({ PORT: '4399' }) }, encoding: 'utf8' },
    );
    expect(run.status).toBe(0);
    const env = JSON.parse(run.stdout);
    expect(env.PORT).toBe('4399');
    expect(env.PATH).toBe(process.env.PATH);
    for (const leaked of ['DATABASE_URL', 'RESEND_API_KEY', 'ADMIN_EMAIL', 'PUBLIC_ANALYTICS_SRC', 'TEST_ENV'])
      expect(env[leaked]).toBeUndefined();
  });

  it('the end-to-end server and build go through it', () => {
    const server = Array.isArray(config.webServer) ? config.webServer[0] : config.webServer;
    expect(server?.command).toBe('node tests/helpers/test-env.mjs npm start');
    expect(Object.keys(server?.env ?? {})).toEqual(['TEST_ENV']);
    const scripts = JSON.parse(readFileSync('package.json', 'utf8')).scripts;
    expect(scripts['test:e2e']).toMatch(/^node tests\/helpers\/test-env\.mjs astro build && /);
  });
});
