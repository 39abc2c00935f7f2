import i18next, { type i18n } from 'i18next';
import { type Catalogue, en } from './en';

export type { Catalogue };

/** Languages written right to left among the spec's languages (000 §9). */
const RTL = new Set(['ar']);

/** `rtl` for right-to-left languages, else `ltr`. */
export const directionOf = (lang: string) => (RTL.has(lang) ? 'rtl' : 'ltr');

/**
 * A fresh i18next instance for one element (so two elements in different languages never share
 * state). English is the fallback for any key a language's catalogue lacks.
 */
export function createI18n(lang = 'en'): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: lang,
    fallbackLng: 'en',
    resources: { en: { translation: en } },
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
