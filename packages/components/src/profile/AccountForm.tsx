import {
  ACCOUNT_LIMITS,
  type AccountDraft,
  type AccountField,
  countryCode,
  type User,
  type UserUpdate,
  validateAccount,
} from '@smuc/sdk';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CountryPicker } from './CountryPicker';
import { useProfileForm } from './useProfileForm';

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
  const ids = useId();
  const { draft, set, errorOf, submit, busy, saved, formRef } = useProfileForm({
    initial: () => draftOf(user),
    validate: validateAccount,
    save: async (input: AccountDraft) => draftOf(await onSave(input)),
    focusSelector: (field) => `[data-field="${field}"] input`,
    disabled: masqueraded,
  });

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
