import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
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
  return (
    <ModalOverlay className="overlay" isOpen={isOpen} onOpenChange={(o) => !o && onClose()} isDismissable>
      <Modal className="dialog">
        <Dialog role="alertdialog">
          <Heading slot="title">{t('header.logout')}</Heading>
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
