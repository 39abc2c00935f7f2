import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { loadEveryLanguage, type OtherLanguage } from '../../../components/src/i18n/index';

/** The dashboard elements' sources. */
const SOURCES = fileURLToPath(new URL('../../../components/src/', import.meta.url));

/** Paths (relative to the elements' sources) of every file named `name`, sorted. */
const filesNamed = (name: string) =>
  readdirSync(SOURCES, { recursive: true, encoding: 'utf8' })
    .filter((path) => path === name || path.endsWith(`/${name}`))
    .sort();

/**
 * The folders of the elements' sources that hold an area catalogue (`i18n.en.ts`), and those that
 * register one (`texts.ts`, issue 20 §4), as paths relative to `packages/components/src`.
 */
export const catalogueFolders = () => ({
  withCatalogue: filesNamed('i18n.en.ts')
    .map((path) => path.replace(/\/?i18n\.en\.ts$/, ''))
    .sort(),
  registering: filesNamed('texts.ts')
    .map((path) => path.replace(/\/?texts\.ts$/, ''))
    .sort(),
});

/**
 * Every text of the dashboard elements by language (en, hu, de, ar → top-level key → texts): the
 * shared catalogue and every area's, found by importing each `texts.ts` under the elements' sources
 * (as the areas do when they load) and loading all their languages. For checks over the catalogues
 * (key parity, spelling, leftovers of English).
 */
export async function elementCatalogues(): Promise<Record<'en' | OtherLanguage, Record<string, unknown>>> {
  for (const path of filesNamed('texts.ts')) await import(pathToFileURL(join(SOURCES, path)).href);
  return loadEveryLanguage();
}
