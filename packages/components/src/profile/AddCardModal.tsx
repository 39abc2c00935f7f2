import type { PaymentMethod } from '@smuc/sdk';
import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useArea } from '../shell/area-context';
import { Modal } from '../ui/Modal';
import './texts';

/**
 * The add-card checkout (000 §2 Payment methods; 001 §4 allow extra viewers; issue 14 §3): asks
 * `GET /payment/check-card` for the product's publishable key and a SetupIntent, mounts Stripe's
 * Payment Element (Stripe.js loaded on demand, card fields in Stripe's frames), confirms the
 * SetupIntent and hands the confirmed card's id to `onConfirmed`, which keeps it on the account
 * (`POST /payment/add-card` or `POST /user/payment-method`). Stripe's refusals are shown as Stripe
 * words them (000 §8).
 */
export function AddCardModal({
  isOpen,
  onClose,
  onConfirmed,
}: {
  isOpen: boolean;
  onClose: () => void;
  /** Keeps the confirmed card (`pm_…`) on the account; its error is shown in the dialog. */
  onConfirmed: (paymentMethodId: string) => Promise<PaymentMethod>;
}) {
  const { t } = useTranslation();
  return (
    <Modal title={t('profile.billing.addCardTitle')} isOpen={isOpen} onClose={onClose}>
      {isOpen && <CardForm onClose={onClose} onConfirmed={onConfirmed} />}
    </Modal>
  );
}

function CardForm({
  onClose,
  onConfirmed,
}: {
  onClose: () => void;
  onConfirmed: (paymentMethodId: string) => Promise<PaymentMethod>;
}) {
  const { t } = useTranslation();
  const { client, language } = useArea();
  const mountRef = useRef<HTMLDivElement>(null);
  const stripeRef = useRef<{ stripe: Stripe; elements: StripeElements } | null>(null);
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const abort = new AbortController();
    (async () => {
      try {
        const check = await client.billing.checkCard(abort.signal);
        if (!check.publishable_key || !check.client_secret)
          throw new Error(t('profile.billing.notAvailable'));
        const { loadStripe } = await import('@stripe/stripe-js');
        const stripe = await loadStripe(check.publishable_key, { locale: language as 'en' });
        if (!stripe || abort.signal.aborted || !mountRef.current) return;
        const elements = stripe.elements({ clientSecret: check.client_secret });
        const element = elements.create('payment');
        element.on('ready', () => setReady(true));
        element.mount(mountRef.current);
        stripeRef.current = { stripe, elements };
      } catch (e) {
        if (!abort.signal.aborted) setError((e as Error).message || t('profile.billing.failed'));
      }
    })();
    return () => abort.abort();
  }, [client, language, t]);

  const save = async () => {
    const s = stripeRef.current;
    if (!s) return;
    setBusy(true);
    setError(null);
    try {
      const result = await s.stripe.confirmSetup({ elements: s.elements, redirect: 'if_required' });
      if (result.error) throw new Error(result.error.message ?? t('profile.billing.failed'));
      const pm = result.setupIntent.payment_method;
      await onConfirmed(typeof pm === 'string' ? pm : (pm?.id ?? ''));
    } catch (e) {
      setError((e as Error).message || t('profile.billing.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="add-card">
      <div ref={mountRef} className="payment-element" data-ready={ready} />
      {!ready && !error && <p className="muted">{t('profile.billing.loadingCard')}</p>}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <div className="modal-actions">
        <button type="button" className="btn" onClick={onClose} disabled={busy}>
          {t('profile.billing.cancel')}
        </button>
        <button type="button" className="btn btn-primary" onClick={save} disabled={!ready || busy}>
          {t('profile.billing.saveCard')}
        </button>
      </div>
    </div>
  );
}
