import {
  canCreateKind,
  duplicateResultSchema,
  type Language,
  type Stream,
  StreamType,
  streamCreateSchema,
  streamListQuerySchema,
  streamPageSchema,
  streamSchema,
  streamUpdateSchema,
} from '@smuc/sdk';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { limitationsOf } from '../accounts/plans';
import { requireAccount } from '../auth/context';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { ok } from '../http/envelope';
import { forbidden, notFound } from '../http/errors';
import { idParams } from '../http/validate';
import { originOf } from '../media/addresses';
import { queueCancelScheduledRestreams } from '../platforms/restream-schedule';
import { listFeedItems } from '../products/feed-items';
import { toFeedItem } from '../products/serialize';
import { mediaIdsOf, streamMediaFor } from './media';
import {
  createStream,
  getStream,
  insertStream,
  listStreams,
  STREAM_NOT_FOUND,
  softDeleteStream,
} from './repository';
import { LIVE_NOT_ALLOWED, saveStream } from './save';
import { settingsOf, toStream, toStreamListItem, vodDataIdOf } from './serialize';

/** The route config of the writes a masqueraded session may not make (000 §6). */
const refuse = { config: { masquerade: 'refuse' as const } };

/** `/my-streams`, `/stream`, `/stream/{id}`, `/stream/{id}/duplicate` (000 §7 Streams). */
export function streamRoutes(scope: FastifyInstance, db: Db, config: Config) {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const save = { schema: { params: idParams, body: streamUpdateSchema, answer: streamSchema }, ...refuse };
  app.get(
    '/my-streams',
    { schema: { answer: streamPageSchema, querystring: streamListQuerySchema } },
    async (request) => {
      const account = await requireAccount(db, request);
      const { rows, total, page, perPage } = await listStreams(db, account.id, request.query);
      return ok({
        items: rows.map((r) => toStreamListItem(r.stream, r.totals, config.publicUrl, originOf(request))),
        total,
        page,
        per_page: perPage,
      });
    },
  );

  /** 000 §3 lists `feed` among the stream's fields (issue 19 defect 9): the player's products. */
  async function withFeed(answer: Stream): Promise<Stream> {
    const feed = (await listFeedItems(db, answer.id)).map((r) => toFeedItem(r, answer.currency));
    return { ...answer, feed };
  }

  app.post(
    '/stream',
    {
      schema: { answer: streamSchema, answerStatus: 201, body: streamCreateSchema },
      config: { ...refuse.config, idempotent: true },
    },
    async (request, reply) => {
      const account = await requireAccount(db, request);
      const input = request.body;
      if (!canCreateKind(input.kind, (await limitationsOf(db, account)).liveStreaming)) {
        throw forbidden(LIVE_NOT_ALLOWED);
      }
      const row = await createStream(
        db,
        account.id,
        input.kind,
        input.title ?? '',
        input.timezone,
        // The column holds one of LANGUAGES (checked where it is written), as serialize.ts reads it.
        account.language as Language,
      );
      reply.status(201);
      // A new player has no products yet; every answer carries `feed` so create, read and save agree.
      return ok({ ...toStream(row, null, config.publicUrl, config.rtmpUrl), feed: [] });
    },
  );

  app.get('/stream/:id', { schema: { answer: streamSchema, params: idParams } }, async (request) => {
    const account = await requireAccount(db, request);
    const { stream, totals } = await getStream(db, account.id, request.params.id);
    const media = await streamMediaFor(db, stream, originOf(request));
    return ok(await withFeed(toStream(stream, totals, config.publicUrl, config.rtmpUrl, media)));
  });

  app.put('/stream/:id', save, async (request) => {
    const account = await requireAccount(db, request);
    const saved = await saveStream(db, config, account, request.params.id, request.body, request.log);
    const media = await streamMediaFor(db, saved.stream, originOf(request));
    return ok(await withFeed(toStream(saved.stream, saved.totals, config.publicUrl, config.rtmpUrl, media)));
  });

  app.delete(
    '/stream/:id',
    { schema: { answer: z.object({ id: z.number().int() }), params: idParams }, ...refuse },
    async (request) => {
      const account = await requireAccount(db, request);
      const { id } = request.params;
      if (!(await softDeleteStream(db, account.id, id))) throw notFound(STREAM_NOT_FOUND);
      // Its scheduled restreams are taken down at Facebook and YouTube too (issue 15), in the background.
      void queueCancelScheduledRestreams(db, config, id, (message, error) =>
        request.log.warn({ err: error }, message),
      );
      return ok({ id });
    },
  );

  /**
   * Copies the settings into a new waiting player titled "{title} (copy)"; keys are new. The copy
   * names the same images and, for a replay, simple video or video ad, plays the same uploaded
   * video (`vod_data_id`): without it the copy's `/watch` had nothing to play. A broadcast's
   * recording stays with the broadcast it recorded: the copy of a live player is a new broadcast.
   */
  app.post(
    '/stream/:id/duplicate',
    { schema: { answer: duplicateResultSchema, answerStatus: 201, params: idParams }, ...refuse },
    async (request, reply) => {
      const account = await requireAccount(db, request);
      const { stream } = await getStream(db, account.id, request.params.id);
      const settings = settingsOf(stream);
      // The copy names the same images and video (removing one from either player keeps it for
      // the other); settings, images and video land in one statement.
      const row = await insertStream(
        db,
        account.id,
        { ...settings, title: `${settings.title} (copy)`.slice(0, 255) },
        mediaIdsOf(stream),
        stream.type === StreamType.live ? null : vodDataIdOf(stream),
      );
      reply.status(201);
      return ok({ id: row.id });
    },
  );
}
