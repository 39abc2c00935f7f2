import type { Http } from './http';

/** The public player document (issue 6): what `<smuc-player>` renders for viewers. */
export function playerResource(http: Http) {
  return {
    /**
     * `GET /player/{apikey}` (public, no session needed): the saved player as viewers get it —
     * settings, products, form, font, the video or live source and the analytics endpoints.
     * Raises NotFoundError for an unknown or deleted player.
     */
    get: (apikey: string, signal?: AbortSignal) =>
      http.call('GET', `player/${encodeURIComponent(apikey)}`, (s) => s.playerConfigSchema, { signal }),
  };
}
