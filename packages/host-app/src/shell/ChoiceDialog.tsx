import { useId } from 'react';
import { Button, Dialog, Modal, ModalOverlay } from 'react-aria-components';

/** One answer button of a {@link ChoiceDialog}. */
export interface Choice {
  label: string;
  onPress: () => void;
}

/**
 * A small alert dialog asking one question with two answers: `first` (a plain button, focused
 * on open, the safe answer) and `second` (the primary button). Escape or a click outside calls
 * `onClose`. The shell's confirmations (log out, take the mask off) are this dialog.
 */
export function ChoiceDialog({
  isOpen,
  onClose,
  title,
  text,
  first,
  second,
}: {
  isOpen: boolean;
  onClose: () => void;
  title: string;
  text: string;
  first: Choice;
  second: Choice;
}) {
  const titleId = useId();
  return (
    <ModalOverlay className="overlay" isOpen={isOpen} onOpenChange={(o) => !o && onClose()} isDismissable>
      <Modal className="dialog">
        <Dialog role="alertdialog" aria-labelledby={titleId}>
          <h2 id={titleId}>{title}</h2>
          <p>{text}</p>
          <div className="dialog-actions">
            <Button className="button" onPress={first.onPress} autoFocus>
              {first.label}
            </Button>
            <Button className="button primary" onPress={second.onPress}>
              {second.label}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
