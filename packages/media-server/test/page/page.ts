/**
 * Browser page for the engine's contract tests and the live benchmark: drives the unmodified
 * `@antmedia/webrtc_adaptor` (ES build) with `window.adapter` set from `webrtc-adapter` first.
 * Exposes `window.smuc` with publish/play helpers; every adaptor callback is logged in `events`.
 */
import adapter from 'webrtc-adapter';

(window as unknown as { adapter: unknown }).adapter = adapter;

type Logged = { kind: 'info' | 'error'; name: string; streamId?: string; data?: unknown; at: number };

interface AdaptorLike {
  publish(streamId: string, token?: string): void;
  play(streamId: string, token?: string): void;
  stop(streamId: string): void;
  getStreamInfo(streamId: string): void;
  sendData(streamId: string, data: string): void;
  closeWebSocket(): void;
}

const events: Logged[] = [];
const adaptors: AdaptorLike[] = [];

function log(kind: Logged['kind'], name: string, obj: unknown): void {
  const o = obj as { streamId?: string; data?: unknown } | undefined;
  const streamId = typeof o === 'string' ? o : o?.streamId;
  events.push({
    kind,
    name,
    streamId,
    data: o && typeof o === 'object' ? o.data : undefined,
    at: Date.now(),
  });
}

async function load() {
  const mod = await import('@antmedia/webrtc_adaptor/dist/es/index.js');
  return mod.WebRTCAdaptor as unknown as new (
    options: Record<string, unknown>,
  ) => AdaptorLike;
}

function videoElement(id: string): HTMLVideoElement {
  let el = document.getElementById(id) as HTMLVideoElement | null;
  if (!el) {
    el = document.createElement('video');
    el.id = id;
    el.autoplay = true;
    el.muted = true;
    el.playsInline = true;
    el.width = 320;
    document.body.append(el);
  }
  return el;
}

/** Replaces the camera with a canvas (1280x720 by default) carrying the send time as a 32-bit barcode. */
function useBarcodeCamera(width: number, height: number): void {
  const original = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
  navigator.mediaDevices.getUserMedia = async (constraints?: MediaStreamConstraints) => {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const ctx = canvas.getContext('2d') as CanvasRenderingContext2D;
    const cell = Math.floor(width / 32);
    let frame = 0;
    const draw = () => {
      frame++;
      ctx.fillStyle = `hsl(${(frame * 3) % 360} 60% 40%)`;
      ctx.fillRect(0, 0, width, height);
      ctx.fillStyle = '#888';
      ctx.fillRect((frame * 8) % width, height / 2, 80, 80);
      const t = Date.now() >>> 0;
      for (let i = 0; i < 32; i++) {
        ctx.fillStyle = (t >>> (31 - i)) & 1 ? '#fff' : '#000';
        ctx.fillRect(i * cell, 0, cell, cell);
      }
    };
    draw();
    setInterval(draw, 1000 / 60);
    const stream = canvas.captureStream(30);
    if (constraints?.audio) {
      const audio = await original({ audio: true });
      for (const track of audio.getAudioTracks()) stream.addTrack(track);
    }
    return stream;
  };
}

/** Reads the barcode of the current video frame: send time (ms, low 32 bits) or null. */
function readBarcode(video: HTMLVideoElement, canvas: HTMLCanvasElement): number | null {
  const w = video.videoWidth;
  const h = video.videoHeight;
  if (!w || !h) return null;
  canvas.width = w;
  canvas.height = h;
  const ctx = canvas.getContext('2d', { willReadFrequently: true }) as CanvasRenderingContext2D;
  ctx.drawImage(video, 0, 0, w, h);
  const cell = w / 32;
  const data = ctx.getImageData(0, 0, w, Math.ceil(cell)).data;
  let value = 0;
  for (let i = 0; i < 32; i++) {
    const x = Math.floor(i * cell + cell / 2);
    const y = Math.floor(cell / 2);
    const lum = data[(y * w + x) * 4] ?? 0;
    value = (value * 2 + (lum > 128 ? 1 : 0)) >>> 0;
  }
  return value;
}

const smuc = {
  events,
  async publish(
    url: string,
    streamId: string,
    token: string,
    options: { barcode?: boolean; width?: number; height?: number; bandwidth?: number | 'unlimited' } = {},
  ) {
    if (options.barcode) useBarcodeCamera(options.width ?? 1280, options.height ?? 720);
    const WebRTCAdaptor = await load();
    const video = videoElement('local');
    await new Promise<void>((resolve, reject) => {
      const adaptor = new WebRTCAdaptor({
        websocket_url: url,
        mediaConstraints: {
          video: { width: options.width ?? 640, height: options.height ?? 360, frameRate: 30 },
          audio: true,
        },
        peerconnection_config: { iceServers: [] },
        sdp_constraints: { OfferToReceiveAudio: false, OfferToReceiveVideo: false },
        localVideoId: video.id,
        localVideoElement: video,
        bandwidth: options.bandwidth ?? 900,
        dataChannelEnabled: true,
        callback: (info: string, obj: unknown) => {
          log('info', info, obj);
          if (info === 'initialized') {
            adaptor.publish(streamId, token);
            resolve();
          }
        },
        callbackError: (error: string, obj: unknown) => {
          log('error', error, obj);
          reject(new Error(error));
        },
      });
      adaptors.push(adaptor);
      (window as unknown as { publisher: AdaptorLike }).publisher = adaptor;
    });
  },
  async play(url: string, streamId: string, token: string, videoId = 'remote') {
    const WebRTCAdaptor = await load();
    const video = videoElement(videoId);
    await new Promise<void>((resolve, reject) => {
      const adaptor = new WebRTCAdaptor({
        websocket_url: url,
        mediaConstraints: { video: false, audio: false },
        peerconnection_config: { iceServers: [] },
        sdp_constraints: { OfferToReceiveAudio: false, OfferToReceiveVideo: false },
        remoteVideoId: video.id,
        remoteVideoElement: video,
        isPlayMode: true,
        dataChannelEnabled: true,
        callback: (info: string, obj: unknown) => {
          log('info', info, obj);
          if (info === 'initialized') {
            adaptor.play(streamId, token);
            resolve();
          }
        },
        callbackError: (error: string, obj: unknown) => {
          log('error', error, obj);
          reject(new Error(error));
        },
      });
      adaptors.push(adaptor);
      (window as unknown as { player: AdaptorLike }).player = adaptor;
    });
  },
  /** Video state of a `<video>` element. */
  video(id = 'remote') {
    const el = document.getElementById(id) as HTMLVideoElement | null;
    if (!el) return null;
    const q = el.getVideoPlaybackQuality();
    return {
      width: el.videoWidth,
      height: el.videoHeight,
      frames: q.totalVideoFrames,
      dropped: q.droppedVideoFrames,
      audioTracks: (el.srcObject as MediaStream | null)?.getAudioTracks().length ?? 0,
    };
  },
  /**
   * Collects latencies (ms) from barcode frames for `durationMs`: `glass`, from the frame's drawing
   * to its display; `arrival`, from its drawing to the arrival of its last packet in this page
   * (requestVideoFrameCallback's `receiveTime`, WebRTC sources only; empty otherwise). Their
   * difference is what the browser holds a frame (jitter buffer, decode, render).
   */
  async latency(durationMs: number, id = 'remote'): Promise<{ glass: number[]; arrival: number[] }> {
    const el = document.getElementById(id) as HTMLVideoElement;
    const canvas = document.createElement('canvas');
    const glass: number[] = [];
    const arrival: number[] = [];
    const end = Date.now() + durationMs;
    const since = (sent: number, at: number) => ((Math.round(at) >>> 0) - sent) >>> 0;
    await new Promise<void>((resolve) => {
      const step = (_now: number, metadata: { receiveTime?: number }) => {
        const now = Date.now();
        const sent = readBarcode(el, canvas);
        if (sent !== null) {
          const diff = since(sent, now);
          if (diff < 10_000) glass.push(diff);
          if (metadata.receiveTime !== undefined) {
            const arrived = since(sent, performance.timeOrigin + metadata.receiveTime);
            if (arrived < 10_000) arrival.push(arrived);
          }
        }
        if (now >= end) resolve();
        else el.requestVideoFrameCallback(step);
      };
      el.requestVideoFrameCallback(step);
    });
    return { glass, arrival };
  },
  /** Video frames the publisher's peer connection has sent so far (outbound-rtp `framesSent`). */
  async framesSent(streamId: string): Promise<number> {
    const publisher = (
      window as unknown as { publisher?: { remotePeerConnection: Record<string, RTCPeerConnection> } }
    ).publisher;
    const pc = publisher?.remotePeerConnection[streamId];
    if (!pc) return 0;
    let frames = 0;
    (await pc.getStats()).forEach((report: { type: string; kind?: string; framesSent?: number }) => {
      if (report.type === 'outbound-rtp' && report.kind === 'video') frames += report.framesSent ?? 0;
    });
    return frames;
  },
  stopAll(streamId: string) {
    for (const a of adaptors) a.stop(streamId);
  },
};

(window as unknown as { smuc: typeof smuc }).smuc = smuc;
document.title = 'ready';
