/**
 * ISO 3166-1 alpha-2 country codes and their names in a language, from the Unicode CLDR data the
 * JavaScript engine carries (`Intl.DisplayNames`), so no list of names is kept in this code.
 */

/**
 * Two-letter region codes CLDR names that are not ISO 3166-1 countries: the user-assigned ranges
 * (AA, QM–QZ, XA–XZ, ZZ) and the exceptionally reserved codes (Ascension, Clipperton, Sark, Diego
 * Garcia, Ceuta and Melilla, Canary Islands, Tristan da Cunha, EU, Eurozone, United Nations).
 */
const NOT_ISO_COUNTRY = /^(AA|Q[M-Z]|X[A-Z]|ZZ|AC|CP|CQ|DG|EA|IC|TA|EU|EZ|UN)$/;

let cached: string[] | undefined;

/**
 * Every ISO 3166-1 alpha-2 code (249 with current CLDR data), sorted by code: every letter pair
 * CLDR gives a region name, minus deprecated codes (whose canonical form is another code) and
 * {@link NOT_ISO_COUNTRY}.
 */
export function isoCountryCodes(): string[] {
  if (cached) return cached;
  const names = new Intl.DisplayNames('en', { type: 'region', fallback: 'none' });
  const codes: string[] = [];
  for (let a = 65; a <= 90; a++) {
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      if (NOT_ISO_COUNTRY.test(code) || !names.of(code)) continue;
      if (Intl.getCanonicalLocales(`und-${code}`)[0] !== `und-${code}`) continue;
      codes.push(code);
    }
  }
  cached = codes;
  return codes;
}

/** One country of a list: its ISO code and its name in the list's language. */
export interface Country {
  code: string;
  name: string;
}

/** The ISO countries named in `language` (BCP 47 tag), sorted by name in that language. */
export function countryList(language: string): Country[] {
  const names = new Intl.DisplayNames([language, 'en'], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(language);
  return isoCountryCodes()
    .map((code) => ({ code, name: names.of(code) ?? code }))
    .sort((x, y) => collator.compare(x.name, y.name));
}

/**
 * The ISO code of a stored country value: the value itself when it is a code, else the code whose
 * English name equals it (accounts that stored a name, e.g. "Hungary"); `''` when none matches.
 */
export function countryCode(value: string | null | undefined): string {
  const v = (value ?? '').trim();
  if (v === '') return '';
  const codes = isoCountryCodes();
  if (codes.includes(v.toUpperCase()) && v.length === 2) return v.toUpperCase();
  const names = new Intl.DisplayNames('en', { type: 'region', fallback: 'none' });
  return codes.find((c) => names.of(c)?.toLowerCase() === v.toLowerCase()) ?? '';
}
