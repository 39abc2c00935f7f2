import { useEffect, useId, useState } from 'react';
import { Button, Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';

/** Local-storage flag: the notice was seen in this browser (000 §9 local storage). */
export const MASQUERADE_SEEN_KEY = 'smuc.masqueradeSeen';
/** Seconds the dismiss button stays disabled (000 §9: masquerade countdown 10 s). */
export const MASQUERADE_COUNTDOWN_S = 10;

const seen = () => {
  try {
    return globalThis.localStorage?.getItem(MASQUERADE_SEEN_KEY) === '1';
  } catch {
    return false;
  }
};

/**
 * The masquerade notice (000 §4, §6): once per browser, when staff view an account, a modal says
 * the session is read-only for account, payment and destructive actions; its dismiss button counts
 * down from {@link MASQUERADE_COUNTDOWN_S} seconds before it can be pressed.
 */
export function MasqueradeNotice({ masqueraded }: { masqueraded: boolean }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [open, setOpen] = useState(() => masqueraded && !seen());
  const [left, setLeft] = useState(MASQUERADE_COUNTDOWN_S);

  useEffect(() => {
    if (!open || left <= 0) return;
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [open, left]);

  const dismiss = () => {
    try {
      globalThis.localStorage?.setItem(MASQUERADE_SEEN_KEY, '1');
    } catch {
      // Private mode without storage: the notice shows again next time, which is harmless.
    }
    setOpen(false);
  };

  return (
    <ModalOverlay className="overlay" isOpen={open}>
      <Modal className="dialog">
        <Dialog role="alertdialog" aria-labelledby={titleId}>
          <h2 id={titleId}>{t('masquerade.title')}</h2>
          <p>{t('masquerade.text')}</p>
          <div className="dialog-actions">
            <Button className="button primary" onPress={dismiss} isDisabled={left > 0} autoFocus>
              {left > 0 ? t('masquerade.dismissIn', { seconds: left }) : t('masquerade.dismiss')}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
