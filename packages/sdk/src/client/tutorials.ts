import { mapError } from '../errors/map-error';
import { UnknownError } from '../errors/unknown-error';
import type { Language } from '../schemas/common';
import type { Tutorial } from '../schemas/tutorial';
import type { ClientOptions } from './http';

/**
 * The server's origin root for an API base (`https://app.example/smucrestapi/v2` →
 * `https://app.example/`); a relative base resolves against the page.
 */
function originRoot(baseUrl: string): URL {
  // Browsers resolve a relative base against the page; elsewhere (Node, tests) it must be absolute.
  const page = (globalThis as { location?: { href: string } }).location?.href ?? 'http://localhost/';
  return new URL('/', new URL(baseUrl, page));
}

/**
 * Addresses of a tutorial's recording (learning center, 000 §2): the WebM video, its poster (JPEG)
 * and its captions (WebVTT), served by the same server as the API under `/tutorials/` (English) or
 * `/tutorials/{language}/` (the recording made in hu, de or ar, with captions in it; the server
 * answers the English files while a language has none: issue 30).
 */
export function tutorialMedia(
  baseUrl: string,
  videoId: string,
  language: Language = 'en',
): { video: string; poster: string; captions: string } {
  const root = originRoot(baseUrl);
  const id = encodeURIComponent(videoId);
  const folder = language === 'en' ? 'tutorials/' : `tutorials/${language}/`;
  return {
    video: new URL(`${folder}${id}.webm`, root).href,
    poster: new URL(`${folder}${id}.jpg`, root).href,
    captions: new URL(`${folder}${id}.vtt`, root).href,
  };
}

/** The learning center's static tutorial list (000 §7 "Static: GET /tutorials.json"). */
export function tutorialsResource(options: ClientOptions) {
  const fetcher = options.fetch ?? globalThis.fetch.bind(globalThis);
  return {
    /**
     * `GET /tutorials.json` at the server's root (static, not under the API prefix): every tutorial,
     * in `language` when given (`?lang=`; else the server picks from the request), schema-checked unless the client trusts answers (`validate: false`: then only an array is
     * required). Raises the 000 §8 errors (no answer → AuthenticationError, 404 → NotFoundError)
     * and UnknownError when the list does not fit the schema.
     */
    list: async (signal?: AbortSignal, language?: Language): Promise<Tutorial[]> => {
      const url = new URL('tutorials.json', originRoot(options.baseUrl));
      if (language) url.searchParams.set('lang', language);
      let response: Response;
      try {
        response = await fetcher(url.href, { signal });
      } catch (cause) {
        if (signal?.aborted) throw cause;
        throw mapError(undefined, undefined, cause);
      }
      const body: unknown = await response.json().catch(() => undefined);
      if (!response.ok) throw mapError(response.status, body);
      if (options.validate === false) {
        if (!Array.isArray(body)) throw new UnknownError(response.status);
        return body as Tutorial[];
      }
      const { tutorialListSchema } = await import('./answers');
      const parsed = tutorialListSchema.safeParse(body);
      if (!parsed.success) throw new UnknownError(response.status, parsed.error);
      return parsed.data;
    },
  };
}
