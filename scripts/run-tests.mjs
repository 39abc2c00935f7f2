// Runs every suite in order, reads each runner's machine-readable result, and ends with one line:
// "tests: N passed, M failed". Checks without test counts (lint, type checks, builds) count as one
// test each. Exits non-zero when anything failed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { deploymentCommands } from './readme-commands.mjs';

const root = new URL('..', import.meta.url).pathname;
const out = join(root, '.test-output');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const totals = { passed: 0, failed: 0 };
const rows = [];
/** Names of failed tests, printed just above the summary so the tail of a red run says what failed. */
const failures = [];

/**
 * The machine's CPU time so far from /proc/stat, in jiffies: `busy` (user, nice, system, irq,
 * softirq, steal) and `all` (busy plus idle and iowait), summed over every core. Null off Linux.
 */
function cpuTimes() {
  try {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
    const [user, nice, system, idle, iowait, irq, softirq, steal] = fields.map(Number);
    const busy = user + nice + system + irq + softirq + (steal || 0);
    return { busy, all: busy + idle + iowait };
  } catch {
    return null;
  }
}

/**
 * How busy the whole machine was between two cpuTimes() readings, as a percentage of all its cores
 * ("" when unknown). Printed beside each stage so a stage that leaves a core idle shows itself as a
 * candidate to run beside another one (the suite's time budget).
 */
function cpuShare(before, after) {
  if (!before || !after || after.all === before.all) return '';
  return `${Math.round((100 * (after.busy - before.busy)) / (after.all - before.all))}%`;
}

function run(label, command, args, { cwd = root, env = {} } = {}) {
  console.log(`\n━━ ${label}`);
  const started = Date.now();
  const cpuBefore = cpuTimes();
  const result = spawnSync(command, args, { cwd, env: { ...process.env, ...env }, stdio: 'inherit' });
  return {
    ok: result.status === 0,
    seconds: ((Date.now() - started) / 1000).toFixed(1),
    cpu: cpuShare(cpuBefore, cpuTimes()),
  };
}

function record(label, passed, failed, seconds, names = [], cpu = '') {
  for (const name of names) failures.push(`${label} › ${name}`);
  if (failed > names.length)
    failures.push(`${label} › (${failed - names.length} without a name: see its output)`);
  totals.passed += passed;
  totals.failed += failed;
  rows.push([label, passed, failed, seconds, cpu]);
}

/** A check with no test count: one passed or one failed. */
function check(label, command, args, options) {
  const { ok, seconds, cpu } = run(label, command, args, options);
  record(label, ok ? 1 : 0, ok ? 0 : 1, seconds, [], cpu);
  return ok;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * A vitest suite: counts from its JSON report; a run that crashed before reporting is one failure.
 * `wrap` prefixes the command (the PostgreSQL pass runs inside scripts/with-postgres.sh); `files`
 * limits the run to those test files, `env` adds to its environment.
 */
function vitest(label, cwd, name, { wrap = [], files = [], env = {} } = {}) {
  const file = join(out, `${name}.json`);
  const args = [
    'exec',
    'vitest',
    'run',
    ...files,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${file}`,
  ];
  const [command, ...rest] = [...wrap, 'pnpm', ...args];
  const res = run(label, command, rest, { cwd, env });
  const report = readJson(file);
  if (!report) return record(label, 0, 1, res.seconds, [], res.cpu);
  const crashed = !res.ok && report.numFailedTests === 0 ? 1 : 0;
  record(
    label,
    report.numPassedTests,
    report.numFailedTests + crashed,
    res.seconds,
    vitestFailures(report),
    res.cpu,
  );
}

/**
 * The start of a failure's message on one line (colour codes out), so the tail of a red run, which
 * is often all that is kept of it, says why as well as what.
 */
function why(message) {
  if (!message) return '';
  const line = stripVTControlCharacters(String(message)).replace(/\s+/g, ' ').trim();
  return `\n    ${line.length > 400 ? `${line.slice(0, 400)}…` : line}`;
}

/** `file › test` and the start of its message for every failed test of a vitest JSON report. */
function vitestFailures(report) {
  const names = [];
  for (const file of report?.testResults ?? [])
    for (const t of file.assertionResults ?? [])
      if (t.status === 'failed')
        names.push(`${file.name.replace(root, '')} › ${t.fullName}${why(t.failureMessages?.[0])}`);
  return names;
}

/** `file › test` and the start of its message for every failed or flaky test of a Playwright JSON report. */
function playwrightFailures(report) {
  const names = [];
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'unexpected' || test.status === 'flaky')
          names.push(
            `${spec.file ?? file} › ${spec.title} (${test.status})${why(test.results?.find((r) => r.error)?.error?.message)}`,
          );
    for (const child of suite.suites ?? []) walk(child, suite.file ?? file);
  };
  for (const suite of report?.suites ?? []) walk(suite, suite.file);
  return names;
}

const bin = (name) => join(root, 'node_modules/.bin', name);
// scripts/ensure-tools.sh installs hunspell for this run: its spelling test fails, not skips, without it.
process.env.SMUC_REQUIRE_SPELLING = '1';

check('lint (biome)', bin('biome'), ['ci', '.']);
/**
 * Checks with no test count run two at a time (the CI machine has 2 cores and each is one
 * single-threaded process: tsc, a smoke's server); each one's output is printed whole when it ends,
 * and the results are recorded in the list's order. `jobs`: [label, command, args, options].
 * Resolves to whether each passed.
 */
async function checksInParallel(jobs, width = 2) {
  const results = new Array(jobs.length);
  let next = 0;
  const lane = async () => {
    while (next < jobs.length) {
      const index = next++;
      const [label, command, args, { cwd = root, env = {} } = {}] = jobs[index];
      const started = Date.now();
      results[index] = await new Promise((resolve) => {
        const child = spawn(command, args, { cwd, env: { ...process.env, ...env } });
        const output = [];
        child.stdout.on('data', (chunk) => output.push(chunk));
        child.stderr.on('data', (chunk) => output.push(chunk));
        const done = (ok) => {
          console.log(`\n━━ ${label}`);
          process.stdout.write(Buffer.concat(output));
          resolve({ ok, seconds: ((Date.now() - started) / 1000).toFixed(1) });
        };
        child.on('error', (error) => {
          output.push(Buffer.from(`${error.message}\n`));
          done(false);
        });
        child.on('close', (code) => done(code === 0));
      });
    }
  };
  // The jobs share the cores, so each row shows the whole group's CPU share.
  const cpuBefore = cpuTimes();
  await Promise.all(Array.from({ length: width }, lane));
  const cpu = cpuShare(cpuBefore, cpuTimes());
  return jobs.map(([label], i) => {
    record(label, results[i].ok ? 1 : 0, results[i].ok ? 0 : 1, results[i].seconds, [], cpu);
    return results[i].ok;
  });
}

const pkg = (name) => ({ cwd: join(root, 'packages', name) });
await checksInParallel([
  ['types: sdk', 'pnpm', ['exec', 'tsc', '-p', 'tsconfig.json'], pkg('sdk')],
  ['types: server', 'pnpm', ['exec', 'tsc', '-p', 'tsconfig.json'], pkg('server')],
  ['types: components', 'pnpm', ['run', 'typecheck'], pkg('components')],
  ['types: host-app', 'pnpm', ['exec', 'tsc', '-p', 'tsconfig.json'], pkg('host-app')],
  ['types: player', 'pnpm', ['run', 'typecheck'], pkg('player')],
  ['types: media-server', 'pnpm', ['exec', 'tsc', '-p', 'tsconfig.json'], pkg('media-server')],
  ['types: e2e', bin('tsc'), ['-p', 'e2e/tsconfig.json']],
  // The React host example (examples/react-host) against the wrappers' types (issue 16 §1).
  ['types: React host example', bin('tsc'), ['-p', 'examples/react-host/tsconfig.json']],
  ['types: storybook', bin('tsc'), ['-p', '.storybook/tsconfig.json']],
]);
// The OpenAPI document under Redocly's recommended rules, and the client an integrator generates from
// it (openapi-typescript types equal to the committed ones, the example's script under tsc --strict;
// its run against the server is a server test), issue 32 §1.
check('OpenAPI: Redocly recommended rules, 0 errors', 'node', [join(root, 'scripts/lint-openapi.mjs')]);
check('api-client example: generated types, tsc --strict', 'node', [
  join(root, 'scripts/check-api-client.mjs'),
  '--reuse-document',
]);
// The README's own build line, as written (issue 31 §3): install (already done: a no-op) and
// `pnpm build`, which builds the player, the elements bundle, the host app and the server.
const [readmeBuild] = deploymentCommands();
const built = check(`build: the README's \`${readmeBuild}\``, 'bash', ['-c', readmeBuild]);

if (built)
  check(
    'bundle sizes: player entry 25 kB, elements loader 5 kB, players-list page 130 kB gzip at most',
    'node',
    [join(root, 'bench/bundle.mjs')],
  );
// The same on Node 22 LTS, the documented target (issue 31 §3), from npm's `node` package (cached
// by npx after the first run); the server, create-staff and the smoke's own steps all run on it.
if (built)
  await checksInParallel([
    [
      'production: compiled server ready, JSON logs, drains on SIGTERM',
      'node',
      [join(root, 'scripts/smoke-production.mjs')],
    ],
    [
      'production on Node 22: the same smoke',
      'npx',
      ['-y', '-p', 'node@22', 'node', join(root, 'scripts/smoke-production.mjs')],
      { env: { SMOKE_PORT: '18295' } },
    ],
  ]);

vitest('unit: sdk', join(root, 'packages/sdk'), 'vitest-sdk');
vitest(
  'live engine: unit, Chromium contract, RTMP',
  join(root, 'packages/media-server'),
  'vitest-media-server',
);
vitest('server: PGlite', join(root, 'packages/server'), 'vitest-server-pglite');
/**
 * The server test files that open a database: they import the test harness or the database client.
 * Only these run again on PostgreSQL; the others (parsers, rules, the import graph, the spelling)
 * would run the same code a second time.
 */
function databaseTestFiles(serverDir) {
  const files = readdirSync(join(serverDir, 'src'), { recursive: true })
    .filter((file) => String(file).endsWith('.test.ts'))
    .map((file) => join(serverDir, 'src', String(file)));
  return files
    .filter((file) => /from '[./]*(test\/harness|harness|db\/client)'/.test(readFileSync(file, 'utf8')))
    .map((file) => relative(serverDir, file))
    .sort();
}

vitest('server: PostgreSQL 15', join(root, 'packages/server'), 'vitest-server-postgres', {
  wrap: ['bash', join(root, 'scripts/with-postgres.sh')],
  files: databaseTestFiles(join(root, 'packages/server')),
});

if (built) {
  const wtrFile = join(out, 'wtr.json');
  const wtr = run('components: Chromium', 'pnpm', ['exec', 'wtr', '--config', 'web-test-runner.config.mjs'], {
    cwd: join(root, 'packages/components'),
    env: { WTR_SUMMARY_FILE: wtrFile },
  });
  const w = readJson(wtrFile);
  record(
    'components: Chromium',
    w?.passed ?? 0,
    (w?.failed ?? 0) + (!wtr.ok && !w?.failed ? 1 : 0),
    wtr.seconds,
    w?.failures,
    wtr.cpu,
  );

  const playerFile = join(out, 'wtr-player.json');
  const player = run('player: Chromium', 'pnpm', ['exec', 'wtr', '--config', 'web-test-runner.config.mjs'], {
    cwd: join(root, 'packages/player'),
    env: { WTR_SUMMARY_FILE: playerFile, WTR_API_PORT: '18190' },
  });
  const pw = readJson(playerFile);
  record(
    'player: Chromium',
    pw?.passed ?? 0,
    (pw?.failed ?? 0) + (!player.ok && !pw?.failed ? 1 : 0),
    player.seconds,
    pw?.failures,
    player.cpu,
  );

  const e2eFile = join(out, 'e2e.json');
  const e2e = run('end to end: Chromium', bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts'], {
    env: { E2E_JSON: e2eFile },
  });
  const e2eReport = readJson(e2eFile);
  const stats = e2eReport?.stats;
  const e2eFailed = (stats?.unexpected ?? 0) + (stats?.flaky ?? 0);
  record(
    'end to end: Chromium',
    stats?.expected ?? 0,
    e2eFailed + (!e2e.ok && e2eFailed === 0 ? 1 : 0),
    e2e.seconds,
    playwrightFailures(e2eReport),
    e2e.cpu,
  );
} else {
  record('components and end to end (not run: build failed)', 0, 1, '0');
}

// --- Hosts (issue 16): the WordPress and shop plugins, linted and tested in a real WordPress booted offline ---
{
  const ensure = join(root, 'packages/wordpress-plugin/scripts/ensure-wordpress.sh');
  const prepared = spawnSync('bash', [ensure], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const cache = prepared.status === 0 ? prepared.stdout.trim().split('\n').pop() : '';
  if (!cache) record('wordpress plugin (not run: PHP or WordPress unavailable)', 0, 1, '0');
  else {
    check('wordpress plugin: php -l, phpcs PSR-12 and WordPress review sniffs', 'bash', [
      join(root, 'packages/wordpress-plugin/scripts/check.sh'),
    ]);
    vitest('wordpress plugin: real WordPress 6.5', join(root, 'packages/server'), 'vitest-wordpress', {
      files: ['src/hosts/wordpress.test.ts'],
      env: { SMUC_WP_CACHE: cache, SMUC_WP_PORT: '18250' },
    });
    // The shop plugin: real WordPress with our WordPress plugin and the must-use WooCommerce stand-in.
    check('shop plugin: php -l, phpcs PSR-12 and WordPress review sniffs', 'bash', [
      join(root, 'packages/shop-plugin/scripts/check.sh'),
    ]);
    vitest(
      'shop plugin: WordPress 6.5 + WooCommerce stand-in',
      join(root, 'packages/server'),
      'vitest-shop',
      {
        files: ['src/hosts/shop.test.ts'],
        env: { SMUC_WP_CACHE: cache, SMUC_SHOP_WP_PORT: '18251' },
      },
    );
  }
}

const storybookBuilt = check('storybook build', bin('storybook'), [
  'build',
  '--quiet',
  '-o',
  join(out, 'storybook'),
]);

// Every story of that build rendered in Chromium from the request mock's fixtures, with axe (issue 19).
if (storybookBuilt) {
  const smokeFile = join(out, 'storybook-smoke.json');
  const smoke = run(
    'storybook stories: Chromium + axe',
    bin('playwright'),
    ['test', '-c', '.storybook/playwright.config.ts'],
    { env: { STORYBOOK_DIR: '.test-output/storybook', STORYBOOK_SMOKE_JSON: smokeFile } },
  );
  const smokeReport = readJson(smokeFile);
  const smokeStats = smokeReport?.stats;
  const smokeFailed = (smokeStats?.unexpected ?? 0) + (smokeStats?.flaky ?? 0);
  record(
    'storybook stories: Chromium + axe',
    smokeStats?.expected ?? 0,
    smokeFailed + (!smoke.ok && smokeFailed === 0 ? 1 : 0),
    smoke.seconds,
    playwrightFailures(smokeReport),
    smoke.cpu,
  );
}

if (failures.length) {
  console.log('\n━━ failed');
  for (const name of failures) console.log(`✘ ${name}`);
}
console.log('\n━━ summary');
// The last column: how busy the machine's cores were during that stage (see cpuShare).
for (const [label, p, f, s, cpu] of rows)
  console.log(
    `${label.padEnd(44)} ${String(p).padStart(5)} passed ${String(f).padStart(3)} failed  ${s}s${cpu ? `  cpu ${cpu}` : ''}`,
  );
if (!existsSync(join(root, 'packages/host-app/dist/index.html'))) console.log('(host app not built)');
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);
