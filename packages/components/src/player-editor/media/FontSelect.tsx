import { useTranslation } from 'react-i18next';
import { useArea } from '../../shell/area-context';
import { useAsync } from '../../shell/useAsync';
import { SelectField } from '../../ui/SelectField';
import { useEditor, useEditorState } from '../context';

/**
 * The player's font (001 §3 `font_id`): the default or one of the account's custom fonts of
 * `GET /font` (000 §5 Fonts), with a link to the fonts page. A chosen font that no longer exists
 * reads as the default. The viewer loads it with `@font-face` from `PlayerConfig.font`.
 */
export function FontSelect() {
  const { t } = useTranslation();
  const { client, emit } = useArea();
  const { store } = useEditor();
  const fontId = useEditorState((s) => s.draft?.font_id ?? null);
  const fonts = useAsync((signal) => client.fonts.list(signal), [client]);
  const list = fonts.data ?? [];
  const known = fontId !== null && list.some((f) => f.id === fontId);
  const value = fontId !== null && (known || fonts.status === 'loading') ? String(fontId) : '';
  return (
    <div className="row align-end">
      <SelectField
        id="font-id"
        label={t('playerEditorMedia.font.label')}
        value={value}
        disabled={fonts.status === 'loading'}
        options={[
          { value: '', label: t('playerEditorMedia.font.none') },
          ...(fontId !== null && !known && fonts.status === 'loading'
            ? [{ value: String(fontId), label: '…' }]
            : []),
          ...list.map((f) => ({ value: String(f.id), label: f.font_family })),
        ]}
        onChange={(v) => store.getState().set('font_id', v === '' ? null : Number(v))}
      />
      <a
        className="btn btn-ghost"
        href="/profile/fonts"
        onClick={(e) => {
          if (!emit('smuc-navigate', { path: '/profile/fonts' })) e.preventDefault();
        }}
      >
        {t('playerEditorMedia.font.manage')}
      </a>
      {fonts.status === 'error' && (
        <span className="muted" role="status">
          {t('playerEditorMedia.font.failed')}
        </span>
      )}
    </div>
  );
}
