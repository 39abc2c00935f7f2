import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildTemplates, type DbTemplates } from './templates';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's database templates (see `templates.ts`); read by `harness.ts`. */
    smucDbTemplates: DbTemplates;
  }
}

/**
 * Vitest global setup of the server tests: migrates and seeds once per run, so each test file
 * opens a copy instead of migrating and seeding again (see `templates.ts`).
 *
 * `SMUC_TEST_TEMPLATES` (a folder, PGlite only): the templates are built there once and kept, so a
 * later vitest run of the same test run opens them instead of migrating and seeding again
 * (scripts/run-tests.mjs: the WordPress and shop plugin run after the PGlite server pass). The
 * folder must belong to one checkout's one test run (the test script empties .test-output first):
 * nothing checks that its templates match the code.
 */
export default async function setup(project: TestProject) {
  const kept = process.env.TEST_DATABASE_URL ? undefined : process.env.SMUC_TEST_TEMPLATES;
  if (kept) {
    project.provide('smucDbTemplates', await keptTemplates(kept));
    return;
  }
  const { templates, dispose } = await buildTemplates();
  project.provide('smucDbTemplates', templates);
  return dispose;
}

/** The templates kept in `dir`, built there first when it has none yet (see setup). */
async function keptTemplates(dir: string): Promise<DbTemplates> {
  const index = join(dir, 'templates.json');
  if (existsSync(index)) return JSON.parse(readFileSync(index, 'utf8')) as DbTemplates;
  mkdirSync(dir, { recursive: true });
  const { templates } = await buildTemplates(join(dir, 'build'));
  // Written last, so a run that stopped half way leaves no index to a half-built template.
  writeFileSync(index, JSON.stringify(templates));
  return templates;
}
