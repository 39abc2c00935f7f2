import type { PlayerConfig } from '@smuc/sdk/schemas';

/**
 * Pure rules of `<smuc-player>` (issue 6): the box size of each layout, where a scheduled
 * "fake live" playback stands at a given moment, and countdown parts. No DOM, so they are easy to
 * test and the element stays a thin renderer.
 */

export {
  DEFAULT_MAX,
  isAdLayout,
  LANDSCAPE,
  PORTRAIT,
  playerBox,
  type Size,
} from '@smuc/sdk/rules/player-box';

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
