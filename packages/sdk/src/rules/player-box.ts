import type { PlayerConfig } from '../schemas';

/**
 * The player's box and the image a viewer sees first (issue 6; issue 35 §4), shared by
 * `<smuc-player>` and the viewer page `/watch/{id}`, which paints that image before the player's
 * script has run. Pure: no DOM.
 */

/** A box in px. */
export interface Size {
  width: number;
  height: number;
}

/** Orientation presets (001 §9): landscape 900x640, portrait 340x628; default maximum 960x540. */
export const LANDSCAPE: Size = { width: 900, height: 640 };
export const PORTRAIT: Size = { width: 340, height: 628 };
export const DEFAULT_MAX: Size = { width: 960, height: 540 };

/** Whether the player is shown as a display ad in one of the IAB sizes (001 §9). */
export function isAdLayout(config: Pick<PlayerConfig, 'kind' | 'optimize_for_ad' | 'ad_size'>): boolean {
  return (
    config.kind === 'ad' || config.kind === 'photo_ad' || (config.optimize_for_ad && config.ad_size !== null)
  );
}

/**
 * The player's maximum box: the ad size for ads (`WIDTHxHEIGHT`, default 300x600), else the
 * orientation preset, else (custom, orientation 2) `max_width`/`max_height` falling back to
 * `width`/`height` and then to the default 960x540. The element shrinks below it on narrow pages,
 * keeping the aspect ratio.
 */
export function playerBox(
  config: Pick<
    PlayerConfig,
    'kind' | 'optimize_for_ad' | 'ad_size' | 'orientation' | 'width' | 'height' | 'max_width' | 'max_height'
  >,
): Size {
  if (isAdLayout(config)) {
    const [w, h] = (config.ad_size ?? '300x600').split('x').map(Number);
    return { width: w ?? 300, height: h ?? 600 };
  }
  if (config.orientation === 1) return LANDSCAPE;
  if (config.orientation === 0) return PORTRAIT;
  return {
    width: config.max_width ?? config.width ?? DEFAULT_MAX.width,
    height: config.max_height ?? config.height ?? DEFAULT_MAX.height,
  };
}

/**
 * The still image of a document: the video's poster, else an ad's featured image, else the cover
 * that fits the player's orientation (portrait box: portrait cover first). `null` without one.
 */
export function playerPoster(c: PlayerConfig): string | null {
  const box = playerBox(c);
  const cover = box.height > box.width ? (c.cover_portrait ?? c.cover) : (c.cover ?? c.cover_portrait);
  return c.source.video?.poster ?? (isAdLayout(c) ? c.ad_featured_image?.url : null) ?? cover?.url ?? null;
}

/**
 * The image that fills the player first, its largest paint (issue 35 §4): a photo ad's first photo
 * (the slideshow starts there), else {@link playerPoster}. `null` without one.
 */
export function firstPlayerImage(c: PlayerConfig): string | null {
  return (c.kind === 'photo_ad' ? c.photoad_photos[0]?.url : null) ?? playerPoster(c);
}
