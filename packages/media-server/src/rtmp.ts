/**
 * RTMP ingest for streaming software (issue 8, "RTMP ingest … the stream key authorises; viewers of
 * an RTMP-published stream get HLS (ffmpeg remux)"; "Recording … MP4/FLV from RTMP").
 *
 * node-media-server 4 accepts `rtmp://host:port/live/<streamkey>`; the key is mapped to the stream
 * id by `resolveRtmpKey`, unknown keys are disconnected. An ffmpeg child pulls the stream from
 * loopback and, without transcoding, writes a live HLS playlist and an MP4 recording. A second one
 * feeds the engine's WebRTC relay (issue 35 §1, `rtp-source.ts`), so viewers play the ingest over
 * WebRTC with HLS as their fallback.
 *
 * node-media-server keeps its state in a module singleton, so one process runs one RTMP ingest.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AddressInfo, Server } from 'node:net';
import { join } from 'node:path';
import { FFMPEG, makeThumbnail, probeDurationSec } from './media-tools.js';
import { recordingStem } from './recorder.js';
import { RELAY_APP } from './restream.js';
import { type FeedVideoMode, feedVideoMode, startWebRtcFeed, type WebRtcFeed } from './rtp-source.js';
import type { RelaySource } from './webrtc.js';

const require = createRequire(import.meta.url);

/**
 * The remux's stream selection, per output: the first video and the first audio when there is one,
 * copied. Never `-map 0`: GStreamer's flvmux repeats its onMetaData tag, which ffmpeg reads as a
 * data stream that neither the HLS muxer ("Exactly one WebVTT stream is needed") nor MP4 takes.
 */
const COPY_AV = ['-map', '0:v:0', '-map', '0:a:0?', '-c', 'copy'];

/** A media packet as node-media-server parses it from an FLV tag. */
interface NmsPacket {
  /** 8 audio, 9 video, 18 data. */
  codec_type: number;
  /** FLV codec id (7 H.264, 12 legacy HEVC) or an enhanced RTMP FourCC as uint32 (`hvc1`, `av01`). */
  codec_id?: number;
  /** 2 sequence header (AVCDecoderConfigurationRecord), 3 keyframe, 4 other frame (video). */
  flags?: number;
  /** Presentation and decoding time (ms); they differ for reordered (B-) frames. */
  pts?: number;
  dts?: number;
  /** The FLV tag body. */
  data?: Buffer;
}
/** The parts of node-media-server's RTMP session we use. */
interface NmsSession {
  id: string;
  ip: string;
  streamApp: string;
  streamName: string;
  streamPath: string;
  socket: { destroy(): void; end(): void };
  rtmp: {
    streamId: number;
    onPacketCallback(packet: NmsPacket): void;
    sendStatusMessage(streamId: number, level: string, code: string, description: string): void;
  };
}
interface NmsContext {
  config: Record<string, unknown>;
  eventEmitter: {
    on(event: string, listener: (session: NmsSession) => void): void;
    off(event: string, listener: (session: NmsSession) => void): void;
  };
  broadcasts: Map<string, { publishGraceMs: number; subscribers: Map<string, { close(): void }> }>;
}

const Context = require('node-media-server/src/core/context.js') as NmsContext;
const NodeRtmpServer = require('node-media-server/src/server/rtmp_server.js') as new () => {
  tcpServer?: Server;
  stop(): void;
};
const nmsLogger = require('node-media-server/src/core/logger.js') as { level: string };

/** What the ingest needs from the engine. */
export interface RtmpIngestOptions {
  port: number;
  host: string;
  recordingsDir: string;
  /** Directory for live HLS output (one sub-directory per stream id). */
  hlsDir: string;
  resolveRtmpKey?(streamkey: string): Promise<string | null>;
  /**
   * True for a key a loopback publisher may push under the relay app ({@link RELAY_APP}); such a
   * publish is only relayed to its players (no hooks, HLS or recording).
   */
  isRelayKey?(key: string): boolean;
  /** True when the stream id already has a (WebRTC) publisher. */
  isStreamBusy(streamId: string): boolean;
  onPublishStarted(streamId: string): void;
  onPublishStopped(streamId: string): void;
  onRecordingReady(streamId: string, file: string, durationSec: number, thumbnail: string | null): void;
  /**
   * Makes the ingest's WebRTC feed the relay source of the stream id (viewers play it over WebRTC);
   * false when the id is taken. Without it the ingest runs no feed (HLS only).
   */
  addRelaySource?(streamId: string, source: RelaySource): boolean;
  removeRelaySource?(streamId: string, source: RelaySource): void;
}

interface Ingest {
  streamId: string;
  session: NmsSession;
  ffmpeg: ChildProcess;
  recording: string;
  stem: string;
  exited: Promise<void>;
  /** Settles after the recording was probed and reported. */
  finished: Promise<void>;
  /** The WebRTC feed while it runs. */
  feed: WebRtcFeed | null;
  ended: boolean;
}

let active = false;

/** FLV video codec id of H.264 (AVC): the only video the remux copies into HLS and MP4 as is. */
const FLV_CODEC_H264 = 7;
/** Names of the video codecs publishers send instead, for the refusal's text. */
const VIDEO_CODEC_NAMES = new Map<number, string>([
  [2, 'Sorenson H.263'],
  [4, 'VP6'],
  [12, 'HEVC (H.265)'],
  [0x68766331, 'HEVC (H.265)'], // 'hvc1', enhanced RTMP
  [0x61763031, 'AV1'], // 'av01'
  [0x76703039, 'VP9'], // 'vp09'
]);
/** How long a publish may send no video before it is taken as audio only (ms). */
const FIRST_VIDEO_WAIT_MS = 5000;

/**
 * The text a publisher whose video is not H.264 is refused with (RTMP `onStatus` error
 * `NetStream.Publish.Rejected`; ffmpeg logs it as "Server error: …", OBS as the disconnect reason).
 */
export function unsupportedVideoText(codecId: number | undefined): string {
  const name = (codecId !== undefined && VIDEO_CODEC_NAMES.get(codecId)) || 'this video codec';
  return `${name} is not supported: publish H.264 (AVC) video with AAC audio.`;
}

/**
 * Watches a publisher's first video packet: resolves `true` for H.264 (or no video within
 * {@link FIRST_VIDEO_WAIT_MS}), else refuses the publish, before any of its packets reach the
 * broadcast, with {@link unsupportedVideoText} and closes the connection, and resolves `false`.
 * A half-state (live without a picture, a recording without video) never starts.
 */
function videoCodecCheck(session: NmsSession): Promise<boolean> {
  const forward = session.rtmp.onPacketCallback;
  return new Promise<boolean>((resolve) => {
    let decided = false;
    const accept = () => {
      if (decided) return;
      decided = true;
      session.rtmp.onPacketCallback = forward;
      resolve(true);
    };
    const timer = setTimeout(accept, FIRST_VIDEO_WAIT_MS);
    session.rtmp.onPacketCallback = (packet) => {
      if (decided || packet.codec_type !== 9) return forward(packet);
      clearTimeout(timer);
      if (packet.codec_id === FLV_CODEC_H264) {
        accept();
        return forward(packet);
      }
      decided = true;
      session.rtmp.onPacketCallback = () => undefined;
      const text = unsupportedVideoText(packet.codec_id);
      process.stderr.write(`[media-server] rtmp publish refused: ${text}\n`);
      session.rtmp.sendStatusMessage(session.rtmp.streamId, 'error', 'NetStream.Publish.Rejected', text);
      session.socket.end();
      resolve(false);
    };
  });
}

/** Coded video frames looked at before the WebRTC feed's video mode is chosen. */
const FRAMES_TO_DECIDE = 3;

/** What the first packets of a publish say about its WebRTC feed ({@link watchH264}). */
interface H264Watch {
  /** The feed's video mode and whether the publish carries audio, after {@link FRAMES_TO_DECIDE} frames. */
  decided: Promise<{ mode: FeedVideoMode; audio: boolean }>;
  /** Set by the ingest: a copied stream showed reordered frames later on (the feed must transcode). */
  onReorder: (() => void) | null;
}

/**
 * Watches a publisher's packets for its WebRTC feed: the H.264 profile (AVC sequence header byte 1
 * of the configuration record) and B-frames (a frame whose presentation time differs from its
 * decoding time). Installed before {@link videoCodecCheck}, which hands packets on to it.
 */
function watchH264(session: NmsSession): H264Watch {
  const forward = session.rtmp.onPacketCallback;
  let profile: number | undefined;
  let reordered = false;
  let audio = false;
  let frames = 0;
  let decide: (value: { mode: FeedVideoMode; audio: boolean }) => void = () => undefined;
  const watch: H264Watch = {
    decided: new Promise((resolve) => {
      decide = resolve;
    }),
    onReorder: null,
  };
  session.rtmp.onPacketCallback = (packet) => {
    if (packet.codec_type === 8) audio = true;
    if (packet.codec_type === 9 && packet.codec_id === FLV_CODEC_H264) {
      if (packet.flags === 2 && packet.data) profile = packet.data[6];
      else if (packet.pts !== packet.dts && !reordered) {
        reordered = true;
        if (frames >= FRAMES_TO_DECIDE) watch.onReorder?.();
      }
      if ((packet.flags === 3 || packet.flags === 4) && ++frames === FRAMES_TO_DECIDE) {
        decide({ mode: feedVideoMode(profile, reordered), audio });
      }
    }
    forward(packet);
  };
  return watch;
}

/** Whether a session's address (node-media-server may append `:port`) is this machine. */
const isLoopback = (ip: string) =>
  ['127.0.0.1', '::1', '::ffff:127.0.0.1'].some((local) => ip === local || ip.startsWith(`${local}:`));

/** Running RTMP ingest. */
export interface RtmpIngest {
  port: number;
  /** Stream ids with a live RTMP publisher. */
  isLive(streamId: string): boolean;
  /** Path of the HLS playlist of a live RTMP stream, when written. */
  playlistPath(streamId: string): string | null;
  close(): Promise<void>;
}

/**
 * Starts the RTMP listener.
 * @throws Error when another RTMP ingest runs in this process or the port cannot be bound.
 */
export async function startRtmpIngest(options: RtmpIngestOptions): Promise<RtmpIngest> {
  if (active) throw new Error('startRtmpIngest: only one RTMP ingest per process');
  active = true;
  nmsLogger.level = process.env.NMS_LOG_LEVEL || 'error';
  // node-media-server only creates its listener for a truthy port; we bind it ourselves below.
  Context.config = { bind: options.host, rtmp: { port: options.port || 1935 } };
  const server = new NodeRtmpServer();
  const tcp = server.tcpServer;
  if (!tcp) throw new Error('startRtmpIngest: RTMP server not created');
  try {
    await new Promise<void>((resolve, reject) => {
      tcp.once('error', reject);
      tcp.listen(options.port, options.host, () => {
        tcp.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    active = false;
    throw error;
  }
  const port = (tcp.address() as AddressInfo).port;
  const ingests = new Map<string, Ingest>(); // by stream id
  const bySession = new Map<string, Ingest>();
  const pending = new Set<string>(); // session ids being authorised
  let closing = false;

  const streamDir = (streamId: string) => join(options.hlsDir, streamId);

  /**
   * Runs the ingest's WebRTC feed until the ingest ends: waits for the video mode, starts ffmpeg
   * and makes it the stream's relay source; a copied stream that later shows B-frames, or a feed
   * that stopped on its own, starts again (transcoding in the first case).
   */
  const runFeed = async (ingest: Ingest, watch: H264Watch, source: string) => {
    const { addRelaySource, removeRelaySource } = options;
    if (!addRelaySource || !removeRelaySource) return;
    // An audio-only publish never decides: the feed waits for nothing past the ingest's end.
    const decided = await Promise.race([watch.decided, ingest.exited.then(() => null)]);
    if (!decided) return;
    let mode = decided.mode;
    const { audio } = decided;
    for (let attempt = 0; attempt < 5 && !ingest.ended; attempt++) {
      const feed = await startWebRtcFeed(source, mode, audio);
      ingest.feed = feed;
      if (ingest.ended || !addRelaySource(ingest.streamId, feed.source)) {
        await feed.stop();
        return;
      }
      watch.onReorder = mode === 'copy' ? () => void feed.stop() : null;
      await feed.exited;
      watch.onReorder = null;
      removeRelaySource(ingest.streamId, feed.source);
      ingest.feed = null;
      if (ingest.ended) return;
      // The ingest's end stops the feed a moment before the remux: give it the time to say so.
      await new Promise((resolve) => setTimeout(resolve, 500));
      if (ingest.ended) return;
      if (feed.log()) process.stderr.write(`[media-server] rtmp webrtc feed stopped: ${feed.log()}\n`);
      // B-frames showed up, or the copy stopped on its own: transcoding plays anything.
      mode = 'transcode';
    }
  };

  const startIngest = async (session: NmsSession, streamId: string, watch: H264Watch) => {
    const dir = streamDir(streamId);
    await rm(dir, { recursive: true, force: true });
    await mkdir(dir, { recursive: true });
    await mkdir(options.recordingsDir, { recursive: true });
    const stem = recordingStem(streamId, new Date());
    const recording = join(options.recordingsDir, `${stem}.mp4`);
    const source = `rtmp://127.0.0.1:${port}/${session.streamApp}/${session.streamName}`;
    const ffmpeg = spawn(
      FFMPEG,
      [
        '-hide_banner',
        '-loglevel',
        'error',
        '-rw_timeout',
        '10000000',
        '-i',
        source,
        ...COPY_AV,
        '-f',
        'hls',
        '-hls_time',
        '2',
        '-hls_list_size',
        '6',
        '-hls_flags',
        'delete_segments+independent_segments',
        '-hls_segment_filename',
        join(dir, 'seg%05d.ts'),
        join(dir, 'index.m3u8'),
        ...COPY_AV,
        '-movflags',
        '+faststart',
        '-f',
        'mp4',
        recording,
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let stderr = '';
    ffmpeg.stderr?.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4000);
    });
    const exited = new Promise<void>((resolve) => ffmpeg.once('exit', () => resolve()));
    const finished = exited.then(async () => {
      ingest.ended = true;
      await ingest.feed?.stop();
      ingests.delete(streamId);
      bySession.delete(session.id);
      session.socket.destroy();
      options.onPublishStopped(streamId);
      await rm(dir, { recursive: true, force: true }).catch(() => undefined);
      try {
        const durationSec = await probeDurationSec(recording);
        const thumbnail = await makeThumbnail(
          recording,
          join(options.recordingsDir, `${stem}.jpg`),
          Math.min(1, durationSec / 2),
        );
        options.onRecordingReady(streamId, recording, durationSec, thumbnail);
      } catch {
        if (stderr) process.stderr.write(`[media-server] rtmp recording failed: ${stderr}\n`);
      }
    });
    const ingest: Ingest = {
      streamId,
      session,
      ffmpeg,
      recording,
      stem,
      exited,
      finished,
      feed: null,
      ended: false,
    };
    ingests.set(streamId, ingest);
    bySession.set(session.id, ingest);
    options.onPublishStarted(streamId);
    runFeed(ingest, watch, source).catch((error) =>
      process.stderr.write(`[media-server] rtmp webrtc feed failed: ${String(error)}\n`),
    );
  };

  const onPostPublish = (session: NmsSession) => {
    const broadcast = Context.broadcasts.get(session.streamPath);
    if (broadcast) broadcast.publishGraceMs = 0;
    if (
      session.streamApp === RELAY_APP &&
      isLoopback(session.ip) &&
      options.isRelayKey?.(session.streamName) &&
      !closing
    )
      return;
    if (session.streamApp !== 'live' || !options.resolveRtmpKey || closing) {
      session.socket.destroy();
      return;
    }
    pending.add(session.id);
    const watch = watchH264(session);
    const playable = videoCodecCheck(session);
    options
      .resolveRtmpKey(session.streamName)
      .then(async (streamId) => {
        if (!streamId || closing || ingests.has(streamId) || options.isStreamBusy(streamId)) {
          pending.delete(session.id);
          session.socket.destroy();
          return;
        }
        // Live only with a video the remux can copy (the refusal already closed the publisher).
        const ok = await playable;
        pending.delete(session.id);
        if (!ok || closing) return;
        await startIngest(session, streamId, watch);
      })
      .catch(() => {
        pending.delete(session.id);
        session.socket.destroy();
      });
  };
  /**
   * The publisher left: end our loopback pull (node-media-server keeps subscribers waiting for a new
   * publisher) so ffmpeg sees end of stream and finalises the playlist and the MP4.
   */
  const onDonePublish = (session: NmsSession) => {
    const ingest = bySession.get(session.id);
    if (!ingest) return;
    for (const subscriber of Context.broadcasts.get(session.streamPath)?.subscribers.values() ?? []) {
      subscriber.close();
    }
    const fallback = setTimeout(() => {
      if (ingest.ffmpeg.exitCode === null) ingest.ffmpeg.kill('SIGINT');
    }, 5000);
    ingest.exited.then(() => clearTimeout(fallback));
  };
  /** Only the engine's own ffmpeg (loopback) may play RTMP; viewers get HLS. */
  const onPostPlay = (session: NmsSession) => {
    if (!isLoopback(session.ip)) session.socket.destroy();
  };
  Context.eventEmitter.on('postPublish', onPostPublish);
  Context.eventEmitter.on('donePublish', onDonePublish);
  Context.eventEmitter.on('postPlay', onPostPlay);

  return {
    port,
    isLive: (streamId) => ingests.has(streamId),
    playlistPath: (streamId) => {
      if (!ingests.has(streamId)) return null;
      const file = join(streamDir(streamId), 'index.m3u8');
      return existsSync(file) ? file : null;
    },
    close: async () => {
      closing = true;
      Context.eventEmitter.off('postPublish', onPostPublish);
      Context.eventEmitter.off('postPlay', onPostPlay);
      const running = [...ingests.values()];
      for (const ingest of running) ingest.ffmpeg.kill('SIGINT');
      await Promise.all(running.map((i) => i.finished));
      Context.eventEmitter.off('donePublish', onDonePublish);
      await new Promise<void>((resolve) => {
        tcp.close(() => resolve());
        server.stop();
      });
      active = false;
    },
  };
}
