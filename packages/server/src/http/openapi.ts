import type { SwaggerOptions } from '@fastify/swagger';
import { API_PREFIX } from '../api-prefix';
import type { Config } from '../config';
import { openApiTransform } from './route-policy';

/**
 * The `@fastify/swagger` options: OpenAPI 3.1 built from every route's declared zod schemas, with
 * the spec's envelope, error answers and the two ways to sign in documented once.
 */
export function openApiDocument(config: Config): SwaggerOptions {
  return {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'SMUC REST interface',
        version: '2',
        description: [
          'Every answer is an envelope: `{ "success": true, "data": … }` on success,',
          '`{ "success": false, "error": "message", "errors": { "field": ["message"] } }` on failure.',
          '401: not signed in; 403 "Expired token": the session ended (the client logs out);',
          '403 otherwise: not allowed (for example a masqueraded session on a destructive action, spec 000 §6);',
          '404: unknown id or an id of another account; 422: the request does not fit the rules;',
          '429: too many requests (`retry-after` says when to try again); 500: "Something went wrong.".',
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
      },
      security: [{ session: [] }, { bearer: [] }],
    },
    transform: openApiTransform,
  };
}
