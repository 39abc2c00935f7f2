import type { SubscriberForm } from '@smuc/sdk';
import { useTranslation } from 'react-i18next';
import { useArea } from '../shell/area-context';
import { ConfirmDeleteModal } from '../ui/ConfirmDeleteModal';

/**
 * Confirms deleting a form with the spec's question (000 §2) and names what is lost; toasts
 * "Form removed successfully." or "Something went wrong. Please try again later." (000 §8).
 */
export function DeleteFormModal({
  form,
  onClose,
  onDeleted,
}: {
  form: SubscriberForm | null;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const { client } = useArea();
  return (
    <ConfirmDeleteModal
      title={t('forms.deleteTitle')}
      item={form}
      onClose={onClose}
      onConfirm={(held) => client.forms.remove(held.id)}
      onDeleted={onDeleted}
      successText={t('forms.removed')}
      failureText={t('forms.removeFailed')}
    >
      {(held) => (
        <>
          <p>{t('forms.deleteConfirm')}</p>
          <p className="muted">
            {t('forms.deleteLoses', { name: held.name, count: held.no_of_subscriptions })}
          </p>
        </>
      )}
    </ConfirmDeleteModal>
  );
}
