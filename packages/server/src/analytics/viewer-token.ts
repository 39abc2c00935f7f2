import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { resolveSecretsKey } from '../crypto/secrets';

/*
 * Viewer tokens (issue 29 §2): the server, not the page, says who a viewer is. `GET /player/{apikey}`
 * hands the player a short-lived token signed for that player and one visitor id; the player puts
 * it on every event, and the intake counts only events whose token is valid for the event's player
 * and visitor. A script that never loads the player has none, and one token names one visitor.
 */

/** How long a viewer token is valid after it was issued: 24 hours (a long live show included). */
export const VIEWER_TOKEN_TTL_MS = 24 * 3600_000;

/** Visitor ids the server signs: what the sdk's event schema accepts. */
const VISITOR_ID = /^[A-Za-z0-9_-]{8,64}$/;

const keys = new WeakMap<object, Buffer>();

/**
 * The HMAC key of a server configuration's viewer tokens, derived from its secrets key (so every
 * replica with the same `SECRETS_KEY` accepts the others' tokens), made once per config object.
 */
export function viewerTokenKeyFor(config: { secretsKey?: string; dataDir: string }): Buffer {
  let key = keys.get(config);
  if (!key) {
    key = createHmac('sha256', resolveSecretsKey(config.secretsKey, config.dataDir))
      .update('smuc viewer token v1')
      .digest();
    keys.set(config, key);
  }
  return key;
}

const mac = (key: Buffer, apikey: string, visitorId: string, expires: string) =>
  createHmac('sha256', key).update(`${apikey}\n${visitorId}\n${expires}`).digest().subarray(0, 24);

/** The visitor id a token is issued for: the one the player keeps, when it is well formed, else a new one. */
export function visitorIdFor(requested: unknown): string {
  return typeof requested === 'string' && VISITOR_ID.test(requested) ? requested : randomUUID();
}

/**
 * A token for `visitorId` on the player `apikey`, valid for {@link VIEWER_TOKEN_TTL_MS} from `now`
 * (epoch ms): `v1.{expiry, base 36 ms}.{HMAC-SHA-256, 192 bits, base64url}` (45 characters).
 */
export function issueViewerToken(key: Buffer, apikey: string, visitorId: string, now = Date.now()): string {
  const expires = (now + VIEWER_TOKEN_TTL_MS).toString(36);
  return `v1.${expires}.${mac(key, apikey, visitorId, expires).toString('base64url')}`;
}

/** Whether `token` was issued by this server for `visitorId` on `apikey` and has not expired at `now`. */
export function viewerTokenValid(
  key: Buffer,
  token: string | undefined,
  apikey: string,
  visitorId: string,
  now = Date.now(),
): boolean {
  if (!token) return false;
  const [version, expires, signature] = token.split('.');
  if (version !== 'v1' || !expires || !signature || !/^[0-9a-z]{1,12}$/.test(expires)) return false;
  if (Number.parseInt(expires, 36) <= now) return false;
  const given = Buffer.from(signature, 'base64url');
  const wanted = mac(key, apikey, visitorId, expires);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}
