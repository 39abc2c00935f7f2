import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal, type ModalProps } from './Modal';

/**
 * A yes-or-cancel question: `children` says what happens, Cancel closes, the confirm button (its
 * words `confirmText`, its classes `confirmClassName`, `btn btn-primary` unless given) closes and
 * then runs `onConfirm`. `role="alertdialog"` for a destructive question. For a deletion that waits
 * for the server and toasts its outcome, see `ConfirmDeleteModal`.
 */
export function ConfirmModal({
  title,
  isOpen,
  onClose,
  onConfirm,
  confirmText,
  confirmClassName = 'btn btn-primary',
  role,
  children,
}: {
  title: string;
  isOpen: boolean;
  onClose: () => void;
  onConfirm: () => void;
  confirmText: string;
  confirmClassName?: string;
  role?: ModalProps['role'];
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Modal title={title} isOpen={isOpen} onClose={onClose} role={role}>
      {children}
      <div className="modal-actions">
        <button type="button" className="btn" onClick={onClose}>
          {t('common.cancel')}
        </button>
        <button
          type="button"
          className={confirmClassName}
          onClick={() => {
            onClose();
            onConfirm();
          }}
        >
          {confirmText}
        </button>
      </div>
    </Modal>
  );
}
