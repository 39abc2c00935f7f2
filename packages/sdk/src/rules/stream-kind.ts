import type { CreateKind, StreamSettings } from '../schemas/stream';
import { DEFAULT_AD_SIZE, StreamStatus, StreamType } from '../schemas/stream';

/** The label keys of a stream's kind (000 §3, 001 §1); English: Live, Playback, Advertisement, Simple video, Photo Ad, Closed broadcast. */
export type StreamKindLabel =
  | 'live'
  | 'playback'
  | 'advertisement'
  | 'simpleVideo'
  | 'photoAd'
  | 'closedBroadcast';

/**
 * Which label a stream carries (000 §3): a closed stream is a "Closed broadcast" whatever its
 * type; type 2 is an "Advertisement" when optimize_for_ad is on, else a "Simple video".
 */
export function streamKindLabel(s: {
  type: number;
  stream_status: number;
  optimize_for_ad: boolean;
}): StreamKindLabel {
  if (s.stream_status === StreamStatus.closed) return 'closedBroadcast';
  switch (s.type) {
    case StreamType.live:
      return 'live';
    case StreamType.playback:
      return 'playback';
    case StreamType.photoAd:
      return 'photoAd';
    default:
      return s.optimize_for_ad ? 'advertisement' : 'simpleVideo';
  }
}

/** Kinds only the allow-listed accounts may create (000 §2, 001 §1). */
export const LIVE_KINDS: readonly CreateKind[] = ['live', 'playback'];

/** Whether an account may create the kind; `liveStreaming` is the allow-list flag from limitations. */
export function canCreateKind(kind: CreateKind, liveStreaming: boolean): boolean {
  return liveStreaming || !LIVE_KINDS.includes(kind);
}

/**
 * The fields a new stream of a creation kind starts with (001 §2): live=0, playback=1, embed=2;
 * `ad` is type 2 and `photo_ad` type 4, both with rounded corners off, optimize_for_ad on and
 * ad_size 300x600. A playback gets an end date one hour after its start (001 §4).
 * @param now the creation instant (ms since epoch)
 */
export function createDefaults(
  kind: CreateKind,
  now: number,
): Pick<
  StreamSettings,
  'type' | 'optimize_for_ad' | 'rounded_corners' | 'ad_size' | 'start_date' | 'end_date'
> {
  const adStyle = kind === 'ad' || kind === 'photo_ad';
  const type =
    kind === 'live'
      ? StreamType.live
      : kind === 'playback'
        ? StreamType.playback
        : kind === 'photo_ad'
          ? StreamType.photoAd
          : StreamType.embed;
  const start = new Date(Math.ceil(now / 60_000) * 60_000 + 60 * 60_000);
  const needsDates = type === StreamType.live || type === StreamType.playback;
  return {
    type,
    optimize_for_ad: adStyle,
    rounded_corners: !adStyle,
    ad_size: adStyle ? DEFAULT_AD_SIZE : null,
    start_date: needsDates ? start.toISOString() : null,
    end_date: type === StreamType.playback ? new Date(start.getTime() + 3_600_000).toISOString() : null,
  };
}
