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

/**
 * Runs one stage's command and resolves to whether it passed, its seconds and the machine's CPU
 * share meanwhile. Alone, its output goes straight to the terminal under its heading; with `buffer`
 * (a stage running beside another) the output is kept and printed whole, heading first, when the
 * stage ends, so two stages' lines never interleave.
 */
function run(label, command, args, { cwd = root, env = {}, buffer = false } = {}) {
  if (!buffer) console.log(`\n━━ ${label}`);
  const started = Date.now();
  const cpuBefore = cpuTimes();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: buffer ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    let settled = false;
    const done = (ok) => {
      if (settled) return;
      settled = true;
      if (buffer) console.log(`\n━━ ${label}`);
      process.stdout.write(Buffer.concat(output));
      resolve({
        ok,
        seconds: ((Date.now() - started) / 1000).toFixed(1),
        cpu: cpuShare(cpuBefore, cpuTimes()),
      });
    };
    child.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      done(false);
    });
    child.on('close', (code) => done(code === 0));
  });
}

/**
 * A summary row: a stage's counts, the names (and first message lines) of its failed tests, its
 * seconds and the machine's CPU share during it. A failure without a name says where to look.
 */
function row(label, passed, failed, seconds, names = [], cpu = '') {
  return { label, passed, failed, seconds, names, cpu };
}

/** Adds a row to the summary and the totals; answers whether the stage passed. */
function record({ label, passed, failed, seconds, names, cpu }) {
  for (const name of names) failures.push(`${label} › ${name}`);
  if (failed > names.length)
    failures.push(`${label} › (${failed - names.length} without a name: see its output)`);
  totals.passed += passed;
  totals.failed += failed;
  rows.push([label, passed, failed, seconds, cpu]);
  return failed === 0;
}

/**
 * Runs lanes side by side, each an async function running its stages one after another (with
 * `buffer`) and answering their rows. The rows are recorded lane by lane in the order given, so the
 * summary reads the same whichever lane ends first. For stages that each leave most of a core idle
 * on the 2-core CI machine and have their own ports and output folders.
 */
async function sideBySide(...lanes) {
  for (const laneRows of await Promise.all(lanes.map((lane) => lane()))) laneRows.forEach(record);
}

/** A check with no test count: one passed or one failed. Answers its row. */
async function check(label, command, args, options) {
  const { ok, seconds, cpu } = await run(label, command, args, options);
  return row(label, ok ? 1 : 0, ok ? 0 : 1, seconds, [], cpu);
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
 * limits the run to those test files, `options` adds vitest options (`--maxWorkers=1`), `env` adds to
 * its environment, `buffer` as in run().
 * Answers its row.
 */
async function vitest(
  label,
  cwd,
  name,
  { wrap = [], files = [], options = [], env = {}, buffer = false } = {},
) {
  const file = join(out, `${name}.json`);
  const args = [
    'exec',
    'vitest',
    'run',
    ...files,
    ...options,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${file}`,
  ];
  const [command, ...rest] = [...wrap, 'pnpm', ...args];
  const res = await run(label, command, rest, { cwd, env, buffer });
  const report = readJson(file);
  if (!report) return row(label, 0, 1, res.seconds, [], res.cpu);
  const crashed = !res.ok && report.numFailedTests === 0 ? 1 : 0;
  return row(
    label,
    report.numPassedTests,
    report.numFailedTests + crashed,
    res.seconds,
    vitestFailures(report),
    res.cpu,
  );
}

/**
 * A Web Test Runner suite in Chromium (a package's web-test-runner.config.mjs): counts and failed
 * tests from the file its summary reporter writes; a run that failed without counting one is one
 * failure. Answers its row.
 */
async function wtr(label, packageName, { env = {}, buffer = false } = {}) {
  const file = join(out, `wtr-${packageName}.json`);
  const res = await run(label, 'pnpm', ['exec', 'wtr', '--config', 'web-test-runner.config.mjs'], {
    cwd: join(root, 'packages', packageName),
    env: { ...env, WTR_SUMMARY_FILE: file },
    buffer,
  });
  const summary = readJson(file);
  const failed = (summary?.failed ?? 0) + (!res.ok && !summary?.failed ? 1 : 0);
  return row(label, summary?.passed ?? 0, failed, res.seconds, summary?.failures, res.cpu);
}

/**
 * A Playwright suite (`config`): counts from its JSON report, `reportName` in .test-output, whose
 * path the config reads from the variable `reportEnv`; flaky tests count as failed; a run that
 * failed without a failed test is one failure. Answers its row.
 */
async function playwright(label, config, [reportEnv, reportName], { env = {}, buffer = false } = {}) {
  const file = join(out, reportName);
  const res = await run(label, bin('playwright'), ['test', '-c', config], {
    env: { ...env, [reportEnv]: file },
    buffer,
  });
  const report = readJson(file);
  const stats = report?.stats;
  const failed = (stats?.unexpected ?? 0) + (stats?.flaky ?? 0);
  return row(
    label,
    stats?.expected ?? 0,
    failed + (!res.ok && failed === 0 ? 1 : 0),
    res.seconds,
    playwrightFailures(report),
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
/**
 * The stages to run: all of them, or those named on the command line (`node scripts/run-tests.mjs
 * hosts storybook`, to time or retry some after a build): lint, types, openapi, build, smoke, sdk,
 * live, pglite, postgres, components, e2e, player, hosts, storybook. Without `build`, the packages
 * count as built.
 */
const only = process.argv.slice(2);
const want = (stage) => only.length === 0 || only.includes(stage);
// scripts/ensure-tools.sh installs hunspell for this run: its spelling test fails, not skips, without it.
process.env.SMUC_REQUIRE_SPELLING = '1';

if (want('lint')) record(await check('lint (biome)', bin('biome'), ['ci', '.']));
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
      const [label, command, args, options = {}] = jobs[index];
      results[index] = await check(label, command, args, { ...options, buffer: true });
    }
  };
  await Promise.all(Array.from({ length: width }, lane));
  return results.map(record);
}

const pkg = (name) => ({ cwd: join(root, 'packages', name) });
if (want('types'))
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
if (want('openapi')) {
  record(
    await check('OpenAPI: Redocly recommended rules, 0 errors', 'node', [
      join(root, 'scripts/lint-openapi.mjs'),
    ]),
  );
  record(
    await check('api-client example: generated types, tsc --strict', 'node', [
      join(root, 'scripts/check-api-client.mjs'),
      '--reuse-document',
    ]),
  );
}
// The README's own build line, as written (issue 31 §3): install (already done: a no-op) and
// `pnpm build`, which builds the player, the elements bundle, the host app and the server.
const [readmeBuild] = deploymentCommands();
const built =
  !want('build') ||
  record(await check(`build: the README's \`${readmeBuild}\``, 'bash', ['-c', readmeBuild]));

if (built && want('build'))
  record(
    await check(
      'bundle sizes: player entry 25 kB, elements loader 5 kB, players-list page 130 kB gzip at most',
      'node',
      [join(root, 'bench/bundle.mjs')],
    ),
  );
// The same on Node 22 LTS, the documented target (issue 31 §3), from npm's `node` package (cached
// by npx after the first run); the server, create-staff and the smoke's own steps all run on it.
if (built && want('smoke'))
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

if (want('sdk')) record(await vitest('unit: sdk', join(root, 'packages/sdk'), 'vitest-sdk'));
if (want('live'))
  record(
    await vitest(
      'live engine: unit, Chromium contract, RTMP',
      join(root, 'packages/media-server'),
      'vitest-media-server',
    ),
  );
/**
 * The PGlite templates of the server tests (migrated, seeded: packages/server/src/test/global-setup.ts),
 * built by the PGlite pass and kept for the WordPress and shop plugin run, which would otherwise
 * migrate and seed again.
 */
const pgliteTemplates = { SMUC_TEST_TEMPLATES: join(out, 'pglite-templates') };
if (want('pglite'))
  record(
    await vitest('server: PGlite', join(root, 'packages/server'), 'vitest-server-pglite', {
      env: pgliteTemplates,
    }),
  );
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

if (want('postgres'))
  record(
    await vitest('server: PostgreSQL 15', join(root, 'packages/server'), 'vitest-server-postgres', {
      wrap: ['bash', join(root, 'scripts/with-postgres.sh')],
      files: databaseTestFiles(join(root, 'packages/server')),
    }),
  );

if (!built) record(row('components and end to end (not run: build failed)', 0, 1, '0'));
if (built && want('components')) record(await wtr('components: Chromium', 'components'));
if (built && want('player'))
  record(
    await wtr('player: Chromium', 'player', {
      env: { WTR_API_PORT: process.env.PLAYER_WTR_API_PORT ?? '18190' },
    }),
  );
if (built && want('e2e'))
  record(await playwright('end to end: Chromium', 'e2e/playwright.config.ts', ['E2E_JSON', 'e2e.json']));

/**
 * Installs PHP and caches WordPress when missing (a fresh CI machine: apt-get and npm, so before
 * the stages that run side by side); answers the cache folder, or "" when that failed.
 */
function prepareWordPress() {
  const ensure = join(root, 'packages/wordpress-plugin/scripts/ensure-wordpress.sh');
  const prepared = spawnSync('bash', [ensure], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return prepared.status === 0 ? prepared.stdout.trim().split('\n').pop() : '';
}

/**
 * The hosts (issue 16): the WordPress and shop plugins, linted and tested in a real WordPress
 * booted offline from `cache` (prepareWordPress). Answers their rows.
 */
async function hosts(cache, { buffer }) {
  if (!cache) return [row('wordpress plugin (not run: PHP or WordPress unavailable)', 0, 1, '0')];
  const sniffs = (name) =>
    check(
      `${name} plugin: php -l, phpcs PSR-12 and WordPress review sniffs`,
      'bash',
      [join(root, `packages/${name}-plugin/scripts/check.sh`)],
      { buffer },
    );
  return [
    await sniffs('wordpress'),
    await sniffs('shop'),
    // The WordPress plugin's site and the shop plugin's (real WordPress with our WordPress plugin and
    // the must-use WooCommerce stand-in): one vitest run, so the server tests' databases are
    // migrated and seeded once for both (its global setup), the files one after another.
    await vitest(
      'wordpress and shop plugins: WordPress 6.5 (+ WooCommerce stand-in)',
      join(root, 'packages/server'),
      'vitest-hosts',
      {
        files: ['src/hosts/wordpress.test.ts', 'src/hosts/shop.test.ts'],
        options: ['--maxWorkers=1'],
        env: {
          ...pgliteTemplates,
          SMUC_WP_CACHE: cache,
          SMUC_WP_PORT: process.env.SMUC_WP_PORT ?? '18250',
          SMUC_SHOP_WP_PORT: process.env.SMUC_SHOP_WP_PORT ?? '18251',
        },
        buffer,
      },
    ),
  ];
}

/**
 * The Storybook build, and every story of it rendered in Chromium from the request mock's fixtures,
 * with axe (issue 19). Answers their rows.
 */
async function storybook({ buffer }) {
  const build = await check(
    'storybook build',
    bin('storybook'),
    ['build', '--quiet', '-o', join(out, 'storybook')],
    {
      buffer,
    },
  );
  if (build.failed) return [build];
  return [
    build,
    await playwright(
      'storybook stories: Chromium + axe',
      '.storybook/playwright.config.ts',
      ['STORYBOOK_SMOKE_JSON', 'storybook-smoke.json'],
      { env: { STORYBOOK_DIR: '.test-output/storybook' }, buffer },
    ),
  ];
}

// Each lane leaves most of a core idle alone on the 2-core CI machine (the hosts 62-65 %, the
// Storybook smoke 44 %), so they run side by side. Own ports (each can be moved by its variable):
// WordPress 18250/18251, the Storybook preview 22160 (STORYBOOK_SMOKE_PORT, read by its config).
// The player's Chromium tests stay alone: their product server (seeded, demo videos made with
// ffmpeg) missed its 180 s start beside the Storybook build at load 22.
const wordpressCache = want('hosts') ? prepareWordPress() : '';
await sideBySide(
  async () => (want('hosts') ? hosts(wordpressCache, { buffer: true }) : []),
  async () => (want('storybook') ? storybook({ buffer: true }) : []),
);

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
