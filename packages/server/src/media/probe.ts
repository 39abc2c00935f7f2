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
}

/** The containers of 001 §5 (mp4, 3gpp, quicktime) as ffprobe names them. */
export const isAllowedVideoFormat = (format: string) =>
  format.split(',').some((f) => ['mp4', 'mov', '3gp'].includes(f));

/**
 * Probes `path` with Debian's `ffprobe` (part of the `ffmpeg` package): container, duration in
 * seconds and the first video stream's size. Answers `null` when ffprobe cannot read it (not a
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
    streams?: { codec_type?: string; width?: number; height?: number }[];
  };
  const video = info.streams?.find((s) => s.codec_type === 'video');
  const duration = Number(info.format?.duration);
  if (!video || !info.format?.format_name || !Number.isFinite(duration)) return null;
  return {
    format: info.format.format_name,
    durationSeconds: duration,
    width: video.width ?? null,
    height: video.height ?? null,
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
