import type { PlayerSource } from '@smuc/sdk';
import { liveBackend } from './runtime';

/** Lifetime of the play token handed out with a player document (ms): 15 minutes. */
export const PLAY_TOKEN_TTL_MS = 15 * 60 * 1000;

const CLOSED = 3;
const LIVE_TYPE = 0;

/**
 * The `live` source of a public player document (`PlayerConfig.source.live`, issue 6/8): where the
 * player's WebRTC engine connects (`websocket_url`), the media stream id (the stream's `apikey`), a
 * short-lived play token bound to that stream ({@link PLAY_TOKEN_TTL_MS}) and the HLS fallback when
 * the media server offers one (the player tries WebRTC first, for an RTMP ingest too). `null` when
 * the stream is not live-kind: a closed broadcast
 * (status 3, a VOD by 001 §3) or, when `type` is given, any type but live (0).
 */
export function liveSourceFor(stream: {
  apikey: string;
  stream_status: number;
  type?: number;
}): PlayerSource['live'] {
  if (stream.stream_status === CLOSED) return null;
  if (stream.type !== undefined && stream.type !== LIVE_TYPE) return null;
  const backend = liveBackend();
  return {
    websocket_url: backend.websocketUrl(),
    stream_id: stream.apikey,
    token: backend.issueToken(stream.apikey, 'play', PLAY_TOKEN_TTL_MS),
    hls_url: backend.hlsUrl(stream.apikey),
  };
}
