import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ApiClient, createClient, type Language } from '@smuc/sdk';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { issueViewerToken, viewerTokenKeyFor } from '../analytics/viewer-token';
import { API_PREFIX } from '../api-prefix';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { type Database, type Db, openDatabase } from '../db/client';
import type { RealtimeBus } from '../realtime/bus';
import { DEMO_PASSWORD } from '../seed/seed';
import { watchSecrets } from './secrets-watch';
import { adminQuery, type DbTemplates, seedTestDemo, withDatabase } from './templates';

/** The seeded accounts (see `seedDemo`): Business on the live allow-list, Free, and staff (Enterprise). */
export const DEMO_EMAIL = 'demo@smuc.test';
export const OTHER_EMAIL = 'other@smuc.test';
export const STAFF_EMAIL = 'staff@smuc.test';
export { DEMO_PASSWORD };

/** A raw answer envelope as `fetch` reads it, for status and shape checks beside the sdk. */
export interface RawEnvelope {
  success: boolean;
  // biome-ignore lint/suspicious/noExplicitAny: raw JSON under test; the sdk's schemas type the real calls
  data?: any;
  error?: string;
  code?: string;
  errors?: Record<string, string[]>;
}

/** The JSON body of a raw answer. */
export const readJson = async (response: Response) => (await response.json()) as RawEnvelope;

export interface TestDatabase extends Database {
  /** `pglite` (in memory) or `postgres` (a database created for this test file). */
  kind: 'pglite' | 'postgres';
  /** The connection URL of the test database on PostgreSQL (several apps can share it). */
  url?: string;
  /** Closes the connections and, on PostgreSQL, drops the database. Safe to call twice. */
  close(): Promise<void>;
}

/**
 * The run's templates (built by `global-setup.ts`), or none when the harness runs outside this
 * package's vitest config: then each database is migrated (and seeded) from scratch.
 */
function runTemplates(): DbTemplates | undefined {
  try {
    return inject('smucDbTemplates');
  } catch {
    return undefined;
  }
}

/**
 * A fresh, migrated database for one test file; `seeded` starts it with the demo seed
 * (`seedTestDemo`). From the run's templates when there are some (see `templates.ts`).
 * - `TEST_DATABASE_URL` set (postgres://…): creates a uniquely named database on that server
 *   (connecting to the URL's own database as the admin database) and drops it on close.
 * - otherwise an in-memory PGlite.
 * @param options.seededMedia with `seeded`: the media store the demo videos are copied (or seeded) to
 */
export async function openTestDatabase(
  options: { seeded?: boolean; seededMedia?: string } = {},
): Promise<TestDatabase> {
  const templates = runTemplates();
  const adminUrl = process.env.TEST_DATABASE_URL;
  const template = templates?.kind === (adminUrl ? 'postgres' : 'pglite') ? templates : undefined;
  const source = template && (options.seeded ? template.seeded : template.migrated);
  const database = adminUrl
    ? await openPostgresTestDatabase(adminUrl, source)
    : await openPgliteTestDatabase(source);
  if (options.seeded) {
    const mediaDir = options.seededMedia ?? mkdtempSync(join(tmpdir(), 'smuc-test-media-'));
    try {
      if (template) cpSync(template.seededMedia, mediaDir, { recursive: true });
      else await seedTestDemo(database.db, mediaDir);
    } catch (error) {
      await database.close();
      throw error;
    }
  }
  return database;
}

async function openPgliteTestDatabase(tarball: string | undefined): Promise<TestDatabase> {
  const database = await openDatabase({
    dataDir: null,
    ...(tarball ? { pgliteTemplate: new Blob([readFileSync(tarball)]) } : {}),
  });
  let closed = false;
  return {
    ...database,
    kind: 'pglite',
    close: async () => {
      if (closed) return;
      closed = true;
      await database.close();
    },
  };
}

async function openPostgresTestDatabase(
  adminUrl: string,
  template: string | undefined,
): Promise<TestDatabase> {
  const name = `smuc_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  // Without a run template: template0, which is never connected to, so parallel test files never
  // collide on it. The run's templates have no connection after the global setup either.
  await adminQuery(
    adminUrl,
    `create database "${name}" template "${template ?? 'template0'}" encoding 'UTF8'`,
  );
  const drop = () => adminQuery(adminUrl, `drop database if exists "${name}" with (force)`);
  let database: Database;
  try {
    database = await openDatabase({ url: withDatabase(adminUrl, name), dataDir: null });
  } catch (error) {
    await drop();
    throw error;
  }
  let closed = false;
  return {
    ...database,
    kind: 'postgres',
    url: withDatabase(adminUrl, name),
    close: async () => {
      if (closed) return;
      closed = true;
      await database.close();
      await drop();
    },
  };
}

/**
 * A second replica's own connections to an open PostgreSQL test database (a second process shares
 * neither the first one's pool nor its realtime hub). Closing it leaves the database in place.
 */
export async function openReplicaDatabase(url: string): Promise<TestDatabase> {
  return { ...(await openDatabase({ url, dataDir: null })), kind: 'postgres', url };
}

export interface TestServer {
  app: FastifyInstance;
  db: Db;
  database: TestDatabase;
  config: Config;
  /** `http://127.0.0.1:PORT`. */
  origin: string;
  /** `http://127.0.0.1:PORT/smucrestapi/v2`, the sdk's `baseUrl`. */
  baseUrl: string;
  /** An sdk client on this server (bearer `token` when given). */
  client(options?: { token?: string; language?: Language }): ApiClient;
  /** Signs in through the sdk; answers the token and a client that sends it as bearer. */
  login(email: string, password?: string): Promise<{ token: string; userId: number; client: ApiClient }>;
  /** `fetch` against `baseUrl + path` (path starts with `/`), for raw status and envelope checks. */
  fetch(path: string, init?: RequestInit & { token?: string }): Promise<Response>;
  /**
   * A viewer token of this server for `visitorId` on the player `apikey`, as `GET /player/{apikey}`
   * hands one out (issue 29 §2): the events of a simulated viewer carry it to count.
   */
  viewerToken(apikey: string, visitorId: string): string;
  /**
   * Stops the app and closes (on PostgreSQL: drops) the database.
   * @throws Error when an answer body or a log line of this server held a secret (`secrets-watch.ts`)
   */
  close(): Promise<void>;
}

export interface StartOptions {
  /** Seed the demo accounts and data (default true). */
  seed?: boolean;
  /** Runs after the app is built and before it listens, e.g. to add a probe route. */
  beforeListen?: (app: FastifyInstance) => void | Promise<void>;
  /** Serve this already open database instead of a fresh one (a second replica); it is not closed with this server. */
  database?: TestDatabase;
  /** The realtime bus of this app (default: in memory). */
  realtimeBus?: RealtimeBus;
  /** More settings for `loadConfig` (e.g. `STRIPE_API_HOST` of a stand-in). */
  env?: Record<string, string>;
}

/** The user agent {@link TestServer.fetch} sends unless told otherwise: a desktop Chrome. */
export const TEST_BROWSER_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/**
 * Opens a fresh database (see {@link openTestDatabase}), optionally seeds the demo, builds the real
 * app without the host app and listens on a random loopback port.
 */
export async function startTestServer({
  seed = true,
  beforeListen,
  database: shared,
  realtimeBus,
  env = {},
}: StartOptions = {}): Promise<TestServer> {
  const mediaDir = mkdtempSync(join(tmpdir(), 'smuc-test-media-'));
  // A lighter analytics history than `npm start` seeds (same shapes, fewer events); the demo
  // playbacks get their real video in this server's media store.
  const database = shared ?? (await openTestDatabase({ seeded: seed, seededMedia: mediaDir }));
  const closeDatabase = () => (shared ? Promise.resolve() : database.close());
  try {
    const config = loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: '/nonexistent-test-data-dir',
      MEDIA_DIR: mediaDir,
      PUBLIC_URL: 'http://127.0.0.1',
      HOST_APP_DIR: '/nonexistent-host-app',
      TUTORIALS_DIR: mkdtempSync(join(tmpdir(), 'smuc-test-tutorials-')),
      ...env,
    });
    // A shared database is seeded here when it has no account yet (the first replica on it).
    if (shared && seed) await seedTestDemo(shared.db, mediaDir);
    const app = await buildApp({
      db: database.db,
      config,
      serveApp: false,
      ...(realtimeBus ? { realtimeBus } : {}),
    });
    const secrets = watchSecrets(app);
    await beforeListen?.(app);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('app did not bind a TCP port');
    const origin = `http://127.0.0.1:${address.port}`;
    const baseUrl = `${origin}${API_PREFIX}`;
    const client = (options: { token?: string; language?: Language } = {}) =>
      createClient({ baseUrl, ...options });
    return {
      app,
      db: database.db,
      database,
      config,
      origin,
      baseUrl,
      client,
      async login(email, password = DEMO_PASSWORD) {
        const { token, user } = await client().auth.token({ email, password });
        return { token, userId: user.user_id, client: client({ token }) };
      },
      viewerToken: (apikey, visitorId) => issueViewerToken(viewerTokenKeyFor(config), apikey, visitorId),
      fetch(path, { token, headers, ...init } = {}) {
        const h = new Headers(headers);
        if (token) h.set('authorization', `Bearer ${token}`);
        // A browser's user agent unless the test names one: the event intake filters Node's own
        // (`node`) as a bot (issue 29 §2), and every caller of this server is a browser.
        if (!h.has('user-agent')) h.set('user-agent', TEST_BROWSER_UA);
        return fetch(`${baseUrl}${path}`, { ...init, headers: h });
      },
      async close() {
        // Every test of the file is done. A response a test did not read to its end keeps its
        // connection busy, and Fastify's close would wait for it until the 72 s keep-alive timeout
        // (it did in 3-4 files a run): end the sockets instead of waiting.
        const closed = app.close();
        app.server.closeAllConnections();
        await closed;
        await closeDatabase();
        // Every server test file also checks that no answer or log line held a secret (issue 14 §4).
        const leaks = secrets.leaks();
        if (leaks.length) throw new Error(`a secret was answered or logged:\n${leaks.join('\n')}`);
      },
    };
  } catch (error) {
    await closeDatabase();
    throw error;
  }
}
