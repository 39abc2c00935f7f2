import { httpUrl } from './safe-url';

/** Beacons still loading; kept referenced so the browser does not drop them before they are sent. */
const pending = new Set<HTMLImageElement>();

/**
 * Fires a third-party tracking pixel (a product's `card_click_tracking` / `link_click_tracking`,
 * 001 §3) as an image request, the way ad servers expect pixels to arrive: a plain GET without CORS,
 * the answer ignored. The cache-buster macros `[timestamp]` and `[cachebuster]` (any case) are
 * replaced with the current time in ms, as DV360/Campaign Manager pixels carry them.
 *
 * @param url an absolute `http(s)` address; anything else (empty, `javascript:`, a path) is ignored.
 * @returns whether a request was started.
 */
export function fireBeacon(url: string | null | undefined): boolean {
  const raw = httpUrl(url);
  // Pixels are third-party addresses; a path would hit the embedding page's own server.
  if (!raw?.startsWith('http')) return false;
  const src = raw.replace(/\[(timestamp|cachebuster)\]/gi, String(Date.now()));
  const img = new Image(1, 1);
  img.referrerPolicy = 'no-referrer-when-downgrade';
  const done = () => pending.delete(img);
  img.addEventListener('load', done, { once: true });
  img.addEventListener('error', done, { once: true });
  pending.add(img);
  img.src = src;
  return true;
}
