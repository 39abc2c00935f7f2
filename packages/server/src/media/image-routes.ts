import { randomBytes, randomUUID } from 'node:crypto';
import { imageLinkQuerySchema, imageLinkSchema, imageUploadResultSchema, mediaSchema } from '@smuc/sdk';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_PREFIX } from '../api-prefix';
import { requireAccount } from '../auth/context';
import type { Db } from '../db/client';
import { mediaImages } from '../db/schema';
import { ok } from '../http/envelope';
import { invalid, notFound } from '../http/errors';
import { PUBLIC, withAnswer } from '../http/openapi';
import { pathChoice, pathId, pathKey } from '../http/validate';
import { imageInUse, mediaIdsOf, withoutImage, writeStreamMedia } from '../streams/media';
import { getStream } from '../streams/repository';
import { imageUrl, originOf } from './addresses';
import { imageKey, saveImage } from './image-store';
import {
  IMAGE_MAX_BYTES,
  IMAGE_MESSAGES,
  IMAGE_VARIANTS,
  ImageError,
  invalidImageMessage,
  processImage,
} from './images';
import { readUpload } from './multipart';
import type { MediaStorage } from './storage';

/** A one-time upload link is valid this long (ms). */
export const UPLOAD_LINK_TTL_MS = 30 * 60 * 1000;
/** Uploaded but unconfirmed images are removed after this long (ms). */
export const UNCONFIRMED_TTL_MS = 24 * 3600 * 1000;

/**
 * Removes images never confirmed within {@link UNCONFIRMED_TTL_MS} of `now` (rows and files).
 * Answers how many were removed.
 */
export async function purgeUnconfirmedImages(db: Db, storage: MediaStorage, now = new Date()) {
  const old = await db
    .delete(mediaImages)
    .where(
      and(
        isNull(mediaImages.confirmedAt),
        lt(mediaImages.createdAt, new Date(now.getTime() - UNCONFIRMED_TTL_MS)),
      ),
    )
    .returning({ id: mediaImages.id });
  for (const { id } of old) await storage.delete(`images/${id}`);
  return old.length;
}

/**
 * The Cloudflare Images direct-upload flow of 001 §7, served by this server:
 * - `POST /cloudflare/image` (signed in; `?svg=1` lets the link take svg) answers `{id, link}`;
 *   `link` is a one-time upload address valid {@link UPLOAD_LINK_TTL_MS}.
 * - `POST {link}` multipart field `file` (≤ 10 MB, type sniffed by content) answers
 *   `{success, result: {id, variants: [public url, thumbnail url]}}`; 422 with the 001 §5 text
 *   `Invalid file! The following file types are allowed: …` or the 001 §6 processing text.
 * - `POST /cloudflare/image/{id}` confirms: answers the Media `{id, url, thumbnail_url}`.
 * - `DELETE /cloudflare/image/{id}/stream/{streamId}` clears the stream field(s) holding the image
 *   and removes it once no other player names it (a duplicate shares its images); answers
 *   `{id, cleared: [field…], removed}`.
 * - `GET /media/image/{id}/{public|thumbnail}` serves a variant to anyone (players are public).
 */
export function imageRoutes(scope: FastifyInstance, db: Db, storage: MediaStorage) {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  /** An image id as the routes hand it out (a uuid); any other text is looked up and not found (404). */
  const imageId = z.string();
  const refuse = { masquerade: 'refuse' as const };

  const link = { schema: { querystring: imageLinkQuerySchema }, config: refuse };
  app.post('/cloudflare/image', withAnswer(link, imageLinkSchema), async (request) => {
    const account = await requireAccount(db, request);
    const { svg } = request.query;
    const id = randomUUID();
    const token = randomBytes(24).toString('base64url');
    await db
      .insert(mediaImages)
      .values({ id, accountId: account.id, uploadToken: token, allowSvg: svg === '1' });
    return ok({ id, link: `${originOf(request)}${API_PREFIX}/media/image-upload/${token}` });
  });

  // The one-time token is looked up as given (an unknown or used one: 404 'The upload link has expired.').
  const upload = {
    schema: {
      params: z.object({ token: z.string() }),
      response: { 200: imageUploadResultSchema },
      ...PUBLIC,
    },
  };
  app.post('/media/image-upload/:token', upload, async (request) => {
    const [row] = await db
      .update(mediaImages)
      .set({ uploadToken: null })
      .where(eq(mediaImages.uploadToken, request.params.token))
      .returning();
    if (!row || Date.now() - row.createdAt.getTime() > UPLOAD_LINK_TTL_MS)
      throw notFound('The upload link has expired.');
    const file = await readUpload(request, 'file', IMAGE_MAX_BYTES, IMAGE_MESSAGES.upload);
    let processed: Awaited<ReturnType<typeof processImage>>;
    try {
      processed = await processImage(file, row.allowSvg);
    } catch (error) {
      if (error instanceof ImageError && error.reason === 'type') {
        const message = invalidImageMessage(row.allowSvg);
        throw invalid({ file: [message] }, message);
      }
      throw invalid({ file: [IMAGE_MESSAGES.processing] }, IMAGE_MESSAGES.processing);
    }
    await saveImage(db, storage, row.id, processed, file.length);
    const origin = originOf(request);
    return {
      success: true as const,
      result: { id: row.id, variants: IMAGE_VARIANTS.map((v) => imageUrl(origin, row.id, v)) },
    };
  });

  app.post(
    '/cloudflare/image/:id',
    { schema: { answer: mediaSchema, params: z.object({ id: imageId }) }, config: refuse },
    async (request) => {
      const account = await requireAccount(db, request);
      const [row] = await db
        .update(mediaImages)
        .set({ confirmedAt: new Date() })
        .where(and(eq(mediaImages.id, request.params.id), eq(mediaImages.accountId, account.id)))
        .returning();
      if (!row?.mime) throw notFound('The requested image was not found.');
      const origin = originOf(request);
      return ok({
        id: row.id,
        url: imageUrl(origin, row.id, 'public'),
        thumbnail_url: imageUrl(origin, row.id, 'thumbnail'),
        mime: row.mime,
        width: row.width,
        height: row.height,
      });
    },
  );

  app.delete(
    '/cloudflare/image/:id/stream/:streamId',
    {
      schema: { answer: z.object({ id: z.string() }), params: z.object({ id: imageId, streamId: pathId }) },
      config: refuse,
    },
    async (request) => {
      const account = await requireAccount(db, request);
      const { streamId } = request.params;
      const { stream } = await getStream(db, account.id, streamId);
      const [image] = await db
        .select({ id: mediaImages.id })
        .from(mediaImages)
        .where(and(eq(mediaImages.id, request.params.id), eq(mediaImages.accountId, account.id)));
      if (!image) throw notFound('The requested image was not found.');
      // The field that holds it on this stream is cleared; the files go once no player names it.
      const { next, cleared } = withoutImage(mediaIdsOf(stream), image.id);
      if (cleared.length > 0) await writeStreamMedia(db, account.id, stream.id, next);
      const removed = !(await imageInUse(db, account.id, image.id));
      if (removed) {
        await db.delete(mediaImages).where(eq(mediaImages.id, image.id));
        await storage.delete(`images/${image.id}`);
      }
      return ok({ id: image.id, cleared, removed });
    },
  );

  // Anyone may read a variant (players are public); another variant or a malformed id is 404.
  const variantParams = z.object({ id: pathKey(/^[0-9a-f-]{36}$/), variant: pathChoice(IMAGE_VARIANTS) });
  app.get(
    '/media/image/:id/:variant',
    { schema: { answer: 'image/*', params: variantParams, ...PUBLIC } },
    async (request, reply) => {
      const { variant } = request.params;
      const [row] = await db
        .select({ mime: mediaImages.mime })
        .from(mediaImages)
        .where(eq(mediaImages.id, request.params.id));
      const found = row?.mime ? await storage.stream(imageKey(request.params.id, variant)) : null;
      if (!row?.mime || !found) throw notFound();
      return reply
        .header('content-type', row.mime)
        .header('content-length', found.size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .send(found.body);
    },
  );
}
