/** The text of a 503 in the spec's envelope (the sdk's catalogue has it in every language). */
export const UNAVAILABLE_TEXT = 'The service is temporarily unavailable. Please try again in a moment.';

/** Seconds a client (or balancer) should wait before retrying a 503 (`Retry-After`). */
export const RETRY_AFTER_S = 5;

/** Socket errors of a connection that could not be made or was lost. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'EAI_AGAIN',
]);
/** PostgreSQL: admin/crash shutdown, cannot connect now (starting, stopping, recovering). */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03']);
/** node-postgres's own texts for a lost or unobtainable connection (they carry no code). */
const CLIENT_TEXTS =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended/i;

/**
 * Whether a failure means the database cannot be reached now (an outage, a restart, a failover),
 * as opposed to a fault of the request or the code: then the answer is 503, not 500. Looks through
 * the `cause` chain, since drizzle wraps the driver's error.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (
      typeof code === 'string' &&
      (SOCKET_CODES.has(code) || SERVER_CODES.has(code) || code.startsWith('08'))
    )
      return true;
    if (CLIENT_TEXTS.test(current.message)) return true;
    current = current.cause;
  }
  return false;
}
