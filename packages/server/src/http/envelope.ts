import { type FieldErrors, type Language, localizeText, okEnvelope } from '@smuc/sdk';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { HttpError } from './errors';
import { schemaValidationErrors, unknownPathId } from './route-policy';
import { isDatabaseUnavailable, RETRY_AFTER_S, UNAVAILABLE_TEXT } from './unavailable';
import { PATH_ID_NOT_FOUND } from './validate';

/** A successful answer in the spec's envelope. */
export const ok = <T>(data: T) => ({ success: true as const, data });

/**
 * `schema.response` of a route that answers `data` in the spec's envelope with 200 (the sdk's
 * `okEnvelope`). The answer is encoded by the schema: keys it does not list are dropped.
 */
export const okAnswer = <T extends z.ZodType>(data: T) => ({ 200: okEnvelope(data) });

/** Per-field messages in `lang` (the sdk's server texts; a text of no catalogue as it is). */
function localizeErrors(errors: FieldErrors, lang: Language): FieldErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([field, list]) => [field, list.map((m) => localizeText(m, lang))]),
  );
}

/**
 * Fastify's own 4xx of a body it cannot take, by code → the server text answered instead of
 * Fastify's developer wording (issue 30: these were English in every language).
 */
const FRAMEWORK_TEXTS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not accepted.',
};

/** The request's language (`Accept-Language`, 000 §7); English before the language hook ran. */
const languageOf = (request: FastifyRequest): Language => request.language ?? 'en';

/**
 * Fastify's `frameworkErrors` (issue 29 §5): an address the router cannot read (a bad percent
 * encoding, `FST_ERR_BAD_URL`) or a path segment past the router's length (a 400-digit id,
 * `FST_ERR_MAX_PARAM_LENGTH`) names nothing that can exist: 404 'Not found.' in the spec's envelope,
 * as an id that cannot exist is, instead of Fastify's own 400/414 JSON.
 */
export function frameworkErrorAnswer(_error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  reply.status(404).send({ success: false, error: PATH_ID_NOT_FOUND });
}

/**
 * Installs the answers of failures: HttpError as raised; Fastify's own 4xx (bad JSON, body too
 * large) with their status; a database that cannot be reached 503 (`Retry-After`); anything else
 * is logged and answered 500 without internals. Every
 * text is answered in the request's language (issue 17): the sdk's catalogue renders the English
 * text's key and variables in `request.language`; the spec's English stays for `en`.
 */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const lang = languageOf(request);
    if (error instanceof HttpError) {
      const { errors, ...extra } = error.extra;
      return reply.status(error.status).send({
        success: false,
        error: localizeText(error.message, lang),
        ...extra,
        ...(errors ? { errors: localizeErrors(errors, lang) } : {}),
      });
    }
    // A declared path id that cannot exist is an unknown id (`pathId`, `pathKey`, `pathChoice`).
    if (unknownPathId(error, PATH_ID_NOT_FOUND))
      return reply.status(404).send({ success: false, error: PATH_ID_NOT_FOUND });
    // A body, query or params that did not fit the route's declared zod schema: 422 per field (000 §8).
    const invalid = schemaValidationErrors(error);
    if (invalid)
      return reply.status(422).send({
        success: false,
        error: localizeText(invalid.error, lang),
        errors: localizeErrors(invalid.errors, lang),
      });
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = status === 400 ? 422 : status;
      const message = localizeText(FRAMEWORK_TEXTS[error.code] ?? error.message, lang);
      return reply.status(code).send({ success: false, error: message, errors: { _: [message] } });
    }
    // The database is away (outage, restart, failover): the replica keeps serving and says so.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_S))
        .send({ success: false, error: localizeText(UNAVAILABLE_TEXT, lang) });
    }
    request.log.error(error);
    return reply.status(500).send({ success: false, error: localizeText('Something went wrong.', lang) });
  });
  app.setNotFoundHandler((request, reply) => {
    const text = `No route ${request.method} ${request.url.split('?')[0]}.`;
    reply.status(404).send({ success: false, error: localizeText(text, languageOf(request)) });
  });
}
