import { type AccountErrorCode, isValidationError, PASSWORD_MIN_LENGTH, TOAST_SHORT_MS } from '@smuc/sdk';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../ui/Toaster';

/** The text of a rule code in the page's language (`passwordTooShort` names its minimum). */
function useRuleText() {
  const { t } = useTranslation();
  return (code: AccountErrorCode) => t(`profile.errors.${code}`, { min: PASSWORD_MIN_LENGTH });
}

/**
 * The state of a profile form (000 §5 Account details, Change password): the draft, the sdk rule's
 * messages at their fields once a save was tried, the server's 422 messages at theirs (cleared when
 * the field changes), busy while saving and `saved` after a save. `submit` runs `validate` first and
 * focuses the first invalid field (`focusSelector(field)` inside the form); then `save`, whose answer
 * is the draft shown next. Any other failure is toasted (its message, or "Something went wrong").
 * Nothing happens while `disabled` (a masquerade) or busy.
 */
export function useProfileForm<F extends string, D extends Record<F, string>>({
  initial,
  validate,
  save,
  focusSelector,
  disabled = false,
}: {
  initial: D | (() => D);
  validate: (draft: D) => Partial<Record<F, AccountErrorCode>>;
  save: (draft: D) => Promise<D>;
  focusSelector: (field: string) => string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const ruleText = useRuleText();
  const toast = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<D>(initial);
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<string, string>>>({});
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);

  const codes: Partial<Record<F, AccountErrorCode>> = tried ? validate(draft) : {};
  const errorOf = (f: F) => {
    const code = codes[f];
    return code ? ruleText(code) : serverErrors[f];
  };
  const set = (field: F, value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setServerErrors((e) => ({ ...e, [field]: undefined }));
    setSaved(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (disabled || busy) return;
    setTried(true);
    setSaved(false);
    const problems = Object.keys(validate(draft));
    if (problems.length > 0) {
      const first = problems[0] ?? '';
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>(focusSelector(first))?.focus());
      return;
    }
    setBusy(true);
    try {
      setDraft(await save(draft));
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

  return { draft, set, errorOf, submit, busy, saved, formRef };
}
