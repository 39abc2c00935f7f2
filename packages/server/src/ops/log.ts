import pino, { type Logger } from 'pino';
import { serializeRequest } from '../http/log-redaction';

/**
 * The logging surface the server's background parts (realtime bus, hub, database pool, process
 * guard) write to: pino's `(fields, message)` calls, which Fastify's `app.log` also has.
 */
export type OpsLog = Pick<Logger, 'info' | 'warn' | 'error' | 'fatal'>;

/**
 * The process's one pino logger: JSON lines on stdout (the platform's log pipeline reads them), the
 * same instance Fastify logs requests with (`buildApp({ logger })`), so every line has one shape.
 * `LOG=off` (tests, benchmarks) keeps only `fatal` lines: a start that fails, or an uncaught
 * exception, still says why the process ended.
 */
export function processLogger(
  level: 'info' | 'fatal' = process.env.LOG === 'off' ? 'fatal' : 'info',
): Logger {
  return pino({ level, serializers: { req: serializeRequest as never } });
}

/** A logger that drops everything (tests, and parts built without a logger). */
export const silentLog: OpsLog = pino({ enabled: false });
