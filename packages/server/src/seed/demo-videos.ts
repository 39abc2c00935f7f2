import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { rename, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { StreamStatus, StreamType } from '@smuc/sdk';
import type { Db } from '../db/client';
import { mediaVideos } from '../db/schema';
import type { MediaStorage } from '../media/storage';
import { finishVideo, LOCAL_VIDEO_LAYOUT, type VideoLayout } from '../media/videos';
import { accountStreamRows } from '../streams/reads';

const run = promisify(execFile);

/** The demo clip: seconds, size and rate (small enough to make in about a second). */
export const DEMO_CLIP = { seconds: 20, width: 640, height: 360, fps: 25 } as const;

/** The frame size of a clip made by {@link demoClip}, in pixels (both even, as H.264 4:2:0 needs). */
export interface ClipSize {
  width: number;
  height: number;
}

/**
 * Makes a clip with Debian's ffmpeg — a moving test pattern with a tone, H.264/AAC MP4 with its
 * index up front so playback starts at once — and answers its path. `size` defaults to the demo
 * clip's 640×360 landscape frame (the stream tester also asks for 360×640 portrait); the length
 * and rate are {@link DEMO_CLIP}'s. Made once per machine and size and kept in the temp directory
 * (written to a side name first, so a crash never leaves half a file).
 * @throws when ffmpeg is missing or fails.
 */
export async function demoClip(size: ClipSize = DEMO_CLIP): Promise<string> {
  const { seconds, fps } = DEMO_CLIP;
  const { width, height } = size;
  const path = join(tmpdir(), `smuc-demo-clip-${width}x${height}-${seconds}s.mp4`);
  if (existsSync(path)) return path;
  const partial = `${path}.${randomBytes(4).toString('hex')}.part.mp4`;
  await run(
    'ffmpeg',
    [
      ...['-y', '-loglevel', 'error'],
      ...['-f', 'lavfi', '-i', `testsrc2=size=${width}x${height}:rate=${fps}`],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=44100'],
      ...['-t', String(seconds), '-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p'],
      ...['-b:v', '400k', '-c:a', 'aac', '-b:a', '64k', '-movflags', '+faststart', partial],
    ],
    { timeout: 120_000 },
  );
  await rename(partial, path);
  return path;
}

/**
 * Demo data: every player of the account that plays a file — playbacks, simple videos, video ads
 * and closed broadcasts — gets a real uploaded video (001 §3 `vod_data_id`, save check 4 of
 * 001 §5), stored and finished through the same path as a tus upload (`finishVideo`: probe,
 * poster, ready row, stream video), so every demo kind plays and counts toward stored minutes like
 * any upload. Answers how many players got one.
 */
export async function seedStreamVideos(
  db: Db,
  accountId: number,
  storage: MediaStorage,
  layout: VideoLayout = LOCAL_VIDEO_LAYOUT,
): Promise<number> {
  // Every kind that plays a file: fake-live playbacks, simple videos and video ads (type embed),
  // and closed broadcasts (their recording). Waiting, live and paused broadcasts play the engine.
  const playbacks = (await accountStreamRows(db, accountId)).filter(
    (s) =>
      s.type === StreamType.playback ||
      s.type === StreamType.embed ||
      (s.type === StreamType.live && s.status === StreamStatus.closed),
  );
  if (playbacks.length === 0) return 0;
  const clip = await demoClip();
  const { size } = await stat(clip);
  // One clip for every player: probed and given its poster once.
  const analyses = new Map();
  for (const stream of playbacks) {
    const id = randomBytes(16).toString('hex');
    await db.insert(mediaVideos).values({
      id,
      accountId,
      streamId: stream.id,
      name: 'demo-clip.mp4',
      bytes: size,
      status: 'uploading',
    });
    await storage.put(layout.fileKey(id), createReadStream(clip));
    await finishVideo(db, storage, id, clip, layout, { analyses });
  }
  return playbacks.length;
}
