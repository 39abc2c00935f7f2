import type { PaymentProvider } from '@smuc/sdk';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * The connected payment providers (000 §2 Payments): name, type, test or live mode, the publishable
 * key and the masked secret key (left to right in every language), and a remove button each.
 */
export function ProviderList({
  providers,
  onRemove,
}: {
  providers: PaymentProvider[];
  /** Remove was pressed (the page asks to confirm); absent when removing is not allowed. */
  onRemove?: ((provider: PaymentProvider) => void) | undefined;
}) {
  const { t } = useTranslation();
  if (providers.length === 0) return <p className="empty">{t('payments.empty')}</p>;
  return (
    <ul className="provider-list">
      {providers.map((p) => (
        <li key={p.id} className="provider">
          <div className="provider-head">
            <strong>{p.title}</strong>
            <span className={`badge ${p.live ? 'badge-live' : ''}`}>
              {p.live ? t('payments.live') : t('payments.test')}
            </span>
          </div>
          <dl className="provider-keys">
            <dt>{t('payments.type')}</dt>
            <dd>{t('payments.cardProvider')}</dd>
            <dt>{t('payments.publishableKey')}</dt>
            <dd>
              <code dir="ltr">{p.data.publishable_key}</code>
            </dd>
            <dt>{t('payments.secretKey')}</dt>
            <dd>
              <code dir="ltr">{p.data.secret_key}</code>
            </dd>
          </dl>
          {onRemove && (
            <button
              type="button"
              className="btn btn-danger btn-icon"
              aria-label={t('payments.remove', { name: p.title })}
              onClick={() => onRemove(p)}
            >
              <Trash2 size={16} aria-hidden />
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
