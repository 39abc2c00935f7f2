import type { PlayerConfig } from '@smuc/sdk/schemas';
import { isAdLayout, playerBox } from '../timeline';

/** Ad sizes whose featured image sits below the video (001 §9 featured image crops). */
const COLUMN_AD_SIZES = new Set(['300x600', '400x600', '400x900']);
/** The narrowest player (px) that shows its sidebar beside the video; narrower ones put it below. */
export const SIDE_INLINE_MIN_PX = 600;

/** The player box's classes, size and theme for the `.frame` section and its `.root`. */
export interface FrameLayout {
  /** Class names of `.frame` (for `classMap`). */
  classes: Record<string, boolean>;
  /**
   * `max-inline-size` (px, none when floating), `aspect-ratio` of the box (`auto` when the sidebar
   * follows below the video) and `--_ratio`, the video's own ratio (`width / height`).
   */
  size: Record<string, string>;
  /** The editor's colours and font as `--_btn`, `--_text`, `--_title`, `--_font` (unset ones left out). */
  vars: Record<string, string | undefined>;
  /** An ad whose featured image and call to action sit below the video. */
  column: boolean;
}

/**
 * How a document lays out: its box (`playerBox`), rounded corners, fit or fill, the sidebar
 * beside the video when the player is at least 600 px wide both by its settings and on the page
 * (`width`: the element's measured width in px, 0 before measuring), else below it. Below means
 * after the video, not over it (`side-below` while the sidebar shows): the video keeps its ratio
 * and the element grows by the sheet, so a phone-wide viewer sees the whole video, its play button
 * and its controls with the products under them. In fullscreen the sheet lies over the video's
 * lower part (`side-bottom`), above the controls.
 */
export function frameLayout(
  c: PlayerConfig,
  state: { floating: boolean; width: number; sideVisible: boolean; sideOpen: boolean; font: string | null },
): FrameLayout {
  const box = playerBox(c);
  const inlineSide =
    box.width >= SIDE_INLINE_MIN_PX && (state.width === 0 || state.width >= SIDE_INLINE_MIN_PX);
  const below = !inlineSide && state.sideVisible && state.sideOpen;
  const ratio = `${box.width} / ${box.height}`;
  const column =
    isAdLayout(c) && COLUMN_AD_SIZES.has(c.ad_size ?? '') && !!c.ad_featured_image && c.kind !== 'photo_ad';
  return {
    classes: {
      frame: true,
      rounded: c.rounded_corners,
      fill: c.video_layout === 'fill',
      transparent: c.sidebar_transparency,
      photo: c.kind === 'photo_ad',
      'ad-column': column,
      'side-inline': inlineSide,
      'side-bottom': !inlineSide,
      'side-open': state.sideVisible && state.sideOpen,
      'side-below': below,
    },
    size: {
      'max-inline-size': state.floating ? 'none' : `${box.width}px`,
      'aspect-ratio': below ? 'auto' : ratio,
      '--_ratio': ratio,
    },
    // Unset values stay out of the style (an empty custom property would blank the fallbacks).
    vars: {
      '--_btn': c.button_color || undefined,
      '--_text': c.text_color || undefined,
      '--_title': c.title_color || undefined,
      '--_font': state.font ?? undefined,
    },
    column,
  };
}
