import type { SwaggerOptions, SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import { okEnvelope } from '@smuc/sdk';
import type { FastifySchema, RouteOptions } from 'fastify';
import type { OpenAPIV3_1 } from 'openapi-types';
import { z } from 'zod';
import { API_PREFIX } from '../api-prefix';
import type { Config } from '../config';
import { openApiTransform } from './route-policy';

type MediaType = `${string}/${string}`;

/**
 * What a route answers with 200, for the document: the sdk schema of the envelope's `data`, the
 * media type of a file answer (`'video/mp4'`, `'text/csv'`), or a file in one of several media
 * types, each with the schema of its records (one NDJSON line, a CSV row) or `'file'` for bytes.
 */
export type Answer = z.ZodType | MediaType | { mediaTypes: Record<MediaType, z.ZodType | 'file'> };

declare module 'fastify' {
  interface FastifySchema {
    /**
     * The route's 200 answer as the sdk's client parses it, for the OpenAPI document only: unlike
     * `response`, it does not encode the answer (the handler shapes it, and encoding would drop
     * keys the schema does not list). `openapi-answers.test.ts` checks every GET's real answer
     * against the document.
     */
    answer?: Answer;
    /** The status of the documented answer when it is not 200 (a create answering 201). */
    answerStatus?: 201;
    /** Error statuses the route answers beyond those its shape implies (see `errorStatuses`). */
    answerErrors?: readonly (404 | 422)[];
  }
}

/** Route options with the documented 200 answer added to their schema (see `FastifySchema.answer`). */
export const withAnswer = <O extends { schema?: FastifySchema }>(
  options: O,
  answer: Answer,
  status?: 201,
) => ({
  ...options,
  schema: { ...options.schema, answer, ...(status ? { answerStatus: status } : {}) },
});

/** Route schema of a route anyone may call (no session, no bearer token): the player, viewers' calls, webhooks. */
export const PUBLIC: { security: [] } = { security: [] };

/** The error answers, documented once and referenced by status from every operation. */
const ERROR_ANSWERS = {
  401: 'Not signed in (no session cookie and no bearer token).',
  403: 'Not allowed: "Expired token" when the session ended, otherwise the action is refused (for example a masqueraded session on a destructive action, spec 000 §6).',
  404: 'Not found: an unknown id or an id of another account.',
  409: 'The first request with this `Idempotency-Key` has not answered yet: retry in a moment.',
  422: 'The request does not fit the rules: `errors` maps each field to its messages.',
  429: 'Too many requests: the `retry-after` header says when to try again.',
  500: 'Something went wrong.',
} as const;

type Status = keyof typeof ERROR_ANSWERS;

/** Tag of an operation by its path (first match wins): the reference page's sections. */
const TAGS: [RegExp, string][] = [
  [/^\/(auth|user\/(logout|me|language|change-password))\b/, 'Account'],
  [/^\/(user\/(limitations|monthly-stat)|plans)\b/, 'Plans and limits'],
  [/^\/(staff|user\/take-my-mask-off)\b/, 'Staff'],
  [
    /^\/(user\/(payment-method|orders|subscription)|payment\/(check-card|add-card)|webhooks\/stripe-billing)/,
    'Billing',
  ],
  [/^\/(payment|stream\/\{apikey\}\/checkout|webhooks\/stripe\/)/, 'Payments'],
  [/^\/(stream\/\{id\}\/feed-|stream\/feed-item|stream\/\{id\}\/orders)/, 'Feed items'],
  [/^\/(products?|report\/top-products)\b/, 'Products'],
  [/^\/(report|tool\/autosuggest)\b/, 'Reports'],
  [/^\/(form|stream\/subscribers|stream\/\{id\}\/(subscribers|subscribe))\b/, 'Forms and subscribers'],
  [/^\/(connected-platforms|stream\/\{id\}\/restreams)/, 'Connected platforms'],
  [
    /^\/(stream\/\{id\}\/(start|resume|stop|recordings|vods?|vod-download)|media\/recording|ams|v2\/vods)/,
    'Live and recordings',
  ],
  [/^\/(cloudflare|media|font|tool\/facebook-video-check)/, 'Media'],
  [/^\/(player|events|stream\/\{id\}\/(embed-codes|download-banner)|integrations|site-tokens)/, 'Embedding'],
  [/^\/(my-streams|stream)\b/, 'Players'],
];

/** The tag of an API path (relative to the API prefix, `{param}` form). */
export function tagOf(path: string): string {
  return TAGS.find(([pattern]) => pattern.test(path))?.[1] ?? 'Other';
}

/** The words of a path without its parameters: `/stream/{id}/feed-items` → stream, feed, items. */
const words = (path: string) =>
  path
    .split('/')
    .filter((segment) => segment && !segment.startsWith('{'))
    .flatMap((segment) => segment.split(/[-_.]/))
    .filter(Boolean);

/**
 * `operationId` derived from method and path, e.g. `GET /stream/{id}/feed-items` →
 * `getStreamByIdFeedItems`: unique because method + path are, stable while the path is.
 */
export function operationIdOf(method: string, path: string): string {
  const parts = path
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const param = /^\{(.+)\}$/.exec(segment);
      if (param) return ['by', param[1] === '*' ? 'path' : (param[1] ?? '')];
      return segment.split(/[-_.]/);
    })
    .filter((part): part is string => Boolean(part));
  return method.toLowerCase() + parts.map((part) => part.charAt(0).toUpperCase() + part.slice(1)).join('');
}

const VERBS: Record<string, string> = {
  POST: 'Create',
  PUT: 'Update',
  PATCH: 'Send',
  DELETE: 'Delete',
  HEAD: 'Check',
};

/**
 * A summary derived from method and path for a route that declares none: `PUT /font/{id}` →
 * "Update font", `GET /stream/{id}/feed-items` → "Get stream feed items".
 */
export function summaryOf(method: string, path: string): string {
  const verb = method === 'GET' ? 'Get' : (VERBS[method] ?? method);
  return `${verb} ${words(path).join(' ')}`;
}

/** The API path of a Fastify route url: prefix removed, `:param` → `{param}`, a wildcard → `{*}`. */
const apiPath = (url: string) =>
  url
    .slice(API_PREFIX.length)
    .replace(/:([A-Za-z]+)/g, '{$1}')
    .replace(/\*$/, '{*}');

/** The documented answer as the route's `response` (zod, converted by the type provider's transform). */
function answerResponse(answer: Answer, status: number) {
  const file = z.string().meta({ format: 'binary' });
  if (typeof answer === 'string')
    return { [status]: { description: 'The file.', content: { [answer]: { schema: file } } } };
  if (!('mediaTypes' in answer)) return { [status]: okEnvelope(answer as z.ZodType) };
  const content = Object.fromEntries(
    Object.entries(answer.mediaTypes).map(([type, record]) => [
      type,
      { schema: record === 'file' ? file : record },
    ]),
  );
  return { [status]: { description: 'The file: one record per line (the schema is a line).', content } };
}

/** Route-level transform: site-root routes leave the document; `answer` becomes the 200 schema. */
const transform: SwaggerTransform = (input) => {
  const { url, route } = input as typeof input & { route: RouteOptions };
  if (!url.startsWith(`${API_PREFIX}/`)) return { schema: { hide: true }, url };
  const { answer, answerStatus = 200, answerErrors, ...schema } = (input.schema ?? {}) as FastifySchema;
  const documented =
    answer && !schema.response ? { ...schema, response: answerResponse(answer, answerStatus) } : schema;
  const result = openApiTransform({ ...input, schema: documented } as Parameters<typeof openApiTransform>[0]);
  const out = result.schema as Record<string, unknown>;
  if (out.hide) return result;
  out.tags ??= [tagOf(apiPath(url))];
  if (answerErrors) out['x-errors'] = answerErrors;
  const config = route.config as { rateLimit?: unknown; idempotent?: boolean } | undefined;
  if (config?.rateLimit) out['x-rate-limited'] = true;
  if (config?.idempotent) out['x-idempotent'] = true;
  return result;
};

/** The error statuses an operation can answer, from its shape: what it takes and whether it is public. */
function errorStatuses(path: string, operation: Operation): Status[] {
  const statuses: Status[] = [...(operation['x-errors'] ?? [])];
  const isPublic = Array.isArray(operation.security) && operation.security.length === 0;
  if (!isPublic) statuses.push(401, 403);
  if (path.includes('{') && !statuses.includes(404)) statuses.push(404);
  const takesInput = path.includes('{') || operation.parameters?.length || operation.requestBody;
  if (takesInput && !statuses.includes(422)) statuses.push(422);
  if (operation['x-idempotent']) statuses.push(409);
  if (operation['x-rate-limited']) statuses.push(429);
  statuses.push(500);
  return statuses;
}

type Operation = OpenAPIV3_1.OperationObject & {
  'x-rate-limited'?: boolean;
  'x-idempotent'?: boolean;
  'x-errors'?: Status[];
};

/**
 * A create route that honours `Idempotency-Key` (`http/idempotency.ts`): the header among its
 * parameters and `Idempotent-Replayed` on its success answer.
 */
function declareIdempotency(operation: Operation) {
  operation.parameters = [
    ...(operation.parameters ?? []),
    { $ref: '#/components/parameters/IdempotencyKey' },
  ];
  for (const [status, response] of Object.entries(operation.responses ?? {}))
    if (status.startsWith('2') && 'description' in response) {
      const answer = response as OpenAPIV3_1.ResponseObject;
      answer.headers = {
        ...answer.headers,
        'Idempotent-Replayed': { $ref: '#/components/headers/IdempotentReplayed' },
      };
    }
}

/** Document-level transform: every operation gets its error answers by status (the envelope). */
const transformObject: SwaggerTransformObject = (input) => {
  const doc = (input as { openapiObject: OpenAPIV3_1.Document }).openapiObject;
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    const seen = new Set<Operation>();
    for (const [method, shared] of Object.entries(item ?? {}) as [string, Operation][]) {
      if (typeof shared !== 'object' || !shared || !('responses' in shared)) continue;
      // Per method: a route may answer several (tus's HEAD, PATCH and DELETE share one object).
      const operation = seen.has(shared) ? structuredClone(shared) : shared;
      seen.add(shared);
      (item as Record<string, Operation>)[method] = operation;
      if (operation !== shared) {
        delete operation.operationId;
        delete operation.summary;
      }
      operation.operationId ??= operationIdOf(method, path);
      operation.summary ??= summaryOf(method.toUpperCase(), path);
      const statuses = errorStatuses(path, operation);
      operation.responses ??= {};
      const responses = operation.responses;
      for (const status of statuses) responses[status] ??= { $ref: `#/components/responses/Error${status}` };
      for (const [status, response] of Object.entries(responses))
        if ('description' in response && response.description === 'Default Response')
          response.description = status.startsWith('2') ? 'Success.' : `Status ${status}.`;
      if (operation['x-idempotent']) declareIdempotency(operation);
    }
    for (const operation of Object.values(item ?? {}) as Operation[])
      if (typeof operation === 'object' && operation) {
        delete operation['x-rate-limited'];
        delete operation['x-idempotent'];
        delete operation['x-errors'];
      }
  }
  return doc;
};

/**
 * The `@fastify/swagger` options: OpenAPI 3.1 built from every API route's declared zod schemas
 * (`answer` documents a 200 the handler shapes itself), with the spec's envelope, each operation's
 * error answers by status, `operationId`, summary and tag (declared on the route or derived from
 * method and path) and the two ways to sign in (public routes declare `security: []`, see
 * {@link PUBLIC}). Site-root routes (viewer pages, embed bundles, tutorials) are not part of the
 * REST interface and stay out of it.
 */
export function openApiDocument(config: Config): SwaggerOptions {
  const errorEnvelope = { $ref: '#/components/schemas/ErrorEnvelope' };
  return {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'SMUC REST interface',
        version: '2',
        license: { name: 'Proprietary', identifier: 'LicenseRef-SMUC' },
        description: [
          'Every answer is an envelope: `{ "success": true, "data": … }` on success,',
          '`{ "success": false, "error": "message", "errors": { "field": ["message"] } }` on failure.',
          '401: not signed in; 403 "Expired token": the session ended (the client logs out);',
          '403 otherwise: not allowed (for example a masqueraded session on a destructive action, spec 000 §6);',
          '404: unknown id or an id of another account; 422: the request does not fit the rules;',
          '429: too many requests (`retry-after` says when to try again); 500: "Something went wrong.".',
          "Every answer carries `X-Request-Id`: the caller's own (1-128 letters, digits or `._:-`), else a generated one; the server logs it with each line of the request.",
        ].join('\n'),
      },
      servers: [{ url: `${config.publicUrl}${API_PREFIX}` }],
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'smuc_session' },
          bearer: { type: 'http', scheme: 'bearer' },
        },
        schemas: {
          ErrorEnvelope: {
            type: 'object',
            required: ['success', 'error'],
            properties: {
              success: { const: false },
              error: { type: 'string' },
              errors: {
                type: 'object',
                additionalProperties: { type: 'array', items: { type: 'string' } },
              },
            },
          },
        },
        parameters: {
          IdempotencyKey: {
            name: 'Idempotency-Key',
            in: 'header',
            required: false,
            description: [
              'Makes a create safe to retry (as Stripe does): a retry with the same key and the same method,',
              'address and body within 24 hours answers the first answer again (same status and body, with',
              '`Idempotent-Replayed: true`) and creates nothing. The same key with another request: 422; while',
              'the first request has not answered: 409. Keys are per account; a 5xx answer is not kept.',
            ].join(' '),
            schema: { type: 'string', minLength: 1, maxLength: 255 },
          },
        },
        headers: {
          IdempotentReplayed: {
            description:
              '`true` when this is the stored answer of an earlier request with the same `Idempotency-Key`.',
            schema: { type: 'string', enum: ['true'] },
          },
        },
        responses: Object.fromEntries(
          Object.entries(ERROR_ANSWERS).map(([status, description]) => [
            `Error${status}`,
            { description, content: { 'application/json': { schema: errorEnvelope } } },
          ]),
        ),
      },
      security: [{ session: [] }, { bearer: [] }],
    },
    transform,
    transformObject,
  } as SwaggerOptions;
}
