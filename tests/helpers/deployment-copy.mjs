/**
 * A deployment's checkout for the tests that publish (tests/e2e/publish.spec.ts, the publish
 * benchmark): the project's files as they are now (tracked and new, not ignored), the built dist/
 * and the installed node_modules/ (linked, with Astro's image cache), without git, so publishing
 * creates its history there and never commits to the developer's repository.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, symlinkSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { testEnv } from './test-env.mjs';

const project = fileURLToPath(new URL('../..', import.meta.url));

/** @param {string} target an empty or missing folder */
export function deploymentCopy(target) {
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: project, encoding: 'utf8' })
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    mkdirSync(dirname(join(target, file)), { recursive: true });
    cpSync(join(project, file), join(target, file), { errorOnExist: false });
  }
  cpSync(join(project, 'dist'), join(target, 'dist'), { recursive: true });
  symlinkSync(join(project, 'node_modules'), join(target, 'node_modules'), 'dir');
  return target;
}

/**
 * Adds a staff account to a deployment's database before its server opens it (`npm run staff`).
 * @param {string} root the deployment's checkout
 * @param {{ email: string, username: string, role: string, password: string }} account
 * @param {Record<string, string>} env where the database is: `DATA_DIR`, or `DATABASE_URL`
 */
export function addStaffAccount(root, account, env) {
  execFileSync('npm', ['run', 'staff', '--', 'add', account.email, account.username, '--role', account.role], {
    cwd: root,
    env: testEnv({ ...env, STAFF_PASSWORD: account.password }),
    stdio: 'ignore',
  });
}
