import { TOAST_SHORT_MS } from '@smuc/sdk';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from './Modal';
import { useToast } from './Toaster';

/**
 * A destructive confirmation (alertdialog) of one `item`: open while an item is held (`null`
 * closes it); `children(item)` says what will be lost. Delete runs `onConfirm(item)`, then toasts
 * `successText`, closes and calls `onDeleted(item)` (e.g. to reload the list), or toasts
 * `failureText` (5 s) and closes. It cannot be dismissed while the deletion runs.
 */
export function ConfirmDeleteModal<T>({
  title,
  item,
  onClose,
  onConfirm,
  onDeleted,
  successText,
  failureText,
  children,
}: {
  title: string;
  item: T | null;
  onClose: () => void;
  onConfirm: (item: T) => Promise<unknown>;
  onDeleted: (item: T) => void;
  successText: string;
  failureText: string;
  children: (item: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const remove = async (target: T) => {
    setBusy(true);
    try {
      await onConfirm(target);
      toast(successText, 'success', TOAST_SHORT_MS);
      onClose();
      onDeleted(target);
    } catch {
      toast(failureText, 'danger', TOAST_SHORT_MS);
      onClose();
    } finally {
      setBusy(false);
    }
  };
  if (item === null) return null;
  return (
    <Modal title={title} isOpen onClose={onClose} locked={busy} role="alertdialog">
      {children(item)}
      <div className="modal-actions">
        <button type="button" className="btn" onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </button>
        <button type="button" className="btn btn-danger" onClick={() => void remove(item)} disabled={busy}>
          {t('common.delete')}
        </button>
      </div>
    </Modal>
  );
}
