// The product's own texts in each dashboard language, for the tutorial recorder
// (scripts/record-tutorials.mjs): flows find controls by catalogue key, so one flow records every
// language. Imports the TypeScript catalogues: run under tsx (or vitest).
import { leaves } from '../packages/server/src/i18n/all-texts.ts';
import { elementCatalogues } from '../packages/server/src/i18n/element-catalogues.ts';

/** The four dashboard languages (000 §9), English first: the user's likely language records first. */
export const TUTORIAL_LANGUAGES = ['en', 'hu', 'de', 'ar'];

/**
 * The host app's catalogue in `lang`: its English lives in `i18n.ts` beside the i18next setup, the
 * others in `i18n.{lang}.ts`.
 */
async function hostCatalogue(lang) {
  if (lang === 'en') return (await import('../packages/host-app/src/i18n.ts')).en;
  return (await import(`../packages/host-app/src/i18n.${lang}.ts`))[lang];
}

/** Every text of the dashboard elements (i18next keys) and the host app (`host.…`) in `lang`, by key. */
export async function productTexts(lang) {
  if (!TUTORIAL_LANGUAGES.includes(lang)) throw new Error(`no dashboard language ${lang}`);
  const catalogues = await elementCatalogues();
  return new Map([...leaves(catalogues[lang]), ...leaves(await hostCatalogue(lang), 'host')]);
}

/**
 * `t(key, vars?)` of one language: the dashboard elements' catalogue text of `key` (i18next keys,
 * `host.…` for the host app's), with `{{name}}` interpolations filled from `vars`.
 * @throws when the key has no text in that language (a flow would look for a control that does not
 *   exist: better to fail before recording than to time out in the middle of one).
 */
export async function translator(lang) {
  const texts = await productTexts(lang);
  return (key, vars = {}) => {
    const text = texts.get(key);
    if (text === undefined) throw new Error(`no ${lang} text for the key ${key}`);
    return text.replace(/\{\{(\w+)\}\}/g, (whole, name) => (name in vars ? String(vars[name]) : whole));
  };
}
