/**
 * WebRTC publish and play sessions on werift, relaying RTP without transcoding
 * (issue 8, "relay RTP without transcoding and send a keyframe request when a viewer joins";
 * rules measured in `shared/design/live-engine-notes.md`, "Relay rules" and "ICE on one machine").
 */
import {
  RTCRtpCodecParameters as CodecParameters,
  MediaStream,
  MediaStreamTrack,
  type RTCDataChannel,
  RTCPeerConnection,
  type RTCPeerConnectionConfig,
  type RTCRtpCodecParameters,
  type RTCRtpReceiver,
  type RTCRtpTransceiver,
  RtpHeader,
  RtpPacket,
  useH264,
  useOPUS,
  useVP8,
} from 'werift';
import { keepH264PacketizationMode1, vp8KeyframeSize } from './protocol.js';

/** ICE settings for one machine / the embedded default: no STUN, loopback host candidate, IPv4. */
export interface IceOptions {
  iceServers: { urls: string }[];
  iceAdditionalHostAddresses: string[];
  iceUseIpv6: boolean;
}

/** Video codecs a WebRTC publisher may send (relayed and recorded as is). */
export type VideoCodecName = 'VP8' | 'H264';

export const defaultIce: IceOptions = {
  iceServers: [],
  iceAdditionalHostAddresses: ['127.0.0.1'],
  iceUseIpv6: false,
};

/** Minimum interval between keyframe requests sent to a publisher (ms). */
export const PLI_INTERVAL_MS = 500;

/** Candidate message in the AMS shape. */
export interface OutgoingCandidate {
  label: number;
  id: string;
  candidate: string;
}

export type Kind = 'audio' | 'video';

function candidateLine(c: { candidate: string }): string {
  return c.candidate.startsWith('candidate:') ? c.candidate : `candidate:${c.candidate}`;
}

/** Strips transport-cc feedback (it collapsed the bandwidth estimate to 125 kbps, see notes). */
function withoutTransportCc(sdp: string): string {
  return sdp
    .split(/\r?\n/)
    .filter((line) => !/^a=rtcp-fb:\d+ transport-cc/.test(line))
    .join('\r\n');
}

function copyWithoutExtensions(rtp: RtpPacket): RtpPacket {
  const h = rtp.header;
  const header = new RtpHeader({
    version: h.version,
    padding: false,
    paddingSize: 0,
    extension: false,
    marker: h.marker,
    payloadType: h.payloadType,
    sequenceNumber: h.sequenceNumber,
    timestamp: h.timestamp,
    ssrc: h.ssrc,
    csrcLength: 0,
    csrc: [],
    extensions: [],
  });
  return new RtpPacket(header, rtp.payload);
}

async function addCandidate(
  pc: RTCPeerConnection,
  c: { label: number | null; id: string | null; candidate: string },
): Promise<void> {
  if (!c.candidate) return;
  await pc.addIceCandidate({
    candidate: c.candidate,
    sdpMid: c.id ?? undefined,
    sdpMLineIndex: c.label ?? undefined,
  });
}

function wireCandidates(pc: RTCPeerConnection, onCandidate: (c: OutgoingCandidate) => void): void {
  pc.onIceCandidate.subscribe((c) => {
    if (!c?.candidate) return;
    onCandidate({ label: c.sdpMLineIndex ?? 0, id: c.sdpMid ?? '0', candidate: candidateLine(c) });
  });
}

interface PublishedTrack {
  kind: Kind;
  track: MediaStreamTrack;
  receiver: RTCRtpReceiver;
  transceiver: RTCRtpTransceiver;
  /** Codec the publisher sends with (known from the answer, confirmed by the first packet). */
  codec: RTCRtpCodecParameters;
}

/**
 * What viewers are fed from: a browser publisher ({@link PublisherSession}) or an RTP source fed by
 * the RTMP ingest (`rtp-source.ts`). Subscribers get every packet of the source, unchanged.
 */
export interface RelaySource {
  readonly subscribers: Set<(kind: Kind, rtp: RtpPacket) => void>;
  /** Whether the source's codecs are known (viewers can be offered them). */
  readonly hasTracks: boolean;
  readonly width: number;
  readonly height: number;
  readonly videoBytes: number;
  readonly audioBytes: number;
  readonly startedAt: number;
  readonly videoCodecName: string;
  /** Codec of a published kind, for viewers (payload type as the source sends it). */
  codecOf(kind: Kind): RTCRtpCodecParameters | undefined;
  /** Asks the source for a keyframe (a viewer joined or lost a picture). */
  requestKeyframe(): void;
  /** Sends a data channel message to the source, when it has one. */
  sendData(data: string | Buffer): void;
}

/** Callbacks of a {@link PublisherSession}. */
export interface PublisherEvents {
  onCandidate(c: OutgoingCandidate): void;
  /** First RTP packet arrived: the broadcast is live. */
  onLive(): void;
  /** ICE/DTLS failed or the peer closed: the session is over. */
  onFailed(): void;
  /** All publisher tracks have delivered a packet (codecs known): recording may start. */
  onTracksReady(tracks: MediaStreamTrack[]): void;
  /** A data channel message from the publisher. */
  onData(data: string | Buffer): void;
}

/**
 * The publisher side of a broadcast: answers the browser's offer, receives its tracks and fans the
 * packets out to viewer subscriptions.
 */
export class PublisherSession implements RelaySource {
  readonly pc: RTCPeerConnection;
  readonly tracks = new Map<Kind, PublishedTrack>();
  readonly subscribers = new Set<(kind: Kind, rtp: RtpPacket) => void>();
  width = 0;
  height = 0;
  videoBytes = 0;
  audioBytes = 0;
  readonly startedAt = Date.now();
  private live = false;
  private lastPli = 0;
  private pliTimer: NodeJS.Timeout | null = null;
  private channel: RTCDataChannel | null = null;
  private closed = false;
  private ready = new Set<Kind>();

  constructor(
    readonly streamId: string,
    ice: IceOptions,
    private readonly events: PublisherEvents,
    videoCodecs: VideoCodecName[] = ['VP8', 'H264'],
  ) {
    const config: RTCPeerConnectionConfig = {
      ...ice,
      codecs: {
        audio: [useOPUS()],
        video: videoCodecs.map((name) => (name === 'H264' ? useH264() : useVP8())),
      },
      headerExtensions: { audio: [], video: [] },
    };
    this.pc = new RTCPeerConnection(config);
    wireCandidates(this.pc, (c) => events.onCandidate(c));
    this.pc.connectionStateChange.subscribe((state) => {
      if (state === 'failed' || state === 'closed') this.fail();
    });
    this.pc.onDataChannel.subscribe((channel) => {
      this.channel = channel;
      channel.onMessage.subscribe((data) => events.onData(data));
    });
  }

  get hasTracks(): boolean {
    return this.tracks.size > 0;
  }

  /** Codec of a published kind, for viewers. */
  codecOf(kind: Kind): RTCRtpCodecParameters | undefined {
    return this.tracks.get(kind)?.codec;
  }

  get videoCodecName(): string {
    return this.codecOf('video')?.name.toUpperCase() ?? '';
  }

  /**
   * Applies the browser's offer and returns the answer SDP (H264 packetization-mode=1 only,
   * no transport-cc, payload types as offered).
   */
  async answer(offerSdp: string): Promise<string> {
    await this.pc.setRemoteDescription({ type: 'offer', sdp: offerSdp });
    const answer = await this.pc.createAnswer();
    await this.pc.setLocalDescription(answer);
    const sdp = withoutTransportCc(keepH264PacketizationMode1(answer.sdp));
    this.registerTracks(sdp);
    return sdp;
  }

  private registerTracks(answerSdp: string): void {
    // First payload type per m-section of the (munged) answer = the codec the browser sends with.
    const firstPt = new Map<string, number>();
    let mid: string | null = null;
    let mline: number[] = [];
    for (const line of answerSdp.split(/\r?\n/)) {
      const m = /^m=\w+ \d+ [A-Z/]+ (.*)$/.exec(line);
      if (m) {
        mline = (m[1] as string).split(' ').map(Number);
        mid = null;
        continue;
      }
      const mm = /^a=mid:(.*)$/.exec(line);
      if (mm) {
        mid = mm[1] as string;
        if (mline.length > 0) firstPt.set(mid, mline[0] as number);
      }
    }
    for (const transceiver of this.pc.getTransceivers()) {
      const kind = transceiver.kind as Kind;
      if (kind !== 'audio' && kind !== 'video') continue;
      if (this.tracks.has(kind)) continue;
      const pt = transceiver.mid ? firstPt.get(transceiver.mid) : undefined;
      const codec = transceiver.codecs.find((c) => c.payloadType === pt) ?? transceiver.codecs[0];
      if (!codec) continue;
      const receiver = transceiver.receiver;
      const track = receiver.track;
      const entry: PublishedTrack = { kind, track, receiver, transceiver, codec };
      this.tracks.set(kind, entry);
      track.onReceiveRtp.subscribe((rtp) => this.onRtp(entry, rtp));
    }
  }

  private onRtp(entry: PublishedTrack, rtp: RtpPacket): void {
    if (this.closed) return;
    if (entry.codec.payloadType !== rtp.header.payloadType) {
      const actual = entry.transceiver.codecs.find((c) => c.payloadType === rtp.header.payloadType);
      if (actual && actual.name.toLowerCase() !== 'rtx' && actual.name.toLowerCase() !== 'red') {
        entry.codec = actual;
      }
    }
    if (entry.kind === 'video') {
      this.videoBytes += rtp.payload.length;
      if (entry.codec.name.toLowerCase() === 'vp8') {
        const size = vp8KeyframeSize(rtp.payload);
        if (size) {
          this.width = size.width;
          this.height = size.height;
        }
      }
    } else {
      this.audioBytes += rtp.payload.length;
    }
    if (!this.live) {
      this.live = true;
      this.events.onLive();
    }
    if (!this.ready.has(entry.kind)) {
      this.ready.add(entry.kind);
      if (this.ready.size === this.tracks.size) {
        this.events.onTracksReady([...this.tracks.values()].map((t) => t.track));
      }
    }
    for (const subscriber of this.subscribers) subscriber(entry.kind, rtp);
  }

  /** Adds a trickled browser candidate. */
  addCandidate(c: { label: number | null; id: string | null; candidate: string }): Promise<void> {
    return addCandidate(this.pc, c);
  }

  /**
   * Asks the publisher for a keyframe, at most every {@link PLI_INTERVAL_MS}; a request inside the
   * window is deferred to its end (never dropped).
   */
  requestKeyframe(): void {
    const video = this.tracks.get('video');
    if (!video || this.closed) return;
    const wait = this.lastPli + PLI_INTERVAL_MS - Date.now();
    if (wait > 0) {
      if (!this.pliTimer) {
        this.pliTimer = setTimeout(() => {
          this.pliTimer = null;
          this.requestKeyframe();
        }, wait);
      }
      return;
    }
    const ssrc = video.track.ssrc;
    if (ssrc === undefined) return;
    this.lastPli = Date.now();
    video.receiver.sendRtcpPLI(ssrc).catch(() => undefined);
  }

  /** Sends a data channel message to the publisher (when its channel is open). */
  sendData(data: string | Buffer): void {
    if (this.channel?.readyState === 'open') this.channel.send(data);
  }

  private fail(): void {
    if (this.closed) return;
    this.events.onFailed();
  }

  /** Closes the peer connection. Idempotent. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (this.pliTimer) clearTimeout(this.pliTimer);
    this.subscribers.clear();
    await this.pc.close().catch(() => undefined);
  }
}

/** Callbacks of a {@link ViewerSession}. */
export interface ViewerEvents {
  onCandidate(c: OutgoingCandidate): void;
  /** ICE + DTLS connected: playback starts. */
  onConnected(): void;
  onFailed(): void;
  onData(data: string | Buffer): void;
}

/**
 * One viewer: its own outgoing tracks fed with copies of the publisher's packets (header extensions
 * removed, payload types kept).
 */
export class ViewerSession {
  readonly pc: RTCPeerConnection;
  private readonly outgoing = new Map<Kind, MediaStreamTrack>();
  private readonly subscription: (kind: Kind, rtp: RtpPacket) => void;
  private channel: RTCDataChannel | null = null;
  private closed = false;
  private connected = false;
  /** mid → streamId for the adaptor's `idMapping`. */
  readonly idMapping: Record<string, string> = {};

  constructor(
    readonly streamId: string,
    readonly publisher: RelaySource,
    ice: IceOptions,
    private readonly events: ViewerEvents,
  ) {
    const audio = publisher.codecOf('audio');
    const video = publisher.codecOf('video');
    const clone = (c: RTCRtpCodecParameters) =>
      new CodecParameters({
        mimeType: c.mimeType,
        clockRate: c.clockRate,
        channels: c.channels,
        payloadType: c.payloadType,
        parameters: c.parameters,
        rtcpFeedback: c.rtcpFeedback.filter((fb) => fb.type === 'nack'),
      });
    this.pc = new RTCPeerConnection({
      ...ice,
      codecs: { audio: audio ? [clone(audio)] : [], video: video ? [clone(video)] : [] },
      headerExtensions: { audio: [], video: [] },
    });
    wireCandidates(this.pc, (c) => events.onCandidate(c));
    this.pc.connectionStateChange.subscribe((state) => {
      if (state === 'connected' && !this.connected) {
        this.connected = true;
        publisher.requestKeyframe();
        events.onConnected();
      }
      if (state === 'failed' || state === 'closed') {
        if (!this.closed) events.onFailed();
      }
    });
    const stream = new MediaStream({ id: streamId });
    for (const kind of ['audio', 'video'] as const) {
      if (!publisher.codecOf(kind)) continue;
      const track = new MediaStreamTrack({ kind });
      this.outgoing.set(kind, track);
      const transceiver = this.pc.addTransceiver(track, { direction: 'sendonly', streams: [stream] });
      if (kind === 'video') {
        transceiver.sender.onPictureLossIndication.subscribe(() => publisher.requestKeyframe());
      }
    }
    this.subscription = (kind, rtp) => {
      if (!this.connected) return;
      this.outgoing.get(kind)?.writeRtp(copyWithoutExtensions(rtp));
    };
    publisher.subscribers.add(this.subscription);
  }

  /** This session's offer has been created (the engine sends it right after). */
  offered = false;

  /** The answer to this session's offer has been applied. */
  get answered(): boolean {
    return Boolean(this.pc.remoteDescription);
  }

  /** Creates the server offer with a data channel labelled with the stream id. */
  async offer(): Promise<string> {
    const channel = this.pc.createDataChannel(this.streamId, { ordered: true });
    this.channel = channel;
    channel.onMessage.subscribe((data) => this.events.onData(data));
    const offer = await this.pc.createOffer();
    await this.pc.setLocalDescription(offer);
    this.offered = true;
    for (const t of this.pc.getTransceivers()) {
      if (t.mid !== null && t.mid !== undefined) this.idMapping[t.mid] = this.streamId;
    }
    return this.pc.localDescription?.sdp ?? offer.sdp;
  }

  /** Applies the browser's answer. */
  async accept(answerSdp: string): Promise<void> {
    await this.pc.setRemoteDescription({ type: 'answer', sdp: answerSdp });
  }

  addCandidate(c: { label: number | null; id: string | null; candidate: string }): Promise<void> {
    return addCandidate(this.pc, c);
  }

  sendData(data: string | Buffer): void {
    if (this.channel?.readyState === 'open') this.channel.send(data);
  }

  /** Stops relaying and closes the peer connection. Idempotent. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.publisher.subscribers.delete(this.subscription);
    await this.pc.close().catch(() => undefined);
  }
}
