import {
  type CaptionCue,
  type CaptionLanguage,
  type CaptionTrack,
  cueAtLine,
  cueSeconds,
  cueTimestamp,
  joinCaptionCues,
  ValidationError,
} from '@smuc/sdk';
import { Plus, Save, Trash2, X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useArea } from '../../shell/area-context';
import { useAsync } from '../../shell/useAsync';
import { Skeleton, WidgetError } from '../WidgetState';

/** A cue in the editor, with the key React tracks it by while cues are added and removed. */
interface Row {
  key: number;
  cue: CaptionCue;
}

/** Length of a cue added after the last one (s). */
const NEW_CUE_SECONDS = 2;

/**
 * The server's refusal put where it belongs: each "Line N: …" text under the cue whose block holds
 * line N (`starts` from {@link joinCaptionCues}), without the line prefix (the editor has no
 * lines); other texts (no cue, too many cues, a line of the header) under the whole list.
 */
function placeRefusal(lines: string[], starts: number[], rows: Row[]) {
  const byKey = new Map<number, string[]>();
  const general: string[] = [];
  for (const text of lines) {
    // The line number is the text's first number in every language ("Line 9:", "9. sor:", "Zeile 9:").
    const line = /^[^:\d]*(\d+)[^:]*:\s*(.*)$/s.exec(text);
    const row = line ? rows[cueAtLine(starts, Number(line[1]))] : undefined;
    if (row && line) byKey.set(row.key, [...(byKey.get(row.key) ?? []), line[2] as string]);
    else general.push(text);
  }
  return { byKey, general };
}

/**
 * The cue editor of one caption track (issue 34 §1: a generated draft is checked and corrected in
 * place): the track's cues from `GET /media/video/{id}/captions/{language}` as a list, each with
 * its start and end (WebVTT timestamps) and text in labelled fields and a Remove button; Add a cue
 * (after the last one); Save sends the whole track through `PUT …/captions/{language}` with
 * `edit: true`, so the server validates it like an upload and the track keeps its draft state (a
 * draft stays a draft until published, a published track stays published). A refused save shows
 * the server's texts under the cues they are about, nothing stored. `onSaved` gets the stored
 * track; `onClose` closes the editor.
 */
export function CueEditor({
  videoId,
  track,
  disabled,
  onSaved,
  onClose,
}: {
  videoId: string;
  track: CaptionTrack;
  disabled?: boolean;
  onSaved: (track: CaptionTrack) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { client } = useArea();
  const id = useId();
  const language: CaptionLanguage = track.language;
  const named = t(`captions.languageIn.${language}`);
  const loaded = useAsync(
    (signal) => client.media.captionText(videoId, language, signal),
    [client, videoId, language],
  );
  const [header, setHeader] = useState('WEBVTT');
  const [rows, setRows] = useState<Row[] | null>(null);
  const nextKey = useRef(0);
  const [errors, setErrors] = useState<{ byKey: Map<number, string[]>; general: string[] }>({
    byKey: new Map(),
    general: [],
  });
  const [phase, setPhase] = useState<'idle' | 'saving' | 'saved'>('idle');
  const title = useRef<HTMLHeadingElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const fields = useRef(new Map<string, HTMLElement>());
  const [focusNext, setFocusNext] = useState<string | null>(null);
  const alive = useRef(true);
  useEffect(
    () => () => {
      alive.current = false;
    },
    [],
  );

  useEffect(() => {
    title.current?.focus();
  }, []);
  useEffect(() => {
    if (!loaded.data) return;
    setHeader(loaded.data.header);
    setRows(loaded.data.cue_list.map((cue) => ({ key: nextKey.current++, cue })));
  }, [loaded.data]);
  // Focus moves after the list re-renders: to an added cue's text, or the next cue after a removal.
  useEffect(() => {
    if (!focusNext) return;
    (fields.current.get(focusNext) ?? addButton.current)?.focus();
    setFocusNext(null);
  }, [focusNext]);

  const change = (key: number, part: Partial<CaptionCue>) => {
    setPhase('idle');
    setRows((all) =>
      (all ?? []).map((row) => (row.key === key ? { key, cue: { ...row.cue, ...part } } : row)),
    );
  };
  const add = () => {
    const all = rows ?? [];
    const last = all.at(-1)?.cue;
    const start = last ? cueSeconds(last.end) : 0;
    const key = nextKey.current++;
    const cue: CaptionCue = {
      id: '',
      start: start === undefined ? '' : cueTimestamp(start),
      end: start === undefined ? '' : cueTimestamp(start + NEW_CUE_SECONDS),
      settings: '',
      text: '',
    };
    setPhase('idle');
    setRows([...all, { key, cue }]);
    setFocusNext(`${key}-text`);
  };
  const remove = (key: number) => {
    const all = rows ?? [];
    const at = all.findIndex((row) => row.key === key);
    const next = all[at + 1] ?? all[at - 1];
    setPhase('idle');
    setRows(all.filter((row) => row.key !== key));
    setFocusNext(next ? `${next.key}-start` : 'add');
  };
  const save = async () => {
    if (!rows) return;
    const { vtt, starts } = joinCaptionCues(
      header,
      rows.map((row) => row.cue),
    );
    setPhase('saving');
    setErrors({ byKey: new Map(), general: [] });
    try {
      const saved = await client.media.putCaptions(videoId, language, {
        file_name: `${language}.vtt`,
        content: vtt,
        edit: true,
      });
      if (!alive.current) return;
      setPhase('saved');
      onSaved(saved);
    } catch (error) {
      if (!alive.current) return;
      setPhase('idle');
      const lines =
        error instanceof ValidationError
          ? (error.errors.file ?? Object.values(error.errors).flat())
          : [t('captions.failed')];
      setErrors(placeRefusal(lines.length > 0 ? lines : [t('captions.failed')], starts, rows));
    }
  };

  const fieldRef = (name: string) => (el: HTMLElement | null) => {
    if (el) fields.current.set(name, el);
    else fields.current.delete(name);
  };
  const busy = disabled || phase === 'saving';

  let body: ReactNode;
  if (loaded.status === 'error' && !rows) body = <WidgetError onRetry={loaded.reload} />;
  else if (!rows) body = <Skeleton height={160} />;
  else
    body = (
      <ol className="cue-list" aria-label={t('captions.cueList')}>
        {rows.map((row, index) => {
          const number = index + 1;
          const problems = errors.byKey.get(row.key);
          const errorId = `${id}-${row.key}-error`;
          const described = problems ? errorId : undefined;
          return (
            <li key={row.key}>
              <fieldset className="cue-row">
                <legend className="cue-number">{t('captions.cue', { number })}</legend>
                {(['start', 'end'] as const).map((part) => (
                  <div key={part} className="field cue-time">
                    <label htmlFor={`${id}-${row.key}-${part}`}>{t(`captions.${part}`)}</label>
                    <input
                      ref={fieldRef(`${row.key}-${part}`)}
                      id={`${id}-${row.key}-${part}`}
                      className="input"
                      dir="ltr"
                      spellCheck={false}
                      autoComplete="off"
                      value={row.cue[part]}
                      disabled={busy}
                      aria-invalid={problems ? true : undefined}
                      aria-describedby={`${id}-time-hint${described ? ` ${described}` : ''}`}
                      onChange={(e) => change(row.key, { [part]: e.currentTarget.value })}
                    />
                  </div>
                ))}
                <div className="field cue-text">
                  <label htmlFor={`${id}-${row.key}-text`}>{t('captions.text')}</label>
                  <textarea
                    ref={fieldRef(`${row.key}-text`)}
                    id={`${id}-${row.key}-text`}
                    className="input"
                    dir="auto"
                    rows={Math.min(4, Math.max(1, row.cue.text.split('\n').length))}
                    value={row.cue.text}
                    disabled={busy}
                    aria-invalid={problems ? true : undefined}
                    aria-describedby={described}
                    onChange={(e) => change(row.key, { text: e.currentTarget.value })}
                  />
                </div>
                <button
                  type="button"
                  className="btn btn-ghost btn-icon cue-remove"
                  aria-label={t('captions.removeCue', { number })}
                  title={t('captions.removeCue', { number })}
                  disabled={busy}
                  onClick={() => remove(row.key)}
                >
                  <Trash2 size={16} aria-hidden />
                </button>
                {problems && (
                  <ul className="field-error cue-error" id={errorId}>
                    {problems.map((problem) => (
                      <li key={problem} dir="auto">
                        {problem}
                      </li>
                    ))}
                  </ul>
                )}
              </fieldset>
            </li>
          );
        })}
      </ol>
    );

  const refused = errors.general.length > 0 || errors.byKey.size > 0;
  return (
    <section className="cue-editor" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`} ref={title} tabIndex={-1} className="cue-editor-title">
        {t('captions.editorTitle', { language: named })}
      </h4>
      <p className="hint muted">{t(track.draft ? 'captions.editorDraft' : 'captions.editorPublished')}</p>
      <p className="hint muted" id={`${id}-time-hint`}>
        {t('captions.timeHint')}
      </p>
      {body}
      {refused && (
        <div className="field-error cue-refused" role="alert">
          <p>{t('captions.refused', { language: named })}</p>
          {errors.general.length > 0 ? (
            <ul>
              {errors.general.map((line) => (
                <li key={line} dir="auto">
                  {line}
                </li>
              ))}
            </ul>
          ) : (
            <p>{t('captions.fixCues')}</p>
          )}
        </div>
      )}
      <div className="cue-editor-actions">
        <button
          ref={(el) => {
            addButton.current = el;
            fieldRef('add')(el);
          }}
          type="button"
          className="btn"
          disabled={busy || !rows}
          onClick={add}
        >
          <Plus size={16} aria-hidden />
          <span>{t('captions.addCue')}</span>
        </button>
        <button
          type="button"
          className="btn btn-primary cue-save"
          disabled={busy || !rows}
          onClick={() => void save()}
        >
          <Save size={16} aria-hidden />
          <span>{phase === 'saving' ? t('captions.saving') : t('captions.save')}</span>
        </button>
        <button type="button" className="btn btn-ghost" onClick={onClose}>
          <X size={16} aria-hidden />
          <span>{t('captions.close')}</span>
        </button>
      </div>
      <p className="cue-editor-status" role="status">
        {phase === 'saved' && t('captions.saved', { language: named })}
      </p>
    </section>
  );
}
