import { sendKeys } from '@web/test-runner-commands';
import {
  expect,
  expectAccessible,
  ignoreResizeObserverNotice,
  inShadow,
  login,
  mount,
  setValue,
  waitFor,
} from '../../test/helpers';

// 000 §2 Profile, §5 Account details and Change password: <smuc-profile> against the real server.

const text = (el: HTMLElement) => el.shadowRoot?.textContent ?? '';
const field = (el: HTMLElement, name: string) => inShadow<HTMLInputElement>(el, `input[name="${name}"]`)[0]!;
const errorAt = (el: HTMLElement, name: string) =>
  inShadow(el, `.field-${name} .field-error`)[0]?.textContent ?? '';
const submit = (el: HTMLElement, form: 'account' | 'password') =>
  inShadow<HTMLButtonElement>(el, `.profile-${form} button[type="submit"]`)[0]!.click();

/** The demo account's form values as the server has them, put back after the test. */
async function currentUpdate(token: string) {
  const res = await fetch(`${window.SMUC_API}/user/me`, { headers: { authorization: `Bearer ${token}` } });
  const me = (await res.json()).data;
  return {
    first_name: me.firstname,
    last_name: me.lastname,
    email: me.email,
    country: me.country ?? '',
    zip: me.postcode ?? '',
    city: me.city ?? '',
    address: me.address ?? '',
    company: me.company ?? '',
    tax_number: me.tax_number ?? '',
    phone: me.phone ?? '',
  };
}

describe('<smuc-profile>', () => {
  let token: string;
  let restoreOnError: () => void;
  before(() => {
    restoreOnError = ignoreResizeObserverNotice();
  });
  after(() => {
    restoreOnError();
  });
  let original: Awaited<ReturnType<typeof currentUpdate>>;
  before(async () => {
    token = await login();
    original = await currentUpdate(token);
  });
  afterEach(() => {
    for (const e of document.body.querySelectorAll('smuc-profile')) e.remove();
  });
  after(async () => {
    await fetch(`${window.SMUC_API}/user/me`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(original),
    });
  });

  const open = async (lang = 'en') => {
    const el = mount('smuc-profile', { 'api-base': window.SMUC_API, token, lang });
    await waitFor(() => field(el, 'first_name'));
    return el;
  };

  it('shows the plan, renewal date and billing period bar; fills and saves the form, a reload shows it; passes axe', async () => {
    const el = await open();
    expect(inShadow(el, '.plan-name')[0]!.textContent).to.equal('Business');
    expect(inShadow(el, '.renewal-date')[0]!.textContent).to.match(/\d{4}/);
    const bar = inShadow(el, '.billing-period [role="progressbar"]')[0]!;
    expect(Number(bar.getAttribute('aria-valuemax'))).to.be.greaterThan(0);
    // The demo account is billed per viewer minutes: no CPM prices.
    expect(inShadow(el, '.price-staticCpm').length).to.equal(0);
    // The stored country name ("Hungary") is shown as the ISO country.
    const country = inShadow<HTMLInputElement>(el, '.field-country input')[0]!;
    expect(country.value).to.equal('Hungary');
    await expectAccessible(el);

    setValue(field(el, 'first_name'), 'Dorothea');
    setValue(field(el, 'city'), 'Szeged');
    setValue(field(el, 'zip'), '6720');
    setValue(field(el, 'address'), 'Kárász utca 5.');
    setValue(field(el, 'company'), 'Szeged Shop Kft.');
    setValue(field(el, 'tax_number'), 'HU87654321');
    setValue(field(el, 'phone'), '+36 62 123 456');
    // Country: search the list by typing and pick with the keyboard.
    country.focus();
    country.select();
    await sendKeys({ type: 'Austr' });
    const option = await waitFor(() =>
      [
        ...(el.shadowRoot?.querySelectorAll('.listbox-item') ?? []),
        ...document.querySelectorAll('.listbox-item'),
      ].find((o) => o.textContent === 'Austria'),
    );
    expect(option).to.exist;
    const names = [
      ...(el.shadowRoot?.querySelectorAll('.listbox-item') ?? []),
      ...document.querySelectorAll('.listbox-item'),
    ].map((o) => o.textContent);
    expect(names).to.include('Australia');
    expect(names).not.to.include('Hungary');
    (option as HTMLElement).click();
    await waitFor(() => country.value === 'Austria');

    submit(el, 'account');
    await waitFor(() => text(el).includes('Data has been saved successfully!'));

    el.remove();
    const again = await open();
    expect(field(again, 'first_name').value).to.equal('Dorothea');
    expect(field(again, 'city').value).to.equal('Szeged');
    expect(field(again, 'zip').value).to.equal('6720');
    expect(field(again, 'address').value).to.equal('Kárász utca 5.');
    expect(field(again, 'company').value).to.equal('Szeged Shop Kft.');
    expect(field(again, 'tax_number').value).to.equal('HU87654321');
    expect(field(again, 'phone').value).to.equal('+36 62 123 456');
    expect(inShadow<HTMLInputElement>(again, '.field-country input')[0]!.value).to.equal('Austria');
    const me = await currentUpdate(token);
    expect(me.country).to.equal('AT');
  });

  it('shows the required-field and e-mail messages at their fields and saves nothing', async () => {
    const el = await open();
    for (const name of ['first_name', 'last_name', 'email', 'zip', 'city', 'address'])
      setValue(field(el, name), '');
    submit(el, 'account');
    await waitFor(() => errorAt(el, 'first_name'));
    expect(errorAt(el, 'first_name')).to.equal('First name cannot be empty!');
    expect(errorAt(el, 'last_name')).to.equal('Last name cannot be empty!');
    expect(errorAt(el, 'email')).to.equal('Email cannot be empty!');
    expect(errorAt(el, 'zip')).to.equal('Postcode cannot be empty!');
    expect(errorAt(el, 'city')).to.equal('City cannot be empty!');
    expect(errorAt(el, 'address')).to.equal('Street address cannot be empty!');
    expect(field(el, 'first_name').getAttribute('aria-invalid')).to.equal('true');
    await expectAccessible(el);

    setValue(field(el, 'email'), 'dora@');
    await waitFor(() => errorAt(el, 'email') === 'Not a valid email address!');
    // The server's 422: another account's address shows at the e-mail field.
    for (const [name, value] of Object.entries(await currentUpdate(token)))
      if (name !== 'country' && name !== 'email') setValue(field(el, name), value);
    setValue(field(el, 'email'), 'other@smuc.test');
    submit(el, 'account');
    await waitFor(() => errorAt(el, 'email') === 'This email address is already used by another account!');
    expect((await currentUpdate(token)).email).to.equal('demo@smuc.test');
    expect(text(el)).not.to.include('Data has been saved successfully!');
  });

  it('checks the change-password form and shows a wrong current password at its field', async () => {
    const el = await open();
    submit(el, 'password');
    await waitFor(() => errorAt(el, 'current_password'));
    expect(errorAt(el, 'current_password')).to.equal('Current password field cannot be empty!');
    expect(errorAt(el, 'new_password')).to.equal('New password field cannot be empty!');
    expect(errorAt(el, 'confirm_password')).to.equal('Confirm new password field cannot be empty!');

    setValue(field(el, 'current_password'), 'not the password');
    setValue(field(el, 'new_password'), 'a new password');
    setValue(field(el, 'confirm_password'), 'another password');
    await waitFor(() => errorAt(el, 'confirm_password') === 'New passwords are not the same!');
    setValue(field(el, 'confirm_password'), 'a new password');
    submit(el, 'password');
    await waitFor(() => errorAt(el, 'current_password') === 'The current password is not correct!');
    expect(text(el)).not.to.include('Password has been saved successfully!');
    await expectAccessible(el);
    // The password is unchanged: the demo account still signs in with it.
    expect(await login()).to.be.a('string');
  });

  it('speaks Arabic right to left with country names in Arabic', async () => {
    const el = await open('ar');
    expect(inShadow(el, '[dir="rtl"]').length).to.be.greaterThan(0);
    expect(text(el)).to.include('تغيير كلمة المرور');
    expect(inShadow<HTMLInputElement>(el, '.field-country input')[0]!.value).to.match(/[\u0600-\u06FF]/);
  });
});
