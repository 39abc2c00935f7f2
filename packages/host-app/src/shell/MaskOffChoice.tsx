import { useTranslation } from 'react-i18next';
import { ChoiceDialog } from './ChoiceDialog';

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
  return (
    <ChoiceDialog
      isOpen={isOpen}
      onClose={onClose}
      title={t('masquerade.takeOff')}
      text={t('masquerade.choice')}
      first={{ label: t('masquerade.stay'), onPress: onStay }}
      second={{ label: t('masquerade.toAccounts'), onPress: onAccounts }}
    />
  );
}
