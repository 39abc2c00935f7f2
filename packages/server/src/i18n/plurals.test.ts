import { beforeAll, describe, expect, it } from 'vitest';
import { createI18n } from '../../../components/src/i18n/index';
import { elementCatalogues } from './element-catalogues';

/**
 * Issue 30: count texts take the language's plural form through i18next's `count` plurals
 * (`key_one`, `key_other`; Arabic also `_zero`, `_two`, `_few`, `_many`). Each text is rendered with
 * 0, 1, 2, 3, 11 and 100 (one count per Arabic category) and compared word for word: German had
 * "1 Anmeldungen" and "von 1 Playern", Arabic "من 25 مشغلات" for every count.
 */
const COUNTS = [0, 1, 2, 3, 11, 100] as const;
type Count = (typeof COUNTS)[number];
const LRI = '\u2066';
const PDI = '\u2069';
/** A number isolated left to right inside Arabic text, as the catalogues write `{{count}}`. */
const iso = (n: number) => `${LRI}${n}${PDI}`;

/** Per Arabic count: zero, one, two, few, many, other. */
const ar = (forms: [string, string, string, string, string, string]) =>
  Object.fromEntries(COUNTS.map((c, i) => [c, forms[i]])) as Record<Count, string>;
const byCount = (render: (count: Count) => string) =>
  Object.fromEntries(COUNTS.map((c) => [c, render(c)])) as Record<Count, string>;
/** German singular for 1, plural for the rest. */
const de1 = (one: string, other: string) => (c: number) => (c === 1 ? one : other);

interface Case {
  key: string;
  vars: (count: Count) => Record<string, string | number>;
  expected: Partial<Record<'en' | 'hu' | 'de' | 'ar', Record<Count, string>>>;
}

const CASES: Case[] = [
  {
    key: 'reports.rowsShown',
    vars: (count) => ({ from: 1, to: count, count }),
    expected: {
      en: byCount((c) => `1–${c} of ${c} ${c === 1 ? 'player' : 'players'}`),
      hu: byCount((c) => `${c} lejátszóból 1–${c}`),
      de: byCount((c) => `1–${c} von ${c} ${de1('Player', 'Playern')(c)}`),
      ar: ar([
        `${LRI}1–0${PDI} من ${iso(0)} مشغل`,
        `${LRI}1–1${PDI} من مشغل واحد`,
        `${LRI}1–2${PDI} من مشغلين`,
        `${LRI}1–3${PDI} من ${iso(3)} مشغلات`,
        `${LRI}1–11${PDI} من ${iso(11)} مشغلًا`,
        `${LRI}1–100${PDI} من ${iso(100)} مشغل`,
      ]),
    },
  },
  {
    key: 'forms.deleteLoses',
    vars: (count) => ({ name: 'Newsletter', count }),
    expected: {
      de: byCount(
        (c) => `„Newsletter“ und seine ${c} ${de1('Anmeldung', 'Anmeldungen')(c)} werden entfernt.`,
      ),
      ar: ar([
        'ستتم إزالة "Newsletter"، وليست له اشتراكات.',
        'ستتم إزالة "Newsletter" واشتراكه الوحيد.',
        'ستتم إزالة "Newsletter" واشتراكيه الاثنين.',
        'ستتم إزالة "Newsletter" و3 اشتراكات له.',
        'ستتم إزالة "Newsletter" و11 اشتراكًا له.',
        'ستتم إزالة "Newsletter" و100 اشتراك له.',
      ]),
    },
  },
  {
    key: 'forms.several',
    vars: (count) => ({ count }),
    expected: {
      de: byCount((c) => `${c} ${de1('Gruppe', 'Gruppen')(c)}`),
      ar: ar(['لا مجموعات', 'مجموعة واحدة', 'مجموعتان', '3 مجموعات', '11 مجموعةً', '100 مجموعة']),
    },
  },
  {
    key: 'restream.limit',
    vars: (count) => ({ count }),
    expected: {
      de: byCount(
        (c) => `Du kannst höchstens ${c} ${de1('Restream-Plattform', 'Restream-Plattformen')(c)} auswählen.`,
      ),
      ar: ar([
        'لا يمكنك اختيار أي منصة لإعادة البث.',
        'لا يمكنك اختيار أكثر من منصة واحدة لإعادة البث.',
        'لا يمكنك اختيار أكثر من منصتين لإعادة البث.',
        'لا يمكنك اختيار أكثر من 3 منصات لإعادة البث.',
        'لا يمكنك اختيار أكثر من 11 منصةً لإعادة البث.',
        'لا يمكنك اختيار أكثر من 100 منصة لإعادة البث.',
      ]),
    },
  },
  {
    key: 'players.deleteFailed',
    vars: (count) => ({ count }),
    expected: {
      de: byCount((c) => `${c} ${de1('konnte', 'konnten')(c)} nicht gelöscht werden.`),
      ar: ar([
        `تعذّر حذف ${iso(0)} مشغل.`,
        'تعذّر حذف مشغل واحد.',
        'تعذّر حذف مشغلين.',
        `تعذّر حذف ${iso(3)} مشغلات.`,
        `تعذّر حذف ${iso(11)} مشغلًا.`,
        `تعذّر حذف ${iso(100)} مشغل.`,
      ]),
    },
  },
];

describe('count texts take the plural form of the count (issue 30)', () => {
  beforeAll(async () => {
    await elementCatalogues();
  });

  it('the counts cover every Arabic plural category', () => {
    const rules = new Intl.PluralRules('ar');
    expect(COUNTS.map((c) => rules.select(c))).toEqual(['zero', 'one', 'two', 'few', 'many', 'other']);
  });

  for (const { key, vars, expected } of CASES)
    for (const [lang, texts] of Object.entries(expected))
      it(`${lang}: ${key} at ${COUNTS.join(', ')}`, () => {
        const i18n = createI18n(lang);
        expect(byCount((c) => i18n.t(key, vars(c)))).toEqual(texts);
      });
});
