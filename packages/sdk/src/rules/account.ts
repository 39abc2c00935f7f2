/**
 * Profile rules (000 §5 "Account details" and "Change password"), shared by the profile forms and
 * the server's `PUT /user/me` and `PUT /user/change-password`. Rules answer error codes;
 * {@link ACCOUNT_MESSAGES_EN} holds the spec's English texts for them and the UI translates the same
 * codes through i18n (`profile.errors.<code>`).
 */
import { z } from 'zod';
import { ACCOUNT_MESSAGES_EN, type AccountErrorCode, PASSWORD_MIN_LENGTH } from '../texts/rule-messages';

/** Input limits in characters of the account form (what the inputs enforce; the server re-checks). */
export const ACCOUNT_LIMITS = {
  first_name: 128,
  last_name: 128,
  email: 254,
  country: 128,
  zip: 32,
  city: 128,
  address: 255,
  company: 255,
  tax_number: 64,
  phone: 64,
} as const;

// Defined beside the texts that word it (texts/rule-messages.ts, free of zod).
export { PASSWORD_MIN_LENGTH };
/** Longest password accepted (the login schema's limit). */
export const PASSWORD_MAX_LENGTH = 1024;

/** The account form as `PUT /user/me` sends it (000 §7); optional fields are `''` when empty. */
export interface AccountDraft {
  first_name: string;
  last_name: string;
  email: string;
  country: string;
  zip: string;
  city: string;
  address: string;
  company: string;
  tax_number: string;
  phone: string;
}
export type AccountField = keyof AccountDraft;

/** The change-password form: `confirm_password` stays in the browser (000 §5). */
export interface PasswordDraft {
  current_password: string;
  new_password: string;
  confirm_password: string;
}
export type PasswordField = keyof PasswordDraft;

export type { AccountErrorCode } from '../texts/rule-messages';

// The English texts live in texts/rule-messages.ts, free of zod for the browser's catalogues.
export { ACCOUNT_MESSAGES_EN };

/** Success texts of the two forms (000 §5). */
export const ACCOUNT_SAVED_EN = 'Data has been saved successfully!';
export const PASSWORD_SAVED_EN = 'Password has been saved successfully!';

const REQUIRED: [AccountField, AccountErrorCode][] = [
  ['first_name', 'firstNameRequired'],
  ['last_name', 'lastNameRequired'],
  ['email', 'emailRequired'],
  ['country', 'countryRequired'],
  ['city', 'cityRequired'],
  ['zip', 'zipRequired'],
  ['address', 'addressRequired'],
];

const emailFormat = z.email();

/** True for an e-mail address of the usual `local@domain.tld` form (zod's e-mail pattern). */
export const isValidEmail = (value: string) => emailFormat.safeParse(value.trim()).success;

/**
 * Validates the account form (000 §5 Account details): first name, last name, email, country, city,
 * postcode and street address must be non-blank; the email must be an address; no field over its
 * {@link ACCOUNT_LIMITS}. Answers the first error per field, `{}` when valid.
 */
export function validateAccount(draft: AccountDraft): Partial<Record<AccountField, AccountErrorCode>> {
  const errors: Partial<Record<AccountField, AccountErrorCode>> = {};
  for (const [field, max] of Object.entries(ACCOUNT_LIMITS) as [AccountField, number][]) {
    if (draft[field].length > max) errors[field] = 'tooLong';
  }
  for (const [field, code] of REQUIRED) if (draft[field].trim() === '') errors[field] = code;
  if (!errors.email && !isValidEmail(draft.email)) errors.email = 'emailInvalid';
  return errors;
}

/**
 * Validates the change-password form (000 §5 Change password): all three non-empty, the new password
 * at least {@link PASSWORD_MIN_LENGTH} characters, and new equal to the confirmation. The server,
 * which gets no confirmation, passes the new password as its own confirmation. `{}` when valid.
 */
export function validatePasswordChange(
  draft: PasswordDraft,
): Partial<Record<PasswordField, AccountErrorCode>> {
  const errors: Partial<Record<PasswordField, AccountErrorCode>> = {};
  if (draft.current_password === '') errors.current_password = 'currentPasswordRequired';
  if (draft.new_password === '') errors.new_password = 'newPasswordRequired';
  else if (draft.new_password.length < PASSWORD_MIN_LENGTH) errors.new_password = 'passwordTooShort';
  else if (draft.new_password.length > PASSWORD_MAX_LENGTH) errors.new_password = 'tooLong';
  if (draft.confirm_password === '') errors.confirm_password = 'confirmPasswordRequired';
  else if (draft.new_password !== '' && draft.confirm_password !== draft.new_password)
    errors.confirm_password = 'passwordsDiffer';
  return errors;
}

/** The English texts of a rule's codes as the 422 envelope's `errors` (field → messages). */
export function accountMessages(codes: Partial<Record<string, AccountErrorCode>>): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [field, code] of Object.entries(codes)) if (code) out[field] = [ACCOUNT_MESSAGES_EN[code]];
  return out;
}
