import { StreamStatus, StreamType } from '@smuc/sdk';

/** Studio modes (001 §2 studio mode selector, §6 roles). */
export type StudioMode = 'streamer' | 'moderator';

/**
 * End broadcast (001 §4): disabled while closing, when already closed, or while live. Clicking it
 * while waiting (or live) tells the user to stop in the streaming software first.
 */
export function endBroadcastState(
  status: number,
  closing: boolean,
): { disabled: boolean; stopFirst: boolean } {
  return {
    disabled: closing || status === StreamStatus.closed || status === StreamStatus.live,
    stopFirst: status === StreamStatus.waiting || status === StreamStatus.live,
  };
}

/**
 * What the moderator's playback shows (001 §4): `live` when the type is live or playback and the
 * status is not closed, else `playback` (the recorded or uploaded video).
 */
export function playbackMode(type: number, status: number): 'live' | 'playback' {
  const liveType = type === StreamType.live || type === StreamType.playback;
  return liveType && status !== StreamStatus.closed ? 'live' : 'playback';
}

/** A non-moderator cannot close the studio during a live broadcast; a moderator can (001 §4). */
export function canCloseStudio(mode: StudioMode, broadcasting: boolean): boolean {
  return mode === 'moderator' || !broadcasting;
}

/** Bitrate choices in kbps plus 'unlimited'; 900 is the default cap (001 §9). */
export const BITRATES = [500, 900, 1500, 2500, 'unlimited'] as const;
export type BitrateChoice = (typeof BITRATES)[number];

/** `h:mm:ss` / `m:ss` for a duration in seconds. */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${rest}` : `${m}:${rest}`;
}
