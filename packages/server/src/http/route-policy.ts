import type { FastifyError, FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';

/**
 * Route-level policy shared by every route of the REST interface.
 *
 * - **Contract:** routes declare `schema: { params, querystring, body, response }` with the sdk's zod
 *   schemas; `fastify-type-provider-zod` validates requests with them and `@fastify/swagger` turns
 *   them into the OpenAPI document (`GET /smucrestapi/v2/openapi.json`). Use
 *   `app.withTypeProvider<ZodTypeProvider>()` to get typed `request.params/query/body`.
 * - **Masquerade (spec 000 §6):** a route that performs a destructive, account or payment action
 *   carries `config: { masquerade: 'refuse' }`; the guard refuses it with 403 for a masqueraded
 *   session. Reads carry nothing.
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `'refuse'`: a masqueraded (staff viewing an account) session may not call this route: it is a
     * destructive, account or payment action of spec 000 §6.
     */
    masquerade?: 'refuse';
  }
}

/** One registered route as the route walk (tests, OpenAPI checks) sees it. */
export interface RouteRecord {
  method: string;
  url: string;
  /** True when the route declares at least one request or response schema. */
  hasSchema: boolean;
  masquerade?: 'refuse';
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered on the app, filled by an `onRoute` hook (see {@link installRoutePolicy}). */
    routeRecords: RouteRecord[];
  }
}

/**
 * Installs the zod validator and serializer compilers and the route register. Call once on the
 * root app, before any route is registered.
 */
export function installRoutePolicy(app: FastifyInstance) {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const records: RouteRecord[] = [];
  app.decorate('routeRecords', records);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const schema = route.schema ?? {};
    for (const method of methods) {
      if (method === 'HEAD') continue;
      records.push({
        method,
        url: route.url,
        hasSchema: Boolean(schema.params || schema.querystring || schema.body || schema.response),
        masquerade: route.config?.masquerade,
      });
    }
  });
}

/**
 * A request that did not fit its declared zod schema, as the spec's 422 envelope:
 * `{ 'field.path': ['message'] }` (000 §8). Returns undefined for any other error.
 */
export function schemaValidationErrors(
  error: FastifyError,
): { error: string; errors: Record<string, string[]> } | undefined {
  if (!hasZodFastifySchemaValidationErrors(error)) return undefined;
  const errors: Record<string, string[]> = {};
  for (const issue of error.validation) {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const key = path || '_';
    errors[key] ??= [];
    errors[key].push(issue.message ?? 'Invalid value.');
  }
  const first = Object.values(errors)[0]?.[0] ?? 'Invalid request.';
  return { error: first, errors };
}

/**
 * Whether `error` is a declared path id that cannot exist (`pathId` of `validate.ts` failed on every
 * issue): such a request is answered 404 "Not found.", as an unknown id is.
 */
export function unknownPathId(error: FastifyError, message: string): boolean {
  return (
    hasZodFastifySchemaValidationErrors(error) &&
    error.validationContext === 'params' &&
    error.validation.every((issue) => issue.message === message)
  );
}

/** The OpenAPI transform for `@fastify/swagger` (zod → JSON Schema). */
export const openApiTransform = jsonSchemaTransform;
