// The players list benchmarks' data (bench/api.mjs, bench/list-scale.mjs): the server's sources
// loaded through tsx's ESM API (so plain `node` runs a bench), and one account with N players,
// bulk-inserted in SQL, with lifetime totals so "Most liked" and "Most commented" have work to do.
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';

const WORDS = [
  'Summer',
  'Sale',
  'Live',
  'Shopping',
  'Sneaker',
  'Drop',
  'Kitchen',
  'Gadgets',
  'Coffee',
  'Morning',
  'Boots',
  'Winter',
  'Garden',
  'Tools',
  'Skincare',
  'Routine',
  'Espresso',
  'Headphones',
  'Lookbook',
  'Premiere',
];
const KINDS = ['live', 'playback', 'embed', 'ad', 'photo_ad'];

/** The e-mail of the bench account holding `count` players (one account per size). */
const benchEmail = (count) => `bench-${count}@smuc.test`;

/**
 * `count` players for a new account ({@link benchEmail}), in multi-row inserts of 1,000, plus
 * totals for every player; answers the account's id.
 */
async function seedPlayers(server, count) {
  const { db, schema, sdk, toColumns, sql } = server;
  const [account] = await db
    .insert(schema.accounts)
    .values({ email: benchEmail(count), passwordHash: 'x', plan: 'business', allowLive: true })
    .returning();
  const now = Date.now();
  const rows = [];
  for (let i = 0; i < count; i++) {
    const kind = KINDS[i % KINDS.length];
    const title = `${WORDS[i % 20]} ${WORDS[(i * 7 + 3) % 20]} ${WORDS[(i * 13 + 5) % 20]} #${i + 1}`;
    const settings = { ...sdk.defaultStreamSettings(kind, now), title, orientation: i % 3 };
    rows.push({
      accountId: account.id,
      apikey: randomBytes(16).toString('hex'),
      streamkey: randomBytes(12).toString('hex'),
      status: i % 17 === 0 ? 3 : 0,
      createdAt: new Date(now - (count - i) * 60_000),
      ...toColumns(settings),
    });
  }
  for (let i = 0; i < rows.length; i += 1000) await db.insert(schema.streams).values(rows.slice(i, i + 1000));
  await db.execute(sql`insert into stream_totals (stream_id, impressions, viewers, peak_viewers, minutes, hearts, comments)
    select id, (id * 37) % 5000, (id * 17) % 2000, (id * 7) % 300, ((id * 11) % 9000) / 4.0, (id * 31) % 997, (id * 13) % 211
    from streams where account_id = ${account.id}`);
  return account.id;
}

/**
 * The server's modules the benchmarks use, from the sources (`root` is the repo root URL), and
 * `sql` and `Fastify` from the server's own dependencies.
 */
export async function loadServer(root) {
  const { register } = await import('tsx/esm/api');
  register();
  const src = (p) => new URL(`packages/server/src/${p}`, root).href;
  const [{ buildApp }, { loadConfig }, { openDatabase }, schema, { toColumns }, { createSession }, sdk] =
    await Promise.all([
      import(src('app.ts')),
      import(src('config.ts')),
      import(src('db/client.ts')),
      import(src('db/schema.ts')),
      import(src('streams/serialize.ts')),
      import(src('auth/tokens.ts')),
      import(new URL('packages/sdk/src/index.ts', root).href),
    ]);
  const requireFromServer = createRequire(new URL('packages/server/package.json', root));
  const { sql } = requireFromServer('drizzle-orm');
  const Fastify = requireFromServer('fastify');
  return { buildApp, loadConfig, openDatabase, schema, toColumns, createSession, sdk, sql, Fastify };
}

/**
 * The real app (no host app) on `db`, listening on a free loopback port; `apiBase` is its REST
 * prefix (`http://127.0.0.1:PORT/smucrestapi/v2`). Close `app` when done.
 */
export async function listenApp({ buildApp, loadConfig }, db) {
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    PUBLIC_URL: 'http://127.0.0.1',
    DATA_DIR: '/nonexistent',
  });
  const app = await buildApp({ db, config, serveApp: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, apiBase: `http://127.0.0.1:${app.server.address().port}/smucrestapi/v2` };
}

/**
 * Opens the bench's database: PostgreSQL at `BENCH_DATABASE_URL` (migrated on open), else PGlite
 * in memory. Answers the database and where it is (for the printout).
 */
export async function openBenchDatabase(server) {
  const url = process.env.BENCH_DATABASE_URL;
  const database = await server.openDatabase({ url, dataDir: null });
  return { database, where: url ? 'PostgreSQL' : 'PGlite in memory' };
}

/**
 * The bench account with `count` players in `db`, with a new session token: seeded here, or, on a
 * PostgreSQL database a previous run seeded (the same account with the same number of players),
 * taken as it is, so 100,000 players are seeded once per database (`seedMs` is then 0 and
 * `reused` true). Any other state of the account is refused rather than measured.
 */
export async function benchAccount(server, db, count) {
  const { sql } = server;
  const found =
    await db.execute(sql`select a.id, (select count(*)::int from streams s where s.account_id = a.id) as n
    from accounts a where a.email = ${benchEmail(count)}`);
  const [existing] = found.rows;
  let accountId = existing?.id;
  let seedMs = 0;
  if (existing && existing.n !== count)
    throw new Error(`${benchEmail(count)} holds ${existing.n} players, not ${count}: use an empty database`);
  if (!existing) {
    process.stderr.write(`Seeding ${count.toLocaleString('en')} players…\n`);
    const started = Date.now();
    accountId = await seedPlayers({ ...server, db }, count);
    seedMs = Date.now() - started;
  } else process.stderr.write(`Reusing the ${count.toLocaleString('en')} players seeded before\n`);
  const token = await server.createSession(db, accountId, 3_600_000);
  return { token, seedMs, reused: Boolean(existing) };
}

/**
 * Opens the bench's database ({@link openBenchDatabase}) with an account of `count` players
 * ({@link benchAccount}): the database, the players' session token, where it is and the seeding
 * time in ms.
 */
export async function openSeeded(server, count) {
  const { database, where } = await openBenchDatabase(server);
  const { token, seedMs } = await benchAccount(server, database.db, count);
  return { database, token, where, seedMs };
}
