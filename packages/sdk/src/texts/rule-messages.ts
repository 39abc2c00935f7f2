/**
 * Rule and form texts of the spec (000 §5, 001 §5) in English, word for word, with no schema or
 * zod around them: the components' English catalogues import them, so the texts reach a page
 * without the rules' and schemas' code. Each is re-exported from the module of its rules.
 */
/** Shortest new password the server accepts (characters); re-exported by `rules/account.ts`. */
export const PASSWORD_MIN_LENGTH = 8;

/** Texts of the add form (000 §5 "Payment provider add: name, publishable key and secret key required"). */
export const PAYMENT_MESSAGES = {
  titleRequired: 'Name is required.',
  publishableRequired: 'Publishable key is required.',
  secretRequired: 'Secret key is required.',
  publishableFormat: 'This is not a Stripe publishable key (it starts with pk_test_ or pk_live_).',
  secretFormat: 'This is not a Stripe secret key (it starts with sk_ or rk_, then test_ or live_).',
  modeMismatch: 'The publishable key and the secret key must both be test keys or both be live keys.',
  notInPlan: 'Payment integration is only available for Business and Enterprise users.',
} as const;

/** The save-check messages of 001 §5, in check order; the server answers 422 with the same text. */
export const SAVE_CHECK_MESSAGES = {
  cardCheck: 'An operation is still in progress. Changes cannot be saved until then.',
  startInPast: 'Stream start date must be later than the current time!',
  videoMissing: 'You have to upload a video for your playback stream before saving!',
  maxWidth: 'Invalid maximum width specified. Value must be between 320 and 2000.',
  maxHeight: 'Invalid maximum height specified. Value must be between 180 and 2000.',
  countdownEmail: 'The countdown box can only be enabled if you enter a notification email subject and text',
  privacyPolicy: 'You have to enter the Privacy Policy URL',
  campaign: 'If the Customer field is provided, the Campaign field is also required!',
} as const;

/**
 * The English texts of the product rules (001 §5, word for word where the spec gives them). The UI
 * translates the code (`productRules.<code>`); the server answers these texts.
 */
export const PRODUCT_RULE_TEXTS = {
  nameRequired: 'Name is required.',
  nameTooLong: 'The name can be at most 128 characters.',
  alternateTextTooLong: 'The alternate text can be at most 24 characters.',
  ctaTooLong: 'The CTA label can be at most 24 characters.',
  priceRequired: 'The price is required unless an alternate text is set.',
  priceInvalid: 'The price must be a number.',
  priceTooLarge: 'The price is too large.',
  salesPriceLower: 'Sales prices should be lower than the normal price',
  payableNeedsPrice: 'You must enter a price for the product',
  payableNeedsIntegration: 'Please choose a payment integration in order to activate this function',
  minimumPrice: 'The minimum price in "{{currency}}" is {{min}} {{currency}}',
  minimumSalesPrice: 'The minimum sales price in "{{currency}}" is {{min}} {{currency}}',
  timeFormat: 'Use hh:mm:ss (hours 0-99, minutes and seconds 0-59).',
  timingBothEnds: 'Both start and end values are mandatory.',
  timingInvalid: 'Invalid time frame.',
  timingBlocked: 'This timeframe is blocked by other product',
  currencyMismatch: 'The price is in {{given}}, but this player sells in {{currency}}.',
  currencyUnsupported:
    'The price is in {{given}}, which is not a supported currency; this player sells in {{currency}}.',
} as const;

/** Error codes of the profile rules and of the server's checks behind them (re-exported by `rules/account.ts`). */
export type AccountErrorCode =
  | 'firstNameRequired'
  | 'lastNameRequired'
  | 'emailRequired'
  | 'emailInvalid'
  | 'emailTaken'
  | 'countryRequired'
  | 'cityRequired'
  | 'zipRequired'
  | 'addressRequired'
  | 'tooLong'
  | 'currentPasswordRequired'
  | 'newPasswordRequired'
  | 'confirmPasswordRequired'
  | 'passwordsDiffer'
  | 'passwordTooShort'
  | 'currentPasswordWrong';

/**
 * English texts per code: the 000 §5 messages word for word; `emailTaken`, `passwordTooShort`,
 * `currentPasswordWrong` and `tooLong` are the server's checks the spec does not word.
 */
export const ACCOUNT_MESSAGES_EN: Record<AccountErrorCode, string> = {
  firstNameRequired: 'First name cannot be empty!',
  lastNameRequired: 'Last name cannot be empty!',
  emailRequired: 'Email cannot be empty!',
  emailInvalid: 'Not a valid email address!',
  emailTaken: 'This email address is already used by another account!',
  countryRequired: 'Country cannot be empty!',
  cityRequired: 'City cannot be empty!',
  zipRequired: 'Postcode cannot be empty!',
  addressRequired: 'Street address cannot be empty!',
  tooLong: 'The value is too long.',
  currentPasswordRequired: 'Current password field cannot be empty!',
  newPasswordRequired: 'New password field cannot be empty!',
  confirmPasswordRequired: 'Confirm new password field cannot be empty!',
  passwordsDiffer: 'New passwords are not the same!',
  passwordTooShort: `New password must be at least ${PASSWORD_MIN_LENGTH} characters long!`,
  currentPasswordWrong: 'The current password is not correct!',
};

/** Exact texts of 001 §5. */
export const SOCIAL_VIDEO_MESSAGES = {
  provider:
    'The given embed code is not from one of the following accepted provider: YouTube, Vimeo or Facebook video.',
  facebookLandscape:
    'In case of Facebook videos, you can currently use landscape videos with a 16:9 aspect ratio only.',
} as const;

/** The Google Analytics code's format (issue 34 §4); the server answers 422 with this text. */
export const GA_CODE_MESSAGES = {
  format: 'The Google Analytics code must be a GA4 measurement ID, like G-1A2B3C4D5E.',
} as const;
