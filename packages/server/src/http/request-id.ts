import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';

/** The header that names a request, in both directions (issue 32 §1, as Stripe's `Request-Id`). */
export const REQUEST_ID_HEADER = 'x-request-id';

/** A caller's id is kept only when it is short and plain (it lands in every log line of the request). */
const CALLER_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Fastify's `genReqId`: the caller's `X-Request-Id` when it is 1-128 letters, digits or `._:-`,
 * otherwise a new UUID. Fastify logs it under its default label, `reqId`, on every line of the
 * request (the `requestIdLogLabel` option that would rename it is deprecated in Fastify 5 and prints
 * a non-JSON warning at start).
 */
export const requestIdOptions: Pick<FastifyServerOptions, 'genReqId'> = {
  genReqId: (request) => {
    const given = request.headers[REQUEST_ID_HEADER];
    return typeof given === 'string' && CALLER_ID.test(given) ? given : randomUUID();
  },
};

/** Every answer, success or failure, carries `X-Request-Id` (the id its log lines carry). */
export function installRequestId(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
