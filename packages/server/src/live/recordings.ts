import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, rm, stat } from 'node:fs/promises';
import { extname } from 'node:path';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mediaVideos, streamRecordings } from '../db/schema';
import { makePoster, probeVideo } from '../media/probe';
import type { MediaStorage } from '../media/storage';
import { LOCAL_VIDEO_LAYOUT, posterKey, type VideoLayout } from '../media/videos';
import { setStreamVideo } from '../streams/repository';

/** A recording as the dashboard reads it (001 §3 Recording). Times ISO-8601, duration in s. */
export interface RecordingView {
  uid: string;
  url: string;
  name: string;
  thumbnail: string;
  created: string;
  duration: number;
  ready: boolean;
  active: boolean;
  weight: number;
  source: 'webrtc' | 'rtmp';
  download: null;
}

/** What the engine hands over when a broadcast's file is complete. */
export interface NewRecording {
  streamId: number;
  accountId: number;
  /** Absolute path of the finished file (WebM, Matroska, MP4 or FLV); moved into the media store. */
  file: string;
  /** Duration in seconds as the engine measured it (ffprobe's when the engine gave none). */
  durationSec: number;
  /** A JPEG poster the engine made, or `null` to render one with ffmpeg. */
  thumbnail: string | null;
  source?: 'webrtc' | 'rtmp';
  now?: Date;
}

const CONTAINERS: Record<string, string> = { '.webm': 'webm', '.mkv': 'mkv', '.mp4': 'mp4', '.flv': 'flv' };

/**
 * Stores a finished broadcast recording as the stream's VOD (issue 8 "Recording"): moves the file
 * into the media store (`tus/<id>`, served by `GET /media/video/{id}`), stores a poster
 * (`videos/<id>/poster.jpg`), adds a ready `media_videos` row (so it counts toward the account's
 * stored minutes, `storedMinutes`) and a `stream_recordings` row (active, weighted last), and makes
 * it the stream's `vod_data_id`. Answers the new recording id.
 * @throws when the file cannot be read; nothing is stored then.
 */
export async function addRecording(
  db: Db,
  storage: MediaStorage,
  input: NewRecording,
  layout: VideoLayout = LOCAL_VIDEO_LAYOUT,
): Promise<string> {
  const id = randomBytes(16).toString('hex');
  const { size } = await stat(input.file);
  const probe = await probeVideo(input.file).catch(() => null);
  const durationSec = input.durationSec > 0 ? input.durationSec : Math.max(0, probe?.durationSeconds ?? 0);
  // Where the store keeps finished videos (`tus/<id>` on disk, `<id>` in a bucket), so playback,
  // downloads and deletes find recordings exactly like uploads.
  await storage.put(layout.fileKey(id), createReadStream(input.file));
  const poster = input.thumbnail
    ? await readFile(input.thumbnail).catch(() => null)
    : await makePoster(input.file, Math.min(1, durationSec / 2)).catch(() => null);
  if (poster) await storage.put(posterKey(id), poster);
  const now = input.now ?? new Date();
  const created = now.toISOString().slice(0, 16).replace('T', ' ');
  const container = CONTAINERS[extname(input.file).toLowerCase()] ?? 'webm';
  const name = `Recording ${created} UTC.${container}`;
  await db.transaction(async (tx) => {
    await tx.insert(mediaVideos).values({
      id,
      accountId: input.accountId,
      streamId: input.streamId,
      name,
      bytes: size,
      status: 'ready',
      durationSeconds: durationSec,
      width: probe?.width ?? null,
      height: probe?.height ?? null,
      createdAt: now,
      readyAt: now,
    });
    const [last] = await tx
      .select({ weight: sql<number>`coalesce(max(${streamRecordings.weight}), -1)::int` })
      .from(streamRecordings)
      .where(eq(streamRecordings.streamId, input.streamId));
    await tx.insert(streamRecordings).values({
      id,
      streamId: input.streamId,
      accountId: input.accountId,
      name,
      container,
      source: input.source ?? 'webrtc',
      durationSeconds: durationSec,
      weight: (last?.weight ?? -1) + 1,
      createdAt: now,
    });
  });
  await setStreamVideo(db, input.accountId, input.streamId, id);
  await rm(input.file, { force: true });
  if (input.thumbnail) await rm(input.thumbnail, { force: true });
  return id;
}

/**
 * The recordings of one stream of the account, in display order (weight, then oldest first).
 * `apiBase` is the absolute API base (`https://host/smucrestapi/v2`) the addresses start with.
 */
export async function listRecordings(
  db: Db,
  accountId: number,
  streamId: number,
  apiBase: string,
): Promise<RecordingView[]> {
  const rows = await db
    .select()
    .from(streamRecordings)
    .where(and(eq(streamRecordings.streamId, streamId), eq(streamRecordings.accountId, accountId)))
    .orderBy(asc(streamRecordings.weight), asc(streamRecordings.createdAt));
  return rows.map((r) => ({
    uid: r.id,
    url: `${apiBase}/media/video/${r.id}`,
    name: r.name,
    thumbnail: `${apiBase}/media/video/${r.id}/poster.jpg`,
    created: r.createdAt.toISOString(),
    duration: Math.round(Number(r.durationSeconds) * 10) / 10,
    ready: r.ready,
    active: r.active,
    weight: r.weight,
    source: r.source,
    download: null,
  }));
}

/** The newest recording of a stream (for the studio's "recording is ready" line), or `null`. */
export async function latestRecording(db: Db, accountId: number, streamId: number, apiBase: string) {
  const [row] = await db
    .select({ id: streamRecordings.id })
    .from(streamRecordings)
    .where(and(eq(streamRecordings.streamId, streamId), eq(streamRecordings.accountId, accountId)))
    .orderBy(desc(streamRecordings.createdAt))
    .limit(1);
  if (!row) return null;
  return (await listRecordings(db, accountId, streamId, apiBase)).find((r) => r.uid === row.id) ?? null;
}
