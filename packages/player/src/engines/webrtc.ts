import { WebRTCAdaptor } from '@antmedia/webrtc_adaptor';
import adapter from 'webrtc-adapter';

/** Where and what to play: `PlayerConfig.source.live` (issue 8, `live/source.ts` on the server). */
export interface WebRTCLiveSource {
  /** Signalling WebSocket (AMS protocol): the embedded engine or an Ant Media Server application. */
  websocket_url: string;
  /** Media stream id (the stream's apikey). */
  stream_id: string;
  /** Play token bound to the stream, `null` when the media server needs none. */
  token: string | null;
  /**
   * ICE servers to use. When given (even `[]`, the embedded engine on one machine) the adaptor
   * skips `getIceServerConfig`; when absent the adaptor asks the signalling server.
   */
  ice_servers?: RTCIceServer[] | null;
}

/** What the engine reports while playing; `detail` carries the media server's error definition. */
export type WebRTCPlayStatus = 'connecting' | 'playing' | 'ended' | 'error';

export interface WebRTCPlayOptions {
  onStatus?: (status: WebRTCPlayStatus, detail?: string) => void;
  /** Give up when play has not started within this many ms (default 15000). */
  timeoutMs?: number;
  /**
   * Start playing once the stream arrives even if nobody asked for it (the document's autoplay).
   * Without it the video plays only if the viewer already pressed Play (`video.paused` false).
   */
  autoplay?: boolean;
}

/** A started WebRTC playback; `destroy()` stops it and closes the signalling socket (idempotent). */
export interface WebRTCPlayback {
  destroy(): void;
}

/** Error definitions of the media server that end a play attempt before it started. */
const FATAL_BEFORE_START = new Set([
  'no_stream_exist',
  'unauthorized_access',
  'not_allowed_unregistered_streams',
  'streamIdInUse',
  'WebSocketNotConnected',
  'WebSocketNotSupported',
  'UnsecureContext',
  'notSetRemoteDescription',
  'protocol_not_supported',
  'highResourceUsage',
  'invalidStreamName',
]);

interface AdaptorLike {
  play(streamId: string, token?: string): void;
  stop(streamId: string): void;
  closeWebSocket(): void;
  reconnectIfRequiredFlag: boolean;
}

/**
 * Plays a live stream over WebRTC into `video` with the unmodified `@antmedia/webrtc_adaptor` in
 * play-only mode (no capture, nothing offered to receive locally; the server offers the tracks).
 * Sets `window.adapter` (webrtc-adapter) first, as the adaptor expects it.
 *
 * Resolves once the server notifies `play_started`. Rejects with an `Error` whose message is the
 * media server's error definition (`no_stream_exist`, `unauthorized_access`,
 * `WebSocketNotConnected`, …) or `timeout`, after tearing everything down, so `<smuc-player>` can
 * fall back to HLS or the countdown/poster. After it started, `onStatus('ended')` follows
 * `play_finished` (the broadcaster stopped) and `onStatus('error', definition)` later errors; the
 * adaptor itself re-plays after ICE failures.
 */
export async function playWebRTC(
  video: HTMLVideoElement,
  live: WebRTCLiveSource,
  options: WebRTCPlayOptions = {},
): Promise<WebRTCPlayback> {
  const w = window as unknown as { adapter?: unknown };
  w.adapter ??= adapter;
  const onStatus = options.onStatus ?? (() => {});
  const streamId = live.stream_id;
  let started = false;
  let destroyed = false;
  let adaptor: AdaptorLike | null = null;
  /** The viewer had pressed Play before this engine started (a restart keeps playing). */
  const wanted = !video.paused;

  const destroy = () => {
    if (destroyed) return;
    destroyed = true;
    if (!adaptor) return;
    adaptor.reconnectIfRequiredFlag = false;
    try {
      adaptor.stop(streamId);
      adaptor.closeWebSocket();
    } catch {
      // The socket may already be gone; nothing else holds resources.
    }
  };

  return new Promise<WebRTCPlayback>((resolve, reject) => {
    const fail = (definition: string) => {
      clearTimeout(timer);
      destroy();
      reject(new Error(definition));
    };
    const timer = setTimeout(() => {
      if (!started) {
        onStatus('error', 'timeout');
        fail('timeout');
      }
    }, options.timeoutMs ?? 15_000);
    onStatus('connecting');
    try {
      adaptor = new WebRTCAdaptor({
        websocket_url: live.websocket_url,
        isPlayMode: true,
        mediaConstraints: { video: false, audio: false },
        sdp_constraints: { OfferToReceiveAudio: false, OfferToReceiveVideo: false },
        remoteVideoElement: video,
        ...(live.ice_servers ? { peerconnection_config: { iceServers: live.ice_servers } } : {}),
        debug: false,
        callback: (info: string) => {
          if (destroyed) return;
          if (info === 'initialized') adaptor?.play(streamId, live.token ?? undefined);
          else if (info === 'play_started') {
            started = true;
            clearTimeout(timer);
            // From now on the adaptor may re-play by itself after an ICE failure.
            if (adaptor) adaptor.reconnectIfRequiredFlag = true;
            onStatus('playing');
            // Only when asked to (autoplay, or the viewer's press before the stream came): a
            // player without autoplay waits for its Play button, as on HLS.
            if (options.autoplay || wanted || !video.paused)
              video.play().catch(() => {
                // Autoplay with sound may be refused; the element shows its own play button then.
              });
            resolve({ destroy });
          } else if (info === 'play_finished' && started) onStatus('ended');
        },
        callbackError: (error: string, message: unknown) => {
          if (destroyed) return;
          const definition = typeof error === 'string' ? error : String(message ?? 'error');
          if (!started) {
            if (FATAL_BEFORE_START.has(definition)) {
              onStatus('error', definition);
              fail(definition);
            }
            return;
          }
          onStatus('error', definition);
        },
      }) as unknown as AdaptorLike;
      // Until play starts, no re-play of the adaptor's own: it stops and plays again on the same
      // socket 3 s after `play` when ICE is not checking yet, which on a loaded machine (offer
      // round trip > 3 s) races its answer to the first offer against the second offer (the
      // engine applied that stale answer to the new session and refused the right one:
      // "Cannot handle answer in signaling state stable"), and then again 3 s later, so the
      // viewer never connected. Before play_started this function's timeout owns the retry: it
      // tears the socket down and the caller starts afresh.
      adaptor.reconnectIfRequiredFlag = false;
    } catch (error) {
      onStatus('error', 'init');
      fail(error instanceof Error ? error.message : 'init');
    }
  });
}
