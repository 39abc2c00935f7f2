import type { SubscriberForm } from '@smuc/sdk';
import { TOAST_SHORT_MS } from '@smuc/sdk';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useArea } from '../shell/area-context';
import { Modal } from '../ui/Modal';
import { useToast } from '../ui/Toaster';

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
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    if (!form) return;
    setBusy(true);
    try {
      await client.forms.remove(form.id);
      toast(t('forms.removed'), 'success', TOAST_SHORT_MS);
      onDeleted();
    } catch {
      toast(t('forms.removeFailed'), 'danger', TOAST_SHORT_MS);
      onClose();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      title={t('forms.deleteTitle')}
      isOpen={form !== null}
      onClose={onClose}
      locked={busy}
      role="alertdialog"
    >
      <p>{t('forms.deleteConfirm')}</p>
      {form && (
        <p className="muted">
          {t('forms.deleteLoses', { name: form.name, count: form.no_of_subscriptions })}
        </p>
      )}
      <div className="modal-actions">
        <button type="button" className="btn" onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </button>
        <button type="button" className="btn btn-danger" onClick={() => void remove()} disabled={busy}>
          {t('common.delete')}
        </button>
      </div>
    </Modal>
  );
}
