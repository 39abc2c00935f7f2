import {
  emptyFormDraft,
  FORM_LIMITS,
  FORM_TRACKING_MAX,
  type FormDraft,
  type FormErrorCode,
  type FormField,
  isValidationError,
  normalizePrivacyUrl,
  type SubscriberForm,
  TOAST_SHORT_MS,
  validateForm,
} from '@smuc/sdk';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useArea } from '../shell/area-context';
import { Modal } from '../ui/Modal';
import { useToast } from '../ui/Toaster';

type TextField = Exclude<FormField, 'name_enabled' | 'phone_enabled'>;

const LIMIT: Record<TextField, number> = {
  ...FORM_LIMITS,
  privacy_url: 2048,
  click_tracking: FORM_TRACKING_MAX,
  submit_click_tracking: FORM_TRACKING_MAX,
};
const REQUIRED = new Set<TextField>(['name', 'email_placeholder', 'privacy_url']);

function draftOf(form: SubscriberForm | null): FormDraft {
  if (!form) return emptyFormDraft();
  const { id, no_of_subscriptions, details, created_at, updated_at, ...fields } = form;
  return fields;
}

/**
 * The create / edit modal of a subscriber form (000 §3 fields, §5 rules and limits): the sdk's
 * `validateForm` runs on save and, after the first save attempt, on every change; the privacy URL
 * gets `https://` on blur; the server's 422 messages land on their fields; other failures toast
 * their message for 5 s.
 */
export function FormModal({
  isOpen,
  form,
  onClose,
  onSaved,
}: {
  isOpen: boolean;
  /** The form to edit; null creates a new one. */
  form: SubscriberForm | null;
  onClose: () => void;
  onSaved: (form: SubscriberForm) => void;
}) {
  const { t } = useTranslation();
  const { client } = useArea();
  const toast = useToast();
  const ids = useId();
  const [draft, setDraft] = useState<FormDraft>(() => draftOf(form));
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<string, string>>>({});
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (isOpen) {
      setDraft(draftOf(form));
      setTried(false);
      setServerErrors({});
    }
  }, [isOpen, form]);

  const codes: Partial<Record<FormField, FormErrorCode>> = tried ? validateForm(draft) : {};
  const errorOf = (f: FormField) =>
    codes[f] ? t(`forms.errors.${codes[f]}`) : (serverErrors[f] ?? undefined);
  const set = <K extends FormField>(field: K, value: FormDraft[K]) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setServerErrors((e) => ({ ...e, [field]: undefined }));
  };

  const save = async () => {
    setTried(true);
    const normalized = { ...draft, privacy_url: normalizePrivacyUrl(draft.privacy_url) };
    setDraft(normalized);
    const problems = validateForm(normalized);
    if (Object.keys(problems).length > 0) {
      const first = Object.keys(problems)[0];
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus());
      return;
    }
    setBusy(true);
    try {
      const saved = form
        ? await client.forms.update(form.id, normalized)
        : await client.forms.create(normalized);
      onSaved(saved);
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

  const text = (field: TextField, opts: { multiline?: boolean; hint?: string; disabled?: boolean } = {}) => {
    const id = `${ids}-${field}`;
    const error = errorOf(field);
    const describedBy = [error ? `${id}-error` : '', opts.hint ? `${id}-hint` : ''].filter(Boolean).join(' ');
    const common = {
      id,
      name: field,
      className: 'input',
      value: draft[field],
      maxLength: LIMIT[field],
      disabled: opts.disabled,
      'aria-invalid': error ? true : undefined,
      'aria-required': REQUIRED.has(field) ? true : undefined,
      'aria-describedby': describedBy || undefined,
    };
    return (
      <div className={`field field-${field}`}>
        <label htmlFor={id}>
          {t(`forms.fields.${field}`)}
          {REQUIRED.has(field) && <span aria-hidden> *</span>}
        </label>
        {opts.multiline ? (
          <textarea {...common} rows={3} onChange={(e) => set(field, e.target.value)} />
        ) : (
          <input
            {...common}
            type={field === 'privacy_url' ? 'url' : 'text'}
            onChange={(e) => set(field, e.target.value)}
            onBlur={
              field === 'privacy_url'
                ? () => set('privacy_url', normalizePrivacyUrl(draft.privacy_url))
                : undefined
            }
          />
        )}
        {opts.hint && (
          <span id={`${id}-hint`} className="muted hint">
            {opts.hint}
          </span>
        )}
        {error && (
          <span id={`${id}-error`} className="field-error">
            {error}
          </span>
        )}
      </div>
    );
  };
  const toggle = (field: 'name_enabled' | 'phone_enabled') => (
    <label className="check">
      <input
        type="checkbox"
        name={field}
        checked={draft[field]}
        onChange={(e) => set(field, e.target.checked)}
      />
      {t(`forms.fields.${field}`)}
    </label>
  );

  return (
    <Modal
      title={t(form ? 'forms.modal.edit' : 'forms.modal.create')}
      isOpen={isOpen}
      onClose={onClose}
      locked={busy}
    >
      <form
        ref={formRef}
        className="form-modal"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <div className="form-grid">
          {text('name')}
          {text('tab_label')}
          {text('title')}
          {text('cta_label')}
          <div className="span-2">{text('description', { multiline: true })}</div>
          <div className="toggle-group">
            {toggle('name_enabled')}
            {text('name_placeholder', { disabled: !draft.name_enabled })}
          </div>
          <div className="toggle-group">
            {toggle('phone_enabled')}
            {text('phone_placeholder', { disabled: !draft.phone_enabled })}
          </div>
          {text('email_placeholder')}
          {text('privacy_url', { hint: t('forms.hints.privacy_url') })}
          {text('click_tracking', { hint: t('forms.hints.tracking') })}
          {text('submit_click_tracking', { hint: t('forms.hints.tracking') })}
        </div>
        <div className="modal-actions">
          <button type="button" className="btn" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? t('common.saving') : t('common.save')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
