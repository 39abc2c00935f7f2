import { execFile } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import {
  DOWNLOAD_BUSY_MESSAGE,
  LAST_RECORDING_MESSAGE,
  RECORDINGS_NOT_CLOSED_MESSAGE,
  RECORDINGS_NOT_READY_MESSAGE,
  type Recording,
  type RecordingDownload,
  type RecordingOrderItem,
  StreamStatus,
} from '@smuc/sdk';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { isMasqueraded } from '../auth/masquerade';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { mediaVideos, streamRecordings } from '../db/schema';
import { forbidden, HttpError, invalid, notFound } from '../http/errors';
import { listRecordings } from '../live/recordings';
import { mediaStorageFor } from '../media/select';
import type { MediaStorage } from '../media/storage';
import { withLocalCopy } from '../media/storage';
import { LOCAL_VIDEO_LAYOUT, S3_VIDEO_LAYOUT, type VideoLayout } from '../media/videos';
import { getStream, setStreamVideo } from '../streams/repository';
import { VOD_KEY } from '../streams/serialize';

const run = promisify(execFile);

/** Where a prepared download lives in the media store: the MP4 and its "ready" marker. */
export const downloadKeys = (uid: string) => ({
  file: `downloads/${uid}.mp4`,
  marker: `downloads/${uid}.json`,
});

/** The media store and the tus layout the recordings' files live in (see `media/select.ts`). */
export interface RecordingFiles {
  storage: MediaStorage;
  layout: VideoLayout;
}

/** The store and layout `STORAGE` selects (the same as `media/select.ts`). */
export function recordingFilesFor(config: Pick<Config, 'storage' | 's3' | 'mediaDir'>): RecordingFiles {
  return {
    storage: mediaStorageFor(config),
    layout: config.storage === 's3' && config.s3 ? S3_VIDEO_LAYOUT : LOCAL_VIDEO_LAYOUT,
  };
}

/** The account's non-deleted stream (status and settings) or a raised 404 with the spec text (001 §8). */
export async function ownStream(db: Db, accountId: number, streamId: number) {
  return (await getStream(db, accountId, streamId)).stream;
}

/**
 * The stream's recordings in display order (weight, then oldest first) with each one's download
 * state (001 §3 Recording). `apiBase` is the absolute API base the addresses start with.
 */
export async function recordingsWithDownloads(
  db: Db,
  files: RecordingFiles,
  accountId: number,
  streamId: number,
  apiBase: string,
): Promise<Recording[]> {
  const list = await listRecordings(db, accountId, streamId, apiBase);
  return Promise.all(list.map(async (r) => ({ ...r, download: await downloadState(files, r.uid, apiBase) })));
}

/**
 * After the order, active flags or the set of recordings changed: the stream's video
 * (`vod_data_id`, what viewers of the closed broadcast play) becomes the first active recording —
 * only when the stream's video is one of its recordings or none (an uploaded playback video stays).
 */
async function syncStreamVideo(
  db: Db,
  accountId: number,
  streamId: number,
  current: unknown,
  removed?: string,
) {
  const rows = await db
    .select({ id: streamRecordings.id, active: streamRecordings.active })
    .from(streamRecordings)
    .where(and(eq(streamRecordings.streamId, streamId), eq(streamRecordings.accountId, accountId)))
    .orderBy(asc(streamRecordings.weight), asc(streamRecordings.createdAt));
  const hasOtherVideo =
    typeof current === 'string' &&
    current !== '' &&
    current !== removed &&
    !rows.some((r) => r.id === current);
  if (hasOtherVideo) return;
  const first = rows.find((r) => r.active)?.id ?? null;
  if (first !== current) await setStreamVideo(db, accountId, streamId, first);
}

/**
 * `PUT /stream/{id}/vods/customize` (001 §4, §7): applies order (`weight`), `active` and `name` to
 * the listed recordings. Rules: every uid is a recording of this stream (else 422 on `uid`); the
 * broadcast is closed and every recording ready (else 422); at least one recording stays active
 * (else 422 with the 001 §8 text). Recordings not listed keep their values. The stream's video
 * becomes the first active recording.
 * @throws HttpError 404 (stream), 422
 */
export async function customizeRecordings(
  db: Db,
  accountId: number,
  streamId: number,
  items: RecordingOrderItem[],
): Promise<void> {
  const stream = await ownStream(db, accountId, streamId);
  if (stream.status !== StreamStatus.closed) throw invalid({ _: [RECORDINGS_NOT_CLOSED_MESSAGE] });
  const rows = await db
    .select({ id: streamRecordings.id, ready: streamRecordings.ready, active: streamRecordings.active })
    .from(streamRecordings)
    .where(and(eq(streamRecordings.streamId, streamId), eq(streamRecordings.accountId, accountId)));
  const known = new Map(rows.map((r) => [r.id, r]));
  const unknown = items.findIndex((item) => !known.has(item.uid));
  if (unknown >= 0) throw invalid({ [`${unknown}.uid`]: ['The recording does not belong to this player.'] });
  if (rows.some((r) => !r.ready)) throw invalid({ _: [RECORDINGS_NOT_READY_MESSAGE] });
  const given = new Map(items.map((item) => [item.uid, item]));
  const activeAfter = rows.some((r) => given.get(r.id)?.active ?? r.active);
  if (!activeAfter) throw invalid({ active: [LAST_RECORDING_MESSAGE] });
  await db.transaction(async (tx) => {
    for (const item of items) {
      await tx
        .update(streamRecordings)
        .set({ weight: item.weight, active: item.active, ...(item.name ? { name: item.name } : {}) })
        .where(and(eq(streamRecordings.id, item.uid), eq(streamRecordings.accountId, accountId)));
    }
  });
  await syncStreamVideo(db, accountId, streamId, stream.settings[VOD_KEY]);
}

/**
 * `DELETE /stream/{id}/vod/{uid}?stream_field=stream_vods_meta` (001 §4, §7, §8): removes one
 * recording (row, stored file, poster, prepared download, its `media_videos` row so it no longer
 * counts toward stored minutes). Never the last one: 422 with 'There must be at least one VOD to
 * display...'; deleting the only active one activates the next. Masqueraded sessions get 403.
 * @throws HttpError 403, 404, 422
 */
export async function deleteRecording(
  db: Db,
  files: RecordingFiles,
  request: FastifyRequest,
  accountId: number,
  streamId: number,
  uid: string,
): Promise<void> {
  if (await isMasqueraded(db, request)) throw forbidden();
  const stream = await ownStream(db, accountId, streamId);
  const rows = await db
    .select({ id: streamRecordings.id, active: streamRecordings.active })
    .from(streamRecordings)
    .where(and(eq(streamRecordings.streamId, streamId), eq(streamRecordings.accountId, accountId)))
    .orderBy(asc(streamRecordings.weight), asc(streamRecordings.createdAt));
  const target = rows.find((r) => r.id === uid);
  if (!target) throw notFound('The requested video was not found.');
  if (rows.length <= 1) throw invalid({ _: [LAST_RECORDING_MESSAGE] });
  const rest = rows.filter((r) => r.id !== uid);
  await db.transaction(async (tx) => {
    await tx
      .delete(streamRecordings)
      .where(and(eq(streamRecordings.id, uid), eq(streamRecordings.accountId, accountId)));
    await tx.delete(mediaVideos).where(and(eq(mediaVideos.id, uid), eq(mediaVideos.accountId, accountId)));
    if (!rest.some((r) => r.active))
      await tx.update(streamRecordings).set({ active: true }).where(eq(streamRecordings.id, rest[0]!.id));
  });
  cancelDownload(uid);
  const keys = downloadKeys(uid);
  for (const key of [
    files.layout.fileKey(uid),
    ...files.layout.extraKeys(uid),
    `videos/${uid}`,
    keys.file,
    keys.marker,
  ])
    await files.storage.delete(key);
  await syncStreamVideo(db, accountId, streamId, stream.settings[VOD_KEY], uid);
}

/** Whether `uid` is a recording of the account's stream `streamId`. */
export async function isRecordingOf(db: Db, accountId: number, streamId: number, uid: string) {
  const [row] = await db
    .select({ id: streamRecordings.id })
    .from(streamRecordings)
    .where(
      and(
        eq(streamRecordings.id, uid),
        eq(streamRecordings.streamId, streamId),
        eq(streamRecordings.accountId, accountId),
      ),
    );
  return row !== undefined;
}

// ---------------------------------------------------------------------------------------------
// Downloads (001 §4: create-or-fetch, status inprogress → ready; one at a time per stream)
// ---------------------------------------------------------------------------------------------

interface Job {
  streamId: number;
  cancelled: boolean;
  /** Stops its ffmpeg (deletion of the recording, server shutdown). */
  abort: AbortController;
  done: Promise<void>;
}

/** Download jobs running in this process, by recording uid (uids are random and global). */
const jobs = new Map<string, Job>();
/** Recordings whose last preparation failed; the next GET reports it once, a POST retries. */
const failed = new Set<string>();

function cancelDownload(uid: string) {
  const job = jobs.get(uid);
  if (job) {
    job.cancelled = true;
    job.abort.abort();
  }
  failed.delete(uid);
}

/** Stops every download preparation of this process and waits for them (server shutdown). */
export async function abortDownloads() {
  for (const uid of [...jobs.keys()]) cancelDownload(uid);
  await downloadsSettled();
}

/** Resolves when every download preparation started so far has finished (tests, shutdown). */
export async function downloadsSettled() {
  while (jobs.size > 0) await Promise.all([...jobs.values()].map((j) => j.done));
}

/** The address a prepared download is served at (`GET /media/recording/{uid}/download`). */
export const downloadUrl = (apiBase: string, uid: string) => `${apiBase}/media/recording/${uid}/download`;

/** A recording's download state, or `null` when no download request exists. */
export async function downloadState(
  files: RecordingFiles,
  uid: string,
  apiBase: string,
): Promise<RecordingDownload | null> {
  if (jobs.has(uid)) return { uid, status: 'inprogress', url: null };
  const marker = await files.storage.get(downloadKeys(uid).marker);
  if (marker) return { uid, status: 'ready', url: downloadUrl(apiBase, uid) };
  return null;
}

/**
 * Remuxes (stream copy) a recording into an MP4 with the index in front; when the codecs cannot go
 * into MP4 as they are (VP8/Opus from WebRTC) it transcodes to H.264/AAC. Answers the bytes written.
 * `signal` stops ffmpeg. @throws when ffmpeg fails both ways or was stopped
 */
export async function toMp4(input: string, output: string, signal?: AbortSignal): Promise<number> {
  const common = ['-v', 'error', '-y', '-i', input, '-map', '0:v:0?', '-map', '0:a:0?'];
  try {
    await run('ffmpeg', [...common, '-c', 'copy', '-movflags', '+faststart', output], {
      timeout: 30 * 60_000,
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    await run(
      'ffmpeg',
      [
        ...common,
        '-c:v',
        'libx264',
        '-preset',
        'veryfast',
        '-crf',
        '23',
        '-pix_fmt',
        'yuv420p',
        '-c:a',
        'aac',
        '-b:a',
        '128k',
        '-movflags',
        '+faststart',
        output,
      ],
      { timeout: 6 * 3600_000, signal },
    );
  }
  return (await stat(output)).size;
}

async function prepare(files: RecordingFiles, uid: string, job: Job, log: (m: string, e: unknown) => void) {
  const dir = await mkdtemp(join(tmpdir(), 'smuc-download-'));
  try {
    const out = join(dir, 'download.mp4');
    const bytes = await withLocalCopy(files.storage, files.layout.fileKey(uid), (path) =>
      toMp4(path, out, job.abort.signal),
    );
    if (job.cancelled) return;
    const keys = downloadKeys(uid);
    await files.storage.put(keys.file, createReadStream(out));
    await files.storage.put(
      keys.marker,
      Buffer.from(JSON.stringify({ bytes, created: new Date().toISOString() })),
    );
    if (job.cancelled) {
      await files.storage.delete(keys.file);
      await files.storage.delete(keys.marker);
    }
  } catch (error) {
    if (!job.cancelled) {
      failed.add(uid);
      log(`recording download ${uid} failed`, error);
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * `GET /stream/{id}/vod-download/{uid}`: the download request's state. No request: 404 "No download
 * request exists."; a failed preparation: 500 'Something went wrong.' (001 §8), once.
 * @throws HttpError 404, 500
 */
export async function readDownload(files: RecordingFiles, uid: string, apiBase: string) {
  if (failed.delete(uid)) throw new HttpError(500, 'Something went wrong.');
  const state = await downloadState(files, uid, apiBase);
  if (!state) throw notFound('No download request exists.');
  return state;
}

/**
 * `POST /stream/{id}/vod-download/{uid}`: answers the existing request, or starts preparing the MP4
 * in the background (`inprogress`). Only one preparation per stream at a time: another recording
 * of the same stream in progress is 422 {@link DOWNLOAD_BUSY_MESSAGE}.
 * @throws HttpError 422
 */
export async function requestDownload(
  files: RecordingFiles,
  streamId: number,
  uid: string,
  apiBase: string,
  log: (m: string, e: unknown) => void,
): Promise<RecordingDownload> {
  failed.delete(uid);
  const existing = await downloadState(files, uid, apiBase);
  if (existing) return existing;
  for (const [other, job] of jobs)
    if (job.streamId === streamId && other !== uid) throw invalid({ _: [DOWNLOAD_BUSY_MESSAGE] });
  const job: Job = { streamId, cancelled: false, abort: new AbortController(), done: Promise.resolve() };
  job.done = prepare(files, uid, job, log).finally(() => jobs.delete(uid));
  jobs.set(uid, job);
  return { uid, status: 'inprogress', url: null };
}

/** The name of recording `uid` (any account; the address is unguessable), or `null` — for serving its download. */
export async function recordingName(db: Db, uid: string): Promise<string | null> {
  const [row] = await db
    .select({ name: streamRecordings.name })
    .from(streamRecordings)
    .where(eq(streamRecordings.id, uid));
  return row?.name ?? null;
}

/** A safe `Content-Disposition` file name: the recording's name with `.mp4`. */
export function downloadFileName(name: string) {
  const base = name
    .replace(/\.[A-Za-z0-9]{2,4}$/, '')
    .replace(/[^A-Za-z0-9 _.-]+/g, '_')
    .trim();
  return `${base || 'recording'}.mp4`;
}
