import { createHmac } from 'node:crypto';
import { issueMediaToken } from '@smuc/media-server/tokens';
import type { LiveConfig } from './config';

/** Who a media token lets in: the studio publishes, viewers play. */
export type MediaRole = 'publish' | 'play';

/**
 * The media-server side of live streaming behind one interface (issue 8): the browser code (the
 * studio's publisher, the player's WebRTC engine) always speaks the Ant Media Server signalling
 * protocol; only where it connects, who signs its tokens and who owns the broadcasts differs.
 * - `embedded`: the engine of `@smuc/media-server`, started in-process by `main.ts`;
 * - `ams`: an Ant Media Server (cluster) application reached over its REST API (`/rest/v2`).
 */
export interface LiveBackend {
  readonly kind: 'embedded' | 'ams';
  /** The signalling WebSocket address browsers connect to, `null` when no engine is reachable. */
  websocketUrl(): string | null;
  /**
   * The HLS playlist of a stream when the media server offers one: the viewers' fallback. Both
   * backends play every ingest over WebRTC too (the embedded engine relays an RTMP ingest's
   * feed, issue 35 §1).
   */
  hlsUrl(streamId: string): string | null;
  /** A token for `streamId` and `role`, valid `ttlMs` ms; synchronous (HMAC / JWT, no round trip). */
  issueToken(streamId: string, role: MediaRole, ttlMs: number): string;
  /** Makes sure the media server knows the broadcast before the studio publishes (AMS `broadcasts/create`). */
  ensureBroadcast(streamId: string, name: string): Promise<void>;
}

/** The running embedded engine as `startMediaServer` answers it (only the parts the server reads). */
export interface RunningEngine {
  websocketUrl: string;
  hlsUrl(streamId: string): string | null;
}

/**
 * Rewrites a wildcard or loopback engine address to the public host, so browsers on other machines
 * reach it: `ws://127.0.0.1:5080/…` with `PUBLIC_URL=https://tv.example` → `ws://tv.example:5080/…`.
 * A local public host (localhost, 127.0.0.1) keeps the engine's own address.
 */
function publicAddress(address: string, publicUrl: string): string {
  try {
    const url = new URL(address);
    const local = ['0.0.0.0', '[::]', '127.0.0.1', '[::1]', 'localhost'];
    const publicHost = new URL(publicUrl).hostname;
    if (!local.includes(url.hostname) || local.includes(publicHost)) return address;
    url.hostname = publicHost;
    return url.toString();
  } catch {
    return address;
  }
}

/** The embedded engine: tokens are HMACs of `MEDIA_SECRET`, broadcasts need no registration. */
export function embeddedBackend(
  config: LiveConfig,
  publicUrl: string,
  engine: () => RunningEngine | null,
): LiveBackend {
  return {
    kind: 'embedded',
    websocketUrl() {
      if (config.websocketUrl) return config.websocketUrl;
      const running = engine();
      return running ? publicAddress(running.websocketUrl, publicUrl) : null;
    },
    hlsUrl(streamId) {
      if (config.hlsBaseUrl) return `${config.hlsBaseUrl}/${encodeURIComponent(streamId)}.m3u8`;
      const url = engine()?.hlsUrl(streamId);
      return url ? publicAddress(url, publicUrl) : null;
    },
    issueToken: (streamId, role, ttlMs) => issueMediaToken(config.secret, streamId, role, ttlMs),
    ensureBroadcast: async () => {},
  };
}

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/**
 * An HS256 JSON Web Token, as AMS's JWT stream security (`publishJwtControlEnabled`,
 * `playJwtControlEnabled`, claims `streamId`, `type`, `exp` in s) and JWT REST filter expect.
 */
export function signJwt(secret: string, claims: Record<string, unknown>): string {
  const head = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = base64url(JSON.stringify(claims));
  const signature = createHmac('sha256', secret).update(`${head}.${body}`).digest('base64url');
  return `${head}.${body}.${signature}`;
}

/**
 * An Ant Media Server application (`AMS_REST_URL`, e.g. `https://ams.example:5443/WebRTCAppEE`):
 * tokens are JWTs signed with `AMS_JWT_SECRET`, broadcasts are created over REST with a short
 * REST JWT, the signalling address is `MEDIA_WS_URL` or `wss://…/WebRTCAppEE/websocket`, HLS is
 * `…/streams/{id}.m3u8`. Recordings arrive through the `vodReady` webhook (see `routes.ts`).
 */
export function amsBackend(config: LiveConfig, fetchImpl: typeof fetch = fetch): LiveBackend {
  const rest = config.amsRestUrl;
  const secret = config.amsJwtSecret;
  if (!rest || !secret) throw new Error('LIVE_BACKEND=ams needs AMS_REST_URL and AMS_JWT_SECRET.');
  const socket = config.websocketUrl ?? `${rest.replace(/^http/, 'ws')}/websocket`;
  return {
    kind: 'ams',
    websocketUrl: () => socket,
    hlsUrl: (streamId) => `${config.hlsBaseUrl ?? `${rest}/streams`}/${encodeURIComponent(streamId)}.m3u8`,
    issueToken: (streamId, role, ttlMs) =>
      signJwt(secret, { streamId, type: role, exp: Math.floor((Date.now() + ttlMs) / 1000) }),
    async ensureBroadcast(streamId, name) {
      const auth = signJwt(secret, { exp: Math.floor(Date.now() / 1000) + 60 });
      const headers = { authorization: `Bearer ${auth}`, 'content-type': 'application/json' };
      const found = await fetchImpl(`${rest}/rest/v2/broadcasts/${encodeURIComponent(streamId)}`, {
        headers,
      });
      if (found.ok) return;
      const created = await fetchImpl(`${rest}/rest/v2/broadcasts/create`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ streamId, name, type: 'liveStream' }),
      });
      if (!created.ok) throw new Error(`AMS broadcasts/create answered ${created.status}`);
    },
  };
}
