import { ArrowLeft, Copy, Save, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useArea } from '../shell/area-context';
import { useHostCommand } from '../shell/useHostCommand';
import { useMediaQuery } from '../shell/useMediaQuery';
import { Modal } from '../ui/Modal';
import { useEditorState } from './context';

/**
 * The action bar (001 §2): Exit editor, Save (submits the editor form), Delete and Duplicate (not
 * under 768 px, where the host's header offers both through a `smuc-command` `{command: 'delete' |
 * 'duplicate'}`; Delete asks first, Duplicate only without unsaved changes).
 * Moderation and Recordings arrive as `children`; the mobile preview toggle sits on the preview.
 * Under 768 px the bar is one row (issue 30, defect 7: it took ~155 of 812 px): every button but Save
 * shows its icon, its label kept for screen readers and as a tooltip, and the "unsaved" status is
 * read out while a dot on Save shows it.
 */
export function ActionBar({
  dirty,
  onDelete,
  onDuplicate,
  children,
}: {
  dirty: boolean;
  onDelete: () => Promise<boolean>;
  onDuplicate: () => void;
  /** More entries before Duplicate (Moderation, Recordings). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { emit } = useArea();
  const mobile = useMediaQuery('(max-width: 767px)');
  const saving = useEditorState((s) => s.saving);
  const title = useEditorState((s) => s.saved?.title ?? '');
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  // On mobile the host's header carries Duplicate and Delete (000 §2) and asks through a command.
  useHostCommand((command) => {
    if (command === 'delete') setConfirming(true);
    else if (command === 'duplicate' && !dirty) onDuplicate();
  });
  // A host routes (and asks before leaving); without one the element leaves by itself, asking first.
  const exit = () => {
    if (
      emit('smuc-navigate', { path: '/dashboard' }) &&
      (!dirty || window.confirm(t('playerEditor.leavePrompt')))
    )
      window.location.assign('/dashboard');
  };
  return (
    <div className="action-bar" role="toolbar" aria-label={t('playerEditor.title')}>
      <button type="button" className="btn" onClick={exit} title={t('playerEditor.exit')}>
        <ArrowLeft size={16} aria-hidden className="flip-rtl" />{' '}
        <span className="btn-label">{t('playerEditor.exit')}</span>
      </button>
      {dirty && (
        <span className="muted unsaved" role="status">
          {t('playerEditor.unsaved')}
        </span>
      )}
      <div className="action-bar-end">
        {children}
        {!dirty && !mobile && (
          <button type="button" className="btn" onClick={onDuplicate}>
            <Copy size={16} aria-hidden /> {t('playerEditor.duplicate')}
          </button>
        )}
        {!mobile && (
          <button type="button" className="btn btn-danger-outline" onClick={() => setConfirming(true)}>
            <Trash2 size={16} aria-hidden /> {t('playerEditor.delete')}
          </button>
        )}
        <button
          type="submit"
          className="btn btn-primary save"
          data-dirty={dirty || undefined}
          disabled={saving}
          aria-busy={saving}
        >
          <Save size={16} aria-hidden /> {saving ? t('playerEditor.saving') : t('playerEditor.save')}
        </button>
      </div>
      <Modal
        title={t('playerEditor.deleteTitle')}
        role="alertdialog"
        isOpen={confirming}
        locked={deleting}
        onClose={() => setConfirming(false)}
      >
        <p>{t('playerEditor.deleteText', { title: title || t('players.untitled') })}</p>
        <div className="modal-actions">
          <button type="button" className="btn" disabled={deleting} onClick={() => setConfirming(false)}>
            {t('common.cancel')}
          </button>
          <button
            type="button"
            className="btn btn-danger"
            disabled={deleting}
            onClick={async () => {
              setDeleting(true);
              const ok = await onDelete();
              setDeleting(false);
              if (!ok) setConfirming(false);
            }}
          >
            {t('playerEditor.deleteConfirm')}
          </button>
        </div>
      </Modal>
    </div>
  );
}
