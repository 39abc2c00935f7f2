import type { PaymentProvider } from '@smuc/sdk';
import { ChevronDown, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { UpgradeAnchor } from '../packages/UpgradeModal';
import { type AreaProps, AreaRoot } from '../shell/AreaRoot';
import { useArea } from '../shell/area-context';
import { useAsync } from '../shell/useAsync';
import { ConfirmDeleteModal } from '../ui/ConfirmDeleteModal';
import { useToast } from '../ui/Toaster';
import { Skeleton, WidgetError } from '../ui/WidgetState';
import { AddProviderForm } from './AddProviderForm';
import { ProviderList } from './ProviderList';
import css from './payments.css?inline';
import './texts';

function PaymentsBody() {
  const { t } = useTranslation();
  const { client } = useArea();
  const toast = useToast();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<PaymentProvider | null>(null);
  const state = useAsync(
    async (signal) => {
      const [limits, me, providers] = await Promise.all([
        client.user.limitations(signal),
        client.user.me(signal),
        client.payments.list(signal),
      ]);
      return { allowed: limits.paymentIntegration, masqueraded: me.masqueraded, providers };
    },
    [client],
  );
  if (state.status === 'error' && !state.data) return <WidgetError onRetry={state.reload} />;
  if (!state.data) return <Skeleton height={240} />;
  const { allowed, masqueraded, providers } = state.data;
  const canWrite = allowed && !masqueraded;
  return (
    <div className="payments-page">
      <h1>{t('payments.title')}</h1>
      <p className="muted">{t('payments.intro')}</p>
      {!allowed && (
        <div className="alert alert-warning plan-warning">
          <p>{t('payments.notInPlan')}</p>
          <UpgradeAnchor />
        </div>
      )}
      <section className="card" aria-labelledby="providers-title">
        <div className="card-header">
          <h2 id="providers-title">{t('payments.listTitle')}</h2>
          {canWrite && !adding && (
            <MenuTrigger>
              <Button className="btn btn-primary">
                <Plus size={16} aria-hidden /> {t('payments.addMenu')} <ChevronDown size={16} aria-hidden />
              </Button>
              <Popover className="menu-popover" placement="bottom end">
                <Menu className="menu" aria-label={t('payments.addMenu')} onAction={() => setAdding(true)}>
                  <MenuItem id="stripe" className="menu-item">
                    {t('payments.cardProvider')}
                  </MenuItem>
                </Menu>
              </Popover>
            </MenuTrigger>
          )}
        </div>
        <ProviderList providers={providers} onRemove={canWrite ? setRemoving : undefined} />
      </section>
      {adding && (
        <AddProviderForm
          onCancel={() => setAdding(false)}
          onAdd={async (input) => {
            const added = await client.payments.add(input);
            setAdding(false);
            toast(t('payments.added'));
            state.reload();
            return added;
          }}
        />
      )}
      <ConfirmDeleteModal
        title={t('payments.removeTitle')}
        item={removing}
        onClose={() => setRemoving(null)}
        onConfirm={(provider) => client.payments.remove(provider.id)}
        onDeleted={() => state.reload()}
        successText={t('payments.removed')}
        failureText={t('payments.removeFailed')}
      >
        {(provider) => <p>{t('payments.removeText', { name: provider.title })}</p>}
      </ConfirmDeleteModal>
    </div>
  );
}

/**
 * The Payments page (000 §2 `/payments`; issue 14 §1): the account's connected card payment
 * providers with a remove button each, and "Add payment method" (card payment provider) opening
 * the provider form. Without `limitations.paymentIntegration` it warns "Payment integration is only
 * available for Business and Enterprise users." with an upgrade link; masqueraded sessions see the
 * list only (000 §6). Element: `<smuc-payments api-base token lang>`.
 */
export function Payments(props: AreaProps) {
  return (
    <AreaRoot {...props} css={css}>
      <PaymentsBody />
    </AreaRoot>
  );
}
