import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Server tests talk to the real app over HTTP on a loopback port. Each test file opens its own
 * database: in-memory PGlite by default, or a fresh database on the PostgreSQL server named by
 * `TEST_DATABASE_URL` (see `src/test/harness.ts` and `scripts/with-postgres.sh`).
 */
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    pool: 'forks',
    // Vitest's default is one worker less than the cores: a single worker on a 2-core CI machine,
    // where a file mostly waits on its own loopback server and PGlite in one thread.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Migrations, argon2 hashing and the demo seed take a few seconds per file on a slow machine.
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Migrates and seeds once per run; each file opens a copy (src/test/templates.ts).
    globalSetup: ['src/test/global-setup.ts'],
  },
});
