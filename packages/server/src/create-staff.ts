/**
 * Creates the first staff account of an installation, or makes an existing account staff with a
 * new password, and prints a one-time password to sign in with (change it in the profile).
 *
 *   pnpm --filter @smuc/server run create-staff admin@example.com        (sources, through tsx)
 *   node packages/server/dist/create-staff.js admin@example.com         (compiled, `pnpm build`)
 *
 * Uses the same database settings as the server (`DATABASE_URL`, else PGlite in `DATA_DIR`).
 * With PGlite the server must be stopped first (one process opens its data directory).
 * Exit codes: 0 done, 2 no or bad e-mail address.
 */
import { randomBytes } from 'node:crypto';
import { findAccountByEmail, insertAccount, updateAccount } from './accounts/repository';
import { hashPassword } from './auth/passwords';
import { loadConfig } from './config';
import { openDatabase } from './db/client';

const email = process.argv[2]?.trim().toLowerCase();
if (!email || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) {
  console.error('usage: create-staff <email>');
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
const password = randomBytes(12).toString('base64url');
const passwordHash = await hashPassword(password);
const existing = await findAccountByEmail(database.db, email);
if (existing) {
  await updateAccount(database.db, existing.id, { staff: true, passwordHash });
} else {
  await insertAccount(database.db, {
    email,
    passwordHash,
    firstname: 'Staff',
    staff: true,
    plan: 'enterprise',
    allowLive: true,
  });
}
await database.close();
console.log(`${existing ? 'Made staff' : 'Created staff account'} ${email}`);
console.log(`One-time password: ${password}`);
