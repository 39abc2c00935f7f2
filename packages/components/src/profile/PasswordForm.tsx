import {
  isValidationError,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type PasswordChange,
  type PasswordDraft,
  type PasswordField,
  TOAST_SHORT_MS,
  validatePasswordChange,
} from '@smuc/sdk';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../ui/Toaster';
import { useRuleText } from './AccountForm';

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
  const ruleText = useRuleText();
  const toast = useToast();
  const ids = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<PasswordDraft>(EMPTY);
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<string, string>>>({});
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);

  const codes = tried ? validatePasswordChange(draft) : {};
  const errorOf = (f: PasswordField) => {
    const code = codes[f];
    return code ? ruleText(code) : serverErrors[f];
  };
  const set = (field: PasswordField, value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setServerErrors((e) => ({ ...e, [field]: undefined }));
    setSaved(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setTried(true);
    setSaved(false);
    const problems = Object.keys(validatePasswordChange(draft));
    if (problems.length > 0) {
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>(`[name="${problems[0]}"]`)?.focus(),
      );
      return;
    }
    setBusy(true);
    try {
      await onSave({ current_password: draft.current_password, new_password: draft.new_password });
      setDraft(EMPTY);
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
