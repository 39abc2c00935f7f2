/**
 * The WebRTC side of an RTMP ingest (issue 35 §1, "RTMP ingest played to viewers over WebRTC … HLS as
 * the fallback"): an ffmpeg child pulls the ingest from loopback and sends H.264 and Opus as RTP to
 * two loopback UDP ports, and an {@link RtpSource} relays those packets to the engine's viewers like
 * a browser publisher's.
 *
 * - Video is copied when a browser can play it as is: no B-frames (WebRTC carries no composition
 *   offsets, reordered frames would be shown out of order) and a profile Chromium, Firefox and
 *   Safari decode (baseline, main, high). Otherwise it is transcoded with x264 ultrafast
 *   `zerolatency`, no B-frames and a keyframe every second.
 * - Audio (AAC in RTMP, which WebRTC lacks) is always transcoded to Opus.
 * - An RTMP publisher cannot be asked for a keyframe: a viewer joining a copied stream waits for
 *   the publisher's next one (OBS: "Keyframe interval", 1–2 s).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createSocket, type Socket } from 'node:dgram';
import type { AddressInfo } from 'node:net';
import { RTCRtpCodecParameters, RtpPacket } from 'werift';
import { FFMPEG } from './media-tools.js';
import type { Kind, RelaySource } from './webrtc.js';

/** Payload types the feed's RTP carries (dynamic range; viewers are offered the same). */
export const FEED_VIDEO_PT = 96;
export const FEED_AUDIO_PT = 111;

/**
 * How the feed's video is made: `copy` (the publisher's H.264 as is) or `transcode` (x264
 * zerolatency, no B-frames, 1 s keyframes).
 */
export type FeedVideoMode = 'copy' | 'transcode';

/** H.264 `profile_idc` values browsers decode: baseline (66), main (77), high (100). */
const BROWSER_PROFILES = new Set([66, 77, 100]);

/**
 * Whether a publisher's H.264 can be copied into WebRTC: a browser profile and no frame reordering.
 * @param profileIdc `profile_idc` of its AVC decoder configuration (undefined when not seen)
 * @param reordered whether any frame had a composition time offset (B-frames)
 */
export function feedVideoMode(profileIdc: number | undefined, reordered: boolean): FeedVideoMode {
  return profileIdc !== undefined && BROWSER_PROFILES.has(profileIdc) && !reordered ? 'copy' : 'transcode';
}

/**
 * ffmpeg's arguments for the feed: pulls `source` (RTMP on loopback) and writes video to
 * `videoPort`, audio (when `audio`) to `audioPort` on 127.0.0.1 as RTP. RTCP goes to the same port
 * as the RTP (the source drops it, RFC 5761 demultiplexing).
 */
export function feedArgs(
  source: string,
  mode: FeedVideoMode,
  ports: { video: number; audio: number },
  audio: boolean,
): string[] {
  const rtp = (port: number) => `rtp://127.0.0.1:${port}?pkt_size=1200&rtcpport=${port}`;
  const video =
    mode === 'copy'
      ? ['-c:v', 'copy', '-bsf:v', 'h264_mp4toannexb']
      : [
          // ultrafast: a transcode per ingest on the engine's cores; its output is constrained baseline.
          ...['-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-bf', '0'],
          // passthrough: the publisher's frames as they come (RTP's default would duplicate to a
          // constant rate, encoding frames nobody sent).
          ...[
            '-pix_fmt',
            'yuv420p',
            '-fps_mode',
            'passthrough',
            '-force_key_frames',
            'expr:gte(t,n_forced*1)',
          ],
          ...['-b:v', '2500k', '-maxrate', '3000k', '-bufsize', '1500k'],
        ];
  return [
    ...['-hide_banner', '-loglevel', 'error', '-fflags', 'nobuffer', '-flags', 'low_delay'],
    ...['-rw_timeout', '10000000', '-i', source],
    ...['-map', '0:v:0', ...video, '-payload_type', String(FEED_VIDEO_PT), '-f', 'rtp', rtp(ports.video)],
    ...(audio
      ? [
          ...['-map', '0:a:0', '-c:a', 'libopus', '-ar', '48000', '-ac', '2', '-b:a', '96k'],
          ...['-application', 'lowdelay', '-frame_duration', '20'],
          ...['-payload_type', String(FEED_AUDIO_PT), '-f', 'rtp', rtp(ports.audio)],
        ]
      : []),
  ];
}

/** RFC 5761: the second byte of an RTCP packet (its type) is 192–223; of RTP, marker bit + payload type. */
const isRtcp = (datagram: Buffer) =>
  datagram.length > 1 && (datagram[1] as number) >= 192 && (datagram[1] as number) <= 223;

/**
 * A relay source fed by RTP on two loopback UDP ports (video H.264 packetization-mode 1, audio
 * Opus), as the feed's ffmpeg sends it. Viewers are offered constrained baseline (`42e01f`): every
 * browser answers it, and their decoders play main and high under it as well.
 */
export class RtpSource implements RelaySource {
  readonly subscribers = new Set<(kind: Kind, rtp: RtpPacket) => void>();
  readonly width = 0;
  readonly height = 0;
  videoBytes = 0;
  audioBytes = 0;
  readonly startedAt = Date.now();
  readonly videoCodecName = 'H264';
  private readonly sockets: Record<Kind, Socket>;
  private readonly codecs: Record<Kind, RTCRtpCodecParameters>;
  private packets = 0;
  private firstPacket: () => void = () => undefined;
  /** Resolves at the first RTP packet (video or audio). */
  readonly flowing = new Promise<void>((resolve) => {
    this.firstPacket = resolve;
  });

  private constructor(
    sockets: Record<Kind, Socket>,
    private readonly audio: boolean,
  ) {
    this.sockets = sockets;
    this.codecs = {
      video: new RTCRtpCodecParameters({
        mimeType: 'video/H264',
        clockRate: 90000,
        payloadType: FEED_VIDEO_PT,
        parameters: 'level-asymmetry-allowed=1;packetization-mode=1;profile-level-id=42e01f',
        rtcpFeedback: [{ type: 'nack' }, { type: 'nack', parameter: 'pli' }],
      }),
      audio: new RTCRtpCodecParameters({
        mimeType: 'audio/opus',
        clockRate: 48000,
        channels: 2,
        payloadType: FEED_AUDIO_PT,
      }),
    };
    for (const kind of ['video', 'audio'] as const) {
      sockets[kind].on('message', (datagram: Buffer) => this.onDatagram(kind, datagram));
    }
  }

  /** Binds the two UDP ports on 127.0.0.1 (any free ones). */
  static async open(audio: boolean): Promise<RtpSource> {
    const bind = async () => {
      const socket = createSocket('udp4');
      await new Promise<void>((resolve, reject) => {
        socket.once('error', reject);
        socket.bind(0, '127.0.0.1', () => {
          socket.off('error', reject);
          resolve();
        });
      });
      // 720p keyframes arrive as bursts of ~100 datagrams; the default buffer can overflow under load.
      try {
        socket.setRecvBufferSize(4 * 1024 * 1024);
      } catch {}
      return socket;
    };
    const video = await bind();
    const audioSocket = await bind().catch((error) => {
      video.close();
      throw error;
    });
    return new RtpSource({ video, audio: audioSocket }, audio);
  }

  /** The UDP ports the feed sends to. */
  get ports(): { video: number; audio: number } {
    return {
      video: (this.sockets.video.address() as AddressInfo).port,
      audio: (this.sockets.audio.address() as AddressInfo).port,
    };
  }

  get hasTracks(): boolean {
    return this.packets > 0;
  }

  codecOf(kind: Kind): RTCRtpCodecParameters | undefined {
    return kind === 'audio' && !this.audio ? undefined : this.codecs[kind];
  }

  /** An RTMP publisher cannot be asked for a keyframe (see the module comment). */
  requestKeyframe(): void {}

  /** An RTMP publisher has no data channel. */
  sendData(): void {}

  private onDatagram(kind: Kind, datagram: Buffer): void {
    if (isRtcp(datagram)) return;
    let rtp: RtpPacket;
    try {
      rtp = RtpPacket.deSerialize(datagram);
    } catch {
      return;
    }
    if (kind === 'video') this.videoBytes += rtp.payload.length;
    else this.audioBytes += rtp.payload.length;
    if (this.packets++ === 0) this.firstPacket();
    for (const subscriber of this.subscribers) subscriber(kind, rtp);
  }

  /** Closes the sockets. Idempotent. */
  close(): void {
    this.subscribers.clear();
    for (const socket of Object.values(this.sockets)) {
      try {
        socket.close();
      } catch {}
    }
  }
}

/** A running feed: ffmpeg writing to an {@link RtpSource}. */
export interface WebRtcFeed {
  readonly mode: FeedVideoMode;
  readonly source: RtpSource;
  readonly child: ChildProcess;
  /** Settles when ffmpeg has exited. */
  readonly exited: Promise<void>;
  /** The end of ffmpeg's error output (why it stopped, when it did on its own). */
  log(): string;
  /** Stops ffmpeg and closes the source. */
  stop(): Promise<void>;
}

/**
 * Starts the feed of an RTMP ingest: binds an {@link RtpSource} and spawns ffmpeg pulling `source`.
 * @param audio whether the ingest carries audio (an audio output without input stops ffmpeg)
 */
export async function startWebRtcFeed(
  source: string,
  mode: FeedVideoMode,
  audio: boolean,
): Promise<WebRtcFeed> {
  const rtp = await RtpSource.open(audio);
  const child = spawn(FFMPEG, feedArgs(source, mode, rtp.ports, audio), {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-8000);
  });
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.once('error', () => resolve());
  });
  exited.then(() => rtp.close());
  return {
    mode,
    source: rtp,
    child,
    exited,
    log: () => stderr,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}
