// The README's Deployment commands, exactly as written (issue 31 §3): `npm test` builds with the
// first (run-tests.mjs) and the production smoke test starts the compiled server with the second
// (smoke-production.mjs), so a README command cannot break without a test failing.
import { readFileSync } from 'node:fs';

const root = new URL('..', import.meta.url).pathname;

/**
 * The shell lines of the first ```sh block under "## Deployment" in README.md, trailing `# …`
 * comments and blank lines removed.
 * @returns {string[]} e.g. `['pnpm install --frozen-lockfile && pnpm build', 'NODE_ENV=production node …']`
 * @throws Error when the README has no such section or block
 */
export function deploymentCommands() {
  const readme = readFileSync(`${root}README.md`, 'utf8');
  const section = readme.split(/^## Deployment$/m)[1];
  const block = section?.match(/```sh\n([\s\S]*?)```/)?.[1];
  if (!block) throw new Error('README.md: no ```sh block under "## Deployment"');
  return block
    .split('\n')
    .map((line) => line.replace(/\s+#.*$/, '').trim())
    .filter(Boolean);
}

/**
 * A command line of leading `NAME=value` assignments and plain words (no quotes, pipes or
 * operators), split into its environment and argv.
 * @returns {{ env: Record<string, string>, argv: string[] }}
 * @throws Error for a line this split cannot read exactly
 */
export function splitCommand(line) {
  if (/["'`$|;&<>\\]/.test(line)) throw new Error(`not a plain command line: ${line}`);
  const env = {};
  const words = line.split(/\s+/);
  while (words.length && /^[A-Z_][A-Z0-9_]*=/.test(words[0])) {
    const [name, ...value] = words.shift().split('=');
    env[name] = value.join('=');
  }
  if (!words.length) throw new Error(`no command in: ${line}`);
  return { env, argv: words };
}
