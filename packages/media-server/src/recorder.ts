/**
 * Records a WebRTC broadcast with werift's MediaRecorder (issue 8, "every broadcast is recorded
 * (WebM from WebRTC …)"). VP8/Opus is written as WebM; H264 is written by the same writer and then
 * remuxed into Matroska (`.mkv`, see live-engine-notes.md "Recording").
 */
import { mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { MediaStreamTrack } from 'werift';
import { MediaRecorder } from 'werift/nonstandard';
import { makeThumbnail, probeDurationSec, remux } from './media-tools.js';

/** A finished recording. */
export interface RecordingResult {
  file: string;
  durationSec: number;
  thumbnail: string | null;
}

/** File name stem of a recording: `<streamId>-<UTC yyyyMMddTHHmmss>-<ms>`. */
export function recordingStem(streamId: string, startedAt: Date): string {
  const iso = startedAt
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, '');
  return `${streamId}-${iso}-${startedAt.getTime() % 1000}`;
}

/** Records the given publisher tracks until {@link WebRtcRecording.finish}. */
export class WebRtcRecording {
  private recorder: MediaRecorder | null = null;
  private readonly stem: string;
  private readonly h264: boolean;
  private readonly rawPath: string;

  constructor(
    private readonly dir: string,
    streamId: string,
    private readonly tracks: MediaStreamTrack[],
    size: { width: number; height: number },
  ) {
    this.stem = recordingStem(streamId, new Date());
    this.h264 = tracks.some((t) => t.kind === 'video' && t.codec?.name.toLowerCase() === 'h264');
    this.rawPath = join(dir, `${this.stem}${this.h264 ? '.h264' : ''}.webm`);
    this.size = size;
  }

  private readonly size: { width: number; height: number };

  /** The file being written while the broadcast runs (WebM; `.h264.webm` for H.264 video). */
  get path(): string {
    return this.rawPath;
  }

  /** Creates the directory and starts writing. */
  async start(): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    this.recorder = new MediaRecorder({
      path: this.rawPath,
      tracks: this.tracks,
      width: this.size.width || 640,
      height: this.size.height || 360,
      // Timestamps already come from the sender reports (NtpTimeCallback). werift's lip-sync stage
      // drops every audio frame older than the video it already flushed, which cut the first ~1.5 s
      // of audio (Chromium's first audio SR arrives late) and the last interval of both tracks.
      disableLipSync: true,
    });
  }

  /**
   * Stops writing, then probes duration and makes a thumbnail.
   * @returns the result, or null when nothing playable was written.
   */
  async finish(): Promise<RecordingResult | null> {
    const recorder = this.recorder;
    if (!recorder) return null;
    this.recorder = null;
    await recorder.stop();
    let file = this.rawPath;
    try {
      if (this.h264) {
        const mkv = join(this.dir, `${this.stem}.mkv`);
        await remux(this.rawPath, mkv).catch(async () => {
          await rename(this.rawPath, mkv);
        });
        await rm(this.rawPath, { force: true });
        file = mkv;
      }
      const durationSec = await probeDurationSec(file);
      const thumbnail = await makeThumbnail(
        file,
        join(this.dir, `${this.stem}.jpg`),
        Math.min(1, durationSec / 2),
      );
      return { file, durationSec, thumbnail };
    } catch {
      return null;
    }
  }
}
