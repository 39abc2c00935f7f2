import type { ChildProcess } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mediaVideos } from '../db/schema';
import { setStreamVideo } from '../streams/repository';
import { runFfmpegWithProgress } from './ffmpeg-progress';
import { type MediaStorage, withLocalCopy } from './storage';

/**
 * Background transcodes of uploads browsers cannot play (issue 28 §3): HEVC, ProRes, MPEG-2 … to
 * H.264 / AAC in an MP4 with its index at the front (`-movflags +faststart`), as Cloudflare Stream
 * and Mux do. The row stays `processing` (the original kept, never served) until the transcode
 * replaces the original file; then it is `ready` and becomes its stream's video. One transcode
 * runs at a time per server; rows still `processing` when a server starts are transcoded again
 * from their kept original ({@link Transcoder.resume}), so a restart never leaves one stuck.
 */

/** What a transcode needs: the media id and the original's duration (for the percent). */
export interface TranscodeJob {
  id: string;
  durationSeconds: number;
}

/**
 * The transcodes of one server: a queue run one at a time, each job's percent, and `close()` that
 * stops the running ffmpeg on shutdown (its row stays `processing`, so the next start resumes it).
 */
export class Transcoder {
  /** Percent done (0–99) of queued and running jobs, by media id. */
  private readonly progress = new Map<string, number>();
  private queue: Promise<void> = Promise.resolve();
  private running: ChildProcess | null = null;
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly storage: MediaStorage,
    /** The media-store key of a video's file (the tus store's layout). */
    private readonly fileKey: (id: string) => string,
    private readonly log: (error: unknown) => void = console.error,
  ) {}

  /**
   * How far the transcode of `id` is, in whole percent; `0` while it waits its turn or while the
   * upload is still being checked (issue 35 §3).
   */
  percent(id: string) {
    return this.progress.get(id) ?? 0;
  }

  /**
   * Queues the transcode of `job` (no-op when it is already queued); answers when it has finished.
   * On success the video's file is the MP4, the row `ready` with its new size and its stream's
   * video set; on failure the row is `failed` (the purge removes it). Never rejects.
   */
  add(job: TranscodeJob): Promise<void> {
    if (this.closed || this.progress.has(job.id)) return this.queue;
    this.progress.set(job.id, 0);
    this.queue = this.queue.then(async () => {
      try {
        if (!this.closed) await this.transcodeOne(job);
      } catch (error) {
        if (this.closed) return;
        this.log(error);
        await this.db.update(mediaVideos).set({ status: 'failed' }).where(eq(mediaVideos.id, job.id));
      } finally {
        this.progress.delete(job.id);
      }
    });
    return this.queue;
  }

  /**
   * Queues every row left `processing` by a restart mid-transcode again; answers how many. Rows
   * without a duration are uploads not checked yet: `UploadChecks.resume` takes those.
   */
  async resume() {
    const rows = await this.db
      .select({ id: mediaVideos.id, duration: mediaVideos.durationSeconds })
      .from(mediaVideos)
      .where(and(eq(mediaVideos.status, 'processing'), isNotNull(mediaVideos.durationSeconds)));
    for (const row of rows) void this.add({ id: row.id, durationSeconds: Number(row.duration ?? 0) });
    return rows.length;
  }

  /** Stops taking jobs and kills the running ffmpeg; waits until the queue has settled. */
  async close() {
    this.closed = true;
    this.running?.kill('SIGKILL');
    await this.queue;
  }

  private async transcodeOne(job: TranscodeJob) {
    const dir = await mkdtemp(join(tmpdir(), 'smuc-transcode-'));
    try {
      const out = join(dir, 'out.mp4');
      await withLocalCopy(this.storage, this.fileKey(job.id), (source) =>
        runFfmpeg(source, out, job.durationSeconds, {
          started: (child) => {
            this.running = child;
          },
          percent: (p) => this.progress.set(job.id, p),
        }),
      );
      this.running = null;
      const { size } = await stat(out);
      // The row may have gone meanwhile (its upload deleted): then nothing is stored.
      const [row] = await this.db.select().from(mediaVideos).where(eq(mediaVideos.id, job.id));
      if (row?.status !== 'processing') return;
      await this.storage.put(this.fileKey(job.id), createReadStream(out));
      await this.db
        .update(mediaVideos)
        .set({ status: 'ready', bytes: size, readyAt: new Date() })
        .where(eq(mediaVideos.id, job.id));
      if (row.streamId !== null) await setStreamVideo(this.db, row.accountId, row.streamId, job.id);
    } finally {
      this.running = null;
      await rm(dir, { recursive: true, force: true });
    }
  }
}

/**
 * ffmpeg from `source` to an H.264 (yuv420p, `veryfast`, CRF 23) / AAC 128 kbit/s MP4 at `out`
 * with `+faststart`, first video and (when present) first audio stream, rotation applied.
 * Reports percent done against `durationSeconds`.
 */
function runFfmpeg(
  source: string,
  out: string,
  durationSeconds: number,
  on: { started: (child: ChildProcess) => void; percent: (p: number) => void },
) {
  return runFfmpegWithProgress(
    [
      ...['-v', 'error', '-nostdin', '-y', '-i', source],
      ...['-map', '0:v:0', '-map', '0:a:0?'],
      ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-pix_fmt', 'yuv420p'],
      ...['-c:a', 'aac', '-b:a', '128k', '-movflags', '+faststart', out],
    ],
    durationSeconds,
    on,
  );
}
