import {
  isValidationError,
  PAYMENT_MESSAGES,
  type PaymentAdd,
  type PaymentProvider,
  validatePaymentAdd,
} from '@smuc/sdk';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** How long a failed add's server text stays on screen (000 §8, §9: 50 s). */
export const PAYMENT_ADD_ERROR_MS = 50_000;

type Field = 'title' | 'data.publishable_key' | 'data.secret_key';
const MESSAGE_KEYS = Object.fromEntries(Object.entries(PAYMENT_MESSAGES).map(([key, text]) => [text, key]));

/**
 * The card payment provider form (000 §2, §5): name, publishable key and secret key, all required
 * (Add stays disabled until each has a value); the sdk's rule speaks first, then the server's
 * check with Stripe. A field error from the server shows at its field; any other failure shows the
 * server's text for 50 s.
 */
export function AddProviderForm({
  onAdd,
  onCancel,
}: {
  /** Sends the form (`client.payments.add`); answers the provider or throws the API error. */
  onAdd: (input: PaymentAdd) => Promise<PaymentProvider>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const ids = useId();
  const [draft, setDraft] = useState({ title: '', publishable: '', secret: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = (): PaymentAdd => ({
    type: 'stripe',
    title: draft.title,
    data: { publishable_key: draft.publishable, secret_key: draft.secret },
  });
  // Spec texts from the sdk are shown in the reader's language where we have them.
  const say = (text: string) => (MESSAGE_KEYS[text] ? t(`payments.errors.${MESSAGE_KEYS[text]}`) : text);
  const complete = draft.title.trim() && draft.publishable.trim() && draft.secret.trim();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!complete || busy) return;
    const local = validatePaymentAdd(input());
    if (Object.keys(local).length) {
      setErrors(Object.fromEntries(Object.entries(local).map(([k, v]) => [k, say(v[0] ?? '')])));
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await onAdd(input());
    } catch (e) {
      const fields = isValidationError(e) ? e.errors : {};
      const atFields = Object.entries(fields).filter(([k]) => k !== '_');
      if (atFields.length) setErrors(Object.fromEntries(atFields.map(([k, v]) => [k, say(v[0] ?? '')])));
      else {
        setFailure(e instanceof Error ? say(e.message) : t('errors.somethingWentWrong'));
        setTimeout(() => setFailure(null), PAYMENT_ADD_ERROR_MS);
      }
    } finally {
      setBusy(false);
    }
  };

  const field = (name: Field, label: string, value: string, key: keyof typeof draft, secret = false) => {
    const id = `${ids}-${key}`;
    const error = errors[name];
    return (
      <div className="field">
        <label htmlFor={id}>
          {label}
          <span aria-hidden> *</span>
        </label>
        <input
          id={id}
          className="input"
          type={secret ? 'password' : 'text'}
          autoComplete="off"
          spellCheck={false}
          dir={key === 'title' ? undefined : 'ltr'}
          value={value}
          maxLength={key === 'title' ? 64 : 255}
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={
            [error ? `${id}-error` : '', secret ? `${id}-hint` : ''].join(' ').trim() || undefined
          }
          onChange={(e) => {
            setDraft((d) => ({ ...d, [key]: e.target.value }));
            setErrors((x) => ({ ...x, [name]: undefined }));
          }}
        />
        {secret && (
          <p id={`${id}-hint`} className="muted hint">
            {t('payments.secretHint')}
          </p>
        )}
        {error && (
          <p id={`${id}-error`} className="field-error">
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <form className="card provider-form" aria-labelledby={`${ids}-heading`} onSubmit={submit} noValidate>
      <h2 id={`${ids}-heading`}>{t('payments.formTitle')}</h2>
      {field('title', t('payments.name'), draft.title, 'title')}
      {field('data.publishable_key', t('payments.publishableKey'), draft.publishable, 'publishable')}
      {field('data.secret_key', t('payments.secretKey'), draft.secret, 'secret', true)}
      {failure && (
        <p className="alert alert-danger" role="alert">
          {failure}
        </p>
      )}
      {busy && (
        <p className="muted" role="status">
          {t('payments.adding')}
        </p>
      )}
      <div className="form-actions">
        <button type="button" className="btn" onClick={onCancel}>
          {t('payments.cancel')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={!complete || busy}>
          {t('payments.add')}
        </button>
      </div>
    </form>
  );
}
