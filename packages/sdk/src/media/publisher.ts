import { WebRTCAdaptor } from '@antmedia/webrtc_adaptor';
import adapter from 'webrtc-adapter';

/**
 * The studio's browser publishing client (001 §4 "Browser publishing client", §8, §9) around the
 * unmodified `@antmedia/webrtc_adaptor`: it captures the camera, the screen or the screen with the
 * camera in a corner, at 1280x720 and 30 fps, caps the video at 900 kbps ('unlimited' removes the
 * cap), publishes to the AMS signalling protocol (our embedded engine or an Ant Media Server) and
 * fails over by re-initialising 250 ms after ICE fails or disconnects.
 *
 * Import it by its own path (`@smuc/sdk/media/publisher`): it needs a browser (DOM, WebRTC).
 */

import {
  type Bandwidth,
  CAPTURE,
  DEFAULT_BANDWIDTH_KBPS,
  FAILOVER_DELAY_MS,
  type PublishMode,
  type StreamingError,
  streamingError,
} from './publishing';

export * from './publishing';

/** Publisher states reported through `onState`. */
export type PublisherState =
  | 'initializing'
  | 'ready'
  | 'connecting'
  | 'live'
  | 'reconnecting'
  | 'stopped'
  | 'closed';

export interface PublisherOptions {
  /** Signalling WebSocket (from `GET /ams/token?stream_id&type=publish`). */
  websocketUrl: string;
  /** Media stream id (the stream's apikey). */
  streamId: string;
  /** Publish token bound to the stream. */
  token: string | null;
  /** Where the local preview plays (muted). */
  localVideo: HTMLVideoElement;
  mode?: PublishMode;
  videoDeviceId?: string | null;
  audioDeviceId?: string | null;
  /** Default {@link DEFAULT_BANDWIDTH_KBPS}. */
  bandwidth?: Bandwidth;
  /** ICE servers; `[]` for the embedded engine (skips `getIceServerConfig`), absent to ask the server. */
  iceServers?: RTCIceServer[] | null;
  onState?: (state: PublisherState) => void;
  onError?: (error: StreamingError) => void;
  /** Screen share ended by the browser: the publisher fell back to the camera. */
  onModeChange?: (mode: PublishMode) => void;
}

interface Adaptor {
  publish(streamId: string, token?: string): void;
  stop(streamId: string): void;
  closeWebSocket(): void;
  closeStream(): void;
  muteLocalMic(): void;
  unmuteLocalMic(): void;
  turnOffLocalCamera(streamId: string): Promise<void> | undefined;
  turnOnLocalCamera(streamId: string): Promise<void> | undefined;
  switchDesktopCapture(streamId: string): Promise<void>;
  switchDesktopCaptureWithCamera(streamId: string): Promise<void>;
  switchVideoCameraCapture(streamId: string, deviceId?: string): Promise<void>;
  switchAudioInputSource(streamId: string, deviceId?: string): Promise<void>;
  changeBandwidth(bandwidth: Bandwidth, streamId: string): Promise<void> | undefined;
  checkWebSocketConnection(): void;
  iceConnectionState(streamId: string): RTCIceConnectionState | null;
  reconnectIfRequiredFlag: boolean;
  webSocketAdaptor: { isConnected(): boolean } | null;
  mediaManager: { bandwidth: Bandwidth };
}

const videoConstraints = (deviceId?: string | null): MediaTrackConstraints => ({
  width: { ideal: CAPTURE.width },
  height: { ideal: CAPTURE.height },
  frameRate: { ideal: CAPTURE.frameRate },
  ...(deviceId ? { deviceId: { exact: deviceId } } : {}),
});

/**
 * One studio publishing session. `start()` captures and connects (preview shows), `goLive()`
 * publishes, `stopLive()` stops publishing (the server then sets the stream paused), `close()`
 * releases the devices and the connection. Errors arrive through `onError` with the texts of
 * 001 §8; `goLive()` rejects with the same {@link StreamingError} when publishing cannot start.
 */
export class StudioPublisher {
  private adaptor: Adaptor | null = null;
  private state: PublisherState = 'initializing';
  private wantLive = false;
  private failoverTimer: ReturnType<typeof setTimeout> | null = null;
  private pendingLive: { resolve(): void; reject(e: StreamingError): void } | null = null;
  private mode: PublishMode;
  private cameraOn = true;
  private micOn = true;
  private bandwidth: Bandwidth;

  constructor(private readonly options: PublisherOptions) {
    this.mode = options.mode ?? 'camera';
    this.bandwidth = options.bandwidth ?? DEFAULT_BANDWIDTH_KBPS;
  }

  /** The current state. */
  get currentState(): PublisherState {
    return this.state;
  }

  get publishMode(): PublishMode {
    return this.mode;
  }

  get micMuted(): boolean {
    return !this.micOn;
  }

  get cameraOff(): boolean {
    return !this.cameraOn;
  }

  private setState(state: PublisherState) {
    this.state = state;
    this.options.onState?.(state);
  }

  private fail(code: string, message?: unknown) {
    const error = streamingError(code, message);
    if (this.pendingLive) {
      this.pendingLive.reject(error);
      this.pendingLive = null;
      this.wantLive = false;
    }
    this.options.onError?.(error);
  }

  /**
   * Captures the devices and opens the signalling connection; resolves once both are ready
   * (state `ready`). Rejects with a {@link StreamingError} when capture or connection fails.
   */
  start(): Promise<void> {
    const w = window as unknown as { adapter?: unknown };
    w.adapter ??= adapter;
    const { options } = this;
    this.setState('initializing');
    return new Promise<void>((resolve, reject) => {
      let settled = false;
      const done = (error?: StreamingError) => {
        if (settled) return;
        settled = true;
        if (error) reject(error);
        else resolve();
      };
      try {
        this.adaptor = new WebRTCAdaptor({
          websocket_url: options.websocketUrl,
          mediaConstraints: {
            video: videoConstraints(options.videoDeviceId),
            audio: options.audioDeviceId ? { deviceId: { exact: options.audioDeviceId } } : true,
          },
          sdp_constraints: { OfferToReceiveAudio: false, OfferToReceiveVideo: false },
          localVideoElement: options.localVideo,
          bandwidth: this.bandwidth,
          // Failover is ours (250 ms after ICE fails or disconnects), not the adaptor's 3 s retry.
          reconnectIfRequiredFlag: false,
          ...(options.iceServers ? { peerconnection_config: { iceServers: options.iceServers } } : {}),
          debug: false,
          callback: (info: string, obj: unknown) => {
            this.onEvent(info, obj);
            // A missing camera or mic never raises an error in the adaptor: it lists the devices.
            if (info === 'available_devices' && !settled) {
              const kinds = new Set((obj as MediaDeviceInfo[] | undefined)?.map((d) => d.kind));
              if (!kinds.has('videoinput') || !kinds.has('audioinput')) {
                done(streamingError('NotFoundError'));
                this.options.onError?.(streamingError('NotFoundError'));
              }
            }
            if (info === 'initialized') {
              if (this.state === 'initializing') this.setState('ready');
              done();
            }
          },
          callbackError: (error: string, message: unknown) => {
            const code = typeof error === 'string' ? error : 'error';
            if (!settled) {
              done(streamingError(code, message));
              this.options.onError?.(streamingError(code, message));
              return;
            }
            this.onAdaptorError(code, message);
          },
        }) as unknown as Adaptor;
      } catch (error) {
        done(streamingError(error instanceof Error ? error.name : 'error', (error as Error)?.message));
        return;
      }
      if (this.mode !== 'camera') this.applyMode(this.mode).catch(() => {});
    });
  }

  private onEvent(info: string, obj: unknown) {
    const streamId = this.options.streamId;
    switch (info) {
      case 'initialized':
        if (this.wantLive && this.state === 'reconnecting')
          this.adaptor?.publish(streamId, this.options.token ?? undefined);
        break;
      case 'publish_started':
        this.setState('live');
        this.adaptor?.changeBandwidth(this.bandwidth, streamId)?.catch(() => {});
        if (!this.cameraOn) this.adaptor?.turnOffLocalCamera(streamId)?.catch(() => {});
        this.pendingLive?.resolve();
        this.pendingLive = null;
        break;
      case 'publish_finished':
        if (!this.wantLive) this.setState('stopped');
        break;
      case 'ice_connection_state_changed': {
        const state = (obj as { state?: string } | undefined)?.state ?? null;
        if (this.wantLive && (state === null || state === 'failed' || state === 'disconnected'))
          this.failover();
        break;
      }
      case 'closed':
        if (this.wantLive) this.failover();
        break;
      case 'screen_share_stopped':
        // Stopping the screen share falls back to the camera (001 §4).
        this.mode = 'camera';
        this.adaptor
          ?.switchVideoCameraCapture(streamId, this.options.videoDeviceId ?? undefined)
          .catch(() => {});
        this.options.onModeChange?.('camera');
        break;
      default:
        break;
    }
  }

  private onAdaptorError(code: string, message: unknown) {
    if (code === 'WebSocketNotConnected' && this.wantLive) {
      this.failover();
      return;
    }
    this.fail(code, message);
  }

  /** Stops and re-initialises {@link FAILOVER_DELAY_MS} after ICE failed or disconnected (001 §4). */
  private failover() {
    if (this.failoverTimer || !this.adaptor) return;
    const streamId = this.options.streamId;
    this.setState('reconnecting');
    this.adaptor.stop(streamId);
    this.failoverTimer = setTimeout(() => {
      this.failoverTimer = null;
      const adaptor = this.adaptor;
      if (!adaptor || !this.wantLive) return;
      if (adaptor.webSocketAdaptor?.isConnected()) adaptor.publish(streamId, this.options.token ?? undefined);
      else adaptor.checkWebSocketConnection(); // publishes again on 'initialized'
    }, FAILOVER_DELAY_MS);
  }

  /** Publishes; resolves on `publish_started` (state `live`), rejects with a {@link StreamingError}. */
  goLive(): Promise<void> {
    if (!this.adaptor) return Promise.reject(streamingError('NoActiveConnection'));
    if (this.state === 'live') return Promise.resolve();
    this.wantLive = true;
    this.setState('connecting');
    return new Promise<void>((resolve, reject) => {
      this.pendingLive = { resolve, reject };
      this.adaptor?.publish(this.options.streamId, this.options.token ?? undefined);
    });
  }

  /** Stops publishing; the preview keeps running (state `stopped`). */
  stopLive(): void {
    this.wantLive = false;
    if (this.failoverTimer) clearTimeout(this.failoverTimer);
    this.failoverTimer = null;
    this.pendingLive?.reject(streamingError('publish_finished', 'Stopped.'));
    this.pendingLive = null;
    this.adaptor?.stop(this.options.streamId);
    this.setState('stopped');
  }

  private async applyMode(mode: PublishMode) {
    const adaptor = this.adaptor;
    if (!adaptor) return;
    const id = this.options.streamId;
    if (mode === 'screen') await adaptor.switchDesktopCapture(id);
    else if (mode === 'screen+camera') await adaptor.switchDesktopCaptureWithCamera(id);
    else await adaptor.switchVideoCameraCapture(id, this.options.videoDeviceId ?? undefined);
  }

  /** Switches camera / screen / screen+camera (001 §4). A refused screen share stays on the camera. */
  async setMode(mode: PublishMode): Promise<void> {
    this.mode = mode;
    await this.applyMode(mode);
  }

  /** Switches the camera. */
  async setVideoDevice(deviceId: string): Promise<void> {
    this.options.videoDeviceId = deviceId;
    if (this.mode === 'camera') await this.adaptor?.switchVideoCameraCapture(this.options.streamId, deviceId);
  }

  /** Switches the microphone. */
  async setAudioDevice(deviceId: string): Promise<void> {
    this.options.audioDeviceId = deviceId;
    await this.adaptor?.switchAudioInputSource(this.options.streamId, deviceId);
  }

  /** Mutes or unmutes the microphone (001 §4). */
  setMicMuted(muted: boolean): void {
    this.micOn = !muted;
    if (muted) this.adaptor?.muteLocalMic();
    else this.adaptor?.unmuteLocalMic();
  }

  /** Camera off sends a black frame refreshed every 3 s instead of the video (001 §4, §9). */
  async setCameraOff(off: boolean): Promise<void> {
    this.cameraOn = !off;
    const id = this.options.streamId;
    if (off) await this.adaptor?.turnOffLocalCamera(id);
    else await this.adaptor?.turnOnLocalCamera(id);
  }

  /** Changes the video cap: kbps or 'unlimited' (001 §9); applies at once while live. */
  async setBandwidth(bandwidth: Bandwidth): Promise<void> {
    this.bandwidth = bandwidth;
    if (this.adaptor) this.adaptor.mediaManager.bandwidth = bandwidth;
    if (this.state === 'live') await this.adaptor?.changeBandwidth(bandwidth, this.options.streamId);
  }

  /** Stops everything: publishing, the devices and the signalling connection (state `closed`). */
  close(): void {
    this.wantLive = false;
    if (this.failoverTimer) clearTimeout(this.failoverTimer);
    this.failoverTimer = null;
    const adaptor = this.adaptor;
    this.adaptor = null;
    if (adaptor) {
      try {
        adaptor.stop(this.options.streamId);
        adaptor.closeStream();
        adaptor.closeWebSocket();
      } catch {
        // Already closed.
      }
    }
    this.setState('closed');
  }
}
