import type { PlayerConfig } from '@smuc/sdk/schemas';

/**
 * Pure rules of `<smuc-player>` (issue 6): the box size of each layout, where a scheduled
 * "fake live" playback stands at a given moment, and countdown parts. No DOM, so they are easy to
 * test and the element stays a thin renderer.
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

/** Where a scheduled playback stands: before its start, playing as live, or over (a VOD). */
export type ScheduleState =
  | { phase: 'upcoming'; startsInMs: number }
  | { phase: 'live'; offsetSec: number }
  | { phase: 'vod' };

/**
 * The "fake live" rule (issue 6, playback): a pre-recorded video is shown as if live from its
 * `start_date`. Before the start it is upcoming; between the start and the end it plays from
 * `now − start_date` (seconds into the video); after `end_date`, or once the video's duration
 * (seconds, when known) has passed, it is an ordinary VOD. A playback without start date is a VOD.
 *
 * @param now epoch milliseconds.
 */
export function scheduleAt(
  config: Pick<PlayerConfig, 'start_date' | 'end_date'>,
  durationSec: number | null,
  now: number,
): ScheduleState {
  const start = config.start_date ? Date.parse(config.start_date) : Number.NaN;
  if (Number.isNaN(start)) return { phase: 'vod' };
  if (now < start) return { phase: 'upcoming', startsInMs: start - now };
  const end = config.end_date ? Date.parse(config.end_date) : Number.NaN;
  if (!Number.isNaN(end) && now >= end) return { phase: 'vod' };
  const offsetSec = (now - start) / 1000;
  if (durationSec !== null && durationSec > 0 && offsetSec >= durationSec) return { phase: 'vod' };
  return { phase: 'live', offsetSec };
}

/** Days, hours, minutes and seconds left of a duration in ms (negative counts as zero). */
export function countdownParts(ms: number): {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
} {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

/** `m:ss` or `h:mm:ss` for a time in seconds (NaN and negatives as 0). */
export function clock(sec: number): string {
  const s = Number.isFinite(sec) && sec > 0 ? Math.floor(sec) : 0;
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/**
 * A link the player may open: only `http(s):` and `mailto:` addresses (and page-relative ones)
 * pass, so a stored `javascript:` URL can never run on the host page. Answers `null` otherwise.
 */
export function safeUrl(url: string | null | undefined, base = globalThis.location?.href): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url, base);
    return ['http:', 'https:', 'mailto:'].includes(parsed.protocol) ? parsed.href : null;
  } catch {
    return null;
  }
}
