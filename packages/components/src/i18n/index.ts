import i18next, { type i18n } from 'i18next';
import { type Catalogue, en } from './en';
import type { Localized } from './types';

export type { Localized } from './types';
export type { Catalogue };

/*
 * How to add an area's texts (four catalogues, one per language):
 *  1. `<area>/i18n.en.ts`  — `export const fooEn = { … }` (English, spec texts word for word).
 *  2. `<area>/i18n.hu.ts`, `i18n.de.ts`, `i18n.ar.ts` — `export const fooHu: Localized<typeof fooEn> = { … }`
 *     (import type `Localized` from '../i18n/types'); a missing key fails the type check. Keep every
 *     `{{variable}}`; Arabic adds `_zero/_two/_few/_many` next to each English `_one/_other` pair.
 *  3. Register the area under the same top-level key in `en.ts`, `hu.ts`, `de.ts` and `ar.ts` here.
 * English is always loaded (the fallback); the other languages load on demand (`loadLanguage`), or
 * all at once by importing `./catalogues`.
 * `catalogues.test.ts` (server vitest run, part of `npm test`) checks all languages have the same keys
 * and variables, no empty values and the Arabic plural forms.
 */

/** The catalogues loaded so far, by language code (000 §9): English always. */
const loaded: Record<string, Localized<Catalogue>> = { en };

/** The other languages' catalogues, each its own chunk in a build. */
const LOADERS: Record<string, () => Promise<Localized<Catalogue>>> = {
  hu: () => import('./hu').then((m) => m.hu),
  de: () => import('./de').then((m) => m.de),
  ar: () => import('./ar').then((m) => m.ar),
};

/** Adds a language's catalogue (`./catalogues` adds them all up front). */
export function addCatalogue(lang: string, catalogue: Localized<Catalogue>) {
  loaded[lang] = catalogue;
}

/** Whether `createI18n(lang)` has `lang`'s texts now (true for a language we do not have: English is used). */
export const isLanguageLoaded = (lang: string) => lang in loaded || !(lang in LOADERS);

/**
 * Loads `lang`'s catalogue (en, hu, de, ar; anything else is a no-op: English is used). Resolves
 * when it is there; rejects when its chunk cannot be fetched (a later call tries again).
 */
export async function loadLanguage(lang: string): Promise<void> {
  if (isLanguageLoaded(lang)) return;
  const load = LOADERS[lang];
  if (load) addCatalogue(lang, await load());
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
