import i18next, { type i18n } from 'i18next';
import { type Catalogue, en } from './en';
import type { Localized } from './types';

export type { Localized } from './types';
export type { Catalogue };

/*
 * How to add an area's texts (four catalogues, one per language, and one registration):
 *  1. `<area>/i18n.en.ts`  — `export const fooEn = { … }` (English, spec texts word for word).
 *  2. `<area>/i18n.hu.ts`, `i18n.de.ts`, `i18n.ar.ts` — `export const fooHu: Localized<typeof fooEn> = { … }`
 *     (import type `Localized` from '../i18n/types'); a missing key fails the type check. Keep every
 *     `{{variable}}`; Arabic adds `_zero/_two/_few/_many` next to each English `_one/_other` pair.
 *  3. `<area>/texts.ts` — `registerCatalogue('foo', { en: fooEn, hu: () => import('./i18n.hu')…, … })`,
 *     imported by the area's element module and by any module of another area that uses `foo.*` keys.
 *     The area's English then ships in the area's chunk, each other language in a chunk of its own.
 * The shared catalogue (`./en.ts`: common words, errors, kinds, the dashboard's and the players
 * list's texts) is always there in English; the other languages load on demand (`loadLanguage`), the
 * shared part and every area registered so far.
 * `catalogues.test.ts` (server vitest run, part of `npm test`) finds every `texts.ts` and checks all
 * languages have the same keys and variables, no empty values and the Arabic plural forms.
 */

/** The languages besides English, whose texts load on demand (000 §9). */
export type OtherLanguage = 'hu' | 'de' | 'ar';

/**
 * One area's texts under its own top-level key: the English catalogue `T` (the fallback, there as
 * soon as the area's module is) and, per other language, a loader resolving to its translation.
 */
export type AreaCatalogue<T> = { en: T } & Record<OtherLanguage, () => Promise<Localized<T>>>;

/** The shared catalogue's other languages, each its own chunk in a build. */
const SHARED: Record<OtherLanguage, () => Promise<Localized<Catalogue>>> = {
  hu: () => import('./hu').then((m) => m.hu),
  de: () => import('./de').then((m) => m.de),
  ar: () => import('./ar').then((m) => m.ar),
};

/** The areas registered so far, by top-level key. */
const areas = new Map<string, AreaCatalogue<object>>();

/** The English texts: the shared catalogue and every area registered so far. */
const english: Record<string, unknown> = { ...en };

/** The texts loaded so far: language code → top-level key → texts. English: all registered. */
const loaded: Record<string, Record<string, unknown>> = { en: english };

/** Languages whose shared catalogue is loaded. */
const sharedLoaded = new Set<string>(['en']);

const isOther = (lang: string): lang is OtherLanguage => Object.hasOwn(SHARED, lang);

/**
 * Registers an area's texts under `key` (its `<area>/texts.ts` calls this when the area's module
 * loads; issue 20 §4): the English at once, the other languages with the next `loadLanguage`.
 * A second registration of the same key is ignored. Throws when `key` is one of the shared
 * catalogue's keys (`common`, `errors`, …).
 */
export function registerCatalogue<T extends object>(key: string, catalogue: AreaCatalogue<T>): void {
  if (Object.hasOwn(en, key)) throw new Error(`i18n: "${key}" is a key of the shared catalogue`);
  if (areas.has(key)) return;
  areas.set(key, catalogue);
  english[key] = catalogue.en;
}

/** The loaders of what `lang` still lacks: its shared catalogue and the areas registered since. */
function missing(lang: OtherLanguage): (() => Promise<Record<string, unknown>>)[] {
  const have = loaded[lang] ?? {};
  const loaders: (() => Promise<Record<string, unknown>>)[] = [];
  if (!sharedLoaded.has(lang))
    loaders.push(() =>
      SHARED[lang]().then((texts) => {
        sharedLoaded.add(lang);
        return texts;
      }),
    );
  for (const [key, catalogue] of areas)
    if (!Object.hasOwn(have, key)) loaders.push(() => catalogue[lang]().then((texts) => ({ [key]: texts })));
  return loaders;
}

/**
 * Whether `createI18n(lang)` has all of `lang`'s texts now: its shared catalogue and every area
 * registered so far (true for English and for a language we do not have: English is used).
 */
export const isLanguageLoaded = (lang: string) => !isOther(lang) || missing(lang).length === 0;

/**
 * Loads `lang`'s texts (hu, de, ar; anything else is a no-op: English is used): its shared catalogue
 * and those of the areas registered so far that it lacks. Resolves when they are there; rejects when
 * a chunk cannot be fetched (a later call tries again what is still missing).
 */
export async function loadLanguage(lang: string): Promise<void> {
  if (!isOther(lang)) return;
  const texts = await Promise.all(missing(lang).map((load) => load()));
  loaded[lang] = Object.assign(loaded[lang] ?? {}, ...texts);
}

/**
 * Loads every language of the shared catalogue and of every area registered so far, and answers
 * them all by language code (for checks over the catalogues: key parity, spelling).
 */
export async function loadEveryLanguage(): Promise<Record<'en' | OtherLanguage, Record<string, unknown>>> {
  for (const lang of Object.keys(SHARED)) await loadLanguage(lang);
  return { en: english, hu: loaded.hu ?? {}, de: loaded.de ?? {}, ar: loaded.ar ?? {} };
}

/** Languages written right to left among the spec's languages (000 §9). */
const RTL = new Set(['ar']);

/** `rtl` for right-to-left languages, else `ltr`. */
export const directionOf = (lang: string) => (RTL.has(lang) ? 'rtl' : 'ltr');

/**
 * A fresh i18next instance for one element (so two elements in different languages never share
 * state), with the catalogues loaded so far (see `loadLanguage`); English is the fallback for any
 * key a language lacks.
 */
export function createI18n(lang = 'hu'): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: lang,
    fallbackLng: 'en',
    resources: Object.fromEntries(
      Object.entries(loaded).map(([code, texts]) => [code, { translation: texts }]),
    ),
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
