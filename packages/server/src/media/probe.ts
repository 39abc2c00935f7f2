import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** What {@link probeVideo} reads from a file. */
export interface VideoProbe {
  /** Container names as ffprobe lists them, e.g. `mov,mp4,m4a,3gp,3g2,mj2`. */
  format: string;
  durationSeconds: number;
  width: number | null;
  height: number | null;
  /** The first video stream's codec and pixel format as ffprobe names them (`h264`, `hevc`, `yuv420p`). */
  videoCodec: string;
  pixelFormat: string | null;
  /** The first audio stream's codec, `null` without audio. */
  audioCodec: string | null;
}

/**
 * Codecs every current browser plays inside an MP4 / MOV (Chromium, Firefox, Safari, Android): a
 * file with another video codec (HEVC, ProRes, MPEG-2, MPEG-4 Part 2, …), a pixel format other
 * than 8-bit 4:2:0, or another audio codec (PCM, AC-3, …) is transcoded (issue 28 §3).
 */
const PLAYABLE_VIDEO = new Set(['h264', 'vp8', 'vp9', 'av1']);
const PLAYABLE_PIXELS = new Set(['yuv420p', 'yuvj420p']);
const PLAYABLE_AUDIO = new Set(['aac', 'mp3', 'opus', 'vorbis', 'flac']);

/** True when browsers cannot play `probe` as uploaded, so it needs a transcode to H.264/AAC MP4. */
export const needsTranscode = (probe: VideoProbe) =>
  !PLAYABLE_VIDEO.has(probe.videoCodec) ||
  (probe.pixelFormat !== null && !PLAYABLE_PIXELS.has(probe.pixelFormat)) ||
  (probe.audioCodec !== null && !PLAYABLE_AUDIO.has(probe.audioCodec));

/**
 * True when every packet of `path` can be read to its end (ffmpeg demuxes the whole file without
 * decoding, `-xerror` stopping at the first error): a file cut short after its index (moov at
 * the front, the data missing) probes with its full duration but fails here. Reads the file
 * once; no decoding, so an hour of 4K costs the time to read it.
 */
export async function readsToEnd(path: string): Promise<boolean> {
  try {
    await run(
      'ffmpeg',
      ['-v', 'error', '-xerror', '-i', path, '-map', '0', '-c', 'copy', '-f', 'null', '-'],
      {
        timeout: 30 * 60_000,
        maxBuffer: 4 * 1024 * 1024,
      },
    );
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw error;
    return false;
  }
}

/** The containers of 001 §5 (mp4, 3gpp, quicktime) as ffprobe names them. */
export const isAllowedVideoFormat = (format: string) =>
  format.split(',').some((f) => ['mp4', 'mov', '3gp'].includes(f));

/**
 * Probes `path` with Debian's `ffprobe` (part of the `ffmpeg` package): container, duration in
 * seconds, the first video stream's size, codec and pixel format, the first audio stream's codec. Answers `null` when ffprobe cannot read it (not a
 * video, truncated). Throws when ffprobe itself is missing.
 */
export async function probeVideo(path: string): Promise<VideoProbe | null> {
  let stdout: string;
  try {
    ({ stdout } = await run(
      'ffprobe',
      ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', path],
      { timeout: 60_000, maxBuffer: 4 * 1024 * 1024 },
    ));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw error;
    return null;
  }
  const info = JSON.parse(stdout) as {
    format?: { format_name?: string; duration?: string };
    streams?: {
      codec_type?: string;
      codec_name?: string;
      pix_fmt?: string;
      width?: number;
      height?: number;
    }[];
  };
  const video = info.streams?.find((s) => s.codec_type === 'video');
  const audio = info.streams?.find((s) => s.codec_type === 'audio');
  const duration = Number(info.format?.duration);
  if (!video || !info.format?.format_name || !Number.isFinite(duration)) return null;
  return {
    format: info.format.format_name,
    durationSeconds: duration,
    width: video.width ?? null,
    height: video.height ?? null,
    videoCodec: video.codec_name ?? '',
    pixelFormat: video.pix_fmt ?? null,
    audioCodec: audio ? (audio.codec_name ?? '') : null,
  };
}

/**
 * Renders a JPEG poster of `path` at `atSeconds` (640 px wide, height kept even) with `ffmpeg`
 * and answers its bytes. Throws when ffmpeg fails.
 */
export async function makePoster(path: string, atSeconds: number): Promise<Buffer> {
  const { stdout } = await run(
    'ffmpeg',
    [
      '-v',
      'error',
      '-ss',
      atSeconds.toFixed(2),
      '-i',
      path,
      '-frames:v',
      '1',
      '-vf',
      'scale=640:-2',
      '-f',
      'image2',
      '-c:v',
      'mjpeg',
      'pipe:1',
    ],
    { timeout: 60_000, maxBuffer: 16 * 1024 * 1024, encoding: 'buffer' },
  );
  return stdout;
}
