import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readJson, startTestServer, type TestServer } from '../test/harness';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    seed: false,
    // A probe route declared the way every route is: its body is the contract.
    beforeListen: (app) => {
      app.withTypeProvider<ZodTypeProvider>().post(
        '/smucrestapi/v2/test-probe/:id',
        {
          schema: {
            params: z.object({ id: z.coerce.number().int().positive() }),
            body: z.object({ title: z.string().min(1, 'The title is required.').max(5) }),
          },
          config: { masquerade: 'refuse' },
        },
        async (request) => ({ success: true, data: { id: request.params.id, title: request.body.title } }),
      );
    },
  });
});
afterAll(() => server?.close());

describe('routes declared with zod schemas', () => {
  it('answers a body that does not fit with 422 per field in the envelope', async () => {
    const res = await server.fetch('/test-probe/3', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title: '' }),
    });
    expect(res.status).toBe(422);
    const body = await readJson(res);
    expect(body.success).toBe(false);
    expect(body.errors?.title).toEqual(['The title is required.']);
    expect(body.error).toBe('The title is required.');
  });

  it('passes a fitting body through, typed', async () => {
    const res = await server.fetch('/test-probe/3', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'ok' }),
    });
    expect(res.status).toBe(200);
    expect((await readJson(res)).data).toEqual({ id: 3, title: 'ok' });
  });

  it('records each route with its schema and masquerade policy', () => {
    const probe = server.app.routeRecords.find((r) => r.url === '/smucrestapi/v2/test-probe/:id');
    expect(probe).toEqual({
      method: 'POST',
      url: '/smucrestapi/v2/test-probe/:id',
      hasSchema: true,
      masquerade: 'refuse',
    });
  });
});

describe('GET /openapi.json', () => {
  it('serves OpenAPI 3.1 with the envelope, both auth schemes and the declared routes (paths relative to the server URL, which carries the prefix)', async () => {
    const res = await server.fetch('/openapi.json');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as {
      openapi: string;
      paths: Record<string, Record<string, { requestBody?: unknown }>>;
      components: { securitySchemes: Record<string, unknown>; schemas: Record<string, unknown> };
    };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(['bearer', 'session']);
    expect(doc.components.schemas.ErrorEnvelope).toBeDefined();
    expect(doc.paths['/test-probe/{id}']?.post?.requestBody).toBeDefined();
    expect(doc.paths['/openapi.json']).toBeUndefined();
  });
});

describe('GET /docs', () => {
  it('serves the reference page of the OpenAPI document from our own files', async () => {
    const res = await server.fetch('/docs/static/index.html');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain('swagger-ui');
    expect(html).not.toMatch(/https?:\/\/(cdn|unpkg|cdnjs)/);
    const json = await server.fetch('/docs/json');
    expect(((await json.json()) as { openapi: string }).openapi).toBe('3.1.0');
  });
});
