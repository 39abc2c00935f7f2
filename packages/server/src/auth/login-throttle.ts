import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { TokenBuckets } from '../analytics/rate-limit';
import { HttpError } from '../http/errors';

/** The 429 text of a throttled sign-in (000 §8 envelope; `retry-after` says when to try again). */
export const LOGIN_THROTTLED = 'Too many sign-in attempts. Please try again later.';

/** Sign-in attempts per network address per minute (`LOGIN_RATE_PER_MINUTE`), any outcome. */
const perAddressPerMinute = () => Number(process.env.LOGIN_RATE_PER_MINUTE ?? 30);

/**
 * Wrong passwords per account: 5 at once, then one more every 3 minutes (a token bucket). Only
 * failures spend it, so an account holder who types the right password is never slowed by it,
 * and an attacker guessing one account's password gets about 20 tries an hour from any number of
 * addresses.
 */
const FAILURES = { burst: 5, perSecond: 1 / 180 };

/**
 * Sign-in throttling (issue 13 §4): `@fastify/rate-limit` caps attempts per address on the login
 * route (429 with `retry-after`), and {@link LoginThrottle.check} refuses an account whose wrong
 * passwords used up its bucket, before the password is checked. Lockouts are logged. Per process:
 * several replicas multiply the per-address cap (README "Deployment").
 */
export class LoginThrottle {
  private readonly failures = new TokenBuckets(FAILURES);

  /** Registers the per-address limiter (routes opt in through {@link routeConfig}). */
  static async register(app: FastifyInstance): Promise<void> {
    await app.register(rateLimit, {
      global: false,
      // The plugin has set `retry-after` on the reply; the answer is the spec's envelope.
      errorResponseBuilder: () => new HttpError(429, LOGIN_THROTTLED),
    });
  }

  /** The route config for the login route: the per-address cap. */
  static routeConfig() {
    return {
      rateLimit: {
        max: perAddressPerMinute(),
        timeWindow: 60_000,
        keyGenerator: (request: FastifyRequest) => `login:${request.ip}`,
        onExceeded: (request: FastifyRequest) =>
          request.log.warn({ ip: request.ip }, 'login throttled for address'),
      },
    };
  }

  /** Raises 429 (with the seconds to wait) when the account's wrong-password bucket is empty. */
  check(request: FastifyRequest, reply: FastifyReply, email: string): void {
    const wait = this.failures.waitSeconds(new Map([[email, 1]]));
    if (wait > 0) {
      request.log.warn({ email, ip: request.ip }, 'login locked for account after wrong passwords');
      reply.header('retry-after', String(Math.ceil(wait)));
      throw new HttpError(429, LOGIN_THROTTLED);
    }
  }

  /** Counts a wrong password against the account. */
  failed(email: string): void {
    this.failures.take(new Map([[email, 1]]));
  }
}
