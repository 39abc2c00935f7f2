import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CaptionJob, CaptionLanguage } from '@smuc/sdk';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mediaCaptions, mediaVideos } from '../db/schema';
import { runFfmpegWithProgress } from '../media/ffmpeg-progress';
import { type MediaStorage, withLocalCopy } from '../media/storage';
import { putCaption } from './store';
import { TRANSCRIBE_FAILED, TranscribeError, type TranscribeSettings, transcribe } from './transcribe';
import { parseCaptionFile } from './vtt';

/** A generation over a published track (it would turn the viewers' captions into a draft). */
export const GENERATE_TRACK_EXISTS =
  'The video already has published captions in this language: remove them to generate new ones.';
/** A video without a sound track. */
export const TRANSCRIBE_NO_SOUND = 'The video has no sound to generate captions from.';
/** The endpoint answered something that is not valid WebVTT. */
export const TRANSCRIBE_BAD_ANSWER = 'The transcription service answered captions that are not valid WebVTT.';

/** What one caption generation needs: the video, its owner, the spoken language and the length (s). */
export interface CaptionJobInput {
  videoId: string;
  accountId: number;
  language: CaptionLanguage;
  durationSeconds: number;
}

/** Share of the percent the audio extraction takes; the transcription and storing take the rest. */
const EXTRACT_SHARE = 0.5;

/**
 * "Generate captions" (issue 34 §1) as background jobs of one server, run one at a time: the
 * video's first audio stream is cut to a small mono AAC file with ffmpeg (16 kHz, 32 kbit/s:
 * ~4 kB a second), sent to the OpenAI-compatible endpoint ({@link transcribe}), validated as any
 * upload is, and stored as a *draft* track (`source: 'generated'`): viewers do not get it until
 * it is published. The last job of each video is kept in memory (its state is what the editor
 * polls); a restart forgets jobs (the editor can start one again), it never leaves a half track.
 */
export class CaptionJobs {
  private readonly jobs = new Map<string, CaptionJob>();
  private queue: Promise<void> = Promise.resolve();
  private running: ChildProcess | null = null;
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly storage: MediaStorage,
    /** The media-store key of a video's file. */
    private readonly fileKey: (id: string) => string,
    private readonly settings: TranscribeSettings,
    private readonly log: (error: unknown) => void = console.error,
  ) {}

  /** The video's last job (queued, running, done or failed), or null. */
  get(videoId: string): CaptionJob | null {
    return this.jobs.get(videoId) ?? null;
  }

  /** Whether a job of the video is queued or running. */
  busy(videoId: string): boolean {
    const job = this.jobs.get(videoId);
    return job?.status === 'queued' || job?.status === 'running';
  }

  /**
   * Queues the generation of `input` and answers its first state (`queued`); the caller checks
   * {@link busy} first. Never rejects: a failure is the job's `failed` state with the user's text.
   */
  start(input: CaptionJobInput): CaptionJob {
    const job: CaptionJob = { language: input.language, status: 'queued', percent: 0, error: null };
    this.jobs.set(input.videoId, job);
    this.queue = this.queue.then(async () => {
      if (this.closed) return;
      job.status = 'running';
      try {
        await this.runOne(input, job);
        job.status = 'done';
        job.percent = 100;
      } catch (error) {
        if (this.closed) return;
        this.log(error);
        job.status = 'failed';
        job.error = error instanceof TranscribeError ? error.userText : TRANSCRIBE_FAILED;
      }
    });
    return { ...job };
  }

  /** Stops taking jobs and kills a running ffmpeg; waits until the queue has settled. */
  async close() {
    this.closed = true;
    this.running?.kill('SIGKILL');
    await this.queue;
  }

  private async runOne(input: CaptionJobInput, job: CaptionJob) {
    const dir = await mkdtemp(join(tmpdir(), 'smuc-captions-'));
    try {
      const audio = join(dir, 'audio.m4a');
      await withLocalCopy(this.storage, this.fileKey(input.videoId), (source) =>
        runFfmpegWithProgress(
          [
            ...['-v', 'error', '-nostdin', '-y', '-i', source, '-map', '0:a:0', '-vn'],
            ...['-ac', '1', '-ar', '16000', '-c:a', 'aac', '-b:a', '32k', audio],
          ],
          input.durationSeconds,
          {
            started: (child) => {
              this.running = child;
            },
            percent: (p) => {
              job.percent = Math.floor(p * EXTRACT_SHARE);
            },
          },
        ).catch((error: Error) => {
          throw /matches no streams/.test(error.message)
            ? new TranscribeError(TRANSCRIBE_NO_SOUND, error.message)
            : error;
        }),
      );
      this.running = null;
      job.percent = Math.round(EXTRACT_SHARE * 100);
      const vtt = await transcribe(this.settings, audio, input.language);
      job.percent = 90;
      let parsed: ReturnType<typeof parseCaptionFile>;
      try {
        parsed = parseCaptionFile('generated.vtt', vtt);
      } catch (error) {
        throw new TranscribeError(TRANSCRIBE_BAD_ANSWER, `unreadable WebVTT: ${JSON.stringify(error)}`);
      }
      // The video may have gone meanwhile, or a track been published in the language (a draft
      // must never replace what viewers see): then nothing is stored.
      const [row] = await this.db
        .select({ id: mediaVideos.id })
        .from(mediaVideos)
        .where(eq(mediaVideos.id, input.videoId));
      if (!row) throw new TranscribeError(TRANSCRIBE_FAILED, 'video deleted while transcribing');
      const [published] = await this.db
        .select({ language: mediaCaptions.language })
        .from(mediaCaptions)
        .where(
          and(
            eq(mediaCaptions.videoId, input.videoId),
            eq(mediaCaptions.language, input.language),
            eq(mediaCaptions.draft, false),
          ),
        );
      if (published) throw new TranscribeError(GENERATE_TRACK_EXISTS, 'a track was published meanwhile');
      await putCaption(this.db, {
        videoId: input.videoId,
        accountId: input.accountId,
        language: input.language,
        vtt: parsed.vtt,
        cues: parsed.cues,
        source: 'generated',
        draft: true,
      });
    } finally {
      this.running = null;
      await rm(dir, { recursive: true, force: true });
    }
  }
}
