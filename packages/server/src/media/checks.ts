import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mediaVideos } from '../db/schema';
import { type MediaStorage, withLocalCopy } from './storage';
import type { Transcoder } from './transcode';
import { finishVideo, type VideoLayout } from './videos';

/**
 * The checks of a tus upload after its last byte (issue 35 §3): the last PATCH is answered as soon
 * as the bytes are stored (the row turns `processing`), and the probe, the reads-to-end check and
 * the poster (`finishVideo`) run here afterwards, one upload at a time, so the uploader does not
 * wait 0.6–1 s of ffmpeg on the last chunk. A refused file becomes `failed` with its text in
 * `refusal` (`GET /cloudflare/upload/{id}` answers it as `error`); a video browsers cannot play
 * goes on to the transcoder. Rows left `processing` without a duration by a restart are checked
 * again by {@link UploadChecks.resume}.
 */
export class UploadChecks {
  private queue: Promise<void> = Promise.resolve();
  private readonly queued = new Set<string>();
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly storage: MediaStorage,
    private readonly layout: VideoLayout,
    private readonly transcoder: Transcoder,
    private readonly log: (error: unknown) => void = console.error,
  ) {}

  /**
   * Upload `id` has all its bytes in the store: marks it `processing` (only from `uploading`, so a
   * repeated last PATCH changes nothing) and queues its checks. Answers once the row is marked;
   * the checks' end is {@link UploadChecks.add}'s promise.
   */
  async received(id: string) {
    await this.db
      .update(mediaVideos)
      .set({ status: 'processing' })
      .where(and(eq(mediaVideos.id, id), eq(mediaVideos.status, 'uploading')));
    void this.add(id);
  }

  /** Queues the checks of `id` (no-op when queued); answers when they have run. Never rejects. */
  add(id: string): Promise<void> {
    if (this.closed || this.queued.has(id)) return this.queue;
    this.queued.add(id);
    this.queue = this.queue.then(async () => {
      try {
        if (this.closed) return;
        await withLocalCopy(this.storage, this.layout.fileKey(id), (path) =>
          finishVideo(this.db, this.storage, id, path, this.layout, { transcoder: this.transcoder }),
        );
      } catch (error) {
        // A store or ffmpeg failure (not a refusal): the row stays `processing` for the next start.
        if (!this.closed) this.log(error);
      } finally {
        this.queued.delete(id);
      }
    });
    return this.queue;
  }

  /** Queues every upload a restart left received but unchecked (`processing`, no duration). */
  async resume() {
    const rows = await this.db
      .select({ id: mediaVideos.id })
      .from(mediaVideos)
      .where(and(eq(mediaVideos.status, 'processing'), isNull(mediaVideos.durationSeconds)));
    for (const row of rows) void this.add(row.id);
    return rows.length;
  }

  /** Stops taking uploads and waits for the running check (its row stays for the next start). */
  async close() {
    this.closed = true;
    await this.queue;
  }
}
