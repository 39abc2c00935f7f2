/**
 * The pure part of the studio's publishing client (001 §2, §4, §5, §8, §9): modes, capture
 * constants, the 'Streaming error: …' texts and the device list. No WebRTC library here, so the
 * dashboard bundle and the server can import it; `./publisher.ts` holds the client itself.
 */

/** Publish modes (001 §4). */
export type PublishMode = 'camera' | 'screen' | 'screen+camera';
/** Video bitrate cap in kbps, or no cap. */
export type Bandwidth = number | 'unlimited';

/** Capture size and rate (001 §9). */
export const CAPTURE = { width: 1280, height: 720, frameRate: 30 } as const;
/** Default video bandwidth cap in kbps (001 §9). */
export const DEFAULT_BANDWIDTH_KBPS = 900;
/** Delay before re-initialising after ICE failed or disconnected (ms, 001 §9). */
export const FAILOVER_DELAY_MS = 250;
/** Device labels are cut at this many characters plus an ellipsis (001 §2). */
export const DEVICE_LABEL_MAX = 45;

/**
 * The texts 001 §8 shows as 'Streaming error: {text}', keyed by the browser error name or the
 * media client code the adaptor reports; also the media server's own error definitions.
 */
export const STREAMING_ERROR_TEXTS = {
  NotFoundError: 'Camera or Mic are not found or not allowed in your device',
  NotReadableError: 'Camera or Mic is being used by some other process that does not let read the devices',
  TrackStartError: 'Camera or Mic is being used by some other process that does not let read the devices',
  OverconstrainedError:
    'There is no device found that fits your video and audio constraints. You may change video and audio constraints',
  ConstraintNotSatisfiedError:
    'There is no device found that fits your video and audio constraints. You may change video and audio constraints',
  NotAllowedError: 'You are not allowed to access camera and mic.',
  PermissionDeniedError: 'You are not allowed to access camera and mic.',
  TypeError: 'Video/Audio is required',
  getUserMediaIsNotAllowed: 'You are not allowed to reach devices from an insecure origin, please enable ssl',
  ScreenSharePermissionDenied: 'You are not allowed to access screen share',
  WebSocketNotConnected: 'WebSocket Connection is disconnected.',
  // Media client codes (001 §8).
  UnsecureContext: 'You are not allowed to reach devices from an insecure origin, please enable ssl',
  WebSocketNotSupported: 'WebSocket is not supported by this browser.',
  media_constraint_video_not_defined: 'Video constraints are not defined.',
  NoActiveConnection: 'There is no active connection to the media server.',
  notSetRemoteDescription: 'The media server answer could not be applied.',
  protocol_not_supported: 'The network protocol of the connection is not supported.',
  data_channel_error: 'The data channel reported an error.',
  // Media server error definitions.
  unauthorized_access: 'You are not authorized to publish this stream.',
  streamIdInUse: 'This stream is already being published.',
  publishTimeoutError: 'The media server did not receive media in time.',
  no_stream_exist: 'The stream does not exist.',
} as const satisfies Readonly<Record<string, string>>;

/** A studio error: the code the adaptor or browser reported and the text to show (001 §8). */
export interface StreamingError {
  code: string;
  /** 'Streaming error: {text}'. */
  text: string;
}

/** Maps an adaptor / browser error to its 001 §8 text ('Streaming error: …'); unknown codes show themselves. */
export function streamingError(code: string, message?: unknown): StreamingError {
  const known = (STREAMING_ERROR_TEXTS as Readonly<Record<string, string | undefined>>)[code];
  const detail = typeof message === 'string' && message ? message : code;
  return { code, text: `Streaming error: ${known ?? detail}` };
}

/** A capture device as the pickers show it (001 §3 Device: id, label). */
export interface MediaDevice {
  id: string;
  label: string;
}

/** Cuts a device label at {@link DEVICE_LABEL_MAX} characters plus an ellipsis (001 §2). */
export function deviceLabel(label: string): string {
  return label.length > DEVICE_LABEL_MAX ? `${label.slice(0, DEVICE_LABEL_MAX)}...` : label;
}

/** Texts of 001 §5 for the device pickers. */
export const DEVICE_ERRORS = {
  noApi: "Couldn't read the list of available media devices.",
  permission:
    'You must grant access to video and audio devices in order to start streaming from your browser.',
  missing: (kind: 'video' | 'audio') => `${kind} source not available.`,
} as const;

/** The part of the browser's `MediaDevices` the device list uses (structural: no DOM types here). */
export interface DeviceApi {
  enumerateDevices(): Promise<{ deviceId: string; kind: string; label: string }[]>;
  getUserMedia(constraints: { video: boolean; audio: boolean }): Promise<{ getTracks(): { stop(): void }[] }>;
}

/**
 * Lists cameras and microphones for the pickers (labels cut, 001 §2). Asks for permission first
 * when labels are hidden. Answers the devices and the 001 §5 problems found:
 * `noApi` when the device API is missing, `permission` when access was refused, `missing` per kind
 * without a device.
 */
export async function listMediaDevices(
  media: DeviceApi | undefined = (globalThis as { navigator?: { mediaDevices?: DeviceApi } }).navigator
    ?.mediaDevices,
): Promise<{ video: MediaDevice[]; audio: MediaDevice[]; errors: string[] }> {
  if (!media?.enumerateDevices) return { video: [], audio: [], errors: [DEVICE_ERRORS.noApi] };
  const errors: string[] = [];
  let devices = await media.enumerateDevices();
  if (devices.some((d) => (d.kind === 'videoinput' || d.kind === 'audioinput') && !d.label)) {
    try {
      const probe = await media.getUserMedia({ video: true, audio: true });
      for (const track of probe.getTracks()) track.stop();
      devices = await media.enumerateDevices();
    } catch {
      errors.push(DEVICE_ERRORS.permission);
    }
  }
  const pick = (kind: 'videoinput' | 'audioinput') =>
    devices
      .filter((d) => d.kind === kind)
      .map((d, i) => ({ id: d.deviceId, label: deviceLabel(d.label || `${kind} ${i + 1}`) }));
  const video = pick('videoinput');
  const audio = pick('audioinput');
  if (!errors.length) {
    if (!video.length) errors.push(DEVICE_ERRORS.missing('video'));
    if (!audio.length) errors.push(DEVICE_ERRORS.missing('audio'));
  }
  return { video, audio, errors };
}
