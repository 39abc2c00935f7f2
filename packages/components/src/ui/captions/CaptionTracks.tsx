import {
  CAPTION_LANGUAGES,
  CAPTION_MAX_BYTES,
  type CaptionLanguage,
  type CaptionTrack,
  type Language,
  localizeText,
  ValidationError,
} from '@smuc/sdk';
import { Captions, Trash2, Upload } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useArea } from '../../shell/area-context';
import { useAsync } from '../../shell/useAsync';
import { Skeleton, WidgetError } from '../WidgetState';
import css from './captions.css?inline';
import './texts';

/** What the status line under the list says: nothing, an upload under way, or the last outcome. */
type Status =
  | { phase: 'idle' }
  | { phase: 'uploading'; language: CaptionLanguage; file: string }
  | { phase: 'done'; text: string };

/** The server's texts for a file it refused (`{file: [...]}` of a 422), else one general text. */
function refusalLines(error: unknown, fallback: string): string[] {
  if (error instanceof ValidationError) {
    const lines = error.errors.file ?? Object.values(error.errors).flat();
    return lines.length > 0 ? lines : [error.message];
  }
  return [fallback];
}

/**
 * The caption tracks of one video (issue 34 §1), for every video kind: the uploaded video of a
 * playback player, simple video or video ad (the editor's video panel) and each broadcast
 * recording (the recordings modal). One row per language (en, hu, de, ar): its cue count or "No
 * track", a Draft badge for a generated track not yet shown to viewers, Add/Replace (a `.vtt` or
 * `.srt` file, sent as text to `PUT /media/video/{id}/captions/{language}`) and Remove. While a
 * file uploads the status line shows its name and a progress bar; a refused file shows the
 * server's per-line texts (in the user's language) under its language's row, nothing stored.
 * `disabled` (read-only editor) leaves the list to read.
 */
export function CaptionTracks({ videoId, disabled }: { videoId: string; disabled?: boolean }) {
  const { t, i18n } = useTranslation();
  const { client } = useArea();
  const id = useId();
  const loaded = useAsync((signal) => client.media.captions(videoId, signal), [client, videoId]);
  const [tracks, setTracks] = useState<CaptionTrack[] | null>(null);
  const [status, setStatus] = useState<Status>({ phase: 'idle' });
  const [errors, setErrors] = useState<Partial<Record<CaptionLanguage, string[]>>>({});
  const inputs = useRef(new Map<CaptionLanguage, HTMLInputElement>());
  const alive = useRef(true);
  useEffect(
    () => () => {
      alive.current = false;
    },
    [],
  );
  useEffect(() => {
    if (loaded.data) setTracks(loaded.data);
  }, [loaded.data]);

  const named = (language: CaptionLanguage) => t(`captions.languageIn.${language}`);
  const busy = status.phase === 'uploading';

  const upload = async (language: CaptionLanguage, input: HTMLInputElement) => {
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    setErrors((all) => ({ ...all, [language]: undefined }));
    // The server refuses it too; checked here so a big file is not read and sent for nothing.
    if (file.size > CAPTION_MAX_BYTES) {
      const lang = (i18n.resolvedLanguage ?? 'en') as Language;
      const text = localizeText(`A caption file may be at most ${CAPTION_MAX_BYTES / 1024} kB.`, lang);
      setErrors((all) => ({ ...all, [language]: [text] }));
      return;
    }
    setStatus({ phase: 'uploading', language, file: file.name });
    try {
      const track = await client.media.putCaptions(videoId, language, {
        file_name: file.name,
        content: await file.text(),
      });
      if (!alive.current) return;
      setTracks((all) => [...(all ?? []).filter((x) => x.language !== language), track]);
      setStatus({ phase: 'done', text: t('captions.saved', { language: named(language) }) });
    } catch (error) {
      if (!alive.current) return;
      setErrors((all) => ({ ...all, [language]: refusalLines(error, t('captions.failed')) }));
      setStatus({ phase: 'idle' });
    }
  };

  const remove = async (language: CaptionLanguage) => {
    setErrors((all) => ({ ...all, [language]: undefined }));
    try {
      const left = await client.media.removeCaptions(videoId, language);
      if (!alive.current) return;
      setTracks(left);
      setStatus({ phase: 'done', text: t('captions.removed', { language: named(language) }) });
    } catch (error) {
      if (alive.current)
        setErrors((all) => ({ ...all, [language]: refusalLines(error, t('captions.failed')) }));
    }
  };

  let body: ReactNode;
  if (loaded.status === 'error' && !tracks) body = <WidgetError onRetry={loaded.reload} />;
  else if (!tracks) body = <Skeleton height={120} />;
  else
    body = (
      <ul className="caption-list" aria-label={t('captions.listLabel')}>
        {CAPTION_LANGUAGES.map((language) => {
          const track = tracks.find((x) => x.language === language);
          const lines = errors[language];
          const errorId = `${id}-${language}-error`;
          return (
            <li key={language} className="caption-track" data-language={language}>
              <span className="caption-language">{t(`captions.languages.${language}`)}</span>
              <span className="caption-state muted">
                {track ? t('captions.cues', { count: track.cues }) : t('captions.none')}
                {track?.draft && <span className="badge caption-draft">{t('captions.draft')}</span>}
              </span>
              <span className="caption-actions">
                <input
                  ref={(el) => {
                    if (el) inputs.current.set(language, el);
                    else inputs.current.delete(language);
                  }}
                  type="file"
                  hidden
                  tabIndex={-1}
                  accept=".vtt,.srt,text/vtt,application/x-subrip"
                  aria-label={t(track ? 'captions.replaceNamed' : 'captions.addNamed', {
                    language: named(language),
                  })}
                  onChange={(e) => void upload(language, e.currentTarget)}
                />
                <button
                  type="button"
                  className="btn caption-upload"
                  aria-label={t(track ? 'captions.replaceNamed' : 'captions.addNamed', {
                    language: named(language),
                  })}
                  aria-describedby={lines ? errorId : undefined}
                  disabled={disabled || busy}
                  onClick={() => inputs.current.get(language)?.click()}
                >
                  <Upload size={16} aria-hidden />
                  <span>{track ? t('captions.replace') : t('captions.add')}</span>
                </button>
                {track && (
                  <button
                    type="button"
                    className="btn btn-ghost btn-icon caption-remove"
                    aria-label={t('captions.removeNamed', { language: named(language) })}
                    title={t('captions.remove')}
                    disabled={disabled || busy}
                    onClick={() => void remove(language)}
                  >
                    <Trash2 size={16} aria-hidden />
                  </button>
                )}
              </span>
              {lines && (
                <div className="caption-error field-error" role="alert" id={errorId}>
                  <p>{t('captions.refused', { language: named(language) })}</p>
                  <ul>
                    {lines.map((line) => (
                      <li key={line} dir="auto">
                        {line}
                      </li>
                    ))}
                  </ul>
                </div>
              )}
            </li>
          );
        })}
      </ul>
    );

  return (
    <section className="caption-tracks" aria-labelledby={`${id}-title`}>
      <style>{css}</style>
      <h3 id={`${id}-title`} className="caption-title">
        <Captions size={18} aria-hidden />
        <span>{t('captions.title')}</span>
      </h3>
      <p className="hint muted">{t('captions.hint')}</p>
      {body}
      <div className="caption-status" role="status" aria-live="polite">
        {status.phase === 'uploading' && (
          <>
            {/* The file name isolated (U+2068…U+2069), so a Latin name keeps its order in Arabic. */}
            <span>{t('captions.uploading', { file: `\u2068${status.file}\u2069` })}</span>
            {/* Indeterminate (no aria-valuenow): a fetch reports no upload progress, and files are ≤ 512 kB. */}
            <div className="progress caption-progress" role="progressbar" aria-label={t('captions.progress')}>
              <div />
            </div>
          </>
        )}
        {status.phase === 'done' && status.text}
      </div>
    </section>
  );
}
