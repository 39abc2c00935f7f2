import { randomBytes } from 'node:crypto';

/**
 * Settings of the live engine, read from the environment (see `README.md` beside this file).
 * Kept apart from the shared `Config` so the live wiring reads its own variables in one place.
 */
export interface LiveConfig {
  /** `LIVE_BACKEND`: `embedded` (default, the in-process engine) or `ams` (an Ant Media Server cluster). */
  backend: 'embedded' | 'ams';
  /** `MEDIA_PORT`, default 5080: HTTP/WebSocket port of the embedded engine. */
  mediaPort: number;
  /** `RTMP_PORT`, default 1935: RTMP ingest of the embedded engine; `0`/`off` disables it. */
  rtmpPort: number | null;
  /** `MEDIA_SECRET`: HMAC secret of media tokens; generated at start when unset (tokens then die with the process). */
  secret: string;
  /** `MEDIA_WS_URL`: signalling address browsers use; overrides the engine's own address. */
  websocketUrl: string | null;
  /** `MEDIA_HLS_URL`: HLS base (`…/{streamId}.m3u8` is appended) overriding the engine's own. */
  hlsBaseUrl: string | null;
  /** `AMS_REST_URL`: `https://ams.example/WebRTCAppEE` (REST under `/rest/v2`), only for `ams`. */
  amsRestUrl: string | null;
  /** `AMS_JWT_SECRET`: the AMS application's JWT stream/REST secret, only for `ams`. */
  amsJwtSecret: string | null;
  /** `AMS_WEBHOOK_SECRET`: shared secret the AMS webhook must carry as `?secret=`, only for `ams`. */
  amsWebhookSecret: string | null;
}

const generatedSecret = randomBytes(32).toString('base64url');

/** Reads {@link LiveConfig} from `env` (default `process.env`). */
export function loadLiveConfig(env: NodeJS.ProcessEnv = process.env): LiveConfig {
  const rtmp = env.RTMP_PORT ?? '1935';
  return {
    backend: env.LIVE_BACKEND === 'ams' ? 'ams' : 'embedded',
    mediaPort: Number(env.MEDIA_PORT ?? 5080),
    rtmpPort: rtmp === 'off' || rtmp === '0' ? null : Number(rtmp),
    secret: env.MEDIA_SECRET || generatedSecret,
    websocketUrl: env.MEDIA_WS_URL || null,
    hlsBaseUrl: env.MEDIA_HLS_URL ? env.MEDIA_HLS_URL.replace(/\/$/, '') : null,
    amsRestUrl: env.AMS_REST_URL ? env.AMS_REST_URL.replace(/\/$/, '') : null,
    amsJwtSecret: env.AMS_JWT_SECRET || null,
    amsWebhookSecret: env.AMS_WEBHOOK_SECRET || null,
  };
}
