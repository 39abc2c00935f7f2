import {
  CAPTION_LANGUAGES,
  type CaptionLanguage,
  captionTextSchema,
  captionTrackSchema,
  captionTracksSchema,
  captionUploadSchema,
  splitCaptionCues,
} from '@smuc/sdk';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAccount } from '../auth/context';
import type { Db } from '../db/client';
import { ok } from '../http/envelope';
import { notFound } from '../http/errors';
import { PUBLIC, withAnswer } from '../http/openapi';
import { pathChoice, pathKey } from '../http/validate';
import { originOf } from '../media/addresses';
import {
  accountCaption,
  accountVideo,
  captionText,
  deleteCaption,
  editCaption,
  listCaptions,
  putCaption,
  TRACK_NOT_FOUND,
  toCaptionTrack,
} from './store';
import { parseCaptionFile } from './vtt';

/** A video's public id (32 hex digits, uploads and recordings alike); anything else is 404. */
const videoId = pathKey(/^[0-9a-f]{32}$/);
/** A language the product has (en, hu, de, ar); any other segment is 404, as an unknown track is. */
const trackParams = z.object({ id: videoId, language: pathChoice(CAPTION_LANGUAGES) });
/** The public file name of a track: `en.vtt`, `hu.vtt`, `de.vtt`, `ar.vtt`. */
const TRACK_FILES = ['en.vtt', 'hu.vtt', 'de.vtt', 'ar.vtt'] as const;

/**
 * Caption tracks of a video (issue 34 §1), for every video kind (the uploaded video of a playback
 * player, simple video or ad, and each broadcast recording):
 * - `GET /media/video/{id}/captions` → the account's video's tracks (en, hu, de, ar order);
 * - `GET /media/video/{id}/captions/{language}` → one track with its WebVTT text and cues, drafts
 *   included (the owner's cue editor; viewers' `.vtt` below never serves a draft); 404 without one;
 * - `PUT /media/video/{id}/captions/{language}` with `{file_name, content}` (`.vtt`, or `.srt`
 *   converted to WebVTT) → the stored track; a broken file is a 422 naming its lines, nothing
 *   stored (`parseCaptionFile`); with `edit: true` (the cue editor's save) the stored track's text
 *   is replaced and its draft state and source kept, 404 when there is none;
 * - `DELETE /media/video/{id}/captions/{language}` → the tracks left; 404 when there was none;
 * - `GET /media/video/{id}/vtt/{language}.vtt` → the WebVTT file (public by the video's
 *   unguessable id, like the video file itself; CORS open, so a player on any page loads it).
 * Another account's or an unknown video is 404; adding, editing and removing are refused to a
 * masquerade, as video uploads are (reading is not, like the list).
 */
export function captionRoutes(scope: FastifyInstance, db: Db) {
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/media/video/:id/captions',
    withAnswer({ schema: { params: z.object({ id: videoId }) } }, captionTracksSchema),
    async (request) => {
      const account = await requireAccount(db, request);
      await accountVideo(db, account.id, request.params.id);
      const rows = await listCaptions(db, request.params.id);
      return ok(rows.map((row) => toCaptionTrack(row, originOf(request))));
    },
  );

  app.get(
    '/media/video/:id/captions/:language',
    withAnswer({ schema: { params: trackParams } }, captionTextSchema),
    async (request) => {
      const account = await requireAccount(db, request);
      const { id, language } = request.params;
      await accountVideo(db, account.id, id);
      const row = await accountCaption(db, id, language);
      const { header, cues } = splitCaptionCues(row.vtt);
      return ok({ ...toCaptionTrack(row, originOf(request)), vtt: row.vtt, header, cue_list: cues });
    },
  );

  app.put(
    '/media/video/:id/captions/:language',
    withAnswer(
      {
        schema: { params: trackParams, body: captionUploadSchema },
        config: { masquerade: 'refuse' as const },
      },
      captionTrackSchema,
    ),
    async (request) => {
      const account = await requireAccount(db, request);
      const { id, language } = request.params;
      await accountVideo(db, account.id, id);
      const { vtt, cues } = parseCaptionFile(request.body.file_name, request.body.content);
      if (request.body.edit) {
        const edited = await editCaption(db, id, language, vtt, cues);
        if (!edited) throw notFound(TRACK_NOT_FOUND);
        return ok(toCaptionTrack(edited, originOf(request)));
      }
      const row = await putCaption(db, {
        videoId: id,
        accountId: account.id,
        language,
        vtt,
        cues,
        source: 'upload',
        draft: false,
      });
      return ok(toCaptionTrack(row, originOf(request)));
    },
  );

  app.delete(
    '/media/video/:id/captions/:language',
    withAnswer(
      { schema: { params: trackParams }, config: { masquerade: 'refuse' as const } },
      captionTracksSchema,
    ),
    async (request) => {
      const account = await requireAccount(db, request);
      const { id, language } = request.params;
      await accountVideo(db, account.id, id);
      if (!(await deleteCaption(db, id, language))) throw notFound(TRACK_NOT_FOUND);
      const rows = await listCaptions(db, id);
      return ok(rows.map((row) => toCaptionTrack(row, originOf(request))));
    },
  );

  app.get(
    '/media/video/:id/vtt/:file',
    withAnswer(
      { schema: { params: z.object({ id: videoId, file: pathChoice(TRACK_FILES) }), ...PUBLIC } },
      'text/vtt',
    ),
    async (request, reply) => {
      const language = request.params.file.slice(0, 2) as CaptionLanguage;
      const found = await captionText(db, request.params.id, language);
      if (!found) throw notFound();
      // A replaced track shows on the next load: browsers ask again each time (ETag-less, small).
      return reply
        .header('content-type', 'text/vtt; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('last-modified', found.updatedAt.toUTCString())
        .send(found.vtt);
    },
  );
}
