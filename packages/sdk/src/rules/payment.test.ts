import { describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '../schemas/payment';
import { chargedPrice, maskStripeKey, stripeKeyMode, stripeMinorUnits, validatePaymentAdd } from './payment';

const input = (publishable: string, secret: string, title = 'Shop') => ({
  type: 'stripe' as const,
  title,
  data: { publishable_key: publishable, secret_key: secret },
});

describe('payment provider rules (000 §5, issue 14 §1)', () => {
  it('reads the mode of a key from its prefix', () => {
    expect(stripeKeyMode('pk_test_51AbCdEfGh', 'publishable')).toBe('test');
    expect(stripeKeyMode('sk_live_51AbCdEfGh', 'secret')).toBe('live');
    expect(stripeKeyMode('rk_test_51AbCdEfGh', 'secret')).toBe('test');
    expect(stripeKeyMode('sk_test_51AbCdEfGh', 'publishable')).toBeNull();
    expect(stripeKeyMode('hello', 'secret')).toBeNull();
  });

  it('requires the name and both keys', () => {
    expect(validatePaymentAdd(input('', '', ' '))).toEqual({
      title: [PAYMENT_MESSAGES.titleRequired],
      'data.publishable_key': [PAYMENT_MESSAGES.publishableRequired],
      'data.secret_key': [PAYMENT_MESSAGES.secretRequired],
    });
  });

  it('refuses keys of the wrong kind and a test key with a live key', () => {
    expect(validatePaymentAdd(input('sk_test_51AbCdEfGh', 'pk_test_51AbCdEfGh'))).toEqual({
      'data.publishable_key': [PAYMENT_MESSAGES.publishableFormat],
      'data.secret_key': [PAYMENT_MESSAGES.secretFormat],
    });
    expect(validatePaymentAdd(input('pk_test_51AbCdEfGh', 'sk_live_51AbCdEfGh'))).toEqual({
      'data.secret_key': [PAYMENT_MESSAGES.modeMismatch],
    });
    expect(validatePaymentAdd(input('pk_live_51AbCdEfGh', 'sk_live_51AbCdEfGh'))).toEqual({});
  });

  it('masks a secret key to its prefix and last four characters', () => {
    expect(maskStripeKey('sk_test_51AbCdEfGh1234')).toBe('sk_test_…1234');
  });
});

describe('checkout amounts (issue 14 §2)', () => {
  it('gives Stripe minor units: cents for two-decimal currencies, whole forints × 100 for HUF', () => {
    expect(stripeMinorUnits(19.99, 'eur')).toBe(1999);
    expect(stripeMinorUnits(1.005, 'usd')).toBe(101);
    expect(stripeMinorUnits(0.5, 'CHF')).toBe(50);
    expect(stripeMinorUnits(15, 'czk')).toBe(1500);
    expect(stripeMinorUnits(1990, 'huf')).toBe(199000);
    expect(stripeMinorUnits(1990.4, 'huf')).toBe(199000);
    expect(stripeMinorUnits(175, 'HUF') % 100).toBe(0);
    expect(stripeMinorUnits(500, 'jpy')).toBe(500);
    expect(stripeMinorUnits(-1, 'eur')).toBeNaN();
    expect(stripeMinorUnits(Number.NaN, 'eur')).toBeNaN();
  });

  it('charges the sales price when set, else the price', () => {
    expect(chargedPrice(20, 15)).toBe(15);
    expect(chargedPrice(20, null)).toBe(20);
    expect(chargedPrice(20, 0)).toBe(20);
    expect(chargedPrice(null, null)).toBeNull();
    expect(chargedPrice(0, null)).toBeNull();
  });
});
