import {
  createVideoUpload,
  isAllowedVideo,
  VIDEO_FINISH_DELAY_MS,
  type VideoInfo,
  type VideoUploadState,
} from '@smuc/sdk';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_API_BASE } from '../../shell/AreaRoot';
import { useArea } from '../../shell/area-context';
import { ProgressBar } from '../ProgressBar';
import './texts';

type FieldState = VideoUploadState | { phase: 'idle' } | { phase: 'error'; message: string };

const formatDuration = (seconds: number) => {
  const s = Math.round(seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

/**
 * A video upload field (001 §3, §5, §7): checks type (mp4, 3gpp, quicktime) and size (30 GB) first,
 * uploads with tus (resumable, 10 MiB chunks) showing preparing → uploading with percentage →
 * processing, waits the spec's 5 s, then shows the poster and duration and calls `onUploaded`
 * with the media id. `videoId` shows the current video.
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
  const { t } = useTranslation();
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
  useEffect(() => () => abort.current?.(), []);

  const choose = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    if (!isAllowedVideo(file.type, file.size))
      return setState({ phase: 'error', message: t('upload.video.invalid') });
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
      await new Promise((r) => setTimeout(r, VIDEO_FINISH_DELAY_MS));
      setState({ phase: 'idle' });
      onUploaded(mediaId);
    } catch {
      setState({ phase: 'error', message: t('upload.video.failed') });
    } finally {
      abort.current = null;
    }
  };

  const busy = state.phase === 'preparing' || state.phase === 'uploading' || state.phase === 'processing';
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
      </div>
      {state.phase === 'error' && (
        <p className="field-error" role="alert">
          {state.message}
        </p>
      )}
    </div>
  );
}
