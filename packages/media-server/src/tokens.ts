/**
 * Media tokens for the embedded live engine (issue 8, "publish and play need a token issued by our
 * server", `GET /ams/token`). Stateless: an HMAC-SHA256 over the stream id, the role and the expiry,
 * so the engine verifies without a database.
 *
 * Token format (all parts base64url, no padding): `<expiryMs>.<signature>` where `expiryMs` is the
 * expiry as Unix epoch milliseconds (decimal, then base64url-encoded) and `signature` is
 * HMAC-SHA256(secret, `${streamId}\n${role}\n${expiryMs}`).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a token allows: sending media (`publish`) or receiving it (`play`). */
export type MediaRole = 'publish' | 'play';

function sign(secret: string, streamId: string, role: MediaRole, expiryMs: number): Buffer {
  return createHmac('sha256', secret).update(`${streamId}\n${role}\n${expiryMs}`).digest();
}

/**
 * Issues a token allowing `role` on `streamId` for `ttlMs` milliseconds from now.
 * @param secret shared HMAC secret (same value the engine was started with); must be non-empty.
 * @param streamId the media stream id (the stream's apikey).
 * @param role `publish` or `play`.
 * @param ttlMs lifetime in milliseconds (> 0).
 * @returns an opaque URL-safe string (`[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+`).
 * @throws Error when the secret is empty or ttlMs is not a positive finite number.
 */
export function issueMediaToken(secret: string, streamId: string, role: MediaRole, ttlMs: number): string {
  if (!secret) throw new Error('issueMediaToken: empty secret');
  if (!Number.isFinite(ttlMs) || ttlMs <= 0) throw new Error('issueMediaToken: ttlMs must be > 0');
  const expiryMs = Math.floor(Date.now() + ttlMs);
  const mac = sign(secret, streamId, role, expiryMs);
  return `${Buffer.from(String(expiryMs)).toString('base64url')}.${mac.toString('base64url')}`;
}

/**
 * Checks a token for `streamId` and `role`: signature valid, bound to exactly this stream and role,
 * not expired. Never throws; malformed input gives `false`.
 * @returns true only for a valid, unexpired token of this stream and role.
 */
export function verifyMediaToken(secret: string, token: string, streamId: string, role: MediaRole): boolean {
  if (!secret || typeof token !== 'string' || typeof streamId !== 'string') return false;
  const parts = token.split('.');
  if (parts.length !== 2) return false;
  const [expiryPart, macPart] = parts as [string, string];
  if (!/^[A-Za-z0-9_-]+$/.test(expiryPart) || !/^[A-Za-z0-9_-]+$/.test(macPart)) return false;
  const expiryText = Buffer.from(expiryPart, 'base64url').toString('utf8');
  if (!/^\d{1,16}$/.test(expiryText)) return false;
  const expiryMs = Number(expiryText);
  if (expiryMs <= Date.now()) return false;
  const given = Buffer.from(macPart, 'base64url');
  const expected = sign(secret, streamId, role, expiryMs);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
