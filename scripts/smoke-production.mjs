// Production smoke test: the compiled server (`packages/server/dist/main.js`, built by
// `pnpm --filter @smuc/server build`) starts with plain node in production mode on a fresh data
// directory, reports ready on /readyz (and a start refused for a missing SECRETS_KEY prints its
// fatal JSON line even with LOG=off), has no demo accounts but the staff account the compiled
// `dist/create-staff.js` made, logs only JSON lines, and drains and
// exits 0 on SIGTERM. Libraries the server imports at their first use (sharp, Stripe; issue 18
// idle memory) are used once through the bundle: the favicon is drawn with sharp, and a signed
// call of the billing webhook is verified with Stripe's library.
//
//   node scripts/smoke-production.mjs
import { spawn, spawnSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deploymentCommands, splitCommand } from './readme-commands.mjs';

const root = new URL('..', import.meta.url).pathname;
const port = Number(process.env.SMOKE_PORT ?? 18290);
const dataDir = mkdtempSync(join(tmpdir(), 'smuc-prod-'));
const WEBHOOK_SECRET = 'whsec_smoke';

// A start that fails says why as a JSON fatal line, even with LOG=off (which keeps only fatal
// lines): production settings for several replicas without SECRETS_KEY are refused.
const refused = spawnSync('node', [join(root, 'packages/server/dist/main.js')], {
  env: {
    ...process.env,
    LOG: 'off',
    NODE_ENV: 'production',
    DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
    SECRETS_KEY: '',
  },
  encoding: 'utf8',
  timeout: 60_000,
});
const refusedLines = refused.stdout.split('\n').filter(Boolean);
if (
  refused.status !== 1 ||
  refusedLines.length !== 1 ||
  !/"level":60.*"msg":"start failed"/.test(refusedLines[0]) ||
  !refusedLines[0].includes('SECRETS_KEY')
) {
  console.error(
    `production smoke: a failed start with LOG=off exited ${refused.status} printing:\n${refused.stdout}${refused.stderr}`,
  );
  process.exit(1);
}

// The first staff account of a production installation, from the compiled command (no tsx).
// PGlite is one process's: it runs before the server opens the data directory.
const STAFF = 'admin@smoke.test';
const created = spawnSync('node', [join(root, 'packages/server/dist/create-staff.js'), STAFF], {
  env: { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir },
  encoding: 'utf8',
  timeout: 120_000,
});
const staffPassword = /One-time password: (\S+)/.exec(created.stdout)?.[1];
if (created.status !== 0 || !staffPassword) {
  console.error(
    `production smoke: create-staff exited ${created.status}:\n${created.stdout}${created.stderr}`,
  );
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(1);
}

// The server starts with the README's own start line, as written (issue 31 §3); the settings below
// only add a port, a data folder and the Stripe stand-in.
const readmeStart = splitCommand(deploymentCommands()[1]);
const child = spawn(readmeStart.argv[0], readmeStart.argv.slice(1), {
  cwd: root,
  env: {
    ...process.env,
    ...readmeStart.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    MEDIA_PORT: String(port + 1),
    RTMP_PORT: 'off',
    // Billing configured, so the webhook below reaches Stripe's library; no call leaves the machine.
    STRIPE_SECRET_KEY: 'sk_test_smoke',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_smoke',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_HOST: '127.0.0.1',
    STRIPE_API_PORT: String(port + 2),
    STRIPE_API_PROTOCOL: 'http',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
let output = '';
child.stdout.on('data', (chunk) => {
  output += chunk;
});
child.stderr.on('data', (chunk) => {
  output += chunk;
});
const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));

function fail(message) {
  console.error(`production smoke: ${message}\n--- server output ---\n${output}`);
  child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(1);
}

let ready = null;
for (let i = 0; i < 120 && !ready; i++) {
  await new Promise((r) => setTimeout(r, 1000));
  try {
    const res = await fetch(`http://127.0.0.1:${port}/readyz`);
    if (res.status === 200) ready = await res.json();
  } catch {}
}
if (!ready) fail('not ready within 120 s');
if (ready.status !== 'ready') fail(`readyz answered ${JSON.stringify(ready)}`);

// Production never seeds the demo accounts and their shared password.
const demo = await fetch(`http://127.0.0.1:${port}/smucrestapi/v2/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'demo@smuc.test', password: 'demo1234' }),
});
if (demo.status !== 401) fail(`the demo account signs in in production (${demo.status})`);
const staff = await fetch(`http://127.0.0.1:${port}/smucrestapi/v2/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: STAFF, password: staffPassword }),
});
if (staff.status !== 200) fail(`the account create-staff made does not sign in (${staff.status})`);

// sharp, loaded at its first use: the favicon is three PNGs it draws.
const icon = await fetch(`http://127.0.0.1:${port}/favicon.ico`);
const iconBytes = Buffer.from(await icon.arrayBuffer());
if (icon.status !== 200 || iconBytes.readUInt16LE(2) !== 1 || iconBytes.readUInt16LE(4) !== 3)
  fail(`/favicon.ico answered ${icon.status} without its three images`);

// Stripe's library, loaded at its first use: a webhook call signed as Stripe signs one
// (`t=…,v1=HMAC-SHA256(secret, "t.payload")`) is accepted, a wrongly signed one refused.
const deliver = (secret) => {
  const payload = JSON.stringify({
    id: 'evt_smoke',
    object: 'event',
    type: 'invoice.paid',
    data: { object: {} },
  });
  const t = Math.floor(Date.now() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${payload}`).digest('hex');
  return fetch(`http://127.0.0.1:${port}/smucrestapi/v2/webhooks/stripe-billing`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': `t=${t},v1=${v1}` },
    body: payload,
  });
};
const signed = await deliver(WEBHOOK_SECRET);
const signedBody = await signed.text();
if (signed.status !== 200 || !signedBody.includes('"received":true'))
  fail(`a signed billing webhook answered ${signed.status} ${signedBody}`);
const forged = await deliver('whsec_other');
if (forged.status !== 400) fail(`a wrongly signed billing webhook answered ${forged.status}`);

child.kill('SIGTERM');
const code = await Promise.race([exited, new Promise((r) => setTimeout(() => r('timeout'), 30_000))]);
if (code !== 0) fail(`SIGTERM ended with ${code}`);
const plain = output
  .split('\n')
  .filter((line) => line.trim())
  .filter((line) => {
    try {
      JSON.parse(line);
      return false;
    } catch {
      return true;
    }
  });
if (plain.length) fail(`non-JSON log lines in production:\n${plain.join('\n')}`);
rmSync(dataDir, { recursive: true, force: true });
console.log(
  `production smoke (node ${process.version}, started with the README's \`${deploymentCommands()[1]}\`): compiled server ready, no demo, compiled create-staff signs in, sharp and Stripe load on use, JSON logs only, drained and exited 0 on SIGTERM`,
);
