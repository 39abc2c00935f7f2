/**
 * ffprobe / ffmpeg helpers for recordings (issue 8, "Recording: every broadcast is recorded …
 * becomes a VOD with thumbnail and duration (ffmpeg)"). Uses the Debian `ffprobe`/`ffmpeg` binaries
 * (override with `FFMPEG_PATH` / `FFPROBE_PATH`).
 */
import { execFile } from 'node:child_process';
import { stat } from 'node:fs/promises';

export const FFMPEG = process.env.FFMPEG_PATH || 'ffmpeg';
export const FFPROBE = process.env.FFPROBE_PATH || 'ffprobe';

function run(bin: string, args: string[], timeoutMs = 60_000): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(bin, args, { timeout: timeoutMs, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`${bin} failed: ${error.message}\n${String(stderr).slice(-2000)}`));
      else resolve(String(stdout));
    });
  });
}

/**
 * Duration of a media file in seconds. Uses the container duration when plausible, otherwise the
 * largest packet end time (WebM written live may carry a placeholder duration).
 * @throws Error when ffprobe fails or the file has no packets.
 */
export async function probeDurationSec(file: string): Promise<number> {
  const out = await run(FFPROBE, [
    '-v',
    'error',
    '-show_entries',
    'format=duration',
    '-of',
    'default=noprint_wrappers=1:nokey=1',
    file,
  ]);
  const container = Number.parseFloat(out.trim());
  const packets = await run(FFPROBE, [
    '-v',
    'error',
    '-show_entries',
    'packet=pts_time,duration_time',
    '-of',
    'csv=p=0',
    file,
  ]);
  let first = Number.POSITIVE_INFINITY;
  let last = 0;
  for (const line of packets.split('\n')) {
    const [pts, dur] = line.split(',');
    const t = Number.parseFloat(pts ?? '');
    if (!Number.isFinite(t)) continue;
    const d = Number.parseFloat(dur ?? '');
    first = Math.min(first, t);
    last = Math.max(last, t + (Number.isFinite(d) ? d : 0));
  }
  if (!Number.isFinite(first)) throw new Error(`no media packets in ${file}`);
  const fromPackets = last - Math.min(first, 0);
  if (Number.isFinite(container) && container > 0 && container <= fromPackets + 2) return container;
  return fromPackets;
}

/**
 * Writes a JPEG thumbnail (max 640 px wide) taken at `atSec` (clamped into the file).
 * @returns the thumbnail path, or null when no video frame could be decoded.
 */
export async function makeThumbnail(file: string, out: string, atSec: number): Promise<string | null> {
  try {
    await run(FFMPEG, [
      '-y',
      '-v',
      'error',
      '-ss',
      String(Math.max(0, atSec)),
      '-i',
      file,
      '-frames:v',
      '1',
      '-vf',
      "scale='min(640,iw)':-2",
      out,
    ]);
    const s = await stat(out);
    return s.size > 0 ? out : null;
  } catch {
    return null;
  }
}

/** Copies the streams of `input` into a Matroska/MP4 container chosen by `output`'s extension. */
export async function remux(input: string, output: string): Promise<void> {
  await run(FFMPEG, ['-y', '-v', 'error', '-i', input, '-c', 'copy', output], 10 * 60_000);
}

/** Per-stream summary of a media file: codec, packet count and media time span in seconds. */
export interface StreamSummary {
  index: number;
  codec: string;
  kind: 'audio' | 'video' | 'other';
  packets: number;
  spanSec: number;
}

/**
 * Summarises every stream of a file (ffprobe), e.g. to check that a recording kept its audio.
 * @throws Error when ffprobe fails.
 */
export async function probeStreams(file: string): Promise<StreamSummary[]> {
  const streams = await run(FFPROBE, [
    '-v',
    'error',
    '-show_entries',
    'stream=index,codec_name,codec_type',
    '-of',
    'csv=p=0',
    file,
  ]);
  const summaries = new Map<number, StreamSummary & { first: number; last: number }>();
  for (const line of streams.trim().split('\n')) {
    const [index, codec, type] = line.split(',');
    if (index === undefined || !codec) continue;
    const kind = type === 'audio' || type === 'video' ? type : 'other';
    summaries.set(Number(index), {
      index: Number(index),
      codec,
      kind,
      packets: 0,
      spanSec: 0,
      first: Number.POSITIVE_INFINITY,
      last: 0,
    });
  }
  const packets = await run(FFPROBE, [
    '-v',
    'error',
    '-show_entries',
    'packet=stream_index,pts_time',
    '-of',
    'csv=p=0',
    file,
  ]);
  for (const line of packets.split('\n')) {
    const [index, pts] = line.split(',');
    const s = summaries.get(Number(index));
    const t = Number.parseFloat(pts ?? '');
    if (!s || !Number.isFinite(t)) continue;
    s.packets++;
    s.first = Math.min(s.first, t);
    s.last = Math.max(s.last, t);
  }
  return [...summaries.values()].map(({ first, last, ...s }) => ({
    ...s,
    spanSec: Number.isFinite(first) ? last - first : 0,
  }));
}
