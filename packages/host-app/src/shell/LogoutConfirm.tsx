import { useId } from 'react';
import { Button, Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';

/** The logout confirm modal (000 §2 Profile): "Are you sure you want to log out?" with No / Yes. */
export function LogoutConfirm({
  isOpen,
  onClose,
  onConfirm,
}: {
  isOpen: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <ModalOverlay className="overlay" isOpen={isOpen} onOpenChange={(o) => !o && onClose()} isDismissable>
      <Modal className="dialog">
        <Dialog role="alertdialog" aria-labelledby={titleId}>
          <h2 id={titleId}>{t('header.logout')}</h2>
          <p>{t('header.logoutConfirm')}</p>
          <div className="dialog-actions">
            <Button className="button" onPress={onClose} autoFocus>
              {t('header.no')}
            </Button>
            <Button className="button primary" onPress={onConfirm}>
              {t('header.yes')}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
