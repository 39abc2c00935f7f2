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
 */
export default async function setup(project: TestProject) {
  const { templates, dispose } = await buildTemplates();
  project.provide('smucDbTemplates', templates);
  return dispose;
}
