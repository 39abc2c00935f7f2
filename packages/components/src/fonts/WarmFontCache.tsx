import { useEffect } from 'react';
import { useArea } from '../shell/area-context';
import { fontCacheKey, warmFontCache } from './font-cache';

/**
 * Renders nothing; loads the account's font list into the page's font cache (000 §2 Fonts: the
 * fonts page entered from the dashboard shows this list without refetching). Failures are silent:
 * the fonts page then loads the list itself.
 */
export function WarmFontCache({ apiBase, token }: { apiBase?: string; token?: string }) {
  const { client } = useArea();
  useEffect(() => {
    const controller = new AbortController();
    warmFontCache(client, fontCacheKey(apiBase, token), controller.signal).catch(() => undefined);
    return () => controller.abort();
  }, [client, apiBase, token]);
  return null;
}
