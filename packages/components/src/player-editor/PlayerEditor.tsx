import { isApiError, isForbiddenError, isNotFoundError, type Stream, streamKindLabel } from '@smuc/sdk';
import { ArrowLeft } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AreaProps, AreaRoot } from '../shell/AreaRoot';
import { useArea } from '../shell/area-context';
import { useAsync } from '../shell/useAsync';
import { useToast } from '../ui/Toaster';
import { Skeleton } from '../ui/WidgetState';
import css from './player-editor.css?inline';

/** The load-error message keys of 001 §8: authorization, not found, anything else. */
function loadErrorKey(error: unknown) {
  if (isForbiddenError(error) || (isApiError(error) && error.status === 401))
    return 'errors.streamUnauthorized';
  if (isNotFoundError(error)) return 'errors.streamNotFound';
  return 'errors.streamUnknown';
}

function EditorBody({ streamId }: { streamId: number }) {
  const { t } = useTranslation();
  const { client, emit } = useArea();
  const toast = useToast();
  const state = useAsync((signal) => client.streams.get(streamId, signal), [client, streamId]);
  const [saved, setSaved] = useState<Stream | null>(null);
  const [title, setTitle] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (state.status === 'ready') {
      setSaved(state.data);
      setTitle(state.data.title);
    }
    if (state.status === 'error') {
      // 001 §8: load errors show their message and go back to the dashboard.
      emit('smuc-navigate', { path: '/dashboard', message: t(loadErrorKey(state.error)) });
    }
  }, [state.status, state.data, state.error, emit, t]);

  const dirty = saved !== null && title !== saved.title;
  useEffect(() => {
    emit('smuc-dirty-change', { dirty });
  }, [dirty, emit]);

  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const next = await client.streams.update(streamId, { title });
      setSaved(next);
      setTitle(next.title);
      toast(t('editor.saved'));
    } catch (err) {
      setError(err instanceof Error ? err.message : t('errors.somethingWentWrong'));
    } finally {
      setBusy(false);
    }
  };

  if (state.status === 'error') return <p className="alert alert-danger">{t(loadErrorKey(state.error))}</p>;
  if (!saved) return <Skeleton height={200} />;
  return (
    <form className="card editor" onSubmit={save} aria-labelledby="editor-title">
      <div className="card-header">
        <h1 id="editor-title">{saved.title || t('players.untitled')}</h1>
        <span className="badge">{t(`kinds.${streamKindLabel(saved)}`)}</span>
      </div>
      <div className="field">
        <label htmlFor="stream-title">{t('editor.name')}</label>
        <input
          id="stream-title"
          className="input"
          value={title}
          maxLength={255}
          onChange={(e) => setTitle(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'title-error' : undefined}
        />
        {error && (
          <span id="title-error" className="field-error" role="alert">
            {error}
          </span>
        )}
      </div>
      <div className="editor-actions">
        <button
          type="button"
          className="btn"
          onClick={() => {
            if (!dirty || window.confirm(t('editor.leavePrompt')))
              emit('smuc-navigate', { path: '/dashboard' });
          }}
        >
          <ArrowLeft size={16} aria-hidden className="flip-rtl" /> {t('editor.exit')}
        </button>
        {dirty && <span className="muted">{t('editor.unsaved')}</span>}
        <button type="submit" className="btn btn-primary" disabled={busy || !dirty}>
          {busy ? t('common.saving') : t('common.save')}
        </button>
      </div>
    </form>
  );
}

/**
 * The player editor at /stream/{id} (001): loads a player, renames and saves it. Element:
 * `<smuc-player-editor stream-id api-base token lang>`; raises `smuc-navigate` (with a `message`
 * after a load error, 001 §8) and `smuc-dirty-change` `{ dirty }`.
 */
export function PlayerEditor(props: AreaProps & { streamId?: number }) {
  return (
    <AreaRoot {...props} css={css}>
      {props.streamId ? <EditorBody streamId={props.streamId} /> : null}
    </AreaRoot>
  );
}
