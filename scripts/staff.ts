/**
 * `npm run staff -- <command>`: staff accounts on the configured database (DATABASE_URL or the
 * local PGlite in DATA_DIR).
 *
 *   add <email> <username> [--role staff|admin|editor]   new account; prints a generated password
 *   reset-password <email|username>               new password, account active again; ends its sessions
 *   two-factor-off <email|username>               turns two-factor sign-in off (a lost phone)
 *   list                                          accounts (no hashes)
 *
 * A chosen password comes from STAFF_PASSWORD (not the command line, which shells keep in their
 * history); without it a random one is generated and printed once.
 */
import { isValidEmail, isValidUsername, parseIdentifier } from '../src/domain/auth/identifier';
import { newPassword } from '../src/domain/auth/login';
import { type StaffRole, staffRoles } from '../src/domain/auth/session';
import { generatePassword, hashPassword } from '../src/server/auth/password';
import { findAccount, insertAccount, setPassword } from '../src/server/auth/queries';
import { disableTwoFactor } from '../src/server/auth/two-factor';
import { readMigrations } from '../src/server/db/file-migrations';
import { migrate } from '../src/server/db/migrate';
import { openConfigured } from '../src/server/db/open';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function choosePassword(): { password: string; generated: boolean } {
  const chosen = process.env.STAFF_PASSWORD;
  if (!chosen) return { password: generatePassword(), generated: true };
  const checked = newPassword.safeParse(chosen);
  if (!checked.success) fail('STAFF_PASSWORD: at least 12 characters.');
  return { password: chosen, generated: false };
}

const [command, ...args] = process.argv.slice(2);
const usage =
  'Usage: npm run staff -- add <email> <username> [--role staff|admin|editor] | reset-password <email|username> | two-factor-off <email|username> | list';
if (!command) fail(usage);

async function named(raw: string | undefined) {
  const identifier = parseIdentifier(raw ?? '');
  const account = identifier && (await findAccount(db, identifier));
  if (!account) fail(`No staff account ${raw ?? ''}`);
  return account;
}

const db = await openConfigured({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR ?? '.data' });
try {
  await migrate(db, await readMigrations());
  if (command === 'add') {
    const [rawEmail, rawUsername] = args.filter((a, i) => !a.startsWith('--') && args[i - 1] !== '--role');
    const roleIndex = args.indexOf('--role');
    const role = (roleIndex >= 0 ? args[roleIndex + 1] : 'staff') as StaffRole;
    const email = rawEmail?.trim().toLowerCase() ?? '';
    const username = rawUsername?.trim().toLowerCase() ?? '';
    if (!isValidEmail(email)) fail(`Not an e-mail address: ${rawEmail ?? ''}\n${usage}`);
    if (!isValidUsername(username)) fail(`User name: 2-40 of a-z 0-9 . _ - (got ${rawUsername ?? ''})\n${usage}`);
    if (!staffRoles.includes(role)) fail(`Role must be one of ${staffRoles.join(', ')} (got ${role})`);
    const { password, generated } = choosePassword();
    await insertAccount(db, { email, username, role, passwordHash: await hashPassword(password) });
    console.info(`Added ${role} "${username}" (${email}).`);
    if (generated) console.info(`Password (shown only now): ${password}`);
  } else if (command === 'reset-password') {
    const account = await named(args[0]);
    const { password, generated } = choosePassword();
    await setPassword(db, account.id, await hashPassword(password), new Date());
    // Recovery: a deactivated owner gets back in too.
    await db.kysely.updateTable('staff_accounts').set({ active: true }).where('id', '=', account.id).execute();
    console.info(`New password set for "${account.username}" (${account.email}); active; open sessions ended.`);
    if (generated) console.info(`Password (shown only now): ${password}`);
  } else if (command === 'two-factor-off') {
    const account = await named(args[0]);
    await disableTwoFactor(db.kysely, account.id);
    console.info(`Two-factor sign-in of "${account.username}" is off; set it up again under 'Mein Konto'.`);
  } else if (command === 'list') {
    const rows = await db.kysely.selectFrom('staff_accounts').select(['username', 'email', 'role', 'active']).execute();
    for (const r of rows) {
      console.info(`${r.role.padEnd(6)}  ${r.username.padEnd(20)}  ${r.email}${r.active ? '' : '  (deactivated)'}`);
    }
  } else {
    fail(usage);
  }
} finally {
  await db.close();
}
