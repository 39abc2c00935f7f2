import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError } from './errors';
import { schemaValidationErrors } from './route-policy';

/** A successful answer in the spec's envelope. */
export const ok = <T>(data: T) => ({ success: true as const, data });

/**
 * Installs the answers of failures: HttpError as raised; Fastify's own 4xx (bad JSON, body too
 * large) with their status; anything else is logged and answered 500 without internals.
 */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.status).send({ success: false, error: error.message, ...error.extra });
    }
    // A body, query or params that did not fit the route's declared zod schema: 422 per field (000 §8).
    const invalid = schemaValidationErrors(error);
    if (invalid) return reply.status(422).send({ success: false, ...invalid });
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = status === 400 ? 422 : status;
      return reply
        .status(code)
        .send({ success: false, error: error.message, errors: { _: [error.message] } });
    }
    request.log.error(error);
    return reply.status(500).send({ success: false, error: 'Something went wrong.' });
  });
  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send({ success: false, error: `No route ${request.method} ${request.url.split('?')[0]}.` });
  });
}
