import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors';

/** 429 texts of the public intake (000 §8 envelope; `retry-after` says when to try again). */
export const INTAKE_THROTTLED = {
  subscribe: 'Too many subscriptions from this address. Please try again later.',
  events: 'Too many events. Please try again later.',
} as const;

/**
 * Requests per network address per minute: `SUBSCRIBE_RATE_PER_MINUTE` (default 20 subscriptions)
 * and `INGEST_ADDRESS_RATE_PER_MINUTE` (default 600 event batches, one every 100 ms: a household
 * behind one address watching several players stays well below it).
 */
function perMinute(kind: keyof typeof INTAKE_THROTTLED): number {
  const raw =
    kind === 'subscribe' ? process.env.SUBSCRIBE_RATE_PER_MINUTE : process.env.INGEST_ADDRESS_RATE_PER_MINUTE;
  const n = Number(raw);
  return Number.isFinite(n) && n > 0 ? n : kind === 'subscribe' ? 20 : 600;
}

/**
 * The route config that caps a public write per address (issue 13 §4) with `@fastify/rate-limit`
 * (registered once by the login throttle, `global: false`): 429 in the spec's envelope with
 * `retry-after`, the throttled address logged. Per process, like the sign-in cap.
 */
export function intakeRateLimit(kind: keyof typeof INTAKE_THROTTLED) {
  return {
    rateLimit: {
      max: perMinute(kind),
      timeWindow: 60_000,
      keyGenerator: (request: FastifyRequest) => `${kind}:${request.ip}`,
      errorResponseBuilder: () => new HttpError(429, INTAKE_THROTTLED[kind]),
      onExceeded: (request: FastifyRequest) =>
        request.log.warn({ ip: request.ip, kind }, 'public intake throttled'),
    },
  };
}
