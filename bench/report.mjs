// Report query latency over a large analytics history (issue 6/7: "the query stays fast on 10 M events").
//
//   node bench/report.mjs                               (from the repo root; PGlite, 10,000,000 events;
//                                                        about 12 min on 2 cores, 4.5 min on PostgreSQL)
//   node bench/report.mjs --events 1000000 --runs 20    (smaller / fewer timed requests)
//   DATABASE_URL=postgres://… node bench/report.mjs     (a fresh database on that PostgreSQL server,
//                                                        dropped afterwards)
//   flags: --events N (default 10,000,000)  --players P (default 100)  --runs R (default 30)
//
// One process: one Business account with P players, three products on each player (linked to ten
// account products) and N viewer events over the last 90 days.
// - Events are generated in SQL (`generate_series`, 1 M rows per statement) straight into
//   `analytics_events`, in the ingest's shape: the same cycle of 20 event kinds as bench/ingest.mjs
//   (impression, 3-second view, heartbeats of 15 s, quartiles, complete, product impression / click /
//   link click / purchase, hearts, comments, shares), 200,000 visitors, spread over 90 UTC days.
// - The rollups are then built from those events in SQL with the definitions of
//   `packages/server/src/analytics/store.ts` (one per event; viewers = distinct visitors per stream
//   and day; minutes = heartbeat seconds / 60; peak = most distinct heartbeat visitors in one minute
//   of the day; product rows for linked products; reach rows per stream, feed item, day and
//   visitor). Pushing 10 M events through the HTTP endpoint would take hours on PGlite;
//   bench/ingest.mjs measures that path. The bench checks that the rollups add up to N.
// - Then the real app (buildApp, no host app) answers, R timed requests each after 3 warm-ups:
//   GET /report/dashboard?range=thismonth|last3months|lastyear, GET /report/top-products
//   (last3months), GET /report/my-streams for the last 30 days, GET /stream/{id}/feed-analytics
//   for the last 30 days. It prints p50 / p95 / max in ms per query.
// TypeScript sources are loaded through tsx's ESM API, so plain `node` runs this file.

import { createRequire } from 'node:module';
import { EVENT_PATTERN, flag, freshPostgres } from './lib/shared.mjs';

const EVENTS = flag('events', 10_000_000);
const PLAYERS = flag('players', 100);
const RUNS = flag('runs', 30);
const PRODUCTS = 10;
const VISITORS = 200_000;
const DAYS = 90;
const STEP = 1_000_000;

const PRODUCT_KINDS = ['product_impression', 'product_click', 'product_link_click', 'purchase'];

const log = (line) => process.stderr.write(`${line}\n`);
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const rowsOf = (result) => result.rows;

async function setup({ db, sql, schema, createSession, createStream }) {
  const [account] = await db
    .insert(schema.accounts)
    .values({ email: 'report-bench@smuc.test', passwordHash: 'x', plan: 'business', allowLive: true })
    .returning();
  const kinds = ['live', 'playback', 'embed', 'ad', 'photo_ad'];
  for (let i = 0; i < PLAYERS; i++)
    await createStream(db, account.id, kinds[i % kinds.length], `Bench player ${i + 1}`);
  await db.execute(sql`insert into products (account_id, name, price, currency)
    select ${account.id}, 'Bench product ' || g, 10 + g, 'eur' from generate_series(1, ${PRODUCTS}) g`);
  await db.execute(sql`insert into feed_items (stream_id, product_id, unique_key, title, price, ordno, pinned)
    select s.id, p.id, 'bench-' || s.id || '-' || k, p.name, p.price, k, k = 0
    from (select id, row_number() over (order by id) - 1 as n from streams where account_id = ${account.id}) s
    cross join generate_series(0, 2) k
    join (select id, name, price, row_number() over (order by id) - 1 as n from products
      where account_id = ${account.id}) p on p.n = (s.n + k) % ${PRODUCTS}`);
  const token = await createSession(db, account.id, 3_600_000);
  return { accountId: account.id, token };
}

/** N events in SQL, 1 M per statement: stream, kind, visitor and time follow from the row number. */
async function generateEvents(db, sql, accountId) {
  const kinds = `{${EVENT_PATTERN.join(',')}}`;
  const productKinds = `{${PRODUCT_KINDS.join(',')}}`;
  const nowSeconds = Math.floor(Date.now() / 1000);
  for (let from = 0; from < EVENTS; from += STEP) {
    const to = Math.min(EVENTS, from + STEP) - 1;
    const t = Date.now();
    await db.execute(sql`
      with players as (
        select id, row_number() over (order by id) - 1 as n from streams where account_id = ${accountId}
      ), items as (
        select stream_id, ordno, id, product_id from feed_items
        where stream_id in (select id from players)
      ), gen as (
        select g, (${kinds}::text[])[1 + g % 20] as type,
          (g / 20) % ${PLAYERS} as player, (g / 20) % 3 as item,
          -- a session (20 events) keeps its visitor and runs 5 s per event from a start in the 90 days
          ${nowSeconds}::float8 - (((g / 20) * 2654435761) % (${DAYS} * 86400)) + (g % 20) * 5 as ts
        from generate_series(${from}::bigint, ${to}::bigint) g
      )
      insert into analytics_events (stream_id, type, visitor_id, session_id, feed_item_id, product_id, value, client_ts)
      select p.id, gen.type, 'bench-visitor-' || (((gen.g / 20) * 40503) % ${VISITORS}),
        'bench-session-' || (gen.g / 20),
        case when gen.type = any(${productKinds}::text[]) then i.id end,
        case when gen.type = any(${productKinds}::text[]) then i.product_id end,
        case when gen.type = 'heartbeat' then 15 when gen.type = 'quartile' then 25 * (1 + (gen.g / 20) % 3) end,
        to_timestamp(least(gen.ts, ${nowSeconds}::float8))
      from gen join players p on p.n = gen.player
      left join items i on i.stream_id = p.id and i.ordno = gen.item`);
    log(
      `  events ${(to + 1).toLocaleString('en')} / ${EVENTS.toLocaleString('en')} (${seconds(Date.now() - t)})`,
    );
  }
}

/** The rollups of store.ts, built in SQL from the stored events. */
async function rollUp(db, sql) {
  const day = sql.raw(`(client_ts at time zone 'UTC')::date`);
  const steps = [
    [
      'daily visitors',
      sql`insert into analytics_daily_visitors (stream_id, day, visitor_id)
        select distinct stream_id, ${day}, visitor_id from analytics_events`,
    ],
    [
      'product reach rows',
      sql`insert into analytics_product_visitors (stream_id, feed_item_id, day, visitor_id, product_id)
        select distinct on (stream_id, feed_item_id, ${day}, visitor_id) stream_id, feed_item_id, ${day}, visitor_id, product_id
        from analytics_events where type = 'product_impression' and feed_item_id is not null`,
    ],
    [
      'stream daily stats',
      sql`insert into stream_daily_stats (stream_id, day, impressions, three_sec_views, viewers, peak_viewers,
          minutes, completes, product_impressions, product_clicks, product_link_clicks, product_purchases,
          hearts, comments, shares, video_clicks)
        select e.stream_id, e.day, e.impressions, e.three_sec_views, coalesce(v.viewers, 0), coalesce(pk.peak, 0),
          e.minutes, e.completes, e.product_impressions, e.product_clicks, e.product_link_clicks,
          e.product_purchases, e.hearts, e.comments, e.shares, e.video_clicks
        from (
          select stream_id, ${day} as day,
            count(*) filter (where type = 'impression') as impressions,
            count(*) filter (where type = 'three_sec_view') as three_sec_views,
            coalesce(sum(value) filter (where type = 'heartbeat'), 0) / 60.0 as minutes,
            count(*) filter (where type = 'complete') as completes,
            count(*) filter (where type = 'product_impression') as product_impressions,
            count(*) filter (where type = 'product_click') as product_clicks,
            count(*) filter (where type = 'product_link_click') as product_link_clicks,
            count(*) filter (where type = 'purchase') as product_purchases,
            count(*) filter (where type = 'heart') as hearts,
            count(*) filter (where type = 'comment') as comments,
            count(*) filter (where type = 'share') as shares,
            count(*) filter (where type = 'video_click') as video_clicks
          from analytics_events group by 1, 2
        ) e
        left join (select stream_id, day, count(*) as viewers from analytics_daily_visitors group by 1, 2) v
          on v.stream_id = e.stream_id and v.day = e.day
        left join (
          select stream_id, (minute at time zone 'UTC')::date as day, max(n) as peak from (
            select stream_id, date_trunc('minute', client_ts) as minute, count(distinct visitor_id) as n
            from analytics_events where type = 'heartbeat' group by 1, 2
          ) m group by 1, 2
        ) pk on pk.stream_id = e.stream_id and pk.day = e.day`,
    ],
    [
      'stream totals',
      sql`insert into stream_totals (stream_id, impressions, three_sec_views, viewers, peak_viewers, minutes,
          completes, product_impressions, product_clicks, product_link_clicks, product_purchases, hearts,
          comments, shares, subscribers, video_clicks)
        select stream_id, sum(impressions), sum(three_sec_views), sum(viewers), max(peak_viewers), sum(minutes),
          sum(completes), sum(product_impressions), sum(product_clicks), sum(product_link_clicks),
          sum(product_purchases), sum(hearts), sum(comments), sum(shares), sum(subscribers), sum(video_clicks)
        from stream_daily_stats group by stream_id`,
    ],
    [
      'product daily stats',
      sql`insert into product_daily_stats (product_id, stream_id, day, impressions, clicks, link_clicks, purchases)
        select product_id, stream_id, ${day},
          count(*) filter (where type = 'product_impression'), count(*) filter (where type = 'product_click'),
          count(*) filter (where type = 'product_link_click'), count(*) filter (where type = 'purchase')
        from analytics_events where product_id is not null group by 1, 2, 3`,
    ],
  ];
  for (const [name, query] of steps) {
    const t = Date.now();
    await db.execute(query);
    log(`  rollup: ${name} (${seconds(Date.now() - t)})`);
  }
  const [check] = rowsOf(
    await db.execute(sql`select (select count(*)::bigint from analytics_events) as events,
      (select sum(impressions + three_sec_views + completes + product_impressions + product_clicks
        + product_link_clicks + product_purchases + hearts + comments + shares + video_clicks)::bigint
        from stream_totals) as counted,
      (select sum(minutes * 4)::bigint from stream_totals) as heartbeats,
      (select count(*)::bigint from analytics_events where type = 'quartile') as quartiles`),
  );
  const total = Number(check.counted) + Number(check.heartbeats) + Number(check.quartiles);
  if (Number(check.events) !== EVENTS || total !== EVENTS)
    throw new Error(`rollups do not add up: ${check.events} events stored, ${total} in the rollups`);
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function timeQuery(name, url, token) {
  const once = async () => {
    const t = performance.now();
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    const body = await res.text();
    if (res.status !== 200) throw new Error(`${name}: ${res.status} ${body.slice(0, 200)}`);
    return { ms: performance.now() - t, bytes: body.length };
  };
  for (let i = 0; i < 3; i++) await once();
  const times = [];
  let bytes = 0;
  for (let i = 0; i < RUNS; i++) {
    const r = await once();
    times.push(r.ms);
    bytes = r.bytes;
  }
  times.sort((a, b) => a - b);
  return { name, p50: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1), bytes };
}

async function main() {
  const started = Date.now();
  const root = new URL('../', import.meta.url);
  const { register } = await import('tsx/esm/api');
  register();
  const src = (p) => new URL(`packages/server/src/${p}`, root).href;
  const [{ buildApp }, { loadConfig }, { openDatabase }, schema, { createSession }, { createStream }] =
    await Promise.all([
      import(src('app.ts')),
      import(src('config.ts')),
      import(src('db/client.ts')),
      import(src('db/schema.ts')),
      import(src('auth/tokens.ts')),
      import(src('streams/repository.ts')),
    ]);
  const requireFromServer = createRequire(new URL('packages/server/package.json', root));
  const { sql } = requireFromServer('drizzle-orm');
  const pg = requireFromServer('pg');

  const postgres = process.env.DATABASE_URL ? await freshPostgres(process.env.DATABASE_URL, pg) : null;
  const database = await openDatabase({ url: postgres?.url, dataDir: null });
  log(
    `Database: ${database.driver}. Generating ${EVENTS.toLocaleString('en')} events over ${DAYS} days for ${PLAYERS} players…`,
  );
  try {
    const { accountId, token } = await setup({ db: database.db, sql, schema, createSession, createStream });
    const genStart = Date.now();
    await generateEvents(database.db, sql, accountId);
    const genMs = Date.now() - genStart;
    const rollStart = Date.now();
    await rollUp(database.db, sql);
    const rollMs = Date.now() - rollStart;
    await database.analyze();

    const config = loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      PUBLIC_URL: 'http://127.0.0.1',
      DATA_DIR: '/nonexistent',
      LOG: 'off',
    });
    const app = await buildApp({ db: database.db, config, serveApp: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${app.server.address().port}/smucrestapi/v2`;
    const [busiest] = rowsOf(
      await database.db.execute(
        sql`select stream_id as id from stream_totals order by product_impressions desc limit 1`,
      ),
    );
    const day = (d) => new Date(Date.now() - d * 86_400_000).toISOString().slice(0, 10);
    const results = [];
    for (const [name, path] of [
      ['GET /report/dashboard?range=thismonth', '/report/dashboard?range=thismonth'],
      ['GET /report/dashboard?range=last3months', '/report/dashboard?range=last3months'],
      ['GET /report/dashboard?range=lastyear', '/report/dashboard?range=lastyear'],
      ['GET /report/top-products?range=last3months', '/report/top-products?range=last3months'],
      [
        `GET /report/my-streams (30 days, ${PLAYERS} players)`,
        `/report/my-streams?start=${day(29)}&end=${day(0)}`,
      ],
      [
        'GET /stream/{id}/feed-analytics (30 days)',
        `/stream/${busiest.id}/feed-analytics?date_from=${day(29)}&date_to=${day(0)}`,
      ],
    ]) {
      results.push(await timeQuery(name, `${base}${path}`, token));
      log(`  timed ${name}`);
    }
    await app.close();

    const [sizes] = rowsOf(
      await database.db.execute(sql`select (select count(*)::int from stream_daily_stats) as daily,
        (select count(*)::int from product_daily_stats) as product_daily,
        (select count(*)::int from analytics_daily_visitors) as visitors,
        (select count(*)::int from analytics_product_visitors) as reach_rows`),
    );
    console.log(
      `\nReport queries over ${EVENTS.toLocaleString('en')} events (${database.driver}, ${PLAYERS} players, ${DAYS} days, ${RUNS} timed requests each)`,
    );
    console.log(
      `events generated in ${seconds(genMs)}, rolled up in ${seconds(rollMs)}: ${sizes.daily} stream-days, ${sizes.product_daily} product-days, ${sizes.visitors.toLocaleString('en')} visitor-days, ${sizes.reach_rows.toLocaleString('en')} reach rows`,
    );
    const pad = Math.max(...results.map((r) => r.name.length));
    console.log(
      `${'query'.padEnd(pad)}  ${'p50 ms'.padStart(8)}  ${'p95 ms'.padStart(8)}  ${'max ms'.padStart(8)}  ${'bytes'.padStart(7)}`,
    );
    for (const r of results)
      console.log(
        `${r.name.padEnd(pad)}  ${r.p50.toFixed(1).padStart(8)}  ${r.p95.toFixed(1).padStart(8)}  ${r.max.toFixed(1).padStart(8)}  ${String(r.bytes).padStart(7)}`,
      );
    console.log(`total ${seconds(Date.now() - started)}`);
  } finally {
    await database.close();
    await postgres?.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
