import {
  CAPTION_LANGUAGES,
  CAPTION_MAX_BYTES,
  type CaptionJob,
  type CaptionLanguage,
  type CaptionTrack,
  type Language,
  localizeText,
  ValidationError,
} from '@smuc/sdk';
import { Captions, Pencil, Send, Sparkles, Trash2, Upload } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useArea } from '../../shell/area-context';
import { useAsync } from '../../shell/useAsync';
import { ProgressBar } from '../ProgressBar';
import { Skeleton, WidgetError } from '../WidgetState';
import { CueEditor } from './CueEditor';
import css from './captions.css?inline';
import './texts';

/** What the status line under the list says: nothing, an upload under way, or the last outcome. */
type Status =
  | { phase: 'idle' }
  | { phase: 'uploading'; language: CaptionLanguage; file: string }
  | { phase: 'done'; text: string };

/** How often a caption generation under way is asked about (ms). */
const JOB_POLL_MS = 1000;

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
 * When the server has a transcription endpoint (`GET /media/captions/options`), "Generate
 * captions" for a chosen spoken language runs the server's background job, shows its percent, and
 * lands a draft track with a Publish button (drafts are not shown to viewers until published).
 * Edit opens a track's cues in the {@link CueEditor} (a draft is corrected in place and stays a
 * draft until published).
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
  const editButtons = useRef(new Map<CaptionLanguage, HTMLButtonElement>());
  const [editing, setEditing] = useState<CaptionLanguage | null>(null);
  const options = useAsync((signal) => client.media.captionOptions(signal), [client]);
  const canGenerate = options.data?.generate === true;
  const [job, setJob] = useState<CaptionJob | null>(null);
  const [spoken, setSpoken] = useState<CaptionLanguage>(
    (CAPTION_LANGUAGES as readonly string[]).includes(i18n.resolvedLanguage ?? '')
      ? (i18n.resolvedLanguage as CaptionLanguage)
      : 'en',
  );
  const [jobError, setJobError] = useState<string | null>(null);
  const jobActive = job?.status === 'queued' || job?.status === 'running';
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

  // A generation under way (started here or before the editor opened) is polled to its end; its
  // draft then joins the list.
  // biome-ignore lint/correctness/useExhaustiveDependencies: polls again only when a job starts or ends
  useEffect(() => {
    if (!canGenerate) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let wasActive = false;
    const poll = async () => {
      try {
        const now = await client.media.captionJob(videoId);
        if (stopped) return;
        setJob(now);
        const active = now?.status === 'queued' || now?.status === 'running';
        if (wasActive && now?.status === 'done') {
          setTracks(await client.media.captions(videoId));
          setEditing((open) => (open === now.language ? null : open));
          setStatus({ phase: 'done', text: t('captions.generated', { language: named(now.language) }) });
        }
        if (wasActive && now?.status === 'failed') setJobError(now.error);
        wasActive = active;
        if (active) timer = setTimeout(() => void poll(), JOB_POLL_MS);
      } catch {
        if (!stopped) timer = setTimeout(() => void poll(), JOB_POLL_MS);
      }
    };
    if (jobActive || job === null) void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [client, videoId, canGenerate, jobActive]);

  const generate = async () => {
    setJobError(null);
    try {
      setJob(await client.media.generateCaptions(videoId, spoken));
    } catch (error) {
      if (alive.current) setJobError(refusalLines(error, t('captions.failed')).join(' '));
    }
  };

  const publish = async (language: CaptionLanguage) => {
    setErrors((all) => ({ ...all, [language]: undefined }));
    try {
      const track = await client.media.publishCaptions(videoId, language);
      if (!alive.current) return;
      setTracks((all) => (all ?? []).map((x) => (x.language === language ? track : x)));
      setStatus({ phase: 'done', text: t('captions.published', { language: named(language) }) });
    } catch (error) {
      if (alive.current)
        setErrors((all) => ({ ...all, [language]: refusalLines(error, t('captions.failed')) }));
    }
  };

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
      // A new file replaces what the open cue editor shows: it closes rather than save over it.
      setEditing((open) => (open === language ? null : open));
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
      setEditing((open) => (open === language ? null : open));
      setStatus({ phase: 'done', text: t('captions.removed', { language: named(language) }) });
    } catch (error) {
      if (alive.current)
        setErrors((all) => ({ ...all, [language]: refusalLines(error, t('captions.failed')) }));
    }
  };

  const editingTrack = editing ? tracks?.find((x) => x.language === editing) : undefined;
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
                    ref={(el) => {
                      if (el) editButtons.current.set(language, el);
                      else editButtons.current.delete(language);
                    }}
                    type="button"
                    className="btn caption-edit"
                    aria-label={t('captions.editNamed', { language: named(language) })}
                    aria-expanded={editing === language}
                    disabled={disabled || busy}
                    onClick={() => setEditing(editing === language ? null : language)}
                  >
                    <Pencil size={16} aria-hidden />
                    <span>{t('captions.edit')}</span>
                  </button>
                )}
                {track?.draft && (
                  <button
                    type="button"
                    className="btn caption-publish"
                    aria-label={t('captions.publishNamed', { language: named(language) })}
                    disabled={disabled || busy}
                    onClick={() => void publish(language)}
                  >
                    <Send size={16} aria-hidden />
                    <span>{t('captions.publish')}</span>
                  </button>
                )}
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
      {editingTrack && (
        <CueEditor
          key={editingTrack.language}
          videoId={videoId}
          track={editingTrack}
          disabled={disabled}
          onSaved={(saved) =>
            setTracks((all) => (all ?? []).map((x) => (x.language === saved.language ? saved : x)))
          }
          onClose={() => {
            setEditing(null);
            editButtons.current.get(editingTrack.language)?.focus();
          }}
        />
      )}
      {canGenerate && (
        <div className="caption-generate">
          <div className="field">
            <label htmlFor={`${id}-spoken`}>{t('captions.generateLanguage')}</label>
            <select
              id={`${id}-spoken`}
              className="input"
              value={spoken}
              disabled={disabled || jobActive}
              onChange={(e) => setSpoken(e.currentTarget.value as CaptionLanguage)}
            >
              {CAPTION_LANGUAGES.map((language) => (
                <option key={language} value={language}>
                  {t(`captions.languages.${language}`)}
                </option>
              ))}
            </select>
          </div>
          <button
            type="button"
            className="btn caption-generate-start"
            disabled={disabled || jobActive}
            onClick={() => void generate()}
          >
            <Sparkles size={16} aria-hidden />
            <span>{t('captions.generate')}</span>
          </button>
          <p className="hint muted">{t('captions.generateHint')}</p>
          {jobError && (
            <p className="field-error caption-generate-error" role="alert">
              {jobError}
            </p>
          )}
        </div>
      )}
      <div className="caption-status" role="status" aria-live="polite">
        {jobActive && job && (
          <>
            <span>{t('captions.generating', { language: named(job.language), percent: job.percent })}</span>
            <ProgressBar value={job.percent} max={100} label={t('captions.generateProgress')} />
          </>
        )}
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
