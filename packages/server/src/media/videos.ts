import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mediaVideos } from '../db/schema';
import { setStreamVideo } from '../streams/repository';
import { isAllowedVideoFormat, makePoster, probeVideo, type VideoProbe } from './probe';
import type { MediaStorage } from './storage';

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

/** What finishing learns from a video file: its probe and its poster (JPEG). */
export interface VideoAnalysis {
  probe: VideoProbe;
  poster: Buffer;
}

/** Probes the file and makes its poster; null for anything but an allowed video format. */
async function analyseVideo(path: string): Promise<VideoAnalysis | null> {
  const probe = await probeVideo(path);
  if (!probe || !isAllowedVideoFormat(probe.format)) return null;
  return { probe, poster: await makePoster(path, Math.min(1, probe.durationSeconds / 2)) };
}

/**
 * Finishes a completely received upload at `path` (a local file: the store's own or a copy):
 * probes it, refuses anything that is not an mp4/3gpp/quicktime video (`failed`, files removed),
 * stores a poster, marks the row `ready` with its duration and sets it as the stream's video.
 * Answers the new status. `analyses` (optional) keeps each path's probe and poster for the next
 * call on the same file: the demo seed finishes one clip for every player and runs ffprobe and
 * ffmpeg once instead of once per player.
 */
export async function finishVideo(
  db: Db,
  storage: MediaStorage,
  id: string,
  path: string,
  layout: VideoLayout = LOCAL_VIDEO_LAYOUT,
  analyses?: Map<string, Promise<VideoAnalysis | null>>,
) {
  const [row] = await db.select().from(mediaVideos).where(eq(mediaVideos.id, id));
  if (!row) return 'failed' as const;
  let analysis = analyses?.get(path);
  if (!analysis) {
    analysis = analyseVideo(path);
    analyses?.set(path, analysis);
  }
  const analysed = await analysis;
  if (!analysed) {
    await db.update(mediaVideos).set({ status: 'failed' }).where(eq(mediaVideos.id, id));
    await removeUploadFiles(storage, id, layout);
    return 'failed' as const;
  }
  const { probe, poster } = analysed;
  await storage.put(posterKey(id), poster);
  await db
    .update(mediaVideos)
    .set({
      status: 'ready',
      durationSeconds: probe.durationSeconds,
      width: probe.width,
      height: probe.height,
      readyAt: new Date(),
    })
    .where(eq(mediaVideos.id, id));
  if (row.streamId !== null) await setStreamVideo(db, row.accountId, row.streamId, id);
  return 'ready' as const;
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
