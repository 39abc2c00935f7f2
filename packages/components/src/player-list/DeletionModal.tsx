import { useTranslation } from 'react-i18next';
import { Modal } from '../ui/Modal';
import { ProgressBar } from '../ui/ProgressBar';
import type { DeletionProgress } from './store';

/**
 * "Deletion in progress" (000 §2): a progress bar, "{n} out of {total} deleted." and a Close button
 * enabled only at the end. It cannot be dismissed while deletions run.
 */
export function DeletionModal({
  progress,
  onClose,
}: {
  progress: DeletionProgress | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  if (!progress) return null;
  return (
    <Modal title={t('players.deletionInProgress')} isOpen onClose={onClose} locked={!progress.finished}>
      <ProgressBar value={progress.done} max={progress.total} label={t('players.deletionInProgress')} />
      <p role="status" className="num">
        {t('players.deletedProgress', { n: progress.done, total: progress.total })}
      </p>
      {progress.failed > 0 && (
        <p className="field-error" role="alert">
          {t('players.deleteFailed', { count: progress.failed })}
        </p>
      )}
      <div className="modal-actions">
        <button type="button" className="btn btn-primary" disabled={!progress.finished} onClick={onClose}>
          {t('common.close')}
        </button>
      </div>
    </Modal>
  );
}
