import { describe, expect, it } from 'vitest';
import { type AccountDraft, accountMessages, validateAccount, validatePasswordChange } from './account';
import { countryCode, countryList, isoCountryCodes } from './countries';

const filled: AccountDraft = {
  first_name: 'Dora',
  last_name: 'Demo',
  email: 'dora@example.com',
  country: 'HU',
  zip: '1051',
  city: 'Budapest',
  address: 'Fő utca 1.',
  company: '',
  tax_number: '',
  phone: '',
};

describe('validateAccount (000 §5 Account details)', () => {
  it('accepts a filled form with the optional fields empty', () => {
    expect(validateAccount(filled)).toEqual({});
  });

  it('answers the spec message of every blank required field', () => {
    const blank = {
      ...filled,
      first_name: ' ',
      last_name: '',
      email: '',
      country: '',
      city: '',
      zip: '',
      address: '',
    };
    expect(accountMessages(validateAccount(blank))).toEqual({
      first_name: ['First name cannot be empty!'],
      last_name: ['Last name cannot be empty!'],
      email: ['Email cannot be empty!'],
      country: ['Country cannot be empty!'],
      city: ['City cannot be empty!'],
      zip: ['Postcode cannot be empty!'],
      address: ['Street address cannot be empty!'],
    });
  });

  it('refuses an address that is not an e-mail', () => {
    for (const email of ['dora', 'dora@', '@example.com', 'dora@example', 'do ra@example.com']) {
      expect(accountMessages(validateAccount({ ...filled, email }))).toEqual({
        email: ['Not a valid email address!'],
      });
    }
  });

  it('refuses a field over its limit', () => {
    expect(validateAccount({ ...filled, company: 'x'.repeat(256) })).toEqual({ company: 'tooLong' });
  });
});

describe('validatePasswordChange (000 §5 Change password)', () => {
  it('answers the three empty-field messages', () => {
    expect(
      accountMessages(
        validatePasswordChange({ current_password: '', new_password: '', confirm_password: '' }),
      ),
    ).toEqual({
      current_password: ['Current password field cannot be empty!'],
      new_password: ['New password field cannot be empty!'],
      confirm_password: ['Confirm new password field cannot be empty!'],
    });
  });

  it('answers a differing confirmation and a short new password', () => {
    expect(
      validatePasswordChange({
        current_password: 'a',
        new_password: 'long enough',
        confirm_password: 'long enougH',
      }),
    ).toEqual({ confirm_password: 'passwordsDiffer' });
    expect(
      accountMessages(
        validatePasswordChange({ current_password: 'a', new_password: 'short', confirm_password: 'short' }),
      ),
    ).toEqual({
      new_password: ['New password must be at least 8 characters long!'],
    });
    expect(
      validatePasswordChange({
        current_password: 'a',
        new_password: '12345678',
        confirm_password: '12345678',
      }),
    ).toEqual({});
  });
});

describe('ISO countries', () => {
  it('lists the 249 ISO 3166-1 codes and no reserved or deprecated ones', () => {
    const codes = isoCountryCodes();
    expect(codes).toHaveLength(249);
    expect(codes).toEqual(expect.arrayContaining(['HU', 'DE', 'SA', 'US', 'AX', 'SS']));
    for (const code of ['EU', 'UN', 'ZZ', 'XK', 'QO', 'BU', 'DD', 'AC']) expect(codes).not.toContain(code);
  });

  it('names them in the asked language, sorted by name', () => {
    const de = countryList('de');
    expect(de.find((c) => c.code === 'HU')?.name).toBe('Ungarn');
    const names = de.map((c) => c.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('de').compare));
  });

  it('reads a stored code or English name as a code', () => {
    expect(countryCode('hu')).toBe('HU');
    expect(countryCode('Hungary')).toBe('HU');
    expect(countryCode('Atlantis')).toBe('');
    expect(countryCode(null)).toBe('');
  });
});
