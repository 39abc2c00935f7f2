import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { StreamType } from '@smuc/sdk';
import { and, eq, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, feedItems, products, streams } from '../db/schema';
import { imageKey } from '../media/image-store';
import { localDiskStorage, type MediaStorage } from '../media/storage';
import { mediaIdsOf } from '../streams/media';
import { openTestDatabase, type TestDatabase } from '../test/harness';
import { seedDemoImages } from './demo-images';
import { seedDemo } from './seed';

let database: TestDatabase;
let storage: MediaStorage;
let demoId: number;
const PUBLIC_URL = 'http://demo.example';

beforeAll(async () => {
  database = await openTestDatabase();
  storage = localDiskStorage(mkdtempSync(join(tmpdir(), 'smuc-demo-images-')));
  await seedDemo(database.db, { sessionsPerReach: 0.1 });
  const [demo] = await database.db.select().from(accounts).where(eq(accounts.email, 'demo@smuc.test'));
  demoId = demo!.id;
});

afterAll(async () => {
  await database?.close();
});

const idOf = (url: string) => /\/media\/image\/([0-9a-f-]{36})\/public$/.exec(url)?.[1];

describe('demo pictures (issue 19 §3)', () => {
  it('gives every product a stored photo on the public origin, shared by its feed items, and each photo ad three slides', async () => {
    expect(await seedDemoImages(database.db, demoId, storage, PUBLIC_URL)).toBeGreaterThan(0);
    const owned = await database.db.select().from(products).where(eq(products.accountId, demoId));
    expect(owned.length).toBeGreaterThan(3);
    for (const product of owned) {
      expect(product.imageUrl).toMatch(new RegExp(`^${PUBLIC_URL}/smucrestapi/v2/media/image/`));
      const id = idOf(product.imageUrl!)!;
      const meta = await sharp((await storage.get(imageKey(id, 'public')))!).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 600, 600]);
      expect(await storage.get(imageKey(id, 'thumbnail'))).not.toBeNull();
      const linked = await database.db.select().from(feedItems).where(eq(feedItems.productId, product.id));
      for (const item of linked) expect(item.image).toBe(product.imageUrl);
    }
    const photoAds = await database.db
      .select()
      .from(streams)
      .where(
        and(eq(streams.accountId, demoId), eq(streams.type, StreamType.photoAd), isNull(streams.deletedAt)),
      );
    expect(photoAds.length).toBeGreaterThan(0);
    for (const ad of photoAds) {
      const photos = mediaIdsOf(ad).photoad_photos;
      expect(photos).toHaveLength(3);
      const [w, h] = String(ad.settings.ad_size ?? '360x360')
        .split('x')
        .map((n) => Number(n) * 3);
      const meta = await sharp((await storage.get(imageKey(photos[0]!, 'public')))!).metadata();
      expect([meta.width, meta.height]).toEqual([w, h]);
    }
    // Seeding again leaves what already has pictures alone.
    expect(await seedDemoImages(database.db, demoId, storage, PUBLIC_URL)).toBe(0);
  });
});
