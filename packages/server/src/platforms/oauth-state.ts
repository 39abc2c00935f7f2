import type { Config } from '../config';
import { secretBoxFor } from '../crypto/secrets';

/** How long a consent round trip may take before its state is refused. */
export const OAUTH_STATE_TTL_MS = 15 * 60_000;
const CONTEXT = 'oauth-state';

/**
 * The OAuth `state` of a Google consent round trip (issue 15, RFC 6749 §10.12): the account id and
 * an expiry sealed with the server's secrets key (AES-256-GCM, bound to its purpose), so a code
 * returned for one account, from another browser or after the expiry cannot be exchanged for it.
 */
export function issueOAuthState(config: Config, accountId: number, now = Date.now()): string {
  return secretBoxFor(config).seal(JSON.stringify({ a: accountId, e: now + OAUTH_STATE_TTL_MS }), CONTEXT);
}

/** Whether `state` was issued by {@link issueOAuthState} to `accountId` and is not expired. */
export function isValidOAuthState(
  config: Config,
  accountId: number,
  state: string,
  now = Date.now(),
): boolean {
  try {
    const { a, e } = JSON.parse(secretBoxFor(config).open(state, CONTEXT)) as { a: unknown; e: unknown };
    return a === accountId && typeof e === 'number' && e > now;
  } catch {
    return false;
  }
}
