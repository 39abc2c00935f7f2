import { useId } from 'react';
import { Button, Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';

/** The session-expired modal (000 §4) with a Log in button; `still` after a failed re-check. */
export function SessionExpiredModal({ isOpen, still }: { isOpen: boolean; still: boolean }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <ModalOverlay className="overlay" isOpen={isOpen} isDismissable={false} isKeyboardDismissDisabled>
      <Modal className="dialog">
        <Dialog role="alertdialog" aria-labelledby={titleId}>
          <h2 id={titleId}>{t('session.expiredTitle')}</h2>
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
