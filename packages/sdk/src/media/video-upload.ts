import { Upload } from 'tus-js-client';
import type { VideoInfo } from '../schemas/media';

/** 001 §7: 10 MiB chunks and retry delays 0, 1, 3, 5 s. */
export const VIDEO_CHUNK_BYTES = 10 * 1024 * 1024;
export const VIDEO_RETRY_DELAYS_MS = [0, 1000, 3000, 5000];
/** 001 §5: only these types, up to 30 GB. */
export const VIDEO_TYPES = ['video/mp4', 'video/3gpp', 'video/quicktime'] as const;
export const VIDEO_MAX_BYTES = 30 * 1024 ** 3;
/** The refusal of any other video type, in the wording of 001 §5 (client and server). */
export const INVALID_VIDEO_MESSAGE =
  'Invalid file! The following file types are allowed: mp4, 3gpp, quicktime';
/** 001 §3: the pause after a finished upload before the editor goes on (ms). */
export const VIDEO_FINISH_DELAY_MS = 5000;

/** The states of 001 §3: preparing → uploading with a percentage → processing. */
export type VideoUploadState =
  | { phase: 'preparing' }
  | { phase: 'uploading'; percent: number; bytesSent: number; bytesTotal: number }
  | { phase: 'processing' };

export interface VideoUploadOptions {
  /** REST base, e.g. `https://app.example/smucrestapi/v2`. */
  baseUrl: string;
  /** Bearer token; omit on the dashboard's own origin (the session cookie signs in). */
  token?: string | undefined;
  /** A browser `File`/`Blob`, or a Node `Buffer`/readable for scripts and tests. */
  file: Blob | Uint8Array;
  /** The file's type and name (a `File` supplies them itself). */
  type?: string;
  name?: string;
  /** The stream that gets the video once it is processed (`uid` of 001 §7). */
  streamId?: number;
  /** Chunk size in bytes (default {@link VIDEO_CHUNK_BYTES}). */
  chunkSize?: number;
  onState?: (state: VideoUploadState) => void;
}

/**
 * The server refused the file (a 4xx answer with a text: wrong type, empty, cut short, too large);
 * `message` is the server's text, in English (the sdk's `localizeText` renders it in the user's
 * language). Other failures (network, 5xx) reject with a plain `Error`.
 */
export class VideoRefusedError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'VideoRefusedError';
  }
}

/** True when `type` and `size` are allowed for a video (001 §5). */
export const isAllowedVideo = (type: string, size: number) =>
  (VIDEO_TYPES as readonly string[]).includes(type) && size > 0 && size <= VIDEO_MAX_BYTES;

/**
 * Waits until an uploaded video is checked (issue 35 §3): calls `info` (`GET /cloudflare/upload/{id}`,
 * e.g. `client.media.video(id)`) every `intervalMs` while the video is `uploading` or `processing`,
 * hands each answer to `onInfo` (a transcode's `progress`), and resolves with the first other
 * answer: `ready`, or rejects with a {@link VideoRefusedError} carrying the server's text (status
 * 422) for a `failed` one. `stop()` returning true ends the wait early with the last answer.
 */
export async function settleVideo(
  info: () => Promise<VideoInfo>,
  {
    intervalMs = 1000,
    onInfo,
    stop,
  }: { intervalMs?: number; onInfo?: (info: VideoInfo) => void; stop?: () => boolean } = {},
): Promise<VideoInfo> {
  let now = await info();
  while ((now.status === 'processing' || now.status === 'uploading') && !stop?.()) {
    onInfo?.(now);
    await new Promise((r) => setTimeout(r, intervalMs));
    now = await info();
  }
  if (now.status === 'failed') throw new VideoRefusedError(now.error ?? INVALID_VIDEO_MESSAGE, 422);
  return now;
}

/**
 * Uploads a video with tus to `POST {baseUrl}/cloudflare/upload?filesize&uid` (001 §7): 10 MiB
 * chunks, retry delays 0, 1, 3, 5 s; in a browser an unfinished upload of the same file resumes
 * from the server's offset (tus-js-client keeps the upload address in localStorage). `start()`
 * resolves with the media id once the server has stored the whole file (its checks run after:
 * {@link settleVideo}), and rejects with a {@link VideoRefusedError} carrying the server's text
 * when it refuses the upload itself (type, size); `abort()` stops (the upload stays resumable).
 */
export function createVideoUpload(options: VideoUploadOptions) {
  const file = options.file as Blob & { name?: string; type?: string };
  const size = options.file instanceof Uint8Array ? options.file.byteLength : options.file.size;
  const type = options.type ?? file.type ?? '';
  const name = options.name ?? file.name ?? 'video';
  const search = new URLSearchParams({ filesize: String(size) });
  if (options.streamId !== undefined) search.set('uid', String(options.streamId));
  let upload: Upload | undefined;
  return {
    start: () =>
      new Promise<string>((resolve, reject) => {
        options.onState?.({ phase: 'preparing' });
        upload = new Upload(file as Blob, {
          endpoint: `${options.baseUrl.replace(/\/$/, '')}/cloudflare/upload?${search}`,
          chunkSize: options.chunkSize ?? VIDEO_CHUNK_BYTES,
          retryDelays: VIDEO_RETRY_DELAYS_MS,
          uploadSize: size,
          metadata: { filename: name, filetype: type },
          headers: options.token ? { Authorization: `Bearer ${options.token}` } : {},
          removeFingerprintOnSuccess: true,
          onProgress(sent, total) {
            options.onState?.(
              sent >= total
                ? { phase: 'processing' }
                : {
                    phase: 'uploading',
                    percent: Math.floor((sent / total) * 100),
                    bytesSent: sent,
                    bytesTotal: total,
                  },
            );
          },
          onSuccess() {
            resolve(upload?.url?.split('/').pop() ?? '');
          },
          onError(error) {
            const response = (error as { originalResponse?: { getBody(): string; getStatus(): number } })
              .originalResponse;
            const body = response?.getBody();
            let message = body || error.message;
            try {
              message = (JSON.parse(body ?? '') as { error?: string }).error ?? message;
            } catch {
              // a plain-text body (tus answers) is the message itself
            }
            const status = response?.getStatus() ?? 0;
            reject(
              status >= 400 && status < 500 && body
                ? new VideoRefusedError(message, status)
                : new Error(message),
            );
          },
        });
        upload
          .findPreviousUploads()
          .then((previous) => {
            if (previous[0]) upload?.resumeFromPreviousUpload(previous[0]);
            upload?.start();
          })
          .catch(() => upload?.start());
      }),
    abort: () => upload?.abort(),
  };
}
