import {
  createVideoUpload,
  INVALID_VIDEO_MESSAGE,
  type Language,
  localizeText,
  settleVideo,
  VIDEO_FINISH_DELAY_MS,
  VIDEO_MAX_BYTES,
  VIDEO_TYPES,
  type VideoInfo,
  VideoRefusedError,
  type VideoUploadState,
} from '@smuc/sdk';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_API_BASE } from '../../shell/AreaRoot';
import { useArea } from '../../shell/area-context';
import { ProgressBar } from '../ProgressBar';
import './texts';

type FieldState =
  | VideoUploadState
  | { phase: 'idle' }
  | { phase: 'error'; message: string }
  | { phase: 'transcoding'; percent: number };

/** How often a video being checked or transcoded is asked about (ms). */
const CHECK_POLL_MS = 1000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const formatDuration = (seconds: number) => {
  const s = Math.round(seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

/**
 * A video upload field (001 §3, §5, §7): checks type (mp4, 3gpp, quicktime) and size (30 GB) first,
 * uploads with tus (resumable, 10 MiB chunks) showing preparing → uploading with percentage →
 * processing while the server checks the stored file (issue 35 §3), waits the spec's 5 s, then
 * shows the poster and duration and calls `onUploaded` with the media id. A video browsers cannot
 * play is transcoded by the server first: the field shows "Processing… N %" until it is ready
 * (issue 28 §3). A refused file shows the server's reason in the user's language (empty, cut
 * short, wrong type), never a bare "Something went wrong.". `videoId` shows the current video.
 */
export function VideoUploadField({
  apiBase,
  token,
  streamId,
  videoId,
  disabled,
  onUploaded,
}: {
  apiBase?: string | undefined;
  token?: string | undefined;
  streamId: number;
  videoId: string | null;
  disabled?: boolean;
  onUploaded: (id: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const { client } = useArea();
  const id = useId();
  const [state, setState] = useState<FieldState>({ phase: 'idle' });
  const [info, setInfo] = useState<VideoInfo | null>(null);
  const abort = useRef<(() => void) | null>(null);

  useEffect(() => {
    if (!videoId) return setInfo(null);
    const controller = new AbortController();
    client.media.video(videoId, controller.signal).then(setInfo, () => setInfo(null));
    return () => controller.abort();
  }, [client, videoId]);
  const alive = useRef(true);
  useEffect(
    () => () => {
      alive.current = false;
      abort.current?.();
    },
    [],
  );

  /** A refusal's text in the user's language: the 001 §5 type text by its key, others by the sdk's catalogue. */
  const refusal = (message: string) =>
    message === INVALID_VIDEO_MESSAGE
      ? t('upload.video.invalid')
      : localizeText(message, (i18n.resolvedLanguage ?? 'en') as Language);

  const choose = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    if (!(VIDEO_TYPES as readonly string[]).includes(file.type))
      return setState({ phase: 'error', message: t('upload.video.invalid') });
    if (file.size === 0) return setState({ phase: 'error', message: t('upload.video.empty') });
    if (file.size > VIDEO_MAX_BYTES) return setState({ phase: 'error', message: t('upload.video.tooLarge') });
    const upload = createVideoUpload({
      baseUrl: apiBase || DEFAULT_API_BASE,
      token,
      file,
      streamId,
      onState: setState,
    });
    abort.current = upload.abort;
    try {
      const mediaId = await upload.start();
      setState({ phase: 'processing' });
      // The spec's pause after the upload (001 §3). The server checks the file after its last byte
      // (issue 35 §3): a refusal (cut short, not a video) arrives here as a VideoRefusedError; a
      // video being transcoded (HEVC, ProRes, …) shows its percent meanwhile and until it is ready.
      const pause = sleep(VIDEO_FINISH_DELAY_MS);
      const video = await settleVideo(() => client.media.video(mediaId), {
        intervalMs: CHECK_POLL_MS,
        stop: () => !alive.current,
        onInfo: (now) =>
          now.progress !== undefined && setState({ phase: 'transcoding', percent: now.progress }),
      });
      await pause;
      if (!alive.current) return;
      if (video.status !== 'ready') throw new Error(video.status);
      setState({ phase: 'idle' });
      onUploaded(mediaId);
    } catch (err) {
      if (!alive.current) return;
      const message = err instanceof VideoRefusedError ? refusal(err.message) : t('upload.video.failed');
      setState({ phase: 'error', message });
    } finally {
      abort.current = null;
    }
  };

  const busy =
    state.phase === 'preparing' ||
    state.phase === 'uploading' ||
    state.phase === 'processing' ||
    state.phase === 'transcoding';
  return (
    <div className="video-upload">
      {info?.status === 'ready' && info.thumbnail_url ? (
        <figure className="video-poster">
          <img src={info.thumbnail_url} alt={t('upload.video.poster')} />
          {info.duration !== null && (
            <figcaption className="muted">
              {t('upload.video.duration', { duration: formatDuration(info.duration) })}
            </figcaption>
          )}
        </figure>
      ) : (
        !busy && <p className="muted">{t('upload.video.none')}</p>
      )}
      <div className="field">
        <label htmlFor={`${id}-file`}>{videoId ? t('upload.video.replace') : t('upload.video.choose')}</label>
        <input
          id={`${id}-file`}
          name="video"
          type="file"
          className="input"
          accept="video/mp4,video/3gpp,video/quicktime"
          disabled={disabled || busy}
          onChange={(e) => void choose(e.currentTarget)}
        />
      </div>
      <div className="video-upload-status" role="status" aria-live="polite">
        {state.phase === 'preparing' && t('upload.video.preparing')}
        {state.phase === 'uploading' && (
          <>
            {t('upload.video.uploading', { percent: state.percent })}
            <ProgressBar value={state.percent} max={100} label={t('upload.video.progress')} />
          </>
        )}
        {state.phase === 'processing' && t('upload.video.processing')}
        {state.phase === 'transcoding' && (
          <>
            {t('upload.video.transcoding', { percent: state.percent })}
            <ProgressBar value={state.percent} max={100} label={t('upload.video.transcodeProgress')} />
          </>
        )}
      </div>
      {state.phase === 'error' && (
        <p className="field-error" role="alert">
          {state.message}
        </p>
      )}
    </div>
  );
}
