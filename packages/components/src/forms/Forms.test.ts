import { nextDownload } from '../../test/downloads';
import {
  asMasquerade,
  expect,
  expectAccessible,
  inShadow,
  login,
  mount,
  setValue,
  waitFor,
} from '../../test/helpers';

const rows = (el: HTMLElement) => inShadow(el, 'tr.form-row');
const names = (el: HTMLElement) => inShadow(el, 'tr.form-row .form-name').map((n) => n.textContent?.trim());
const text = (el: HTMLElement) => el.shadowRoot!.textContent ?? '';
const field = (el: HTMLElement, name: string) =>
  inShadow<HTMLInputElement>(el, `.form-modal [name="${name}"]`)[0]!;
const button = (el: HTMLElement, label: string) =>
  inShadow<HTMLButtonElement>(el, 'button').find(
    (b) => b.getAttribute('aria-label') === label || b.textContent?.trim() === label,
  )!;

describe('<smuc-forms>', () => {
  let token: string;
  before(async () => {
    token = await login();
  });
  afterEach(() => {
    for (const e of document.body.querySelectorAll('smuc-forms')) e.remove();
  });
  const mountForms = () => mount('smuc-forms', { 'api-base': window.SMUC_API, token });

  it('lists the seeded forms newest first, expands customer/campaign sub-rows and passes axe', async () => {
    const el = mountForms();
    await waitFor(() => rows(el).length >= 3);
    expect(names(el).slice(0, 3)).to.deep.equal([
      'Product launch waitlist',
      'Black Friday VIP list',
      'Newsletter signup',
    ]);
    for (const h of [
      'Form Name',
      'Tab label',
      'Customer',
      'Campaign',
      'No. of Subscriptions',
      'Created at',
      'Updated at',
      'Operations',
    ])
      expect(inShadow(el, 'thead th').map((n) => n.textContent)).to.include(h);
    expect(inShadow(el, 'tr.sub-row').length).to.equal(0);
    const expand = inShadow<HTMLButtonElement>(el, 'button.expand')[0]!;
    expect(expand.getAttribute('aria-expanded')).to.equal('false');
    expand.click();
    await waitFor(() => inShadow(el, 'tr.sub-row').length === 4);
    expect(inShadow(el, 'tr.sub-row button.csv').length).to.equal(4);
    await expectAccessible(el);
  });

  it('downloads the subscriptions of one customer/campaign group as CSV', async () => {
    const el = mountForms();
    await waitFor(() => rows(el).length >= 3);
    inShadow<HTMLButtonElement>(el, 'button.expand')[0]!.click();
    await waitFor(() => inShadow(el, 'tr.sub-row').length === 4);
    const link = button(
      el,
      'Download the subscriptions of Newsletter signup for ACME Retail / Spring; Summer as CSV',
    );
    const download = nextDownload();
    link.click();
    const file = await download;
    expect(file.filename).to.equal('subscriptions_newsletter-signup_acme-retail_spring-summer.csv');
    const lines = file.text.split('\r\n');
    expect(lines[0]).to.equal('Stream;Customer;Campaign;Name;E-mail;Phone;Created at');
    expect(lines.slice(1).every((l) => l.includes('ACME Retail;"Spring; Summer"'))).to.equal(true);
    expect(lines.length - 1).to.equal(
      Number(inShadow(el, 'tr.sub-row')[1]!.querySelector('.num')!.textContent),
    );
  });

  it('shows a masqueraded session no create, edit, delete or CSV (000 §2 Forms)', async () => {
    await asMasquerade(async () => {
      const el = mountForms();
      await waitFor(() => rows(el).length >= 3);
      expect(names(el).slice(0, 3)).to.deep.equal([
        'Product launch waitlist',
        'Black Friday VIP list',
        'Newsletter signup',
      ]);
      expect(inShadow(el, 'button.create-form').length).to.equal(0);
      expect(inShadow(el, 'thead th').map((n) => n.textContent)).not.to.include('Operations');
      const labels = () =>
        inShadow(el, 'button').map((b) => b.getAttribute('aria-label') ?? b.textContent ?? '');
      expect(labels().filter((l) => /^(Edit|Delete|Download) /.test(l))).to.deep.equal([]);
      inShadow<HTMLButtonElement>(el, 'button.expand')[0]!.click();
      await waitFor(() => inShadow(el, 'tr.sub-row').length === 4);
      expect(inShadow(el, 'button.csv').length).to.equal(0);
      expect(labels().filter((l) => /^(Edit|Delete|Download) /.test(l))).to.deep.equal([]);
      await expectAccessible(el);
    });
  });

  it('warns that there is nothing to export for a form without subscriptions', async () => {
    const el = mountForms();
    await waitFor(() => rows(el).length >= 3);
    button(el, 'Download the subscriptions of Product launch waitlist as CSV').click();
    await waitFor(() => text(el).includes('We are sorry, but there is nothing to export yet.'));
  });

  it('validates with the spec messages, prefixes https:// on blur, creates, edits and deletes a form', async () => {
    const el = mountForms();
    await waitFor(() => rows(el).length >= 3);
    const before = rows(el).length;
    inShadow<HTMLButtonElement>(el, 'button.create-form')[0]!.click();
    await waitFor(() => inShadow(el, '.form-modal').length === 1);
    expect(field(el, 'name_enabled').checked).to.equal(true);
    expect(field(el, 'phone_enabled').checked).to.equal(false);
    inShadow<HTMLButtonElement>(el, '.form-modal button[type="submit"]')[0]!.click();
    await waitFor(() => text(el).includes('The Form name is required.'));
    expect(text(el)).to.contain('The Email placeholder is required.');
    expect(text(el)).to.contain('The Privacy policy url is required.');
    expect(text(el)).to.contain('The Name placeholder is required.');
    expect(field(el, 'name').getAttribute('aria-invalid')).to.equal('true');
    field(el, 'phone_enabled').click();
    await waitFor(() => text(el).includes('The Phone number placeholder is required.'));
    field(el, 'phone_enabled').click();
    expect(field(el, 'tab_label').maxLength).to.equal(20);
    expect(field(el, 'name').maxLength).to.equal(128);
    expect(field(el, 'cta_label').maxLength).to.equal(24);
    setValue(field(el, 'name'), 'Component test form');
    setValue(field(el, 'name_placeholder'), 'Name');
    setValue(field(el, 'email_placeholder'), 'E-mail');
    setValue(field(el, 'privacy_url'), 'bad url');
    await waitFor(() => text(el).includes('The Privacy Policy url is not valid.'));
    setValue(field(el, 'privacy_url'), 'shop.example.com/privacy');
    field(el, 'privacy_url').focus();
    field(el, 'privacy_url').blur();
    await waitFor(() => field(el, 'privacy_url').value === 'https://shop.example.com/privacy');
    inShadow<HTMLButtonElement>(el, '.form-modal button[type="submit"]')[0]!.click();
    await waitFor(() => rows(el).length === before + 1);
    expect(names(el)[0]).to.equal('Component test form');

    button(el, 'Edit Component test form').click();
    await waitFor(() => field(el, 'name')?.value === 'Component test form');
    setValue(field(el, 'tab_label'), 'Edited tab');
    inShadow<HTMLButtonElement>(el, '.form-modal button[type="submit"]')[0]!.click();
    await waitFor(() => rows(el)[0]!.textContent!.includes('Edited tab'));

    button(el, 'Delete Component test form').click();
    await waitFor(() => text(el).includes('Are you sure you want to delete this form?'));
    inShadow<HTMLButtonElement>(el, '[role="alertdialog"] .btn-danger')[0]!.click();
    await waitFor(() => text(el).includes('Form removed successfully.'));
    await waitFor(() => rows(el).length === before);
  });
});
