/**
 * Types every translated catalogue is checked against. A language's catalogue has exactly the English
 * keys (a missing or misspelt key fails the type check) and, wherever English has a plural pair
 * `x_one`/`x_other`, may add the other CLDR forms `x_zero`, `x_two`, `x_few`, `x_many` (Arabic needs
 * all six; the catalogue check test enforces that).
 */
type PluralExtras<T> = {
  [K in keyof T as K extends `${infer B}_other`
    ? `${B}_zero` | `${B}_two` | `${B}_few` | `${B}_many`
    : never]?: string;
};

/** The shape of one language's translation of the English catalogue `T` (nested objects of strings). */
export type Localized<T> = T extends string ? string : { [K in keyof T]: Localized<T[K]> } & PluralExtras<T>;
