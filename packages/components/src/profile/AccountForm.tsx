import {
  ACCOUNT_LIMITS,
  type AccountDraft,
  type AccountErrorCode,
  type AccountField,
  countryCode,
  isValidationError,
  PASSWORD_MIN_LENGTH,
  TOAST_SHORT_MS,
  type User,
  type UserUpdate,
  validateAccount,
} from '@smuc/sdk';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../ui/Toaster';
import { CountryPicker } from './CountryPicker';

/** The form's fields in the order shown; country is the searchable list, the rest text inputs. */
const FIELDS: AccountField[] = [
  'first_name',
  'last_name',
  'email',
  'country',
  'zip',
  'city',
  'address',
  'company',
  'tax_number',
  'phone',
];
const REQUIRED = new Set<AccountField>([
  'first_name',
  'last_name',
  'email',
  'country',
  'zip',
  'city',
  'address',
]);
const AUTOCOMPLETE: Record<AccountField, string> = {
  first_name: 'given-name',
  last_name: 'family-name',
  email: 'email',
  country: 'country',
  zip: 'postal-code',
  city: 'address-level2',
  address: 'street-address',
  company: 'organization',
  tax_number: 'off',
  phone: 'tel',
};

/** The form's values from the user (`GET /user/me`); a country stored as a name becomes its code. */
export function draftOf(user: User): AccountDraft {
  return {
    first_name: user.firstname,
    last_name: user.lastname,
    email: user.email,
    country: countryCode(user.country) || (user.country ?? ''),
    zip: user.postcode ?? '',
    city: user.city ?? '',
    address: user.address ?? '',
    company: user.company ?? '',
    tax_number: user.tax_number ?? '',
    phone: user.phone ?? '',
  };
}

/** The text of a rule code in the page's language (`passwordTooShort` names its minimum). */
export function useRuleText() {
  const { t } = useTranslation();
  return (code: AccountErrorCode) => t(`profile.errors.${code}`, { min: PASSWORD_MIN_LENGTH });
}

/**
 * The account form (000 §5 Account details): every field of `PUT /user/me`, the sdk's
 * `validateAccount` on save (the server runs it again), its messages at their fields, the server's
 * 422 messages (e.g. an e-mail another account uses) at theirs, and "Data has been saved
 * successfully!" after a save. Saving is disabled when `masqueraded` (000 §6).
 */
export function AccountForm({
  user,
  masqueraded,
  onSave,
}: {
  user: User;
  masqueraded: boolean;
  /** Saves the form (`client.user.update`); answers the updated user or throws the API error. */
  onSave: (input: UserUpdate) => Promise<User>;
}) {
  const { t } = useTranslation();
  const ruleText = useRuleText();
  const toast = useToast();
  const ids = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<AccountDraft>(() => draftOf(user));
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<string, string>>>({});
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);

  const codes = tried ? validateAccount(draft) : {};
  const errorOf = (f: AccountField) => {
    const code = codes[f];
    return code ? ruleText(code) : serverErrors[f];
  };
  const set = (field: AccountField, value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setServerErrors((e) => ({ ...e, [field]: undefined }));
    setSaved(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (masqueraded || busy) return;
    setTried(true);
    setSaved(false);
    const problems = Object.keys(validateAccount(draft));
    if (problems.length > 0) {
      const first = problems[0];
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>(`[data-field="${first}"] input`)?.focus(),
      );
      return;
    }
    setBusy(true);
    try {
      const updated = await onSave(draft);
      setDraft(draftOf(updated));
      setServerErrors({});
      setTried(false);
      setSaved(true);
    } catch (e) {
      if (isValidationError(e) && Object.keys(e.errors).length) {
        setServerErrors(Object.fromEntries(Object.entries(e.errors).map(([k, v]) => [k, v[0]])));
      } else {
        toast(e instanceof Error ? e.message : t('errors.somethingWentWrong'), 'danger', TOAST_SHORT_MS);
      }
    } finally {
      setBusy(false);
    }
  };

  const input = (field: AccountField) => {
    const id = `${ids}-${field}`;
    if (field === 'country')
      return (
        <div key={field} data-field={field}>
          <CountryPicker
            id={id}
            value={draft.country}
            onChange={(code) => set('country', code)}
            error={errorOf('country')}
            isDisabled={masqueraded}
          />
        </div>
      );
    const error = errorOf(field);
    return (
      <div key={field} className={`field field-${field}`} data-field={field}>
        <label htmlFor={id}>
          {t(`profile.fields.${field}`)}
          {REQUIRED.has(field) && <span aria-hidden> *</span>}
        </label>
        <input
          id={id}
          name={field}
          className="input"
          type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
          autoComplete={AUTOCOMPLETE[field]}
          value={draft[field]}
          maxLength={ACCOUNT_LIMITS[field]}
          onChange={(e) => set(field, e.target.value)}
          readOnly={masqueraded}
          aria-required={REQUIRED.has(field) ? true : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {error && (
          <span id={`${id}-error`} className="field-error">
            {error}
          </span>
        )}
      </div>
    );
  };

  return (
    <section className="card profile-account" aria-labelledby={`${ids}-heading`}>
      <h2 id={`${ids}-heading`}>{t('profile.account.heading')}</h2>
      <form ref={formRef} className="profile-form" noValidate onSubmit={submit}>
        <div className="profile-grid">{FIELDS.map(input)}</div>
        <div className="profile-actions">
          <button type="submit" className="btn btn-primary" disabled={masqueraded || busy}>
            {busy ? t('common.saving') : t('profile.account.save')}
          </button>
          <output className="profile-status" aria-live="polite">
            {saved && <span className="profile-saved">{t('profile.account.saved')}</span>}
          </output>
        </div>
        {masqueraded && <p className="muted">{t('profile.account.masqueraded')}</p>}
      </form>
    </section>
  );
}
