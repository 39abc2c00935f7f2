import i18next, { type i18n } from 'i18next';
import { ar } from './ar';
import { de } from './de';
import { type Catalogue, en } from './en';
import { hu } from './hu';

export type { Localized } from './types';
export type { Catalogue };

/*
 * How to add an area's texts (four catalogues, one per language):
 *  1. `<area>/i18n.en.ts`  — `export const fooEn = { … }` (English, spec texts word for word).
 *  2. `<area>/i18n.hu.ts`, `i18n.de.ts`, `i18n.ar.ts` — `export const fooHu: Localized<typeof fooEn> = { … }`
 *     (import type `Localized` from '../i18n/types'); a missing key fails the type check. Keep every
 *     `{{variable}}`; Arabic adds `_zero/_two/_few/_many` next to each English `_one/_other` pair.
 *  3. Register the area under the same top-level key in `en.ts`, `hu.ts`, `de.ts` and `ar.ts` here.
 * `catalogues.test.ts` (server vitest run, part of `npm test`) checks all languages have the same keys
 * and variables, no empty values and the Arabic plural forms.
 */

/** Every language's catalogue, keyed by its code (000 §9). */
export const catalogues = { hu, en, de, ar } as const;

/** Languages written right to left among the spec's languages (000 §9). */
const RTL = new Set(['ar']);

/** `rtl` for right-to-left languages, else `ltr`. */
export const directionOf = (lang: string) => (RTL.has(lang) ? 'rtl' : 'ltr');

/**
 * A fresh i18next instance for one element (so two elements in different languages never share
 * state). All four catalogues are loaded; English is the fallback for any key a language lacks.
 */
export function createI18n(lang = 'hu'): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: lang,
    fallbackLng: 'en',
    resources: {
      hu: { translation: hu },
      en: { translation: en },
      de: { translation: de },
      ar: { translation: ar },
    },
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
