// Boots a real WordPress 6.5 offline for the plugin tests (recipe: shared/design/hosts.md):
// SQLite instead of a database daemon, PHP's built-in server with 4 workers, installed through
// install.php step 2, our plugin copied in and activated from PHP.
import { execFile, execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PLUGIN = new URL('../smuc/', import.meta.url).pathname;

/**
 * Prepares a site folder from the cache (`ensure-wordpress.sh`) and serves it on `port`.
 * Answers `{ origin, dir, php(code), phpAsync(code), stop() }`; `php(code)` runs code after
 * `wp-load.php` and answers its output; `phpAsync(code)` does the same without blocking this
 * process (needed when that code calls a server running in this process).
 */
export async function bootWordPress({ cache, port }) {
  const dir = mkdtempSync(join(tmpdir(), 'smuc-wp-'));
  execFileSync('unzip', ['-q', join(cache, 'wp-6.5.zip'), '-d', dir]);
  cpSync(join(cache, 'public'), dir, { recursive: true });
  const plugins = join(dir, 'wp-content/plugins');
  execFileSync('unzip', ['-q', join(cache, 'sqlite.zip'), '-d', plugins]);
  renameSync(join(plugins, 'sqlite-database-integration-main'), join(plugins, 'sqlite-database-integration'));
  const dbCopy = readFileSync(join(plugins, 'sqlite-database-integration/db.copy'), 'utf8')
    .replaceAll('{SQLITE_IMPLEMENTATION_FOLDER_PATH}', join(plugins, 'sqlite-database-integration'))
    .replaceAll('{SQLITE_PLUGIN}', 'sqlite-database-integration/load.php');
  writeFileSync(join(dir, 'wp-content/db.php'), dbCopy);
  cpSync(PLUGIN, join(plugins, 'smuc'), { recursive: true });
  const origin = `http://127.0.0.1:${port}`;
  writeFileSync(
    join(dir, 'wp-config.php'),
    `<?php
define('DB_DIR', ${JSON.stringify(join(dir, 'wp-content/database'))});
define('DB_FILE', 'wp.sqlite');
define('DB_NAME', 'wp'); define('DB_USER', ''); define('DB_PASSWORD', ''); define('DB_HOST', '');
define('DB_CHARSET', 'utf8'); define('DB_COLLATE', '');
define('WP_ENVIRONMENT_TYPE', 'local');
define('WP_HTTP_BLOCK_EXTERNAL', true);
define('AUTOMATIC_UPDATER_DISABLED', true);
define('DISABLE_WP_CRON', true);
define('WP_HOME', '${origin}'); define('WP_SITEURL', '${origin}');
${['AUTH', 'SECURE_AUTH', 'LOGGED_IN', 'NONCE']
  .flatMap((k) => [`define('${k}_KEY', '${k}-key-test');`, `define('${k}_SALT', '${k}-salt-test');`])
  .join('\n')}
$table_prefix = 'wp_';
if (!defined('ABSPATH')) define('ABSPATH', __DIR__ . '/');
require_once ABSPATH . 'wp-settings.php';
`,
  );
  // A server left on the port (a run that timed out while booting) would answer for a stale site.
  const taken = await fetch(`${origin}/`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${port} is in use: another server answers ${origin}`);
  const server = spawn('php', ['-S', `127.0.0.1:${port}`, '-t', dir], {
    env: { ...process.env, PHP_CLI_SERVER_WORKERS: '4' },
    stdio: 'ignore',
    detached: true,
  });
  // The built-in server forks its workers into the process group: end the whole group, also when
  // this process ends before stop() (a test hook that timed out while booting).
  const stop = () => {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {}
  };
  process.once('exit', stop);
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(`${origin}/wp-includes/images/blank.gif`);
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  const install = await fetch(`${origin}/wp-admin/install.php?step=2`, {
    method: 'POST',
    body: new URLSearchParams({
      weblog_title: 'Shop',
      user_name: 'admin',
      admin_password: 'admin-pass-123',
      admin_password2: 'admin-pass-123',
      pw_weak: '1',
      admin_email: 'admin@example.test',
      blog_public: '0',
    }),
  });
  if (!install.ok) throw new Error(`WordPress install answered ${install.status}`);
  const phpArgs = (code) => [
    '-r',
    `$_SERVER['HTTP_HOST']='127.0.0.1:${port}'; require ${JSON.stringify(join(dir, 'wp-load.php'))}; require_once ABSPATH.'wp-admin/includes/plugin.php'; ${code}`,
  ];
  const php = (code) => execFileSync('php', phpArgs(code), { cwd: dir, encoding: 'utf8' });
  const phpAsync = (code) =>
    new Promise((resolve, reject) =>
      execFile('php', phpArgs(code), { cwd: dir, encoding: 'utf8' }, (error, stdout) =>
        error ? reject(error) : resolve(stdout),
      ),
    );
  return {
    origin,
    dir,
    php,
    phpAsync,
    stop,
  };
}
