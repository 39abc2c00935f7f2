import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../db/schema';
import { DEMO_EMAIL, DEMO_PASSWORD, startTestServer, type TestServer } from '../test/harness';

// Issue 30 defect 12: the sign-in page printed the demo credentials in every language on every server.
// It now prints what this route answers: the demo sign-in only where demo accounts exist.

let server: TestServer;
const demoOf = async (s: TestServer) =>
  ((await (await s.fetch('/auth/demo-accounts')).json()) as { data: { demo: unknown } }).data.demo;

beforeAll(async () => {
  server = await startTestServer({ seed: false });
});
afterAll(() => server?.close());

describe('GET /auth/demo-accounts', () => {
  it('answers null until the demo account exists, then its sign-in, signed out', async () => {
    expect(await demoOf(server)).toBeNull();
    await server.db.insert(accounts).values({
      email: DEMO_EMAIL,
      passwordHash: 'not-used-here',
      firstname: 'Dora',
      lastname: 'Demo',
      plan: 'business',
    });
    expect(await demoOf(server)).toEqual({ email: DEMO_EMAIL, password: DEMO_PASSWORD });
  });

  it.each<Record<string, string>>([{ NODE_ENV: 'production' }, { SEED_DEMO: '0' }])(
    'answers null in production and with SEED_DEMO=0 (%o), even with the demo account there',
    async (env) => {
      const other = await startTestServer({ seed: false, database: server.database, env });
      try {
        expect(await demoOf(other)).toBeNull();
      } finally {
        await other.close();
      }
    },
  );
});
