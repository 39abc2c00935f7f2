import { randomBytes } from 'node:crypto';
import { INT4_MAX, videoInfoSchema, videoUploadQuerySchema } from '@smuc/sdk';
import { type DataStore, Server as TusServer, Upload } from '@tus/server';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_PREFIX } from '../api-prefix';
import { requireAccount } from '../auth/context';
import type { Db } from '../db/client';
import { mediaVideos, streamRecordings } from '../db/schema';
import { ok } from '../http/envelope';
import { HttpError, invalid, notFound } from '../http/errors';
import { PUBLIC } from '../http/openapi';
import { sendStoredFile } from '../http/range';
import { pathKey } from '../http/validate';
import { getStream } from '../streams/repository';
import { originOf, videoPosterUrl, videoUrl } from './addresses';
import type { UploadChecks } from './checks';
import type { MediaStorage } from './storage';
import type { Transcoder } from './transcode';
import {
  posterKey,
  VIDEO_EMPTY_MESSAGE,
  VIDEO_MAX_BYTES,
  VIDEO_TYPE_MESSAGE,
  VIDEO_TYPES,
  type VideoLayout,
} from './videos';

const TUS_PATH = `${API_PREFIX}/media/tus`;
/** Headers a browser on another origin must read from tus answers. */
const TUS_EXPOSED = 'Location, Tus-Resumable, Upload-Offset, Upload-Length, stream-media-id';

/** `Upload-Metadata` (`key base64,key base64`) → `{key: value}`. */
export function parseUploadMetadata(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of (header ?? '').split(',')) {
    const [key, value] = pair.trim().split(' ');
    if (key) out[key] = value ? Buffer.from(value, 'base64').toString('utf8') : '';
  }
  return out;
}

/**
 * Resumable video uploads (001 §7, the Cloudflare Stream tus flow served here):
 * - `POST /cloudflare/upload?filesize&uid` (signed in; a tus creation request: `Upload-Length`,
 *   `Upload-Metadata` with `filetype`, optional `filename`; `uid` is the stream that gets the
 *   video) answers 201 with the upload `Location` and the media id in `stream-media-id`. Only
 *   mp4, 3gpp and quicktime, more than 0 bytes and up to 30 GB.
 * - `HEAD` / `PATCH` / `DELETE {Location}` are tus 1.0 (`@tus/server` over `datastore`: the file
 *   store in `MEDIA_DIR/tus` or the S3 store, see `select.ts`): a dropped connection resumes from
 *   the stored offset.
 * - The last PATCH is answered once its bytes are stored: the video is then `processing` while
 *   `checks` probe it (duration, poster) and read it to its end after the answer (issue 35 §3). A
 *   file they refuse is `failed` with the text in `error` (cut short, not a video); a video
 *   browsers play is `ready` and set as the stream's video, one they cannot (HEVC, ProRes, …)
 *   stays `processing` with a `progress` percent until its background transcode to H.264/AAC MP4
 *   is done (issue 28 §3). Until the last byte it is `uploading`, never a finished video.
 * - `GET /cloudflare/upload/{id}` answers `{id, status, duration, progress?, error?, url,
 *   thumbnail_url}`;
 *   `GET /media/video/{id}/poster.jpg` and `GET /media/video/{id}` serve poster and file.
 */
export function videoRoutes(
  scope: FastifyInstance,
  db: Db,
  storage: MediaStorage,
  { datastore, layout }: { datastore: DataStore; layout: VideoLayout },
  { transcoder, checks }: { transcoder: Transcoder; checks: UploadChecks },
) {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  /** A video's public id (32 hex digits, as `POST /cloudflare/upload` made it); anything else is 404. */
  const videoParams = z.object({ id: pathKey(/^[0-9a-f]{32}$/) });
  const tus = new TusServer({
    path: TUS_PATH,
    datastore,
    maxSize: VIDEO_MAX_BYTES,
    exposedHeaders: ['stream-media-id'],
    respectForwardedHeaders: true,
    // The bytes are stored: answer now, check after (issue 35 §3).
    async onUploadFinish(_req, upload) {
      await checks.received(upload.id);
      return {};
    },
  });
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) =>
    done(null, undefined),
  );

  const creation = {
    schema: { querystring: videoUploadQuerySchema },
    config: { masquerade: 'refuse' as const },
  };
  app.post('/cloudflare/upload', creation, async (request, reply) => {
    const account = await requireAccount(db, request);
    const query = request.query;
    const size = Number(request.headers['upload-length'] ?? query.filesize);
    if (size === 0) throw invalid({ file: [VIDEO_EMPTY_MESSAGE] });
    if (!Number.isSafeInteger(size) || size < 0 || size > VIDEO_MAX_BYTES)
      throw invalid({ file: ['The video must be at most 30 GB.'] });
    const metadata = parseUploadMetadata(request.headers['upload-metadata'] as string | undefined);
    if (!(VIDEO_TYPES as readonly string[]).includes(metadata.filetype ?? ''))
      throw invalid({ file: [VIDEO_TYPE_MESSAGE] });
    let streamId: number | null = null;
    if (query.uid) {
      // An id that cannot exist (not a whole number, past int4) is an unknown stream: 404, never a query.
      const uid = Number(query.uid);
      const known = Number.isSafeInteger(uid) && uid > 0 && uid <= INT4_MAX ? uid : 0;
      streamId = (await getStream(db, account.id, known)).stream.id;
    }
    const id = randomBytes(16).toString('hex');
    await datastore.create(
      new Upload({ id, size, offset: 0, metadata, creation_date: new Date().toISOString() }),
    );
    await db
      .insert(mediaVideos)
      .values({ id, accountId: account.id, streamId, name: metadata.filename ?? '', bytes: size });
    return reply
      .status(201)
      .header('location', `${originOf(request)}${TUS_PATH}/${id}`)
      .header('tus-resumable', '1.0.0')
      .header('stream-media-id', id)
      .header('access-control-expose-headers', TUS_EXPOSED)
      .send();
  });

  app.route({
    method: ['HEAD', 'PATCH', 'DELETE'],
    url: '/media/tus/:id',
    // The upload's unguessable id (the creation's Location) is its credential: tus 1.0 as it is.
    schema: { params: videoParams, ...PUBLIC },
    handler: async (request, reply) => {
      const { id } = request.params;
      if (request.method === 'DELETE') {
        const [row] = await db
          .select({ status: mediaVideos.status })
          .from(mediaVideos)
          .where(eq(mediaVideos.id, id));
        if (row?.status === 'ready' || row?.status === 'processing')
          throw new HttpError(403, 'A finished video cannot be cancelled.');
        await db.delete(mediaVideos).where(and(eq(mediaVideos.id, id), eq(mediaVideos.status, 'uploading')));
      }
      reply.hijack();
      await tus.handle(request.raw, reply.raw);
    },
  });

  // Any id is looked up in the account's videos (unknown: 404 'The requested video was not found.').
  app.get(
    '/cloudflare/upload/:id',
    { schema: { answer: videoInfoSchema, params: z.object({ id: z.string() }) } },
    async (request) => {
      const account = await requireAccount(db, request);
      const [row] = await db
        .select()
        .from(mediaVideos)
        .where(and(eq(mediaVideos.id, request.params.id), eq(mediaVideos.accountId, account.id)));
      if (!row) throw notFound('The requested video was not found.');
      const origin = originOf(request);
      return ok({
        id: row.id,
        status: row.status,
        duration: row.durationSeconds,
        ...(row.status === 'processing' ? { progress: transcoder.percent(row.id) } : {}),
        ...(row.status === 'failed' && row.refusal ? { error: row.refusal } : {}),
        url: row.status === 'ready' ? videoUrl(origin, row.id) : null,
        thumbnail_url: row.status === 'ready' ? videoPosterUrl(origin, row.id) : null,
      });
    },
  );

  app.get(
    '/media/video/:id/poster.jpg',
    { schema: { answer: 'image/jpeg', params: videoParams, ...PUBLIC } },
    async (request, reply) => {
      const found = await storage.stream(posterKey(request.params.id));
      if (!found) throw notFound();
      return reply.header('content-type', 'image/jpeg').header('content-length', found.size).send(found.body);
    },
  );

  app.get(
    '/media/video/:id',
    { schema: { answer: 'video/mp4', params: videoParams, ...PUBLIC } },
    async (request, reply) => {
      const [row] = await db
        .select({
          id: mediaVideos.id,
          status: mediaVideos.status,
          bytes: mediaVideos.bytes,
          container: streamRecordings.container,
        })
        .from(mediaVideos)
        .leftJoin(streamRecordings, eq(streamRecordings.id, mediaVideos.id))
        .where(eq(mediaVideos.id, request.params.id));
      if (row?.status !== 'ready') throw notFound();
      // Broadcast recordings from WebRTC are WebM/Matroska; uploads and RTMP recordings are MP4-family.
      const type = row.container === 'webm' || row.container === 'mkv' ? 'video/webm' : 'video/mp4';
      return sendStoredFile(request, reply, storage, layout.fileKey(row.id), Number(row.bytes), type, () =>
        notFound(),
      );
    },
  );
}
