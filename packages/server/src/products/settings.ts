/**
 * Settings of the product fetchers, from the environment (README "Settings"):
 * - `PRODUCT_FETCH_ALLOW`: comma list of host names or IP addresses the link fetch and the feed
 *   import may reach even though they are loopback, private or link-local (intranets, tests).
 * - `AI_FETCH_URL`: base URL of an OpenAI-compatible API (`…/v1`); unset hides the AI fetch.
 * - `AI_FETCH_API_KEY`: its bearer key (optional); `AI_FETCH_MODEL`: model name (default `gpt-4o-mini`).
 */
export interface ProductFetchSettings {
  allow: string[];
  ai: { url: string; apiKey: string | undefined; model: string } | null;
}

/** Reads {@link ProductFetchSettings} from `env` (default `process.env`) when the routes are built. */
export function loadProductFetchSettings(env: NodeJS.ProcessEnv = process.env): ProductFetchSettings {
  const allow = (env.PRODUCT_FETCH_ALLOW ?? '')
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  const url = env.AI_FETCH_URL?.trim();
  return {
    allow,
    ai: url
      ? {
          url: url.replace(/\/$/, ''),
          apiKey: env.AI_FETCH_API_KEY || undefined,
          model: env.AI_FETCH_MODEL || 'gpt-4o-mini',
        }
      : null,
  };
}
