import { isNotFoundError, type SubscriberForm, TOAST_SHORT_MS } from '@smuc/sdk';
import { useTranslation } from 'react-i18next';
import { useArea } from '../shell/area-context';
import { saveTextFile } from '../ui/download';
import { useToast } from '../ui/Toaster';

/**
 * Downloads a form's subscriptions (all, or one customer/campaign group) as the server's CSV.
 * Nothing to export: the spec's warning "We are sorry, but there is nothing to export yet."; a
 * failed request: the spec's CSV failure warning for 5 s (000 §5, §8).
 */
export function useFormCsv() {
  const { t } = useTranslation();
  const { client, portal } = useArea();
  const toast = useToast();
  return async (form: SubscriberForm, group?: { customer: string; campaign: string; subscount: number }) => {
    const count = group ? group.subscount : form.no_of_subscriptions;
    if (count === 0) {
      toast(t('forms.nothingToExport'), 'danger', TOAST_SHORT_MS);
      return;
    }
    try {
      const file = await client.forms.subscriptionsCsv(
        form.id,
        group ? { customer: group.customer, campaign: group.campaign } : {},
      );
      saveTextFile(portal(), file.filename, file.text);
    } catch (e) {
      toast(t(isNotFoundError(e) ? 'forms.nothingToExport' : 'forms.csvFailed'), 'danger', TOAST_SHORT_MS);
    }
  };
}
