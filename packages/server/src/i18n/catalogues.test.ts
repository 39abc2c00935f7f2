import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { SERVER_TEXTS } from '@smuc/sdk';
import { describe, expect, it } from 'vitest';
import { en as sharedEn } from '../../../components/src/i18n/en';
import { PLURAL_FORMS, tables as playerTexts } from '../../../player/src/i18n';
import { catalogueFolders, elementCatalogues } from './element-catalogues';

const catalogues = await elementCatalogues();

/** `a.b.c` → string for every leaf of a catalogue. */
function leaves(node: unknown, prefix = '', out = new Map<string, string>()): Map<string, string> {
  if (typeof node === 'string') out.set(prefix, node);
  else if (node && typeof node === 'object')
    for (const [k, v] of Object.entries(node)) leaves(v, prefix ? `${prefix}.${k}` : k, out);
  return out;
}

/** The sorted `{{variables}}` a text uses. */
const variables = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]).sort();

const PLURAL = /_(zero|one|two|few|many|other)$/;
const ARABIC_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'];

/**
 * Issue 17 checks over every language (an area is included through its `texts.ts`, which registers
 * its catalogue; issue 20 §4): the same keys as English (plural forms compared by their base), the same
 * `{{variables}}` per key (the `count`/`value` of a plural may be spelt out in a form such as Arabic
 * "one"), no empty values, and all six Arabic plural forms wherever English has `_one/_other`.
 */
describe('catalogues', () => {
  it('every area catalogue (i18n.en.ts) is registered by a texts.ts beside it, under its own key', () => {
    const { withCatalogue, registering } = catalogueFolders();
    expect(registering).toEqual(withCatalogue);
    // The shared catalogue plus one key per registering folder: no area lost, none registered twice.
    expect(Object.keys(catalogues.en).length).toBe(Object.keys(sharedEn).length + registering.length);
    // Each language's loaders answered every area.
    for (const lang of ['hu', 'de', 'ar'] as const)
      expect(Object.keys(catalogues[lang]).sort(), lang).toEqual(Object.keys(catalogues.en).sort());
  });

  const en = leaves(catalogues.en);
  const base = (key: string) => key.replace(PLURAL, '');
  const enBases = new Set([...en.keys()].map(base));
  const enPlurals = new Set([...en.keys()].filter((k) => k.endsWith('_other')).map(base));

  for (const lang of ['hu', 'de', 'ar'] as const) {
    const cat = catalogues[lang] as Record<string, unknown>;
    const areas = Object.keys(cat);
    const texts = leaves(cat);

    it(`${lang}: same keys as English in every registered area`, () => {
      const enInAreas = [...enBases].filter((k) => areas.includes(k.split('.')[0] ?? ''));
      const missing = enInAreas.filter((k) => ![...texts.keys()].some((t) => base(t) === k));
      const extra = [...texts.keys()].filter((k) => !enBases.has(base(k)));
      expect(missing, 'missing').toEqual([]);
      expect(extra, 'not in English').toEqual([]);
    });

    it(`${lang}: no empty values and the same variables per key`, () => {
      const problems: string[] = [];
      for (const [key, text] of texts) {
        if (!text.trim()) problems.push(`${key}: empty`);
        const english = en.get(key) ?? en.get(`${base(key)}_other`) ?? '';
        const wanted = variables(english);
        const got = variables(text);
        const plural = PLURAL.test(key);
        // A plural form may name its number in words ("one", "two") instead of {{count}}.
        const ok = plural
          ? got.every((v) => wanted.includes(v)) &&
            wanted.filter((v) => !got.includes(v)).every((v) => v === 'count' || v === 'value')
          : JSON.stringify(got) === JSON.stringify(wanted);
        if (!ok) problems.push(`${key}: {{${got.join(',')}}} instead of {{${wanted.join(',')}}}`);
      }
      expect(problems).toEqual([]);
    });
  }

  it('ar: all six plural forms wherever English has _one/_other', () => {
    const ar = leaves(catalogues.ar);
    const arAreas = Object.keys(catalogues.ar);
    const missing: string[] = [];
    for (const b of enPlurals) {
      if (!arAreas.includes(b.split('.')[0] ?? '')) continue;
      for (const form of ARABIC_FORMS) if (!ar.has(`${b}_${form}`)) missing.push(`${b}_${form}`);
    }
    expect(missing).toEqual([]);
  });
});

/** The host app's catalogues, loaded by path (its `i18n.ts` reads `navigator`; see spelling.test.ts). */
const hostCatalogue = async (lang: 'en' | 'hu' | 'de' | 'ar') => {
  const file = lang === 'en' ? 'i18n.ts' : `i18n.${lang}.ts`;
  const url = pathToFileURL(
    join(dirname(fileURLToPath(import.meta.url)), '../../../host-app/src', file),
  ).href;
  return ((await import(url)) as Record<string, unknown>)[lang];
};

/** Same keys, same `{{variables}}` per key and no empty values as `en` (no plurals in these two). */
function parityProblems(en: Map<string, string>, other: Map<string, string>): string[] {
  const problems: string[] = [];
  for (const key of en.keys()) if (!other.has(key)) problems.push(`${key}: missing`);
  for (const [key, text] of other) {
    if (!en.has(key)) problems.push(`${key}: not in English`);
    if (!text.trim()) problems.push(`${key}: empty`);
    const wanted = variables(en.get(key) ?? '');
    const got = variables(text);
    if (JSON.stringify(got) !== JSON.stringify(wanted))
      problems.push(`${key}: {{${got.join(',')}}} instead of {{${wanted.join(',')}}}`);
  }
  return problems;
}

describe('host app and server texts', () => {
  for (const lang of ['hu', 'de', 'ar'] as const) {
    it(`${lang}: the host app has the English keys and variables, none empty`, async () => {
      expect(parityProblems(leaves(await hostCatalogue('en')), leaves(await hostCatalogue(lang)))).toEqual(
        [],
      );
    });

    it(`${lang}: the server texts (sdk) have the English keys and variables, none empty`, () => {
      expect(parityProblems(leaves(SERVER_TEXTS.en), leaves(SERVER_TEXTS[lang]))).toEqual([]);
    });
  }

  it('the server and the screens say the same words: rule messages and report column titles', () => {
    const pairs: [string, string][] = [
      ['checks', 'playerEditor.checks'],
      ['product', 'products.rules'],
      ['form', 'forms.errors'],
      ['account', 'profile.errors'],
      ['payment', 'payments.errors'],
      ['report.columns', 'reports.columns'],
    ];
    const differ: string[] = [];
    for (const lang of ['en', 'hu', 'de', 'ar'] as const) {
      const screen = leaves(catalogues[lang]);
      for (const [key, text] of leaves(SERVER_TEXTS[lang])) {
        const pair = pairs.find(([server]) => key.startsWith(`${server}.`));
        const screenKey = pair
          ? `${pair[1]}${key.slice(pair[0].length)}`
          : key.startsWith('report.metrics.')
            ? `reports.metrics.${key.slice('report.metrics.'.length)}.name`
            : undefined;
        if (screenKey && screen.get(screenKey) !== text)
          differ.push(`${lang} ${key}: "${text}" ≠ ${screenKey} "${screen.get(screenKey)}"`);
      }
    }
    expect(differ).toEqual([]);
  });
});

/** The `{variables}` of a viewer text (the player's own single-brace placeholders). */
const playerVariables = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('viewer player texts', () => {
  for (const lang of ['hu', 'de', 'ar'] as const) {
    it(`${lang}: the English keys and {variables}, none empty`, () => {
      const en = playerTexts.en;
      const other = playerTexts[lang];
      const problems: string[] = [];
      for (const key of Object.keys(en)) if (!(key in other)) problems.push(`${key}: missing`);
      for (const [key, text] of Object.entries(other)) {
        // A plural form (`player.viewers_two`) belongs to its English key and may leave out {count}
        // ("two people watching").
        const plural = new RegExp(`^(.+)_(${PLURAL_FORMS.join('|')})$`).exec(key);
        const base = plural && !(key in en) ? plural[1]! : key;
        if (!(base in en)) problems.push(`${key}: not in English`);
        if (!text.trim()) problems.push(`${key}: empty`);
        const wanted = playerVariables(en[base] ?? '').filter((v) => !plural || v !== 'count');
        const got = playerVariables(text).filter((v) => !plural || v !== 'count');
        if (JSON.stringify(got) !== JSON.stringify(wanted))
          problems.push(`${key}: {${got}} instead of {${wanted}}`);
      }
      expect(problems).toEqual([]);
    });
  }
});
