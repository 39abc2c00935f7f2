import type { PlayerConfig } from '@smuc/sdk/schemas';
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { PlayerDocumentController } from './document';

/** Milliseconds between live start attempts while a live stream is expected but not playable. */
const LIVE_RETRY_MS = 15_000;

/** What the live engine controller needs from `<smuc-player>`. */
export interface LiveEngineHost extends ReactiveControllerHost {
  readonly isConnected: boolean;
  /** The `<video>` the engine plays into (null while none is rendered). */
  readonly video: HTMLVideoElement | null;
}

/**
 * The live engine of a `live` document (part b of `<smuc-player>`): while the phase is `live` it
 * plays `source.live` into the host's `<video>`, WebRTC first (`websocket_url`), HLS when WebRTC
 * is not possible (`hls_url`); each engine is its own chunk, imported on first use. A start that
 * fails sets the phase to `waiting` and is tried again after 15 s while the stream status is still
 * live (1). An engine that reports the end passes the last known status to `onStatus`. Leaving the
 * phase, another `source.live` or disconnecting stops the engine.
 */
export class LiveEngineController implements ReactiveController {
  private engine: { destroy(): void } | null = null;
  /** `source.live` as JSON of the engine running or starting ('' for none). */
  private key = '';
  private starting = false;
  private retry: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly host: LiveEngineHost,
    private readonly doc: PlayerDocumentController,
    private readonly onStatus: (status: number) => void,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    this.key = '';
  }

  hostDisconnected(): void {
    this.stop();
  }

  /** Stops the engine and any pending retry. */
  stop(): void {
    clearTimeout(this.retry);
    this.stopEngine();
  }

  /** Starts or stops the engine to match the document's kind, phase and live source. */
  sync(c: PlayerConfig): void {
    if (c.kind !== 'live' || this.doc.phase !== 'live' || !c.source.live) {
      this.stopEngine();
      return;
    }
    const video = this.host.video;
    const key = JSON.stringify(c.source.live);
    if (!video || this.starting || (this.engine && this.key === key)) return;
    this.stopEngine();
    this.key = key;
    void this.start(c, video, key);
  }

  private stopEngine() {
    this.engine?.destroy();
    this.engine = null;
    this.key = '';
  }

  private async start(c: PlayerConfig, video: HTMLVideoElement, key: string) {
    const live = c.source.live;
    if (!live) return;
    this.starting = true;
    const stale = () => !this.host.isConnected || this.key !== key || this.host.video !== video;
    const fail = () => {
      if (stale()) return;
      this.stopEngine();
      this.key = key;
      this.doc.phase = 'waiting';
      clearTimeout(this.retry);
      // A stream that is live but not playable yet (ingest still starting) is tried again.
      this.retry = setTimeout(() => {
        const now = this.doc.current;
        if (now && (this.doc.liveStatus ?? now.stream_status) === 1 && this.doc.phase === 'waiting') {
          this.key = '';
          this.doc.phase = 'live';
        }
      }, LIVE_RETRY_MS);
    };
    try {
      let engine: { destroy(): void } | null = null;
      if (live.websocket_url) {
        try {
          const { playWebRTC } = await import('../engines/webrtc');
          engine = await playWebRTC(
            video,
            { websocket_url: live.websocket_url, stream_id: live.stream_id, token: live.token },
            {
              onStatus: (status) => {
                if (status === 'ended' && !stale()) this.onStatus(this.doc.liveStatus ?? 0);
              },
            },
          );
        } catch {
          engine = null; // WebRTC not possible here: fall back to HLS.
        }
      }
      if (!engine && live.hls_url && !stale()) {
        const { playHls } = await import('../engines/hls');
        engine = await playHls(video, live.hls_url, fail);
      }
      if (stale()) {
        engine?.destroy();
        return;
      }
      if (!engine) return fail();
      this.engine = engine;
      if (c.autoplay) video.play().catch(() => undefined);
    } catch {
      fail();
    } finally {
      this.starting = false;
    }
  }
}
