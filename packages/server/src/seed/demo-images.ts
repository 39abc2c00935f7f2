import { randomUUID } from 'node:crypto';
import { StreamType } from '@smuc/sdk';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mediaImages, products } from '../db/schema';
import { imageUrl } from '../media/addresses';
import { saveImage } from '../media/image-store';
import { processImage } from '../media/images';
import { loadSharp } from '../media/sharp';
import type { MediaStorage } from '../media/storage';
import { fillFeedItemImages } from '../products/feed-items';
import { mediaIdsOf, writeStreamMedia } from '../streams/media';
import { accountStreamRows } from '../streams/reads';

/*
 * Demo pictures (issue 19 §3): product photos and photo-ad slides drawn with sharp and stored
 * through the same path as an upload (`processImage`, `saveImage`, a confirmed `media_images`
 * row), so the demo's product cards and photo ads show real images served by this server.
 */

/** XML-escaped text for the SVG drawings. */
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A JPEG of `width`×`height` px: a diagonal gradient between two hues, a soft disc and `lines` of
 * text centred (DejaVu Sans when the machine has it; any sans-serif otherwise).
 */
export async function drawPicture(width: number, height: number, hue: number, lines: string[]) {
  const size = Math.round(Math.min(width, height) / 10);
  const text = lines
    .map(
      (line, i) =>
        `<text x="50%" y="${50 + (i - (lines.length - 1) / 2) * 12}%" font-size="${i === 0 ? size : Math.round(size * 0.5)}" ` +
        `font-family="DejaVu Sans, sans-serif" font-weight="${i === 0 ? 700 : 400}" fill="#fff" text-anchor="middle" dominant-baseline="middle">${escapeXml(line)}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},70%,45%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360},75%,30%)"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="78%" cy="24%" r="${Math.round(Math.min(width, height) / 4)}" fill="#fff" fill-opacity="0.12"/>
    ${text}
  </svg>`;
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}

/** Stores `jpeg` as a confirmed image of the account, exactly as an upload would; answers its id. */
async function storePicture(db: Db, storage: MediaStorage, accountId: number, jpeg: Buffer) {
  const id = randomUUID();
  await db.insert(mediaImages).values({ id, accountId, confirmedAt: new Date() });
  await saveImage(db, storage, id, await processImage(jpeg, false), jpeg.length);
  return id;
}

const hueOf = (text: string) => [...text].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 360, 7);

/**
 * Gives every product of the account a photo (600×600 px, `image_url` and `thumbnail_url` on
 * `publicUrl`) and the feed items linked to it the same image; gives every photo ad three slides
 * at three times its banner size. Products and photo ads that have pictures are left alone.
 * Answers how many images were stored.
 */
export async function seedDemoImages(db: Db, accountId: number, storage: MediaStorage, publicUrl: string) {
  let stored = 0;
  const owned = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(and(eq(products.accountId, accountId), isNull(products.imageUrl)));
  for (const product of owned) {
    const id = await storePicture(
      db,
      storage,
      accountId,
      await drawPicture(600, 600, hueOf(product.name), [product.name]),
    );
    stored += 1;
    const url = imageUrl(publicUrl, id, 'public');
    await db
      .update(products)
      .set({ imageUrl: url, thumbnailUrl: imageUrl(publicUrl, id, 'thumbnail') })
      .where(eq(products.id, product.id));
    await fillFeedItemImages(db, product.id, url);
  }

  const photoAds = (await accountStreamRows(db, accountId)).filter((s) => s.type === StreamType.photoAd);
  for (const ad of photoAds) {
    if (mediaIdsOf(ad).photoad_photos.length > 0) continue;
    const slides = ['New season', 'Made to last', 'Shop the look'];
    // Drawn at three times the ad's banner size (e.g. 300x600 → 900×1800 px), square otherwise.
    const size = /^(\d+)x(\d+)$/.exec(String(ad.settings.ad_size ?? ''));
    const [w, h] = size ? [Number(size[1]), Number(size[2])] : [360, 360];
    const ids: string[] = [];
    for (const [i, slide] of slides.entries())
      ids.push(
        await storePicture(
          db,
          storage,
          accountId,
          await drawPicture(w * 3, h * 3, (hueOf(ad.title) + i * 40) % 360, [slide, ad.title]),
        ),
      );
    stored += ids.length;
    await writeStreamMedia(db, accountId, ad.id, { ...mediaIdsOf(ad), photoad_photos: ids });
  }
  return stored;
}
