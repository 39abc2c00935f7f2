import type { Language } from '../schemas/common';
import { SERVER_TEXTS } from './catalogues';
import { serverTextsEn } from './en';

export {
  accountTextsAr,
  checksTextsAr,
  formTextsAr,
  paymentTextsAr,
  productTextsAr,
} from './ar';
export { SERVER_TEXTS } from './catalogues';
export {
  accountTextsDe,
  checksTextsDe,
  formTextsDe,
  paymentTextsDe,
  productTextsDe,
} from './de';
export type { ServerTexts } from './en';
export { FIELD_LABELS_EN, fieldLabelEn } from './fields';
export {
  accountTextsHu,
  checksTextsHu,
  formTextsHu,
  paymentTextsHu,
  productTextsHu,
} from './hu';
export type { Localized } from './types';

/** Variables of a text: `{{name}}` → value. */
export type TextVars = Record<string, string | number>;

/** First strong isolate and pop directional isolate (Unicode bidi, UAX #9). */
const FSI = '\u2068';
const PDI = '\u2069';

/** The text at `key` (`group.name`) of `texts`, or `undefined`. */
function lookup(texts: unknown, key: string): string | undefined {
  let node: unknown = texts;
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'string' ? node : undefined;
}

/**
 * The text `key` (e.g. `limits.stringMax`, `checks.startInPast`) in `lang` with its `{{variables}}`
 * filled in; English where the language lacks it, the key itself where English does too. In
 * Arabic every variable is wrapped in Unicode isolates (FSI…PDI) so numbers, codes and names keep
 * their order inside right-to-left text (issue 17).
 */
export function renderText(lang: Language, key: string, vars: TextVars = {}): string {
  const template = lookup(SERVER_TEXTS[lang], key) ?? lookup(serverTextsEn, key) ?? key;
  const wrap = lang === 'ar' ? (v: string) => `${FSI}${v}${PDI}` : (v: string) => v;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in vars ? wrap(String(vars[name])) : whole,
  );
}

/** Groups whose texts are messages (the others are labels and column titles). */
const MESSAGE_GROUPS = [
  'checks',
  'product',
  'form',
  'account',
  'payment',
  'socialVideo',
  'restream',
  'limits',
  'server',
];

interface Matcher {
  key: string;
  pattern: RegExp;
  names: string[];
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Exact English texts → key, and the patterns of the texts with variables, most specific first. */
let index: { exact: Map<string, string>; matchers: Matcher[] } | undefined;

/** Built on first use, so a bundle that never localizes (the viewer player) drops the catalogues. */
function textIndex() {
  if (index) return index;
  const exact = new Map<string, string>();
  const matchers: Matcher[] = [];
  for (const group of MESSAGE_GROUPS) {
    for (const [name, text] of Object.entries(
      (serverTextsEn as unknown as Record<string, Record<string, string>>)[group] ?? {},
    )) {
      const key = `${group}.${name}`;
      const names = [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] as string);
      if (names.length === 0) {
        if (!exact.has(text)) exact.set(text, key);
        continue;
      }
      const seen = new Map<string, number>();
      let source = '';
      let rest = text;
      for (const m of text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)) {
        const at = rest.indexOf(m[0]);
        source += escapeRegExp(rest.slice(0, at));
        const n = m[1] as string;
        source += seen.has(n) ? `\\${seen.get(n)}` : '(.+?)';
        if (!seen.has(n)) seen.set(n, seen.size + 1);
        rest = rest.slice(at + m[0].length);
      }
      source += escapeRegExp(rest);
      matchers.push({ key, pattern: new RegExp(`^${source}$`, 's'), names: [...seen.keys()] });
    }
  }
  const literal = (m: Matcher) => m.pattern.source.replace(/\(\.\+\?\)|\\\d/g, '').length;
  matchers.sort((a, b) => literal(b) - literal(a));
  index = { exact, matchers };
  return index;
}

/** English field names → wire name, for the `{{field}}` of the limit texts. */
const fieldByLabel = (label: string) =>
  Object.entries(serverTextsEn.fields).find(
    ([, english]) => english.toLowerCase() === label.toLowerCase(),
  )?.[0];

/**
 * Which text an English message is: its key and variables, or `null` for a text of no catalogue
 * (a provider's own words, say). The inverse of {@link renderText} for `en`.
 */
export function textKeyOf(message: string): { key: string; vars: TextVars } | null {
  const { exact, matchers } = textIndex();
  const key = exact.get(message);
  if (key) return { key, vars: {} };
  for (const m of matchers) {
    const found = m.pattern.exec(message);
    if (!found) continue;
    const vars: TextVars = {};
    m.names.forEach((name, i) => {
      vars[name] = found[i + 1] as string;
    });
    return { key: m.key, vars };
  }
  return null;
}

/**
 * An English message of the server (a rule's text, a schema limit, a refusal) in `lang`, with its
 * variables kept; a field named in a limit text is named in `lang` too. A text of no catalogue is
 * answered as it is. Used by the server's error answers for the request's `Accept-Language` (000 §7).
 */
export function localizeText(message: string, lang: Language): string {
  if (lang === 'en') return message;
  const found = textKeyOf(message);
  if (!found) return message;
  const { key, vars } = found;
  if (typeof vars.field === 'string') {
    const wire = fieldByLabel(vars.field);
    const named = wire ? lookup(SERVER_TEXTS[lang].fields, wire) : undefined;
    if (named) vars.field = named;
  }
  return renderText(lang, key, vars);
}
export {
  eventCsvTitle,
  formCsvHeader,
  reportCsvCell,
  reportCsvKind,
  reportCsvTitle,
  subscriberCsvHeader,
} from './csv';
export { REPORT_TITLES } from './report-titles';
