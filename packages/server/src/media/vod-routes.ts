import { randomBytes } from 'node:crypto';
import { Transform } from 'node:stream';
import { mediaTokenAnswerSchema, mediaTokenQuerySchema, vodCreateQuerySchema } from '@smuc/sdk';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_PREFIX } from '../api-prefix';
import { requireAccount } from '../auth/context';
import type { Db } from '../db/client';
import { mediaVideos } from '../db/schema';
import { ok } from '../http/envelope';
import { HttpError, invalid, notFound, unauthorized } from '../http/errors';
import { streamMediaToken } from '../live/token';
import { originOf } from './addresses';
import { type MediaStorage, withLocalCopy } from './storage';
import type { Transcoder } from './transcode';
import { finishVideo, VIDEO_MAX_BYTES, VIDEO_TYPE_MESSAGE, type VideoLayout } from './videos';

/** How long a media-service token of `GET /ams/token` is valid (ms). */
export const AMS_TOKEN_TTL_MS = 60 * 60 * 1000;

/**
 * The media service's VOD calls of 001 §7, served by this server over the same video store as the
 * tus uploads (the studio's recordings):
 * - `GET /ams/token` (signed in) answers `{token}`, valid {@link AMS_TOKEN_TTL_MS} in this process;
 * - `POST /v2/vods/create?name` (header `Authorization: <token>` or `Bearer <token>`, multipart
 *   `file`, mp4/3gpp/quicktime up to 30 GB) stores, probes and posters the video and answers
 *   `{success, dataId}`;
 * - `GET /v2/vods/{id}` (same token) answers `{vodId, vodName, filePath, duration, thumbnail}`.
 */
export function vodRoutes(
  scope: FastifyInstance,
  db: Db,
  storage: MediaStorage,
  layout: VideoLayout,
  transcoder?: Transcoder,
) {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const tokens = new Map<string, { accountId: number; expires: number }>();
  const accountOf = (request: FastifyRequest) => {
    const raw = String(request.headers.authorization ?? '').replace(/^Bearer\s+/i, '');
    const found = tokens.get(raw);
    if (!found || found.expires < Date.now()) throw unauthorized('Invalid media service token.');
    return found.accountId;
  };

  app.get(
    '/ams/token',
    {
      // With `?stream_id&type` a stream-bound token; without, the Ant Media style `{ token }` alone.
      schema: {
        answer: mediaTokenAnswerSchema,
        querystring: mediaTokenQuerySchema,
      },
    },
    async (request) => {
      const account = await requireAccount(db, request);
      // `?stream_id&type`: a media token bound to one stream and role (live/token.ts, issue 8).
      const streamToken = await streamMediaToken(db, account.id, request.query);
      if (streamToken) return ok(streamToken);
      const now = Date.now();
      for (const [key, value] of tokens) if (value.expires < now) tokens.delete(key);
      const token = randomBytes(24).toString('base64url');
      tokens.set(token, { accountId: account.id, expires: now + AMS_TOKEN_TTL_MS });
      return ok({ token });
    },
  );

  const create = { schema: { querystring: vodCreateQuerySchema }, config: { masquerade: 'refuse' as const } };
  app.post('/v2/vods/create', create, async (request) => {
    const accountId = accountOf(request);
    const name = (request.query.name ?? '').slice(0, 256);
    if (!request.isMultipart()) throw invalid({ file: [VIDEO_TYPE_MESSAGE] });
    const part = await request.file({ limits: { fileSize: VIDEO_MAX_BYTES, files: 1 } });
    if (part?.fieldname !== 'file') throw invalid({ file: [VIDEO_TYPE_MESSAGE] });
    const id = randomBytes(16).toString('hex');
    const key = layout.fileKey(id);
    let bytes = 0;
    const counted = part.file.pipe(
      new Transform({
        transform(chunk: Buffer, _encoding, done) {
          bytes += chunk.length;
          done(null, chunk);
        },
      }),
    );
    part.file.on('error', (error) => counted.destroy(error));
    await storage.put(key, counted);
    if (part.file.truncated) {
      await storage.delete(key);
      throw invalid({ file: ['The video must be at most 30 GB.'] });
    }
    await db.insert(mediaVideos).values({ id, accountId, name: name || part.filename, bytes });
    const finished = await withLocalCopy(storage, key, (path) =>
      finishVideo(db, storage, id, path, layout, { transcoder }),
    );
    if (finished.status === 'failed') throw new HttpError(422, finished.message);
    return { success: true, dataId: id };
  });

  // Any id is looked up in the token's account (unknown: 404 'The requested video was not found.').
  app.get('/v2/vods/:id', { schema: { params: z.object({ id: z.string() }) } }, async (request) => {
    const accountId = accountOf(request);
    const [row] = await db
      .select()
      .from(mediaVideos)
      .where(and(eq(mediaVideos.id, request.params.id), eq(mediaVideos.accountId, accountId)));
    if (row?.status !== 'ready') throw notFound('The requested video was not found.');
    const base = `${originOf(request)}${API_PREFIX}/media/video/${row.id}`;
    return {
      vodId: row.id,
      vodName: row.name,
      filePath: base,
      duration: row.durationSeconds,
      thumbnail: `${base}/poster.jpg`,
    };
  });
}
