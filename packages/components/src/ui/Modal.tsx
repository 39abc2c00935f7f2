import { type ReactNode, useId } from 'react';
import { Modal as AriaModal, Dialog, ModalOverlay } from 'react-aria-components';

/**
 * An accessible modal dialog (React Aria): focus trapped and restored to the opener, Escape and
 * outside click close it unless `locked` (e.g. while work runs).
 */
export function Modal({
  title,
  isOpen,
  onClose,
  locked = false,
  role = 'dialog',
  children,
}: {
  title: string;
  isOpen: boolean;
  onClose: () => void;
  locked?: boolean;
  role?: 'dialog' | 'alertdialog';
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <ModalOverlay
      className="modal-overlay"
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      isDismissable={!locked}
      isKeyboardDismissDisabled={locked}
    >
      <AriaModal className="modal">
        <Dialog className="modal-dialog" role={role} aria-labelledby={titleId}>
          <h2 id={titleId}>{title}</h2>
          {children}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
