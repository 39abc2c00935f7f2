import { PAYMENT_MESSAGES } from '@smuc/sdk';

/** English texts of the Payments page (000 §2 Payments, §8, §9). */
export const paymentsEn = {
  title: 'Payments',
  intro: 'Connect your own card payment provider to sell the products of your players.',
  notInPlan: 'Payment integration is only available for Business and Enterprise users.',
  upgrade: 'Upgrade',
  listTitle: 'Connected payment providers',
  empty: 'No payment provider is connected yet.',
  addMenu: 'Add payment method',
  cardProvider: 'Card payment (Stripe)',
  formTitle: 'Card payment provider',
  name: 'Name',
  publishableKey: 'Publishable key',
  secretKey: 'Secret key',
  secretHint: 'Stored encrypted; only its last four characters are shown again.',
  add: 'Add',
  adding: 'Checking the keys with Stripe…',
  cancel: 'Cancel',
  added: 'Payment provider added.',
  remove: 'Remove {{name}}',
  removeTitle: 'Remove payment provider',
  removeText: 'Remove “{{name}}”? Players that sell through it stop taking payments.',
  removed: 'Payment provider removed.',
  removeFailed: 'The payment provider could not be removed.',
  test: 'Test',
  live: 'Live',
  mode: 'Mode',
  type: 'Type',
  // The form's rule texts are the sdk's (shared with the server), word for word.
  errors: { ...PAYMENT_MESSAGES },
};
