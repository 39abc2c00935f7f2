import { type CreateKind, defaultStreamSettings, type StreamSettings, type ViewerEvent } from '@smuc/sdk';
import { eq } from 'drizzle-orm';
import { countAccounts, insertAccount, type NewAccount } from '../accounts/repository';
import { noDrops } from '../analytics/classify';
import { resolveEvents } from '../analytics/resolve';
import { addStreamStats } from '../analytics/stats-writer';
import { ingestWriterOf } from '../analytics/writer';
import { hashPassword } from '../auth/passwords';
import type { Db } from '../db/client';
import { products, subscriptions } from '../db/schema';
import { seedSubscriberForms } from '../forms/seed';
import type { MediaStorage } from '../media/storage';
import type { VideoLayout } from '../media/videos';
import { accountFeedItemIds, linkSeedProducts } from '../products/feed-items';
import { seedProductFeeds } from '../products/seed';
import { backdateDemoStream } from '../streams/demo';
import { inAccountStreams } from '../streams/reads';
import { insertStream } from '../streams/repository';
import { seedDemoImages } from './demo-images';
import { seedStreamVideos } from './demo-videos';
import { seedViewerEvents } from './events';
import { prng } from './random';

export const DEMO_PASSWORD = 'demo1234';
/** The demo account with players of every kind (Business plan), signed in as on the sign-in page. */
export const DEMO_EMAIL = 'demo@smuc.test';
const DAYS = 90;

interface PlayerSeed {
  kind: CreateKind;
  title: string;
  status?: 0 | 1 | 2 | 3;
  settings?: Partial<StreamSettings>;
  /** Relative audience size; 0 means no analytics. */
  reach: number;
  /** SKUs of the account products the player shows (besides the first players' seeded feeds). */
  products?: string[];
}

const DEMO_PLAYERS: PlayerSeed[] = [
  { kind: 'live', title: 'Black Friday Live Shopping', status: 0, reach: 5 },
  { kind: 'live', title: 'Morning Coffee Live', status: 1, reach: 8 },
  { kind: 'live', title: 'Sneaker Drop Q&A', status: 2, reach: 4 },
  { kind: 'live', title: 'Autumn Collection Launch', status: 3, reach: 10, settings: { orientation: 0 } },
  { kind: 'playback', title: 'Kitchen Gadgets Replay', reach: 6, products: ['PAN-28', 'ESP-9'] },
  { kind: 'playback', title: 'Skincare Routine Premiere', reach: 3, settings: { orientation: 0 } },
  { kind: 'embed', title: 'How to Style a Scarf', reach: 7, products: ['SCARF-01'] },
  {
    kind: 'embed',
    title: 'Product Tour (custom size)',
    reach: 2,
    settings: { orientation: 2, max_width: 960, max_height: 600 },
  },
  {
    kind: 'ad',
    title: 'Winter Boots Video Ad',
    reach: 9,
    products: ['BOOT-44'],
    // The boots are priced in forints: the player sells in the product's currency (issue 19 defect 2).
    settings: { currency: 'huf' },
  },
  {
    kind: 'ad',
    title: 'Headphones Half Page',
    reach: 5,
    settings: { ad_size: '300x600' },
    products: ['HP-200'],
  },
  {
    kind: 'ad',
    title: 'Espresso Machine Leaderboard',
    reach: 4,
    settings: { ad_size: '640x360', delay_sidebar_appearance: 3 },
    products: ['ESP-9'],
  },
  {
    kind: 'ad',
    title: 'Garden Tools Rectangle',
    reach: 3,
    settings: { ad_size: '300x250' },
    products: ['GRD-3'],
  },
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

/** A demo account; it speaks English (new accounts default to hu, 000 §9), as the end-to-end tests expect. */
async function createAccount(db: Db, values: Omit<NewAccount, 'passwordHash'>) {
  return insertAccount(db, { language: 'en', ...values, passwordHash: await hashPassword(DEMO_PASSWORD) });
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
    await backdateDemoStream(db, row.id, p.status ?? 0, (seeds.length - i) * 2);
    rows.push({ id: row.id, apikey: row.apikey, seed: p });
  }
  return rows;
}

/** Feed items for the players whose seed names products (by SKU), linked to the account products. */
async function seedNamedFeeds(db: Db, accountId: number, players: { id: number; seed: PlayerSeed }[]) {
  const rows = await db.select().from(products).where(eq(products.accountId, accountId));
  const bySku = new Map(rows.filter((p) => p.sku).map((p) => [p.sku!, p]));
  for (const { id, seed } of players) {
    const chosen = (seed.products ?? []).map((sku) => bySku.get(sku)!);
    if (chosen.length === 0) continue;
    await linkSeedProducts(db, id, chosen);
  }
}

/**
 * Viewer sessions a day per unit of a player's `reach` (before the weekday rhythm). At 1 the demo's
 * 90 days come to about 51,000 events (6,200 impressions, 30,000 heartbeats) and the whole seed
 * takes about 5 s on PGlite (7 s of CPU); it grows linearly with this number.
 */
export const DEMO_SESSIONS_PER_REACH = 1;

/**
 * Demo analytics through the ingest pipeline (issue 6): 90 days of generated viewer events for the
 * players (see `generateDayEvents`) are resolved and written by the same code as `POST /events`,
 * so raw events, daily rollups, totals, unique visitors, minute peaks and product reach all agree.
 * The seeded subscriptions count in the `subscribers` rollup on their day, as the public subscribe
 * endpoint counts them, and are sent as `subscription` events.
 */
async function seedAnalytics(
  db: Db,
  accountId: number,
  players: { id: number; apikey: string; seed: PlayerSeed }[],
  sessionsPerReach: number,
) {
  const now = Date.now();
  const apikeys = new Map(players.map((p) => [p.id, p.apikey]));
  const items = await accountFeedItemIds(db, accountId);
  await seedViewerEvents(
    db,
    players.map(({ id, seed }) => ({
      apikey: apikeys.get(id)!,
      kind: seed.kind,
      reach: seed.reach,
      feedItemIds: items.filter((i) => i.streamId === id).map((i) => i.id),
    })),
    { days: DAYS, sessionsPerReach, now, random: prng(20261121), sessionsSoFar: [] },
  );
  const subscribed = await db
    .select({ streamId: subscriptions.streamId, createdAt: subscriptions.createdAt, id: subscriptions.id })
    .from(subscriptions)
    .where(inAccountStreams(subscriptions.streamId, accountId, { withDeleted: true }));
  const perDay = new Map<string, number>();
  const subscriptionEvents: ViewerEvent[] = [];
  for (const s of subscribed) {
    if (s.streamId === null) continue;
    const key = `${s.streamId}|${isoDay(s.createdAt)}`;
    perDay.set(key, (perDay.get(key) ?? 0) + 1);
    subscriptionEvents.push({
      type: 'subscription',
      apikey: apikeys.get(s.streamId)!,
      visitor_id: `seedsub${s.id.toString().padStart(4, '0')}`,
      session_id: `seedsub${s.id.toString().padStart(4, '0')}`,
      ts: Math.min(s.createdAt.getTime(), now),
    });
  }
  for (const [key, n] of perDay) {
    const [streamId, day] = key.split('|') as [string, string];
    await addStreamStats(db, Number(streamId), day, { subscribers: n });
  }
  const drops = noDrops();
  await ingestWriterOf(db).write(await resolveEvents(db, subscriptionEvents, null, drops), drops);
}

/** The options' media store and public origin (see {@link seedDemo}). */
type DemoMedia = { storage: MediaStorage; layout: VideoLayout; publicUrl?: string };

/**
 * Gives an account's players what they need to play: a real video for every kind that plays a
 * file, and pictures for products and photo ads (only with a public origin for their addresses).
 */
async function seedAccountMedia(db: Db, accountId: number, media: DemoMedia | undefined) {
  if (!media) return;
  await seedStreamVideos(db, accountId, media.storage, media.layout);
  if (media.publicUrl) await seedDemoImages(db, accountId, media.storage, media.publicUrl);
}

/**
 * Seeds the demo on an empty database (answers false and does nothing otherwise):
 * - demo@smuc.test, Business plan, on the live allow-list: players of every type and status,
 *   products and 90 days of analytics;
 * - other@smuc.test, Free plan: a few players;
 * - staff@smuc.test, staff.
 * All passwords are {@link DEMO_PASSWORD}. `sessionsPerReach` scales the generated analytics
 * (default {@link DEMO_SESSIONS_PER_REACH}); the test harness seeds a lighter demo.
 */
export async function seedDemo(
  db: Db,
  {
    sessionsPerReach = DEMO_SESSIONS_PER_REACH,
    media,
  }: {
    sessionsPerReach?: number;
    /**
     * Where the demo players' real videos and pictures go (the server's media store) and the
     * public origin their addresses use; no media without it, no pictures without `publicUrl`.
     */
    media?: DemoMedia;
  } = {},
): Promise<boolean> {
  if ((await countAccounts(db)) > 0) return false;
  const monthStart = new Date();
  monthStart.setUTCDate(1);
  const monthEnd = new Date(monthStart);
  monthEnd.setUTCMonth(monthEnd.getUTCMonth() + 1);

  const demo = await createAccount(db, {
    email: DEMO_EMAIL,
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
  await db.insert(products).values(
    DEMO_PRODUCTS.map(({ deleted, ...p }) => ({
      ...p,
      accountId: demo.id,
      deletedAt: deleted ? new Date() : null,
    })),
  );
  await seedProductFeeds(db, demo.id);
  await seedNamedFeeds(db, demo.id, players);
  await seedSubscriberForms(db, demo.id);
  await seedAnalytics(db, demo.id, players, sessionsPerReach);
  await seedAccountMedia(db, demo.id, media);

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
  // The Free account's players play too: a walkthrough signed in as other@ found its video ad and
  // simple video without a video and its photo ad without slides (issue 30 defect 3).
  await seedAccountMedia(db, other.id, media);
  await createAccount(db, {
    email: 'staff@smuc.test',
    firstname: 'Stella',
    lastname: 'Staff',
    plan: 'enterprise',
    staff: true,
  });
  return true;
}
