import { useTranslation } from 'react-i18next';
import { ChoiceDialog } from './ChoiceDialog';

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
    <ChoiceDialog
      isOpen={isOpen}
      onClose={onClose}
      title={t('header.logout')}
      text={t('header.logoutConfirm')}
      first={{ label: t('header.no'), onPress: onClose }}
      second={{ label: t('header.yes'), onPress: onConfirm }}
    />
  );
}
