import { INVALID_VIDEO_MESSAGE } from '@smuc/sdk';
import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mediaVideos } from '../db/schema';
import { setStreamVideo } from '../streams/repository';
import {
  isAllowedVideoFormat,
  makePoster,
  needsTranscode,
  probeVideo,
  readsToEnd,
  type VideoProbe,
} from './probe';
import type { MediaStorage } from './storage';
import type { Transcoder } from './transcode';

/** The refusal text for any other type (client and server). */
export { INVALID_VIDEO_MESSAGE as VIDEO_TYPE_MESSAGE, VIDEO_MAX_BYTES, VIDEO_TYPES } from '@smuc/sdk';

export const posterKey = (id: string) => `videos/${id}/poster.jpg`;

/**
 * Where the tus store keeps an upload, as media-store keys: the video file and the store's own
 * bookkeeping objects. The file store writes `tus/<id>` and `tus/<id>.json` under `MEDIA_DIR`;
 * the S3 store writes `<id>`, `<id>.info` and (while unfinished) `<id>.part` in the bucket.
 */
export interface VideoLayout {
  fileKey(id: string): string;
  extraKeys(id: string): string[];
}
export const LOCAL_VIDEO_LAYOUT: VideoLayout = {
  fileKey: (id) => `tus/${id}`,
  extraKeys: (id) => [`tus/${id}.json`],
};
export const S3_VIDEO_LAYOUT: VideoLayout = {
  fileKey: (id) => id,
  extraKeys: (id) => [`${id}.info`, `${id}.part`],
};
/** Unfinished uploads are removed after this long without being finished (ms). */
export const ABANDONED_UPLOAD_TTL_MS = 7 * 24 * 3600 * 1000;

/** Removes the tus store's data and metadata of upload `id`. */
async function removeUploadFiles(storage: MediaStorage, id: string, layout: VideoLayout) {
  for (const key of [layout.fileKey(id), ...layout.extraKeys(id)]) await storage.delete(key);
}

/**
 * Removes uploads still `uploading` {@link ABANDONED_UPLOAD_TTL_MS} after they started, and
 * `failed` ones (rows and files). Answers how many rows were removed.
 */
export async function purgeAbandonedVideos(
  db: Db,
  storage: MediaStorage,
  now = new Date(),
  layout: VideoLayout = LOCAL_VIDEO_LAYOUT,
) {
  const gone = await db
    .delete(mediaVideos)
    .where(
      or(
        eq(mediaVideos.status, 'failed'),
        and(
          eq(mediaVideos.status, 'uploading'),
          lt(mediaVideos.createdAt, new Date(now.getTime() - ABANDONED_UPLOAD_TTL_MS)),
        ),
      ),
    )
    .returning({ id: mediaVideos.id });
  for (const { id } of gone) await removeUploadFiles(storage, id, layout);
  return gone.length;
}

/** The refusal of a file whose data ends before its index says (cut short in a copy or a transfer). */
export const VIDEO_BROKEN_MESSAGE =
  'The video file is damaged or incomplete: it cannot be played to its end.';
/** The refusal of an empty (0-byte) file. */
export const VIDEO_EMPTY_MESSAGE = 'The video file is empty.';

/**
 * What finishing learns from a video file: its probe and its poster (JPEG), or the text it is
 * refused with (001 §5 type text, or {@link VIDEO_BROKEN_MESSAGE}).
 */
export type VideoAnalysis = { probe: VideoProbe; poster: Buffer } | { refusal: string };

/**
 * Probes the file, checks that its packets read to their end and makes its poster. The
 * reads-to-end pass runs only for an allowed format, and once per file like the rest.
 */
async function analyseVideo(path: string): Promise<VideoAnalysis> {
  const probe = await probeVideo(path);
  if (!probe || !isAllowedVideoFormat(probe.format)) return { refusal: INVALID_VIDEO_MESSAGE };
  if (!(await readsToEnd(path))) return { refusal: VIDEO_BROKEN_MESSAGE };
  return { probe, poster: await makePoster(path, Math.min(1, probe.durationSeconds / 2)) };
}

/** What {@link finishVideo} made of an upload; `message` is the refusal text of a `failed` one. */
export type FinishedVideo =
  | { status: 'ready' | 'processing'; message?: undefined }
  | { status: 'failed'; message: string };

/** Optional helpers of {@link finishVideo}. */
export interface FinishOptions {
  /** Queues a video browsers cannot play; without one the row waits for the next start's resume. */
  transcoder?: Transcoder;
  /**
   * Keeps each path's analysis for the next call on the same file: the demo seed finishes one
   * clip for every player and runs ffprobe and ffmpeg once instead of once per player.
   */
  analyses?: Map<string, Promise<VideoAnalysis>>;
}

/**
 * Finishes a completely received upload at `path` (a local file: the store's own or a copy):
 * probes it, refuses anything that is not an mp4/3gpp/quicktime video (001 §5 text) and a file
 * whose packets do not read to their end (cut short: {@link VIDEO_BROKEN_MESSAGE}) — `failed`
 * with the text in `refusal`, files removed. Stores a poster and the duration; a video browsers play is `ready` and set as
 * the stream's video at once, one they cannot (HEVC, ProRes, …) is `processing` and queued for a
 * transcode by `options.transcoder` that sets it when done (issue 28 §3, `transcode.ts`).
 */
export async function finishVideo(
  db: Db,
  storage: MediaStorage,
  id: string,
  path: string,
  layout: VideoLayout = LOCAL_VIDEO_LAYOUT,
  { transcoder, analyses }: FinishOptions = {},
): Promise<FinishedVideo> {
  const [row] = await db.select().from(mediaVideos).where(eq(mediaVideos.id, id));
  if (!row) return { status: 'failed', message: INVALID_VIDEO_MESSAGE };
  let analysis = analyses?.get(path);
  if (!analysis) {
    analysis = analyseVideo(path);
    analyses?.set(path, analysis);
  }
  const analysed = await analysis;
  if ('refusal' in analysed) {
    await db
      .update(mediaVideos)
      .set({ status: 'failed', refusal: analysed.refusal })
      .where(eq(mediaVideos.id, id));
    await removeUploadFiles(storage, id, layout);
    return { status: 'failed', message: analysed.refusal };
  }
  const { probe, poster } = analysed;
  await storage.put(posterKey(id), poster);
  const status = needsTranscode(probe) ? ('processing' as const) : ('ready' as const);
  await db
    .update(mediaVideos)
    .set({
      status,
      durationSeconds: probe.durationSeconds,
      width: probe.width,
      height: probe.height,
      readyAt: status === 'ready' ? new Date() : null,
    })
    .where(eq(mediaVideos.id, id));
  // Without a transcoder (the demo seed) the row waits for the next server start's resume.
  if (status === 'processing') void transcoder?.add({ id, durationSeconds: probe.durationSeconds });
  else if (row.streamId !== null) await setStreamVideo(db, row.accountId, row.streamId, id);
  return { status };
}

/**
 * Stored minutes of an account (000 §3 Monthly stat): the summed durations of its ready uploaded
 * videos, in whole minutes rounded up.
 */
export async function storedMinutes(db: Db, accountId: number): Promise<number> {
  const [row] = await db
    .select({ seconds: sql<string>`coalesce(sum(${mediaVideos.durationSeconds}), 0)` })
    .from(mediaVideos)
    .where(and(eq(mediaVideos.accountId, accountId), eq(mediaVideos.status, 'ready')));
  return Math.ceil(Number(row?.seconds ?? 0) / 60);
}
