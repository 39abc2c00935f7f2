import {
  INVALID_FILE_TOAST_MS,
  SOCIAL_PROCESSING_MS,
  type SocialVideo,
  StreamType,
  socialVideoOf,
  TOAST_SHORT_MS,
} from '@smuc/sdk';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useArea } from '../../shell/area-context';
import { useToast } from '../../ui/Toaster';
import { useEditor, useEditorState } from '../context';
import css from './media.css?inline';
import { useServerClear } from './useServerClear';
import './texts';

/**
 * Embed social video by link (001 §3-§5), for simple videos and video ads: a YouTube, Vimeo or
 * Facebook link or `<iframe>` code (else the 001 §5 provider text, 8 s); a Facebook video is asked
 * through `GET /tool/facebook-video-check` and must be landscape 16:9 (else the 001 §5 text). Then
 * the draft is flagged `embed_social_video_processing` for 10 s (001 §4, §9) — save is blocked
 * meanwhile with "An operation is still in progress…" — and the address is set after. Remove
 * clears a saved video with `DELETE /stream/{id}/vod/{address}?stream_field=embed_social_video`,
 * an unsaved one in the draft only.
 */
export function SocialVideoPanel() {
  const { t } = useTranslation();
  const { client } = useArea();
  const toast = useToast();
  const { store, readOnly } = useEditor();
  const type = useEditorState((s) => s.draft?.type);
  const current = useEditorState((s) => s.draft?.embed_social_video ?? null);
  const processing = useEditorState((s) => s.draft?.embed_social_video_processing === true);
  const savedUrl = useEditorState((s) => s.saved?.embed_social_video ?? null);
  const streamId = useEditorState((s) => s.saved?.id ?? 0);
  const clear = useServerClear();
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  // Leaving mid-processing (type change, unmount) drops the pending video: never a stuck flag.
  useEffect(
    () => () => {
      if (!timer.current) return;
      clearTimeout(timer.current);
      timer.current = null;
      store.getState().edit((d) => ({ ...d, embed_social_video_processing: false }));
    },
    [store],
  );

  if (type !== StreamType.embed) return null;

  const refuse = (message: string) => {
    setError(message);
    toast(message, 'danger', INVALID_FILE_TOAST_MS);
  };

  const start = (video: SocialVideo) => {
    store.getState().edit((d) => ({ ...d, embed_social_video_processing: true }));
    timer.current = setTimeout(() => {
      timer.current = null;
      store
        .getState()
        .edit((d) => ({ ...d, embed_social_video: video.url, embed_social_video_processing: false }));
    }, SOCIAL_PROCESSING_MS);
    setText('');
  };

  const add = async () => {
    setError(null);
    const video = socialVideoOf(text);
    if (!video) return refuse(t('playerEditorMedia.social.provider'));
    if (video.provider === 'facebook') {
      setBusy(true);
      try {
        const check = await client.media.facebookVideoCheck(video.url);
        if (!check.allowed_in_stream) return refuse(t('playerEditorMedia.social.facebookLandscape'));
      } catch {
        return refuse(t('playerEditorMedia.social.failed'));
      } finally {
        setBusy(false);
      }
    }
    start(video);
  };

  const remove = async () => {
    if (!current) return;
    // An unsaved address is dropped from the draft only; a saved one is cleared on the server.
    if (current !== savedUrl) return store.getState().edit((d) => ({ ...d, embed_social_video: null }));
    setBusy(true);
    try {
      await client.streams.removeVod(streamId, current, 'embed_social_video');
      clear((s) => ({ ...s, embed_social_video: null }));
      toast(t('playerEditorMedia.social.removed'), 'success', TOAST_SHORT_MS);
    } catch {
      toast(t('playerEditorMedia.social.failed'), 'danger', TOAST_SHORT_MS);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card side-panel social-video" aria-labelledby={`${id}-title`}>
      <style>{css}</style>
      <h2 id={`${id}-title`}>{t('playerEditorMedia.social.title')}</h2>
      {current && (
        <p className="social-current">
          <span className="muted">{t('playerEditorMedia.social.current')}: </span>
          <a href={current} target="_blank" rel="noreferrer noopener">
            {current}
          </a>
        </p>
      )}
      {current && (
        <button
          type="button"
          className="btn btn-ghost social-remove"
          disabled={readOnly || busy || processing}
          onClick={() => void remove()}
        >
          {t('playerEditorMedia.social.remove')}
        </button>
      )}
      <div className="field">
        <label htmlFor={`${id}-link`}>{t('playerEditorMedia.social.label')}</label>
        <input
          id={`${id}-link`}
          className="input"
          value={text}
          maxLength={4096}
          disabled={readOnly || busy || processing}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          onChange={(e) => {
            setText(e.target.value);
            setError(null);
          }}
          onKeyDown={(e) => {
            // Enter embeds the video instead of submitting (saving) the editor form.
            if (e.key === 'Enter') {
              e.preventDefault();
              if (text.trim()) void add();
            }
          }}
        />
        <span id={`${id}-hint`} className="muted hint">
          {t('playerEditorMedia.social.hint')}
        </span>
        {error && (
          <span id={`${id}-error`} className="field-error" role="alert">
            {error}
          </span>
        )}
      </div>
      <button
        type="button"
        className="btn social-add"
        disabled={readOnly || busy || processing || !text.trim()}
        onClick={() => void add()}
      >
        {t('playerEditorMedia.social.add')}
      </button>
      <p role="status" className="muted">
        {busy && !processing ? t('playerEditorMedia.social.checking') : ''}
        {processing ? t('playerEditorMedia.social.processing') : ''}
      </p>
    </section>
  );
}
