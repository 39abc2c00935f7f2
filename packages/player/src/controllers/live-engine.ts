import type { PlayerConfig } from '@smuc/sdk/schemas';
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { PlayerDocumentController } from './document';

/** Milliseconds before the first new start after a failed one, shown as loading (ingest starting). */
const LIVE_QUIET_RETRY_MS = 2_000;
/** Milliseconds between further start attempts, while the viewer is offered a retry. */
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
 * fails (or an engine that gives up after its own recovery) is tried again once after 2 s with a
 * freshly fetched document (a new play token, and the HLS address of a stream that went live after
 * the page loaded), unseen by the viewer; when that fails too, `failed` turns true, so the element
 * tells the viewer the live stream could not be loaded and offers {@link retry}, and it is tried
 * again every 15 s meanwhile. The phase stays `live`: the broadcast has started. An engine that
 * reports the end passes the last known status to `onStatus`. Leaving the phase, another
 * `source.live` or disconnecting stops the engine.
 */
export class LiveEngineController implements ReactiveController {
  private engine: { destroy(): void } | null = null;
  /** `source.live` as JSON of the engine running or starting ('' for none). */
  private key = '';
  private starting = false;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  /** Failed starts in a row (a start that played resets it). */
  private failures = 0;
  private failedState = false;

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

  /** The live stream could not be loaded (after a quiet second try): the viewer is offered a retry. */
  get failed(): boolean {
    return this.failedState;
  }

  /** Stops the engine and any pending retry. */
  stop(): void {
    clearTimeout(this.retryTimer);
    this.failures = 0;
    this.setFailed(false);
    this.stopEngine();
  }

  /**
   * Starts again now (the viewer's retry, or the timer's): fetches the document again, so the next
   * start has a fresh play token and the current HLS address, and lets `sync` start the engine.
   */
  retry(): void {
    clearTimeout(this.retryTimer);
    void this.doc.load().finally(() => {
      this.key = '';
      this.setFailed(false);
      this.host.requestUpdate();
    });
  }

  private setFailed(failed: boolean) {
    if (failed === this.failedState) return;
    this.failedState = failed;
    this.host.requestUpdate();
  }

  /** Starts or stops the engine to match the document's kind, phase and live source. */
  sync(c: PlayerConfig): void {
    if (c.kind !== 'live' || this.doc.phase !== 'live' || !c.source.live) {
      this.stop();
      return;
    }
    const video = this.host.video;
    const key = JSON.stringify(c.source.live);
    if (!video || this.starting || this.failedState || (this.engine && this.key === key)) return;
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
      this.key = key; // no new start by `sync` until the timer or the viewer asks for one
      this.failures++;
      if (this.failures > 1) this.setFailed(true);
      clearTimeout(this.retryTimer);
      this.retryTimer = setTimeout(
        () => {
          const now = this.doc.current;
          if (now && (this.doc.liveStatus ?? now.stream_status) === 1 && this.doc.phase === 'live')
            this.retry();
        },
        this.failures > 1 ? LIVE_RETRY_MS : LIVE_QUIET_RETRY_MS,
      );
    };
    const played = () => {
      this.failures = 0;
      video.removeEventListener('playing', played);
    };
    video.addEventListener('playing', played);
    try {
      let engine: { destroy(): void } | null = null;
      if (live.websocket_url) {
        try {
          const { playWebRTC } = await import('../engines/webrtc');
          engine = await playWebRTC(
            video,
            { websocket_url: live.websocket_url, stream_id: live.stream_id, token: live.token },
            {
              autoplay: c.autoplay,
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
