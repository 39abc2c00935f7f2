import {
  CAPTION_LANGUAGES,
  captionJobRequestSchema,
  captionJobSchema,
  captionOptionsSchema,
  captionTrackSchema,
  localizeText,
} from '@smuc/sdk';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAccount } from '../auth/context';
import type { Db } from '../db/client';
import { mediaCaptions, mediaVideos } from '../db/schema';
import { ok, okAnswer } from '../http/envelope';
import { HttpError, notFound } from '../http/errors';
import { withAnswer } from '../http/openapi';
import { pathChoice, pathKey } from '../http/validate';
import { originOf } from '../media/addresses';
import type { MediaStorage } from '../media/storage';
import { CaptionJobs, GENERATE_TRACK_EXISTS } from './jobs';
import { accountVideo, publishCaption, TRACK_NOT_FOUND, toCaptionTrack } from './store';
import { loadTranscribeSettings, type TranscribeSettings } from './transcribe';

/** "Generate captions" without a transcription endpoint on this server. */
export const GENERATE_OFF = 'Caption generation is not set up on this server.';
/** A second generation of a video while one is queued or running. */
export const GENERATE_BUSY = 'Captions are already being generated for this video.';
/** A video that is still being processed (or failed). */
export const GENERATE_NOT_READY = 'The video is not ready yet.';

const videoId = pathKey(/^[0-9a-f]{32}$/);

/**
 * Generated caption drafts (issue 34 §1), for every video kind:
 * - `GET /media/captions/options` → `{generate}`: whether `TRANSCRIBE_URL` is set (the editor
 *   hides "Generate captions" otherwise, as it hides the AI product fetch);
 * - `POST /media/video/{id}/caption-job` `{language}` → the job, queued ({@link CaptionJobs}):
 *   404 when not set up or not the account's video, 409 while one runs or over a published track
 *   of that language, 422 while the video is not ready;
 * - `GET /media/video/{id}/caption-job` → the video's last job (percent, failure text in the
 *   request's language) or null;
 * - `POST /media/video/{id}/captions/{language}/publish` → the track, now shown to viewers.
 * Starting and publishing are refused to a masquerade, as uploads are (000 §6). `settings`
 * defaults to the environment's ({@link loadTranscribeSettings}).
 */
export function captionJobRoutes(
  scope: FastifyInstance,
  db: Db,
  storage: MediaStorage,
  fileKey: (id: string) => string,
  settings: TranscribeSettings | null = loadTranscribeSettings(),
) {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const jobs = settings
    ? new CaptionJobs(db, storage, fileKey, settings, (error) => scope.log.error(error))
    : null;
  scope.addHook('onClose', async () => {
    await jobs?.close();
  });

  app.get(
    '/media/captions/options',
    { schema: { response: okAnswer(captionOptionsSchema) } },
    async (request) => {
      await requireAccount(db, request);
      return ok({ generate: jobs !== null });
    },
  );

  app.post(
    '/media/video/:id/caption-job',
    withAnswer(
      {
        schema: { params: z.object({ id: videoId }), body: captionJobRequestSchema },
        config: { masquerade: 'refuse' as const },
      },
      captionJobSchema,
    ),
    async (request) => {
      const account = await requireAccount(db, request);
      const { id } = request.params;
      const { language } = request.body;
      await accountVideo(db, account.id, id);
      if (!jobs) throw notFound(GENERATE_OFF);
      const [video] = await db
        .select({ status: mediaVideos.status, duration: mediaVideos.durationSeconds })
        .from(mediaVideos)
        .where(eq(mediaVideos.id, id));
      if (video?.status !== 'ready') throw new HttpError(422, GENERATE_NOT_READY);
      if (jobs.busy(id)) throw new HttpError(409, GENERATE_BUSY);
      const [published] = await db
        .select({ language: mediaCaptions.language })
        .from(mediaCaptions)
        .where(
          and(
            eq(mediaCaptions.videoId, id),
            eq(mediaCaptions.language, language),
            eq(mediaCaptions.draft, false),
          ),
        );
      if (published) throw new HttpError(409, GENERATE_TRACK_EXISTS);
      const job = jobs.start({
        videoId: id,
        accountId: account.id,
        language,
        durationSeconds: Number(video.duration ?? 0),
      });
      return ok(job);
    },
  );

  app.get(
    '/media/video/:id/caption-job',
    withAnswer({ schema: { params: z.object({ id: videoId }) } }, captionJobSchema.nullable()),
    async (request) => {
      const account = await requireAccount(db, request);
      await accountVideo(db, account.id, request.params.id);
      const job = jobs?.get(request.params.id) ?? null;
      if (!job?.error) return ok(job ? { ...job } : null);
      return ok({ ...job, error: localizeText(job.error, request.language ?? 'en') });
    },
  );

  app.post(
    '/media/video/:id/captions/:language/publish',
    withAnswer(
      {
        schema: { params: z.object({ id: videoId, language: pathChoice(CAPTION_LANGUAGES) }) },
        config: { masquerade: 'refuse' as const },
      },
      captionTrackSchema,
    ),
    async (request) => {
      const account = await requireAccount(db, request);
      const { id, language } = request.params;
      await accountVideo(db, account.id, id);
      const row = await publishCaption(db, id, language);
      if (!row) throw notFound(TRACK_NOT_FOUND);
      return ok(toCaptionTrack(row, originOf(request)));
    },
  );
}
