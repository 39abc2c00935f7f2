import { describe, expect, it } from 'vitest';
import { catalogues } from '../../../components/src/i18n/index';

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
 * Issue 17 checks over every language (new areas are included as soon as they are registered in
 * `src/i18n/<lang>.ts`): the same keys as English (plural forms compared by their base), the same
 * `{{variables}}` per key (the `count`/`value` of a plural may be spelt out in a form such as Arabic
 * "one"), no empty values, and all six Arabic plural forms wherever English has `_one/_other`.
 */
describe('catalogues', () => {
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
