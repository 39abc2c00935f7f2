import { expect, expectAccessible, inShadow, login, mount, setValue, waitFor } from '../../test/helpers';

const text = (el: HTMLElement) => el.shadowRoot!.textContent ?? '';
const input = (el: HTMLElement, name: string) =>
  inShadow<HTMLInputElement>(el, `.font-upload [name="${name}"]`)[0]!;
const save = (el: HTMLElement) => inShadow<HTMLButtonElement>(el, 'button.save-font')[0]!;
const families = (el: HTMLElement) =>
  inShadow(el, 'tr.font-row .font-family').map((n) => n.textContent?.trim());

/** The leading bytes of a TrueType / OpenType file, padded. */
const TTF = new Uint8Array([0x00, 0x01, 0x00, 0x00, ...new Array(64).fill(1)]);
const OTF = new Uint8Array([0x4f, 0x54, 0x54, 0x4f, ...new Array(64).fill(2)]);

/** Chooses `file` in a file input the way a user's pick reaches React. */
function choose(el: HTMLInputElement, file: File) {
  const dt = new DataTransfer();
  dt.items.add(file);
  el.files = dt.files;
  el.dispatchEvent(new Event('change', { bubbles: true }));
}

describe('<smuc-fonts>', () => {
  let token: string;
  before(async () => {
    token = await login('other@smuc.test');
    // Start from an empty list whatever earlier suites left on this account.
    const auth = { authorization: `Bearer ${token}` };
    const listed = (await (await fetch(`${window.SMUC_API}/font`, { headers: auth })).json()).data as {
      id: number;
    }[];
    for (const f of listed)
      await fetch(`${window.SMUC_API}/font/${f.id}`, { method: 'DELETE', headers: auth });
  });
  afterEach(() => {
    for (const e of document.body.querySelectorAll('smuc-fonts')) e.remove();
  });

  it('shows the empty text, checks files by their bytes, uploads a pair, lists it and deletes it', async () => {
    const el = mount('smuc-fonts', { 'api-base': window.SMUC_API, token });
    await waitFor(() => text(el).includes('You have no custom fonts yet'));
    await expectAccessible(el);
    expect(save(el).disabled).to.equal(true);

    setValue(input(el, 'font_family'), 'Brand Sans');
    choose(input(el, 'font_regular'), new File(['not a font at all'], 'Fake.ttf'));
    await waitFor(() => text(el).includes('Filetype mismatch. Only accepts ttf or otf files!'));
    expect(input(el, 'font_regular').getAttribute('aria-invalid')).to.equal('true');
    choose(input(el, 'font_regular'), new File([TTF], 'Brand-Regular.ttf'));
    choose(input(el, 'font_bold'), new File([OTF], 'Brand-Bold.otf'));
    await waitFor(() => !text(el).includes('Filetype mismatch'));
    expect(save(el).disabled, 'legal declaration still missing').to.equal(true);
    input(el, 'legal').click();
    await waitFor(() => !save(el).disabled);
    save(el).click();

    await waitFor(() => families(el).includes('Brand Sans'));
    expect(text(el)).to.include('Font uploaded successfully.');
    expect(save(el).disabled, 'the form is cleared').to.equal(true);
    const listed = await fetch(`${window.SMUC_API}/font`, { headers: { authorization: `Bearer ${token}` } });
    const body = await listed.json();
    expect(body.data.map((f: { font_family: string }) => f.font_family)).to.deep.equal(['Brand Sans']);
    await expectAccessible(el);

    inShadow<HTMLButtonElement>(el, 'button.delete-font')[0]!.click();
    const dialog = await waitFor(
      () => inShadow(el, '[role="alertdialog"]')[0] ?? document.querySelector('[role="alertdialog"]'),
    );
    expect(dialog.textContent).to.include('Brand Sans');
    const confirm = [...dialog.querySelectorAll<HTMLButtonElement>('button.btn-danger')].find(
      (b) => b.textContent === 'Delete',
    )!;
    confirm.click();
    await waitFor(() => text(el).includes('Font removed successfully.'));
    await waitFor(() => text(el).includes('You have no custom fonts yet'));
  });
});
