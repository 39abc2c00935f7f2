import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { serializeRequest } from '../http/log-redaction';

/**
 * Secrets in full as the tests' stand-ins and fixtures write them (issue 14 §4: "a test greps every
 * JSON answer and log line of the suite's run for the test secret key and fails if found"): Stripe
 * secret and restricted keys (a masked key reads `sk_test_…1234`), webhook signing secrets, Facebook
 * page and user tokens (`EAA…`), Google refresh tokens (`1//…`).
 */
export const SECRET_SHAPES: readonly RegExp[] = [
  /\b[sr]k_(test|live)_[A-Za-z0-9]{8,}/,
  /\bwhsec_[A-Za-z0-9]{8,}/,
  /\bEAA[A-Za-z0-9]{8,}/,
  /(^|[^A-Za-z0-9/])1\/\/[A-Za-z0-9_-]{6,}/,
];

/** What one test server said: every answer body and log line, and the secrets found in them. */
export interface SecretsWatch {
  /** Lines holding a secret (answer bodies and log calls), each cut to 300 characters. */
  leaks(): string[];
}

/**
 * Writes down every answer body and every log call (at every level, with the request as the
 * production logger shows it: `serializeRequest`) of `app`, for {@link SecretsWatch.leaks}.
 * Call before the app listens. A test that installs its own `request.log` keeps its lines to itself.
 */
export function watchSecrets(app: FastifyInstance): SecretsWatch {
  const found: string[] = [];
  const scan = (line: string) => {
    if (SECRET_SHAPES.some((shape) => shape.test(line))) found.push(line.slice(0, 300));
  };
  const record = (level: string, args: unknown[]) => {
    let line: string;
    try {
      line = JSON.stringify({ level, args });
    } catch {
      line = String(args);
    }
    scan(line);
  };
  const logger = {
    level: 'trace',
    child: () => logger,
    silent: () => undefined,
    ...Object.fromEntries(
      (['fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const).map((level) => [
        level,
        (...args: unknown[]) => record(level, args),
      ]),
    ),
  } as unknown as FastifyBaseLogger;
  app.addHook('onRequest', async (request) => {
    request.log = logger;
    request.log.info({ req: serializeRequest(request) }, 'incoming request');
  });
  app.addHook('onSend', async (_request, _reply, payload) => {
    if (typeof payload === 'string') scan(payload);
    return payload;
  });
  return { leaks: () => [...found] };
}
