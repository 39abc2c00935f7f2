import { recordingDownloadSchema, recordingOrderSchema, recordingSchema } from '@smuc/sdk';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_PREFIX } from '../api-prefix';
import { requireAccount } from '../auth/context';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { ok } from '../http/envelope';
import { notFound } from '../http/errors';
import { PUBLIC, withAnswer } from '../http/openapi';
import { idParams, pathId, pathKey } from '../http/validate';
import { originOf } from '../media/addresses';
import { clearStreamSocialVideo, getStream, setStreamVideo } from '../streams/repository';
import {
  abortDownloads,
  customizeRecordings,
  deleteRecording,
  downloadFileName,
  downloadKeys,
  isRecordingOf,
  ownStream,
  type RecordingFiles,
  readDownload,
  recordingFilesFor,
  recordingName,
  recordingsWithDownloads,
  requestDownload,
} from './service';

const UID = /^[0-9a-f]{32}$/;
/** Video sources `DELETE /stream/{id}/vod/{vodId}` clears besides recordings (001 §7). */
const VOD_FIELDS = ['embed_social_video', 'vod_data_id'] as const;
/** `schema.params` of `/stream/{id}/…/{vodId}`: a recording's uid, an uploaded video's id or a social address. */
const vodParams = z.object({ id: pathId, vodId: z.string().min(1).max(2048) });
const apiBaseOf = (request: FastifyRequest) => `${originOf(request)}${API_PREFIX}`;

/**
 * The recordings resource under the API prefix (001 §2 recordings modal, §4, §7; issue 8):
 * - `GET /stream/{id}/vods/customize` → the stream's recordings in weight order, each with its
 *   `download` state (`null`, or `{status: inprogress|ready, url}`);
 * - `PUT /stream/{id}/vods/customize` with `[{uid, url?, active, weight, name?}]` → the new list
 *   (rules in `customizeRecordings`: own recordings, closed broadcast, all ready, one active);
 * - `GET /stream/{id}/vod-download/{uid}` → `{uid, status, url}`, 404 when no request exists;
 * - `POST /stream/{id}/vod-download/{uid}` → create-or-fetch: starts an MP4 remux in the background
 *   (`inprogress`), later `ready` with `url`; one at a time per stream;
 * - `GET /media/recording/{uid}/download` → the prepared MP4 as an attachment (public by its
 *   unguessable address, like `GET /media/video/{id}`, so a plain link saves it).
 * - `DELETE /stream/{id}/vod/{vodId}?stream_field` → deletes a recording or clears the stream's
 *   uploaded or social video (the one route for every video source of a stream, below).
 * Every stream route is scoped to the signed-in account (404 for another account's stream).
 */
export async function recordingRoutes(
  app: FastifyInstance,
  { db, config, files = recordingFilesFor(config) }: { db: Db; config: Config; files?: RecordingFiles },
) {
  const log = (message: string, error: unknown) => app.log.error({ err: error }, message);
  app.addHook('onClose', async () => abortDownloads());

  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/stream/:id/vods/customize',
    { schema: { answer: z.array(recordingSchema), params: idParams } },
    async (request) => {
      const account = await requireAccount(db, request);
      const { id } = request.params;
      await ownStream(db, account.id, id);
      return ok(await recordingsWithDownloads(db, files, account.id, id, apiBaseOf(request)));
    },
  );

  api.put(
    '/stream/:id/vods/customize',
    {
      schema: { answer: z.array(recordingSchema), params: idParams, body: recordingOrderSchema },
      config: { masquerade: 'refuse' },
    },
    async (request) => {
      const account = await requireAccount(db, request);
      const { id } = request.params;
      await customizeRecordings(db, account.id, id, request.body);
      return ok(await recordingsWithDownloads(db, files, account.id, id, apiBaseOf(request)));
    },
  );

  /** The account's recording `uid` of stream `id`, or a raised 404. */
  const ownRecording = async (request: FastifyRequest & { params: z.infer<typeof vodParams> }) => {
    const account = await requireAccount(db, request);
    const { id } = request.params;
    await ownStream(db, account.id, id);
    const uid = request.params.vodId;
    if (!UID.test(uid) || !(await isRecordingOf(db, account.id, id, uid)))
      throw notFound('The requested video was not found.');
    return { id, uid };
  };

  api.get(
    '/stream/:id/vod-download/:vodId',
    { schema: { answer: recordingDownloadSchema, params: vodParams } },
    async (request) => {
      const { uid } = await ownRecording(request);
      return ok(await readDownload(files, uid, apiBaseOf(request)));
    },
  );

  api.post(
    '/stream/:id/vod-download/:vodId',
    { schema: { answer: recordingDownloadSchema, params: vodParams } },
    async (request) => {
      const { id, uid } = await ownRecording(request);
      return ok(await requestDownload(files, id, uid, apiBaseOf(request), log));
    },
  );

  /**
   * `DELETE /stream/{id}/vod/{vodId}?stream_field` (signed in, own stream; 001 §7): clears the
   * stream's social video (`stream_field` default `embed_social_video`, `vodId` its stored address)
   * or its uploaded video (`vod_data_id`, `vodId` the video id). A `vodId` that is not the stored
   * one is a 404 (a stale page must not clear a newer video). `stream_field=stream_vods_meta` (or no
   * field and `vodId` a recording's uid) deletes a broadcast recording ({@link deleteRecording}:
   * never the last, not for masqueraded sessions), answering `{id, stream_field, uid}`; otherwise
   * answers `{id, stream_field}`.
   */
  api.delete(
    '/stream/:id/vod/:vodId',
    {
      schema: {
        answer: z.object({ id: z.number().int(), stream_field: z.string() }),
        params: vodParams,
        querystring: z.object({ stream_field: z.enum([...VOD_FIELDS, 'stream_vods_meta']).optional() }),
      },
      config: { masquerade: 'refuse' },
    },
    async (request) => {
      const account = await requireAccount(db, request);
      const { id, vodId } = request.params;
      const given = request.query.stream_field;
      if (
        given === 'stream_vods_meta' ||
        (given === undefined && (await isRecordingOf(db, account.id, id, vodId)))
      ) {
        await deleteRecording(db, files, request, account.id, id, vodId);
        return ok({ id, stream_field: 'stream_vods_meta' as const, uid: vodId });
      }
      const field = given ?? 'embed_social_video';
      const { stream } = await getStream(db, account.id, id);
      if (stream.settings[field] !== vodId) throw notFound('The requested video was not found.');
      if (field === 'vod_data_id') await setStreamVideo(db, account.id, id, null);
      else await clearStreamSocialVideo(db, account.id, id);
      return ok({ id, stream_field: field });
    },
  );

  const download = { schema: { params: z.object({ uid: pathKey(UID) }), ...PUBLIC } };
  api.get('/media/recording/:uid/download', withAnswer(download, 'video/mp4'), async (request, reply) => {
    const { uid } = request.params;
    const name = await recordingName(db, uid);
    if (name === null || !(await files.storage.get(downloadKeys(uid).marker))) throw notFound();
    const found = await files.storage.stream(downloadKeys(uid).file);
    if (!found) throw notFound();
    return reply
      .header('content-type', 'video/mp4')
      .header('content-length', found.size)
      .header('content-disposition', `attachment; filename="${downloadFileName(name)}"`)
      .send(found.body);
  });
}
