import { TOAST_SHORT_MS } from '@smuc/sdk';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from './Modal';
import { useToast } from './Toaster';

/**
 * A destructive confirmation (alertdialog): `children` says what will be lost; Delete runs
 * `onConfirm`, then toasts `successText` and calls `onDeleted`, or toasts `failureText` (5 s) and
 * closes. It cannot be dismissed while the deletion runs.
 */
export function ConfirmDeleteModal({
  title,
  isOpen,
  onClose,
  onConfirm,
  onDeleted,
  successText,
  failureText,
  children,
}: {
  title: string;
  isOpen: boolean;
  onClose: () => void;
  onConfirm: () => Promise<unknown>;
  onDeleted: () => void;
  successText: string;
  failureText: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    setBusy(true);
    try {
      await onConfirm();
      toast(successText, 'success', TOAST_SHORT_MS);
      onDeleted();
    } catch {
      toast(failureText, 'danger', TOAST_SHORT_MS);
      onClose();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal title={title} isOpen={isOpen} onClose={onClose} locked={busy} role="alertdialog">
      {children}
      <div className="modal-actions">
        <button type="button" className="btn" onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </button>
        <button type="button" className="btn btn-danger" onClick={() => void remove()} disabled={busy}>
          {t('common.delete')}
        </button>
      </div>
    </Modal>
  );
}
