import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type PasswordChange,
  type PasswordDraft,
  type PasswordField,
  validatePasswordChange,
} from '@smuc/sdk';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useProfileForm } from './useProfileForm';

const FIELDS: PasswordField[] = ['current_password', 'new_password', 'confirm_password'];
const EMPTY: PasswordDraft = { current_password: '', new_password: '', confirm_password: '' };

/**
 * The change-password form (000 §5 Change password): current, new and confirmation, the sdk's
 * `validatePasswordChange` on save, the server's 422 (a wrong current password) at its field, and
 * "Password has been saved successfully!" after a change. The profile hides it when masqueraded.
 */
export function PasswordForm({
  onSave,
}: {
  /** Changes the password (`client.user.changePassword`); throws the API error on failure. */
  onSave: (input: PasswordChange) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const ids = useId();
  const { draft, set, errorOf, submit, busy, saved, formRef } = useProfileForm({
    initial: EMPTY,
    validate: validatePasswordChange,
    save: async (input: PasswordDraft) => {
      await onSave({ current_password: input.current_password, new_password: input.new_password });
      return EMPTY;
    },
    focusSelector: (field) => `[name="${field}"]`,
  });

  return (
    <section className="card profile-password" aria-labelledby={`${ids}-heading`}>
      <h2 id={`${ids}-heading`}>{t('profile.password.heading')}</h2>
      <form ref={formRef} className="profile-form" noValidate onSubmit={submit}>
        <p id={`${ids}-hint`} className="muted">
          {t('profile.password.hint', { min: PASSWORD_MIN_LENGTH })}
        </p>
        <div className="profile-grid">
          {FIELDS.map((field) => {
            const id = `${ids}-${field}`;
            const error = errorOf(field);
            const describedBy = [error ? `${id}-error` : '', field === 'new_password' ? `${ids}-hint` : '']
              .filter(Boolean)
              .join(' ');
            return (
              <div key={field} className={`field field-${field}`}>
                <label htmlFor={id}>
                  {t(`profile.fields.${field}`)}
                  <span aria-hidden> *</span>
                </label>
                <input
                  id={id}
                  name={field}
                  className="input"
                  type="password"
                  autoComplete={field === 'current_password' ? 'current-password' : 'new-password'}
                  value={draft[field]}
                  maxLength={PASSWORD_MAX_LENGTH}
                  onChange={(e) => set(field, e.target.value)}
                  required
                  aria-invalid={error ? true : undefined}
                  aria-describedby={describedBy || undefined}
                />
                {error && (
                  <span id={`${id}-error`} className="field-error">
                    {error}
                  </span>
                )}
              </div>
            );
          })}
        </div>
        <div className="profile-actions">
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? t('common.saving') : t('profile.password.save')}
          </button>
          <output className="profile-status" aria-live="polite">
            {saved && <span className="profile-saved">{t('profile.password.saved')}</span>}
          </output>
        </div>
      </form>
    </section>
  );
}
