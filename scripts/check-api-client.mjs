// The api-client example (issue 32 §1): its client types are generated from the OpenAPI document with
// openapi-typescript and must equal the committed examples/api-client/src/schema.d.ts, and the
// integrator's script must compile under tsc --strict. (Its run against a real server is
// packages/server/src/http/api-client-example.test.ts.) `--write` regenerates the committed types.
// Usage: node scripts/check-api-client.mjs [--write] [--reuse-document]
// `--reuse-document` takes .test-output/openapi.json as it is (the test script passes it right after
// scripts/lint-openapi.mjs wrote it); otherwise the document is printed afresh from the server's
// routes, so a run after a route change never compares against a stale document.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const out = join(root, '.test-output');
mkdirSync(out, { recursive: true });
const write = process.argv.includes('--write');
const reuse = process.argv.includes('--reuse-document');
const doc = join(out, 'openapi.json');
const committed = join(root, 'examples/api-client/src/schema.d.ts');
const generated = write ? committed : join(out, 'api-client-schema.d.ts');

function step(command, args, cwd = root) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (write || !reuse || !existsSync(doc))
  step('pnpm', ['exec', 'tsx', 'src/print-openapi.ts', doc], join(root, 'packages/server'));
step(join(root, 'node_modules/.bin/openapi-typescript'), [doc, '-o', generated, '--silent']);
if (!write && readFileSync(generated, 'utf8') !== readFileSync(committed, 'utf8')) {
  console.error(
    'examples/api-client/src/schema.d.ts is not the document’s: run node scripts/check-api-client.mjs --write',
  );
  process.exit(1);
}
step(join(root, 'node_modules/.bin/tsc'), ['-p', 'examples/api-client/tsconfig.json']);
console.log('api-client example: generated types current, compiles under --strict');
