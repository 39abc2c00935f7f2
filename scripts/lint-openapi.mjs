// The OpenAPI document as an integrator's tools read it (issue 32 §1): built from the server's routes
// (packages/server/src/print-openapi.ts) and linted with Redocly's recommended rules; exits non-zero
// on any error (warnings are printed). Usage: node scripts/lint-openapi.mjs [out.json]
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const out = resolve(process.argv[2] ?? join(root, '.test-output/openapi.json'));
mkdirSync(dirname(out), { recursive: true });
const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
const steps = [
  ['pnpm', ['exec', 'tsx', 'src/print-openapi.ts', out], join(root, 'packages/server')],
  [join(root, 'node_modules/.bin/redocly'), ['lint', out, '--config', join(root, 'redocly.yaml')], root],
];
for (const [command, args, cwd] of steps) {
  const result = spawnSync(command, args, { cwd, env, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
