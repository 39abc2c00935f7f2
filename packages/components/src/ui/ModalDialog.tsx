import { type ReactNode, useId } from 'react';
import { Modal as AriaModal, Dialog, ModalOverlay } from 'react-aria-components';

/** Props of {@link Modal}. */
export interface ModalProps {
  title: string;
  isOpen: boolean;
  onClose: () => void;
  locked?: boolean;
  role?: 'dialog' | 'alertdialog';
  children: ReactNode;
}

/**
 * The open modal dialog (React Aria) behind `Modal.tsx`, its own chunk: focus trapped and restored
 * to the opener, Escape and outside click close it unless `locked` (e.g. while work runs).
 */
export function ModalDialog({
  title,
  isOpen,
  onClose,
  locked = false,
  role = 'dialog',
  children,
}: ModalProps) {
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
