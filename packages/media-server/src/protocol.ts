/**
 * Ant Media Server WebSocket signalling messages, the subset the unmodified
 * `@antmedia/webrtc_adaptor` (2.16) uses for publish and play (issue 8, "The embedded live engine").
 * Pure functions only: parsing client commands and building server messages.
 */

/** Error definitions the adaptor knows (sent as `{command:'error', definition}`). */
export const ErrorDefinition = {
  noStreamExist: 'no_stream_exist',
  streamIdInUse: 'streamIdInUse',
  unauthorizedAccess: 'unauthorized_access',
  noStreamNameSpecified: 'noStreamNameSpecified',
  invalidStreamName: 'invalidStreamName',
  notSetRemoteDescription: 'notSetRemoteDescription',
  noPeerAssociatedBefore: 'no_peer_associated_before',
  alreadyPlaying: 'already_playing',
  invalidCommand: 'invalid_command',
  publishTimeoutError: 'publishTimeoutError',
} as const;
export type ErrorDefinitionName = (typeof ErrorDefinition)[keyof typeof ErrorDefinition];

/** Notification definitions (sent as `{command:'notification', definition}`). */
export type NotificationDefinition =
  | 'publish_started'
  | 'publish_finished'
  | 'play_started'
  | 'play_finished'
  | 'data_received';

/** A parsed client command. Unknown commands keep their name with `kind: 'unknown'`. */
export type ClientCommand =
  | { kind: 'ping' }
  | { kind: 'getIceServerConfig' }
  | { kind: 'publish'; streamId: string; token: string; video: boolean; audio: boolean }
  | { kind: 'play'; streamId: string; token: string }
  | { kind: 'stop'; streamId: string }
  | { kind: 'takeConfiguration'; streamId: string; type: 'offer' | 'answer'; sdp: string }
  | {
      kind: 'takeCandidate';
      streamId: string;
      label: number | null;
      id: string | null;
      candidate: string;
    }
  | { kind: 'getStreamInfo'; streamId: string }
  | { kind: 'unknown'; command: string }
  | { kind: 'invalid'; reason: ErrorDefinitionName; streamId?: string };

/** Stream ids accepted by the engine: the stream's apikey (letters, digits, `_`, `-`, max 128). */
export const STREAM_ID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;

function str(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/**
 * Parses one WebSocket text frame from the adaptor.
 * @returns a {@link ClientCommand}; malformed JSON or fields give `kind: 'invalid'`.
 */
export function parseClientMessage(raw: string): ClientCommand {
  let obj: unknown;
  try {
    obj = JSON.parse(raw);
  } catch {
    return { kind: 'invalid', reason: ErrorDefinition.invalidCommand };
  }
  if (!obj || typeof obj !== 'object' || Array.isArray(obj)) {
    return { kind: 'invalid', reason: ErrorDefinition.invalidCommand };
  }
  const m = obj as Record<string, unknown>;
  const command = str(m.command);
  if (!command) return { kind: 'invalid', reason: ErrorDefinition.invalidCommand };
  if (command === 'ping') return { kind: 'ping' };
  if (command === 'getIceServerConfig') return { kind: 'getIceServerConfig' };

  const known = ['publish', 'play', 'stop', 'takeConfiguration', 'takeCandidate', 'getStreamInfo'];
  if (!known.includes(command)) return { kind: 'unknown', command };

  const streamId = str(m.streamId) ?? '';
  if (streamId === '') return { kind: 'invalid', reason: ErrorDefinition.noStreamNameSpecified };
  if (!STREAM_ID_PATTERN.test(streamId)) {
    return { kind: 'invalid', reason: ErrorDefinition.invalidStreamName, streamId };
  }
  switch (command) {
    case 'publish':
      return {
        kind: 'publish',
        streamId,
        token: str(m.token) ?? '',
        video: m.video !== false,
        audio: m.audio !== false,
      };
    case 'play':
      return { kind: 'play', streamId, token: str(m.token) ?? '' };
    case 'stop':
      return { kind: 'stop', streamId };
    case 'getStreamInfo':
      return { kind: 'getStreamInfo', streamId };
    case 'takeConfiguration': {
      const type = m.type;
      const sdp = str(m.sdp);
      if ((type !== 'offer' && type !== 'answer') || !sdp) {
        return { kind: 'invalid', reason: ErrorDefinition.notSetRemoteDescription, streamId };
      }
      return { kind: 'takeConfiguration', streamId, type, sdp };
    }
    default: {
      const label = typeof m.label === 'number' && Number.isInteger(m.label) ? m.label : null;
      return {
        kind: 'takeCandidate',
        streamId,
        label,
        id: str(m.id),
        candidate: str(m.candidate) ?? '',
      };
    }
  }
}

/** Server → client messages. */
export const msg = {
  pong: () => ({ command: 'pong' }),
  start: (streamId: string) => ({ command: 'start', streamId }),
  error: (definition: ErrorDefinitionName, streamId?: string) =>
    streamId === undefined ? { command: 'error', definition } : { command: 'error', definition, streamId },
  notification: (definition: NotificationDefinition, streamId: string) => ({
    command: 'notification',
    definition,
    streamId,
  }),
  takeConfiguration: (
    streamId: string,
    type: 'offer' | 'answer',
    sdp: string,
    idMapping?: Record<string, string>,
  ) =>
    idMapping
      ? { command: 'takeConfiguration', streamId, type, sdp, idMapping }
      : { command: 'takeConfiguration', streamId, type, sdp },
  takeCandidate: (streamId: string, label: number, id: string, candidate: string) => ({
    command: 'takeCandidate',
    streamId,
    label,
    id,
    candidate,
  }),
  /** Empty `stunServerUri` keeps the adaptor's own configuration (embedded default: no STUN). */
  iceServerConfig: (stunServerUri = '') => ({
    command: 'iceServerConfig',
    stunServerUri,
    turnServerUsername: '',
    turnServerCredential: '',
  }),
  streamInformation: (
    streamId: string,
    info: { width: number; height: number; videoCodec: string; videoBitrate: number; audioBitrate: number },
  ) => ({
    command: 'streamInformation',
    streamId,
    streamInfo: [
      {
        streamWidth: info.width,
        streamHeight: info.height,
        videoBitrate: info.videoBitrate,
        audioBitrate: info.audioBitrate,
        videoCodec: info.videoCodec,
      },
    ],
  }),
};

/**
 * Removes H264 payload types whose `packetization-mode` is not 1 (and their RTX companions) from an
 * SDP answer, so the publisher sends only packetization-mode=1 (relay rule, live-engine-notes.md).
 * Other codecs are unchanged. Returns the SDP unchanged when no such H264 variant exists.
 */
export function keepH264PacketizationMode1(sdp: string): string {
  const eol = sdp.includes('\r\n') ? '\r\n' : '\n';
  const lines = sdp.split(/\r?\n/);
  const drop = new Set<string>();
  const rtpmap = new Map<string, string>();
  const fmtp = new Map<string, string>();
  for (const line of lines) {
    const r = /^a=rtpmap:(\d+) ([^/]+)\//.exec(line);
    if (r) rtpmap.set(r[1] as string, (r[2] as string).toLowerCase());
    const f = /^a=fmtp:(\d+) (.*)$/.exec(line);
    if (f) fmtp.set(f[1] as string, f[2] as string);
  }
  for (const [pt, name] of rtpmap) {
    if (name === 'h264' && !/packetization-mode=1/.test(fmtp.get(pt) ?? '')) drop.add(pt);
  }
  for (const [pt, name] of rtpmap) {
    const apt = /apt=(\d+)/.exec(fmtp.get(pt) ?? '')?.[1];
    if (name === 'rtx' && apt && drop.has(apt)) drop.add(pt);
  }
  if (drop.size === 0) return sdp;
  const out: string[] = [];
  for (const line of lines) {
    const m = /^m=(video \d+ [A-Z/]+) (.*)$/.exec(line);
    if (m) {
      const pts = (m[2] as string).split(' ').filter((pt) => !drop.has(pt));
      out.push(`m=${m[1]} ${pts.join(' ')}`);
      continue;
    }
    const attr = /^a=(?:rtpmap|fmtp|rtcp-fb):(\d+)[ ]/.exec(line);
    if (attr && drop.has(attr[1] as string)) continue;
    out.push(line);
  }
  return out.join(eol);
}

/**
 * Reads width and height from a VP8 key frame RTP payload (RFC 7741 payload descriptor followed by
 * the VP8 frame header). Returns null for non-key frames or non-initial partitions.
 */
export function vp8KeyframeSize(payload: Buffer): { width: number; height: number } | null {
  if (payload.length < 1) return null;
  let i = 0;
  const first = payload[i++] as number;
  const x = (first & 0x80) !== 0;
  const s = (first & 0x10) !== 0;
  const pid = first & 0x07;
  if (!s || pid !== 0) return null;
  if (x) {
    const ext = payload[i++] ?? 0;
    if (ext & 0x80) {
      const pic = payload[i++] ?? 0;
      if (pic & 0x80) i++;
    }
    if (ext & 0x40) i++;
    if (ext & 0x30) i++;
  }
  if (payload.length < i + 10) return null;
  const tag = payload[i] as number;
  if ((tag & 0x01) !== 0) return null; // not a key frame
  if (payload[i + 3] !== 0x9d || payload[i + 4] !== 0x01 || payload[i + 5] !== 0x2a) return null;
  const width = payload.readUInt16LE(i + 6) & 0x3fff;
  const height = payload.readUInt16LE(i + 8) & 0x3fff;
  return width > 0 && height > 0 ? { width, height } : null;
}
