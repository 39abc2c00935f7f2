import { useId } from 'react';
import { Button, Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';

/**
 * The mask-off choice (000 §4): staff ending a masquerade either stay on the page they are on,
 * now as themselves, or go to the users admin page (`/staff/accounts`).
 */
export function MaskOffChoice({
  isOpen,
  onClose,
  onStay,
  onAccounts,
}: {
  isOpen: boolean;
  onClose: () => void;
  onStay: () => void;
  onAccounts: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <ModalOverlay className="overlay" isOpen={isOpen} onOpenChange={(o) => !o && onClose()} isDismissable>
      <Modal className="dialog">
        <Dialog role="alertdialog" aria-labelledby={titleId}>
          <h2 id={titleId}>{t('masquerade.takeOff')}</h2>
          <p>{t('masquerade.choice')}</p>
          <div className="dialog-actions">
            <Button className="button" onPress={onStay} autoFocus>
              {t('masquerade.stay')}
            </Button>
            <Button className="button primary" onPress={onAccounts}>
              {t('masquerade.toAccounts')}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
