/// <reference path="./hls-light.d.ts" />
import type Hls from 'hls.js';

/** Fatal media errors hls.js is asked to recover in place (`recoverMediaError`) before a reload. */
const MEDIA_RECOVERIES = 2;
/** Reloads (a new hls.js instance, or the native source set again) before the viewer is told. */
const RELOADS = 2;
/** Pause before a reload (ms): a live playlist the ingest is rewriting may be missing a moment. */
const RELOAD_DELAY_MS = 1000;

/**
 * Whether the browser has Media Source Extensions (every desktop browser, Android). Where it has,
 * hls.js plays HLS: Chromium answers `canPlayType('application/vnd.apple.mpegurl')` since its own
 * HLS demuxer shipped, but that demuxer fails on live playlists (MEDIA_ERR_SRC_NOT_SUPPORTED,
 * DEMUXER_ERROR_COULD_NOT_PARSE once Play comes a few seconds after the source was set; issue 28).
 */
export function hasMediaSource(): boolean {
  const w = globalThis as { MediaSource?: unknown; WebKitMediaSource?: unknown };
  return typeof w.MediaSource === 'function' || typeof w.WebKitMediaSource === 'function';
}

/** A started HLS playback; `destroy()` detaches the stream from the video (idempotent). */
export interface HlsPlayback {
  destroy(): void;
}

/**
 * The HLS engine of `<smuc-player>` (issue 6, live): plays an `.m3u8` playlist in `video` with the
 * light build of hls.js (its own chunk, fetched only here) wherever Media Source Extensions exist,
 * and with the browser's own HLS only where they do not (iPhone Safari). Errors are recovered
 * before the viewer sees them: a fatal media error is handed to hls.js's `recoverMediaError`
 * ({@link MEDIA_RECOVERIES} times), then the stream is loaded again ({@link RELOADS} times, also
 * after a fatal network error or a native media error); playing again restores both budgets. The
 * viewer's play state is kept across a reload.
 *
 * @param onFatal called once when every recovery failed, with a short reason (hls.js error details
 *   or `media_error_<code>`); the element then offers a retry.
 * @returns a handle whose `destroy()` detaches the stream from the video.
 * @throws Error('hls_unsupported') when neither Media Source Extensions nor native HLS exist.
 */
export async function playHls(
  video: HTMLVideoElement,
  url: string,
  onFatal: (reason: string) => void,
): Promise<HlsPlayback> {
  if (!hasMediaSource()) {
    if (video.canPlayType('application/vnd.apple.mpegurl')) return playNative(video, url, onFatal);
    throw new Error('hls_unsupported');
  }
  const { default: HlsLight } = await import('hls.js/light');
  if (!HlsLight.isSupported()) throw new Error('hls_unsupported');
  return playWithHlsJs(HlsLight, video, url, onFatal);
}

/** hls.js on Media Source Extensions, with in-place media recovery and reloads. */
function playWithHlsJs(
  HlsJs: typeof Hls,
  video: HTMLVideoElement,
  url: string,
  onFatal: (reason: string) => void,
): HlsPlayback {
  let hls: Hls | null = null;
  let destroyed = false;
  let mediaRecoveries = 0;
  let reloads = 0;
  let reloadTimer: ReturnType<typeof setTimeout> | undefined;

  const onPlaying = () => {
    mediaRecoveries = 0;
    reloads = 0;
  };
  const attach = (resume: boolean) => {
    const instance = new HlsJs({ lowLatencyMode: true, backBufferLength: 30 });
    hls = instance;
    instance.on(HlsJs.Events.ERROR, (_event, data) => {
      if (!data.fatal || destroyed || hls !== instance) return;
      if (data.type === HlsJs.ErrorTypes.MEDIA_ERROR && mediaRecoveries < MEDIA_RECOVERIES) {
        mediaRecoveries++;
        instance.recoverMediaError();
      } else if (reloads < RELOADS) {
        reloads++;
        reload();
      } else {
        teardown();
        onFatal(data.details);
      }
    });
    if (resume)
      instance.once(HlsJs.Events.MANIFEST_PARSED, () => {
        video.play().catch(() => undefined);
      });
    instance.loadSource(url);
    instance.attachMedia(video);
  };
  const reload = () => {
    const resume = !video.paused;
    hls?.destroy();
    hls = null;
    reloadTimer = setTimeout(() => {
      if (!destroyed) attach(resume);
    }, RELOAD_DELAY_MS);
  };
  const teardown = () => {
    destroyed = true;
    clearTimeout(reloadTimer);
    video.removeEventListener('playing', onPlaying);
    hls?.destroy();
    hls = null;
  };

  video.addEventListener('playing', onPlaying);
  attach(false);
  return { destroy: teardown };
}

/** The browser's own HLS (no Media Source Extensions), with reloads after a media error. */
function playNative(video: HTMLVideoElement, url: string, onFatal: (reason: string) => void): HlsPlayback {
  let reloads = 0;
  let reloadTimer: ReturnType<typeof setTimeout> | undefined;
  const onPlaying = () => {
    reloads = 0;
  };
  const onError = () => {
    if (reloads >= RELOADS) {
      destroy();
      onFatal(`media_error_${video.error?.code ?? 0}`);
      return;
    }
    reloads++;
    const resume = !video.paused || video.autoplay;
    reloadTimer = setTimeout(() => {
      video.src = url;
      video.load();
      if (resume) video.play().catch(() => undefined);
    }, RELOAD_DELAY_MS);
  };
  const destroy = () => {
    clearTimeout(reloadTimer);
    video.removeEventListener('error', onError);
    video.removeEventListener('playing', onPlaying);
    video.removeAttribute('src');
    video.load();
  };
  video.addEventListener('error', onError);
  video.addEventListener('playing', onPlaying);
  video.src = url;
  return { destroy };
}
