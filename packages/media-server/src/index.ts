/**
 * The embedded live engine (issue 8, "The embedded live engine"; spec 001 §2/§4 live streaming).
 *
 * - WebRTC publish/play with Ant Media Server's signalling at `ws://host:port/WebRTCAppEE/websocket`
 *   (the unmodified `@antmedia/webrtc_adaptor` talks to it), media tokens from `tokens.ts`.
 * - RTMP ingest on `rtmpPort` (`rtmp://host:rtmpPort/live/<streamkey>`), played over WebRTC like a
 *   browser broadcast (H.264 copied when it has no B-frames, else transcoded; AAC → Opus) and served
 *   as HLS at `http://host:port/hls/<streamId>/index.m3u8` (the fallback).
 * - Recordings of every broadcast in `recordingsDir`, reported through `hooks.onRecordingReady`.
 *
 * Production uses an Ant Media Server cluster instead: the same browser code, only the signalling
 * URL and token issuer change (configured in the product server).
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { WebSocketServer } from 'ws';
import { LiveEngine } from './engine.js';
import { type RtmpIngest, startRtmpIngest } from './rtmp.js';
import { defaultIce } from './webrtc.js';

export * from './restream.js';
export type { MediaRole } from './tokens.js';
export { issueMediaToken, verifyMediaToken } from './tokens.js';

/** Callbacks from the engine into the product server. */
export interface MediaServerHooks {
  /**
   * Maps an RTMP stream key to the stream id (apikey); null (or a rejection) disconnects the
   * publisher. Without this hook every RTMP publish is refused.
   */
  resolveRtmpKey?(streamkey: string): Promise<string | null>;
  /** A broadcast started (first media packet from a WebRTC publisher, or RTMP ingest accepted). */
  onPublishStarted?(streamId: string): void;
  /** A broadcast that had started ended (publisher stopped or disconnected). */
  onPublishStopped?(streamId: string): void;
  /**
   * The recording of a finished broadcast is complete.
   * @param file absolute path (`.webm` VP8/Opus, `.mkv` H264 from WebRTC, `.mp4` from RTMP)
   * @param durationSec duration in seconds (ffprobe)
   * @param thumbnail JPEG path or null when no frame could be decoded
   */
  onRecordingReady?(streamId: string, file: string, durationSec: number, thumbnail: string | null): void;
}

/** Options of {@link startMediaServer}. */
export interface MediaServerOptions {
  /** HTTP/WebSocket port (0 = any free port). */
  port: number;
  /** Listen address, default `0.0.0.0`. */
  host?: string;
  /** RTMP ingest port (0 = any free port); null/undefined disables RTMP. One RTMP ingest per process. */
  rtmpPort?: number | null;
  /** Directory for recordings (created when missing); live HLS goes to `<recordingsDir>/.hls`. */
  recordingsDir: string;
  /** HMAC secret for media tokens (see tokens.ts). */
  secret: string;
  hooks?: MediaServerHooks;
  /**
   * Video codecs accepted from WebRTC publishers (relayed and recorded without transcoding);
   * default `['VP8', 'H264']` (the browser's first offered one wins). H264 is limited to
   * packetization-mode=1 and recorded as Matroska.
   */
  videoCodecs?: Array<'VP8' | 'H264'>;
  /**
   * Base URL browsers use to reach this engine (e.g. `https://live.example.com` behind a proxy);
   * `websocketUrl` and `hlsUrl` are built from it (`https` → `wss`). Default `http://<host>:<port>`
   * with 127.0.0.1 for a wildcard host.
   */
  publicUrl?: string;
}

/** A running engine. */
export interface MediaServerHandle {
  /** `ws://<host>:<port>/WebRTCAppEE/websocket`, or derived from `publicUrl`. */
  websocketUrl: string;
  /** HLS playlist URL of a live RTMP-published stream once its playlist exists, else null. */
  hlsUrl(streamId: string): string | null;
  /**
   * The file a live WebRTC broadcast is being recorded into (WebM, growing), once its recording
   * started; null for an RTMP publish, an unknown stream or after 10 s without tracks.
   */
  liveRecordingPath(streamId: string): Promise<string | null>;
  /**
   * Lets a loopback publisher push to `rtmp://127.0.0.1:<rtmpPort>/${RELAY_APP}/<key>` (restreaming's
   * shared transcode; no hooks, HLS or recording run for it) until the returned function is called.
   */
  allowRelay(key: string): () => void;
  /** Stops everything; resolves when sockets, children and recording reports are done. */
  close(): Promise<void>;
}

const HLS_FILE = /^[A-Za-z0-9_-]+\.(m3u8|ts)$/;

/** Wraps the notification hooks so a throwing hook is logged instead of breaking a session. */
function guardHooks(hooks: MediaServerHooks): MediaServerHooks {
  const guard =
    <A extends unknown[]>(name: string, fn: ((...args: A) => void) | undefined) =>
    (...args: A) => {
      try {
        fn?.apply(hooks, args);
      } catch (error) {
        process.stderr.write(`[media-server] hook ${name} threw: ${String(error)}\n`);
      }
    };
  return {
    resolveRtmpKey: hooks.resolveRtmpKey?.bind(hooks),
    onPublishStarted: guard('onPublishStarted', hooks.onPublishStarted),
    onPublishStopped: guard('onPublishStopped', hooks.onPublishStopped),
    onRecordingReady: guard('onRecordingReady', hooks.onRecordingReady),
  };
}

/**
 * Starts the engine.
 * @throws Error when the secret is empty or a port cannot be bound.
 */
export async function startMediaServer(options: MediaServerOptions): Promise<MediaServerHandle> {
  if (!options.secret) throw new Error('startMediaServer: secret is required');
  const host = options.host ?? '0.0.0.0';
  const hooks = guardHooks(options.hooks ?? {});
  const hlsDir = join(options.recordingsDir, '.hls');
  let rtmp: RtmpIngest | null = null;
  const relayKeys = new Set<string>();

  const engine = new LiveEngine({
    secret: options.secret,
    recordingsDir: options.recordingsDir,
    ice: defaultIce,
    stunServerUri: '',
    hooks,
    isRtmpLive: (streamId) => rtmp?.isLive(streamId) ?? false,
    record: true,
    videoCodecs: options.videoCodecs?.length ? options.videoCodecs : ['VP8', 'H264'],
  });

  const serveHls = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const m = /^\/hls\/([A-Za-z0-9_-]{1,128})\/([^/]+)$/.exec(url.pathname);
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (req.method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
      res.statusCode = 204;
      res.end();
      return;
    }
    if (!m || !HLS_FILE.test(m[2] as string) || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.statusCode = 404;
      res.end();
      return;
    }
    const streamId = m[1] as string;
    const file = join(hlsDir, streamId, m[2] as string);
    if (!rtmp?.isLive(streamId)) {
      res.statusCode = 404;
      res.end();
      return;
    }
    try {
      const s = await stat(file);
      const playlist = file.endsWith('.m3u8');
      res.setHeader('Content-Type', playlist ? 'application/vnd.apple.mpegurl' : 'video/mp2t');
      res.setHeader('Cache-Control', playlist ? 'no-cache' : 'max-age=60');
      res.setHeader('Content-Length', String(s.size));
      if (req.method === 'HEAD') {
        res.end();
        return;
      }
      createReadStream(file)
        .on('error', () => res.destroy())
        .pipe(res);
    } catch {
      res.statusCode = 404;
      res.end();
    }
  };

  const http = createServer((req, res) => {
    serveHls(req, res).catch(() => {
      res.statusCode = 500;
      res.end();
    });
  });
  const wss = new WebSocketServer({ server: http, path: '/WebRTCAppEE/websocket' });
  wss.on('connection', (ws) => engine.attach(ws));

  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(options.port, host, () => {
      http.off('error', reject);
      resolve();
    });
  });
  const port = (http.address() as AddressInfo).port;
  const publicHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  const base = (options.publicUrl ?? `http://${publicHost}:${port}`).replace(/\/+$/, '');
  const wsBase = base.replace(/^http/, 'ws');

  if (options.rtmpPort !== null && options.rtmpPort !== undefined) {
    try {
      rtmp = await startRtmpIngest({
        port: options.rtmpPort,
        host,
        recordingsDir: options.recordingsDir,
        hlsDir,
        resolveRtmpKey: hooks.resolveRtmpKey,
        isStreamBusy: (streamId) => engine.isBusy(streamId),
        isRelayKey: (key) => relayKeys.has(key),
        onPublishStarted: (id) => hooks.onPublishStarted?.(id),
        onPublishStopped: (id) => hooks.onPublishStopped?.(id),
        onRecordingReady: (id, file, duration, thumb) => hooks.onRecordingReady?.(id, file, duration, thumb),
        addRelaySource: (id, source) => engine.addRelaySource(id, source),
        removeRelaySource: (id, source) => engine.removeRelaySource(id, source),
      });
    } catch (error) {
      await new Promise<void>((resolve) => http.close(() => resolve()));
      throw error;
    }
  }

  let closed: Promise<void> | null = null;
  return {
    websocketUrl: `${wsBase}/WebRTCAppEE/websocket`,
    hlsUrl: (streamId) => (rtmp?.playlistPath(streamId) ? `${base}/hls/${streamId}/index.m3u8` : null),
    liveRecordingPath: (streamId) => engine.liveRecordingPath(streamId),
    allowRelay(key) {
      relayKeys.add(key);
      return () => relayKeys.delete(key);
    },
    close: () => {
      closed ??= (async () => {
        for (const client of wss.clients) client.close(1001, 'server shutting down');
        await engine.close();
        await rtmp?.close();
        for (const client of wss.clients) client.terminate();
        await new Promise<void>((resolve) => wss.close(() => resolve()));
        http.closeAllConnections();
        await new Promise<void>((resolve) => http.close(() => resolve()));
      })();
      return closed;
    },
  };
}
