import { type CreateKind, defaultStreamSettings, type StreamSettings } from '@smuc/sdk';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import type { Db } from '../db/client';
import { accounts, productDailyStats, products, streamDailyStats, streams } from '../db/schema';
import { seedSubscriberForms } from '../forms/seed';
import { seedProductFeeds } from '../products/seed';
import { insertStream } from '../streams/repository';
import { seedStreamVideos } from '../streams/seed';
import { prng } from './random';

export const DEMO_PASSWORD = 'demo1234';
const DAYS = 90;

interface PlayerSeed {
  kind: CreateKind;
  title: string;
  status?: 0 | 1 | 2 | 3;
  settings?: Partial<StreamSettings>;
  /** Relative audience size; 0 means no analytics. */
  reach: number;
}

const DEMO_PLAYERS: PlayerSeed[] = [
  { kind: 'live', title: 'Black Friday Live Shopping', status: 0, reach: 5 },
  { kind: 'live', title: 'Morning Coffee Live', status: 1, reach: 8 },
  { kind: 'live', title: 'Sneaker Drop Q&A', status: 2, reach: 4 },
  { kind: 'live', title: 'Autumn Collection Launch', status: 3, reach: 10, settings: { orientation: 0 } },
  { kind: 'playback', title: 'Kitchen Gadgets Replay', reach: 6 },
  { kind: 'playback', title: 'Skincare Routine Premiere', reach: 3, settings: { orientation: 0 } },
  { kind: 'embed', title: 'How to Style a Scarf', reach: 7 },
  {
    kind: 'embed',
    title: 'Product Tour (custom size)',
    reach: 2,
    settings: { orientation: 2, max_width: 960, max_height: 600 },
  },
  { kind: 'ad', title: 'Winter Boots Video Ad', reach: 9 },
  { kind: 'ad', title: 'Headphones Half Page', reach: 5, settings: { ad_size: '300x600' } },
  {
    kind: 'ad',
    title: 'Espresso Machine Leaderboard',
    reach: 4,
    settings: { ad_size: '640x360', delay_sidebar_appearance: 3 },
  },
  { kind: 'ad', title: 'Garden Tools Rectangle', reach: 3, settings: { ad_size: '300x250' } },
  { kind: 'photo_ad', title: 'Spring Lookbook Photo Ad', reach: 4 },
  { kind: 'photo_ad', title: 'Cookware Carousel', reach: 0, settings: { ad_size: '336x280' } },
];

const DEMO_PRODUCTS = [
  { name: 'Merino Wool Scarf', sku: 'SCARF-01', price: '39.90', salesPrice: '29.90', currency: 'eur' },
  { name: 'Wireless Headphones', sku: 'HP-200', price: '129.00', salesPrice: null, currency: 'eur' },
  { name: 'Espresso Machine', sku: 'ESP-9', price: '249.00', salesPrice: '219.00', currency: 'eur' },
  { name: 'Leather Winter Boots', sku: 'BOOT-44', price: '54990', salesPrice: null, currency: 'huf' },
  { name: 'Vitamin C Serum', sku: null, price: '24.50', salesPrice: null, currency: 'usd' },
  { name: 'Cast Iron Pan', sku: 'PAN-28', price: '45.00', salesPrice: '39.00', currency: 'eur' },
  { name: 'Garden Pruning Shears', sku: 'GRD-3', price: '19.99', salesPrice: null, currency: 'eur' },
  {
    name: 'Retired Travel Mug',
    sku: 'MUG-1',
    price: '12.00',
    salesPrice: null,
    currency: 'eur',
    deleted: true,
  },
];

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

async function createAccount(db: Db, values: Omit<typeof accounts.$inferInsert, 'passwordHash'>) {
  const [row] = await db
    .insert(accounts)
    .values({ ...values, passwordHash: await hashPassword(DEMO_PASSWORD) })
    .returning();
  return row!;
}

async function createPlayers(db: Db, accountId: number, seeds: PlayerSeed[]) {
  const now = Date.now();
  const rows = [];
  for (const [i, p] of seeds.entries()) {
    // A waiting live player is an upcoming broadcast: its start lies ahead, so it saves as is.
    const upcoming = p.kind === 'live' && (p.status ?? 0) === 0;
    const base = defaultStreamSettings(
      p.kind,
      upcoming ? now + 2 * 86_400_000 : now - (seeds.length - i) * 86_400_000,
    );
    const row = await insertStream(db, accountId, { ...base, ...p.settings, title: p.title });
    // Creation times spread over the last weeks so "Latest first" has a visible order.
    await db.execute(sql`update ${streams} set status = ${p.status ?? 0},
      created_at = now() - ${`${(seeds.length - i) * 2} days`}::interval where id = ${row.id}`);
    rows.push({ id: row.id, seed: p });
  }
  return rows;
}

/**
 * Writes 90 days of daily rollups for the players and products, then derives lifetime totals
 * from them in SQL, so lists, the dashboard and reports agree to the unit.
 */
async function seedAnalytics(
  db: Db,
  players: { id: number; seed: PlayerSeed }[],
  productIds: number[],
  random: () => number,
) {
  const today = new Date();
  const daily: (typeof streamDailyStats.$inferInsert)[] = [];
  const productDaily: (typeof productDailyStats.$inferInsert)[] = [];
  for (const { id, seed } of players) {
    if (seed.reach === 0) continue;
    for (let d = 0; d < DAYS; d++) {
      const day = isoDay(new Date(today.getTime() - d * 86_400_000));
      const weekly = 1 + 0.35 * Math.sin((d / 7) * Math.PI * 2);
      const impressions = Math.round(seed.reach * 180 * weekly * (0.6 + random()));
      const viewers = Math.round(impressions * (0.25 + random() * 0.2));
      const productImpressions = Math.round(viewers * 0.8);
      const productClicks = Math.round(productImpressions * (0.03 + random() * 0.05));
      daily.push({
        streamId: id,
        day,
        impressions,
        threeSecViews: Math.round(impressions * 0.55),
        viewers,
        peakViewers: Math.max(1, Math.round(viewers / 6)),
        minutes: (viewers * (0.25 + random() * 0.5)).toFixed(2),
        completes: Math.round(impressions * 0.3),
        productImpressions,
        productClicks,
        productLinkClicks: Math.round(productClicks * 0.6),
        productPurchases: Math.round(productClicks * 0.12),
        hearts: Math.round(viewers * 0.08 * random()),
        comments: Math.round(viewers * 0.03 * random()),
        shares: Math.round(viewers * 0.01 * random()),
        subscribers: Math.round(viewers * 0.005 * random()),
      });
      const productId = productIds[(id + d) % productIds.length]!;
      productDaily.push({
        productId,
        streamId: id,
        day,
        impressions: productImpressions,
        clicks: productClicks,
        linkClicks: Math.round(productClicks * 0.6),
        purchases: Math.round(productClicks * 0.12),
      });
    }
  }
  for (let i = 0; i < daily.length; i += 500)
    await db.insert(streamDailyStats).values(daily.slice(i, i + 500));
  for (let i = 0; i < productDaily.length; i += 500) {
    await db.insert(productDailyStats).values(productDaily.slice(i, i + 500));
  }
  await db.execute(sql`insert into stream_totals
    select stream_id, sum(impressions), sum(three_sec_views), sum(viewers), max(peak_viewers), sum(minutes),
      sum(completes), sum(product_impressions), sum(product_clicks), sum(product_link_clicks),
      sum(product_purchases), sum(hearts), sum(comments), sum(shares), sum(subscribers)
    from stream_daily_stats group by stream_id
    on conflict (stream_id) do nothing`);
}

/**
 * Seeds the demo on an empty database (answers false and does nothing otherwise):
 * - demo@smuc.test, Business plan, on the live allow-list: players of every type and status,
 *   products and 90 days of analytics;
 * - other@smuc.test, Free plan: a few players;
 * - staff@smuc.test, staff.
 * All passwords are {@link DEMO_PASSWORD}.
 */
export async function seedDemo(db: Db): Promise<boolean> {
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(accounts);
  if ((existing?.n ?? 0) > 0) return false;
  const random = prng(20261121);
  const monthStart = new Date();
  monthStart.setUTCDate(1);
  const monthEnd = new Date(monthStart);
  monthEnd.setUTCMonth(monthEnd.getUTCMonth() + 1);

  const demo = await createAccount(db, {
    email: 'demo@smuc.test',
    firstname: 'Dora',
    lastname: 'Demo',
    company: 'Demo Shop Ltd.',
    country: 'Hungary',
    city: 'Budapest',
    postcode: '1051',
    address: 'Nádor utca 1.',
    plan: 'business',
    allowLive: true,
    billingFrom: monthStart,
    billingTo: monthEnd,
  });
  const players = await createPlayers(db, demo.id, DEMO_PLAYERS);
  const productRows = await db
    .insert(products)
    .values(
      DEMO_PRODUCTS.map(({ deleted, ...p }) => ({
        ...p,
        accountId: demo.id,
        deletedAt: deleted ? new Date() : null,
      })),
    )
    .returning({ id: products.id });
  await seedAnalytics(
    db,
    players,
    productRows.map((p) => p.id),
    random,
  );
  await seedProductFeeds(db, demo.id);
  await seedSubscriberForms(db, demo.id);
  await seedStreamVideos(db, demo.id);

  const other = await createAccount(db, {
    email: 'other@smuc.test',
    firstname: 'Otto',
    lastname: 'Other',
    plan: 'free',
  });
  await createPlayers(db, other.id, [
    { kind: 'ad', title: 'Other Co. Video Ad', reach: 0 },
    { kind: 'photo_ad', title: 'Other Co. Photo Ad', reach: 0 },
    { kind: 'embed', title: 'Other Co. Welcome Video', reach: 0 },
  ]);
  await createAccount(db, {
    email: 'staff@smuc.test',
    firstname: 'Stella',
    lastname: 'Staff',
    plan: 'enterprise',
    staff: true,
  });
  return true;
}
