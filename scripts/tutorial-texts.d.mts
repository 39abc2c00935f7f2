/** The four dashboard languages, English first. */
export const TUTORIAL_LANGUAGES: readonly ('en' | 'hu' | 'de' | 'ar')[];
/** Every text of the dashboard elements and the host app (`host.…`) in `lang`, by key. */
export function productTexts(lang: string): Promise<Map<string, string>>;
/** `t(key, vars?)` of one language; the returned function throws on a key without a text. */
export function translator(lang: string): Promise<(key: string, vars?: Record<string, unknown>) => string>;
