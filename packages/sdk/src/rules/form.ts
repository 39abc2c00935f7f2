/**
 * Subscriber form rules (000 §5 "Subscriber form"), shared by the form modal and the server.
 * Rules answer error codes; {@link FORM_MESSAGES_EN} holds the spec's English texts for them and
 * the UI translates the same codes through i18n (`forms.errors.<code>`).
 */

/** Input limits in characters (000 §5). */
export const FORM_LIMITS = {
  name: 128,
  tab_label: 20,
  title: 128,
  description: 1024,
  name_placeholder: 32,
  email_placeholder: 32,
  phone_placeholder: 32,
  cta_label: 24,
} as const;

/** Limit of the free-text click-tracking fields (pixel or tracking URLs). */
export const FORM_TRACKING_MAX = 1024;

/** The editable fields of a subscriber form as the modal holds them (strings may be empty). */
export interface FormDraft {
  name: string;
  tab_label: string;
  title: string;
  description: string;
  name_enabled: boolean;
  name_placeholder: string;
  email_placeholder: string;
  phone_enabled: boolean;
  phone_placeholder: string;
  privacy_url: string;
  cta_label: string;
  click_tracking: string;
  submit_click_tracking: string;
}

export type FormField = keyof FormDraft;

/** Error codes of the form rules. */
export type FormErrorCode =
  | 'nameRequired'
  | 'emailPlaceholderRequired'
  | 'privacyUrlRequired'
  | 'tabLabelTooLong'
  | 'namePlaceholderRequired'
  | 'phonePlaceholderRequired'
  | 'privacyUrlInvalid'
  | 'tooLong';

/** The spec's messages (000 §5) per code; `tooLong` guards the input limits the inputs already enforce. */
export const FORM_MESSAGES_EN: Record<FormErrorCode, string> = {
  nameRequired: 'The Form name is required.',
  emailPlaceholderRequired: 'The Email placeholder is required.',
  privacyUrlRequired: 'The Privacy policy url is required.',
  tabLabelTooLong: 'The tab label must be less than 20 characters.',
  namePlaceholderRequired: 'The Name placeholder is required.',
  phonePlaceholderRequired: 'The Phone number placeholder is required.',
  privacyUrlInvalid: 'The Privacy Policy url is not valid.',
  tooLong: 'The value is too long.',
};

/** A new form's draft: the name input on, the phone input off (000 §3 defaults). */
export function emptyFormDraft(): FormDraft {
  return {
    name: '',
    tab_label: '',
    title: '',
    description: '',
    name_enabled: true,
    name_placeholder: '',
    email_placeholder: '',
    phone_enabled: false,
    phone_placeholder: '',
    privacy_url: '',
    cta_label: '',
    click_tracking: '',
    submit_click_tracking: '',
  };
}

/**
 * The privacy URL as it is kept after the input loses focus: trimmed, and `https://` prefixed when a
 * non-empty value does not start with `http` (000 §5).
 */
export function normalizePrivacyUrl(value: string): string {
  const v = value.trim();
  if (v === '' || /^http/i.test(v)) return v;
  return `https://${v}`;
}

/** True for an absolute http(s) URL whose host has a dot-separated name (or is localhost), no spaces. */
export function isValidPrivacyUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  return url.hostname === 'localhost' || /^[^.]+(\.[^.]+)+$/.test(url.hostname);
}

/**
 * Validates a draft (000 §5): required name, email placeholder and privacy URL; tab label at most
 * 20 characters; name / phone placeholders required when their inputs are enabled; privacy URL
 * pattern; every input limit. Answers the first error per field (empty object when valid).
 */
export function validateForm(draft: FormDraft): Partial<Record<FormField, FormErrorCode>> {
  const errors: Partial<Record<FormField, FormErrorCode>> = {};
  const blank = (v: string) => v.trim() === '';
  for (const [field, max] of Object.entries(FORM_LIMITS) as [keyof typeof FORM_LIMITS, number][]) {
    if (draft[field].length > max) errors[field] = field === 'tab_label' ? 'tabLabelTooLong' : 'tooLong';
  }
  for (const field of ['click_tracking', 'submit_click_tracking'] as const) {
    if (draft[field].length > FORM_TRACKING_MAX) errors[field] = 'tooLong';
  }
  if (blank(draft.name)) errors.name = 'nameRequired';
  if (blank(draft.email_placeholder)) errors.email_placeholder = 'emailPlaceholderRequired';
  if (draft.name_enabled && blank(draft.name_placeholder))
    errors.name_placeholder = 'namePlaceholderRequired';
  if (draft.phone_enabled && blank(draft.phone_placeholder))
    errors.phone_placeholder = 'phonePlaceholderRequired';
  if (blank(draft.privacy_url)) errors.privacy_url = 'privacyUrlRequired';
  else if (!isValidPrivacyUrl(draft.privacy_url.trim())) errors.privacy_url = 'privacyUrlInvalid';
  return errors;
}

/** Lower-case ASCII slug: accents dropped, runs of other characters become one `-`, trimmed. */
export function slugify(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The fixed prefix of every form subscription export's file name (000 §7). */
export const SUBSCRIPTIONS_CSV_PREFIX = 'subscriptions';

/**
 * File name of a form subscription export: the fixed prefix plus the slugified form name, customer
 * and campaign (the parts that are set), joined by `_`, e.g. `subscriptions_spring-form_acme_sale.csv`.
 */
export function subscriptionsCsvName(form: string, customer?: string | null, campaign?: string | null) {
  const parts = [SUBSCRIPTIONS_CSV_PREFIX, slugify(form) || 'form'];
  for (const p of [customer, campaign]) if (p && slugify(p)) parts.push(slugify(p));
  return `${parts.join('_')}.csv`;
}
