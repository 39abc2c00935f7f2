import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditorState } from './context';
import { changesOf } from './store';

const show = (v: unknown) =>
  v === null || v === undefined ? '—' : typeof v === 'string' ? v : JSON.stringify(v);

/** The optional debugger table of unsaved changes (001 §2): key, old value, new value. */
export function DebugTable() {
  const { t } = useTranslation();
  const baseline = useEditorState((s) => s.baseline);
  const draft = useEditorState((s) => s.draft);
  const changes = useMemo(() => changesOf({ baseline, draft }), [baseline, draft]);
  return (
    <section className="card debug" aria-labelledby="debug-title">
      <h2 id="debug-title">{t('playerEditor.debug.title')}</h2>
      {changes.length === 0 ? (
        <p className="muted">{t('playerEditor.debug.none')}</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">{t('playerEditor.debug.key')}</th>
              <th scope="col">{t('playerEditor.debug.old')}</th>
              <th scope="col">{t('playerEditor.debug.new')}</th>
            </tr>
          </thead>
          <tbody>
            {changes.map((c) => (
              <tr key={c.key}>
                <th scope="row">{c.key}</th>
                <td>{show(c.old)}</td>
                <td>{show(c.new)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
