import { describe, expect, it } from 'vitest';
import {
  emptyFormDraft,
  FORM_LIMITS,
  FORM_MESSAGES_EN,
  type FormDraft,
  isValidPrivacyUrl,
  normalizePrivacyUrl,
  slugify,
  subscriptionsCsvName,
  validateForm,
} from './form';

const valid = (over: Partial<FormDraft> = {}): FormDraft => ({
  ...emptyFormDraft(),
  name: 'Spring',
  name_placeholder: 'Your name',
  email_placeholder: 'Your e-mail',
  privacy_url: 'https://example.com/privacy',
  ...over,
});

describe('validateForm (000 §5 Subscriber form)', () => {
  it('accepts a complete draft', () => expect(validateForm(valid())).toEqual({}));

  it('defaults: name input on, phone input off', () => {
    expect(emptyFormDraft()).toMatchObject({ name_enabled: true, phone_enabled: false });
  });

  it.each([
    ['name', 'nameRequired', 'The Form name is required.'],
    ['email_placeholder', 'emailPlaceholderRequired', 'The Email placeholder is required.'],
    ['privacy_url', 'privacyUrlRequired', 'The Privacy policy url is required.'],
  ] as const)('requires %s', (field, code, text) => {
    expect(validateForm(valid({ [field]: '  ' }))[field]).toBe(code);
    expect(FORM_MESSAGES_EN[code]).toBe(text);
  });

  it('allows a tab label of 20 characters and refuses 21', () => {
    expect(validateForm(valid({ tab_label: 'x'.repeat(20) })).tab_label).toBeUndefined();
    expect(validateForm(valid({ tab_label: 'x'.repeat(21) })).tab_label).toBe('tabLabelTooLong');
    expect(FORM_MESSAGES_EN.tabLabelTooLong).toBe('The tab label must be less than 20 characters.');
  });

  it('requires the name placeholder only while the name input is enabled', () => {
    expect(validateForm(valid({ name_placeholder: '' })).name_placeholder).toBe('namePlaceholderRequired');
    expect(validateForm(valid({ name_placeholder: '', name_enabled: false }))).toEqual({});
    expect(FORM_MESSAGES_EN.namePlaceholderRequired).toBe('The Name placeholder is required.');
  });

  it('requires the phone placeholder only while the phone input is enabled', () => {
    expect(validateForm(valid({ phone_enabled: true })).phone_placeholder).toBe('phonePlaceholderRequired');
    expect(validateForm(valid({ phone_enabled: true, phone_placeholder: 'Phone' }))).toEqual({});
    expect(FORM_MESSAGES_EN.phonePlaceholderRequired).toBe('The Phone number placeholder is required.');
  });

  it('refuses a privacy url that does not match the pattern', () => {
    for (const bad of ['example', 'https://', 'ftp://example.com', 'https://exa mple.com', 'https://nodot'])
      expect(validateForm(valid({ privacy_url: bad })).privacy_url, bad).toBe('privacyUrlInvalid');
    expect(FORM_MESSAGES_EN.privacyUrlInvalid).toBe('The Privacy Policy url is not valid.');
  });

  it.each(Object.entries(FORM_LIMITS))('limits %s to %i characters', (field, max) => {
    const at = validateForm(valid({ [field]: 'x'.repeat(max) }));
    expect(at[field as keyof FormDraft]).toBeUndefined();
    const over = validateForm(valid({ [field]: 'x'.repeat(max + 1) }));
    expect(over[field as keyof FormDraft]).toBe(field === 'tab_label' ? 'tabLabelTooLong' : 'tooLong');
  });

  it('has the spec limits 128/20/128/1024/32/32/32/24', () => {
    expect(FORM_LIMITS).toEqual({
      name: 128,
      tab_label: 20,
      title: 128,
      description: 1024,
      name_placeholder: 32,
      email_placeholder: 32,
      phone_placeholder: 32,
      cta_label: 24,
    });
  });
});

describe('privacy url', () => {
  it('prefixes https:// on blur unless the value starts with http', () => {
    expect(normalizePrivacyUrl('example.com/p')).toBe('https://example.com/p');
    expect(normalizePrivacyUrl(' http://example.com ')).toBe('http://example.com');
    expect(normalizePrivacyUrl('https://example.com')).toBe('https://example.com');
    expect(normalizePrivacyUrl('')).toBe('');
  });
  it('accepts http and https urls with a host name', () => {
    expect(isValidPrivacyUrl('https://shop.example.com/privacy?x=1')).toBe(true);
    expect(isValidPrivacyUrl('http://localhost:8080/p')).toBe(true);
    expect(isValidPrivacyUrl('javascript:alert(1)')).toBe(false);
  });
});

describe('subscription export names (000 §7)', () => {
  it('slugifies', () => expect(slugify(' Árvíztűrő Spring / Sale! ')).toBe('arvizturo-spring-sale'));
  it('joins the prefix, form, customer and campaign', () => {
    expect(subscriptionsCsvName('Spring Form', 'ACME Ltd', 'Black Friday')).toBe(
      'subscriptions_spring-form_acme-ltd_black-friday.csv',
    );
    expect(subscriptionsCsvName('Spring Form')).toBe('subscriptions_spring-form.csv');
  });
});
