import type { ApiClient, Font } from '@smuc/sdk';

/**
 * The account's font list as the dashboard last loaded it, in memory for this page (000 §2
 * Fonts: "entered from the dashboard the list is not refetched; otherwise it is refreshed on
 * entry"). Keyed by API base and token so two sessions on one page never share a list.
 */
const cache = new Map<string, Font[]>();

/** The cache key of an element's connection (`api-base`, `token`). */
export const fontCacheKey = (apiBase?: string, token?: string) => `${apiBase ?? ''}|${token ?? ''}`;

/** The cached list of `key`, or `undefined`. */
export const cachedFonts = (key: string): Font[] | undefined => cache.get(key);

/** Remembers the list just loaded for `key`. */
export function storeFonts(key: string, fonts: Font[]) {
  cache.set(key, fonts);
}

/** Forgets every cached list (sign-out). */
export function clearFontCache() {
  cache.clear();
}

/**
 * Loads the font list for the cache (the dashboard does this on entry). The old entry is dropped
 * first, so a failed or aborted load never leaves an older session's list behind.
 */
export async function warmFontCache(client: ApiClient, key: string, signal?: AbortSignal) {
  cache.delete(key);
  const fonts = await client.fonts.list(signal);
  if (!signal?.aborted) cache.set(key, fonts);
}
