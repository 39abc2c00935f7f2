import type { StreamSettings } from '@smuc/sdk';
import { useTranslation } from 'react-i18next';
import { useArea } from '../shell/area-context';
import { useAsync } from '../shell/useAsync';
import { SelectField } from '../ui/SelectField';
import { useEditor, useEditorState } from './context';

/**
 * The player's payment integration (001 §3 `payment`; issue 14 §1): None, or the card payment
 * provider when the account has connected one on the Payments page (otherwise the choice is
 * disabled and a hint links there). Shown only to plans with payment integration. Payable products
 * need it ("Please choose a payment integration in order to activate this function", 001 §4).
 */
export function PaymentSelect() {
  const { t } = useTranslation();
  const { client, emit } = useArea();
  const { store, limits, readOnly } = useEditor();
  const payment = useEditorState((s) => (s.draft as StreamSettings | null)?.payment ?? null);
  const providers = useAsync(
    (signal) => (limits.paymentIntegration ? client.payments.list(signal) : Promise.resolve([])),
    [client, limits.paymentIntegration],
  );
  if (!limits.paymentIntegration) return null;
  const connected = (providers.data ?? []).some((p) => p.type === 'stripe');
  const f = (k: string) => t(`playerEditor.fields.${k}`);
  return (
    <div className="payment-select">
      <SelectField
        id="payment"
        label={f('payment')}
        value={payment ?? ''}
        disabled={readOnly}
        options={[
          { value: '', label: f('paymentNone') },
          { value: 'stripe', label: f('paymentCard'), disabled: !connected && payment !== 'stripe' },
        ]}
        onChange={(v) => store.getState().set('payment', v || null)}
      />
      {providers.status === 'ready' && !connected && (
        <p className="muted hint">
          {f('paymentHint')}{' '}
          <a
            href="/payments"
            onClick={(e) => {
              if (!emit('smuc-navigate', { path: '/payments' })) e.preventDefault();
            }}
          >
            {f('paymentsLink')}
          </a>
        </p>
      )}
    </div>
  );
}
