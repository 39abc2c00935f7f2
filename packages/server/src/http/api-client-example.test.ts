import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_EMAIL, DEMO_PASSWORD, readJson, startTestServer, type TestServer } from '../test/harness';

/**
 * The integrator's script of `examples/api-client` (a client generated from the OpenAPI document
 * with openapi-typescript + openapi-fetch; issue 32 §1) run against the real server: it signs in
 * with `/auth/token`, lists players, creates one and deletes it.
 */
const root = join(import.meta.dirname, '../../../..');
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 300_000);
afterAll(() => server?.close());

it('signs in, lists, creates and deletes a player through the generated client', async () => {
  const demo = await server.login(DEMO_EMAIL);
  const before = await readJson(await server.fetch('/my-streams', { token: demo.token }));
  const { stdout } = await promisify(execFile)(
    join(root, 'node_modules/.bin/tsx'),
    [join(root, 'examples/api-client/src/integrator.ts')],
    {
      env: { ...process.env, SMUC_API: server.baseUrl, SMUC_EMAIL: DEMO_EMAIL, SMUC_PASSWORD: DEMO_PASSWORD },
    },
  );
  expect(stdout).toContain(`players: ${before.data.total}`);
  const id = /created and deleted player (\d+)/.exec(stdout)?.[1];
  expect(id).toBeTruthy();
  const gone = await server.fetch(`/stream/${id}`, { token: demo.token });
  expect(gone.status).toBe(404);
}, 300_000);
