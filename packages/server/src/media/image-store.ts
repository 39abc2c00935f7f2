import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mediaImages } from '../db/schema';
import { IMAGE_VARIANTS, type ImageVariant, type ProcessedImage } from './images';
import { IMAGE_MIME } from './sniff';
import type { MediaStorage } from './storage';

/** Where one variant of an image lives in the media store. */
export const imageKey = (id: string, variant: ImageVariant) => `images/${id}/${variant}`;

/**
 * Writes the processed variants of image `id` to the media store and fills its `media_images` row
 * (mime, size in px, original bytes). Shared by the upload link and the demo seed, so a seeded
 * image is stored exactly like an uploaded one.
 */
export async function saveImage(
  db: Db,
  storage: MediaStorage,
  id: string,
  processed: ProcessedImage,
  originalBytes: number,
) {
  for (const variant of IMAGE_VARIANTS) await storage.put(imageKey(id, variant), processed.variants[variant]);
  await db
    .update(mediaImages)
    .set({
      mime: IMAGE_MIME[processed.kind],
      width: processed.width,
      height: processed.height,
      bytes: originalBytes,
    })
    .where(eq(mediaImages.id, id));
}
