import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';

/** The session-expired modal (000 §4) with a Log in button; `still` after a failed re-check. */
export function SessionExpiredModal({ isOpen, still }: { isOpen: boolean; still: boolean }) {
  const { t } = useTranslation();
  return (
    <ModalOverlay className="overlay" isOpen={isOpen} isDismissable={false} isKeyboardDismissDisabled>
      <Modal className="dialog">
        <Dialog role="alertdialog">
          <Heading slot="title">{t('session.expiredTitle')}</Heading>
          <p role="status">{still ? t('session.stillExpired') : t('session.expiredModal')}</p>
          <div className="dialog-actions">
            <Button className="button primary" onPress={() => window.location.assign('/login')}>
              {t('session.login')}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
