import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { SERVER_TEXTS } from '@smuc/sdk';
import { tables as playerTexts } from '../../../player/src/i18n';
import { elementCatalogues } from './element-catalogues';

/** The translated languages (English is the source every catalogue is typed from). */
export type TextLanguage = 'hu' | 'de' | 'ar';

/**
 * The host app's texts, loaded by a computed path: its `i18n.ts` (whose type these files import)
 * reads the browser's `navigator`, which the server's type check does not know.
 */
const hostFile = (lang: TextLanguage) =>
  pathToFileURL(join(dirname(fileURLToPath(import.meta.url)), '../../../host-app/src', `i18n.${lang}.ts`))
    .href;

/** `a.b.c` → text for every leaf of a catalogue. */
export function leaves(node: unknown, prefix = '', out = new Map<string, string>()): Map<string, string> {
  if (typeof node === 'string') out.set(prefix, node);
  else if (node && typeof node === 'object')
    for (const [k, v] of Object.entries(node)) leaves(v, prefix ? `${prefix}.${k}` : k, out);
  return out;
}

/**
 * The learning center's texts in `lang` (`learning/tutorials.{lang}.json`: category, title and the
 * description's HTML), keyed `tutorials.{id}.{field}`, tags replaced by spaces so only words remain.
 */
function tutorialTexts(lang: TextLanguage): [string, string][] {
  const file = join(dirname(fileURLToPath(import.meta.url)), '../learning', `tutorials.${lang}.json`);
  const list = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, string>>;
  return Object.entries(list).flatMap(([id, fields]) =>
    Object.entries(fields).map(
      ([field, text]) => [`tutorials.${id}.${field}`, text.replace(/<[^>]*>/g, ' ')] as [string, string],
    ),
  );
}

/**
 * Every user-visible text of the product in `lang`, as `[key, text]` pairs: the dashboard elements'
 * catalogues (keys as in i18next), the host app's (`host.…`), the server's (`server.…`, the sdk's
 * `texts/`), the viewer player's (`player.…`, its `{name}` interpolations written `{{name}}`) and the
 * learning center's tutorial texts (`tutorials.…`).
 * For checks over the translations: spelling (issue 17), the glossary (issue 30).
 */
export async function allTexts(lang: TextLanguage): Promise<[string, string][]> {
  const catalogues = await elementCatalogues();
  const host = (await import(hostFile(lang))) as Record<string, unknown>;
  return [
    ...leaves(catalogues[lang]),
    ...leaves(host[lang], 'host'),
    ...leaves(SERVER_TEXTS[lang], 'server'),
    ...Object.entries(playerTexts[lang]).map(
      ([key, text]) => [`player.${key}`, text.replace(/\{(\w+)\}/g, '{{$1}}')] as [string, string],
    ),
    ...tutorialTexts(lang),
  ];
}
