import { expect, expectAccessible, inShadow, login, mount, setValue, waitFor } from '../../test/helpers';

const text = (el: HTMLElement) => el.shadowRoot?.textContent ?? '';

describe('<smuc-integrations>', () => {
  let token: string;
  before(async () => {
    token = await login();
  });
  afterEach(() => {
    for (const e of document.body.querySelectorAll('smuc-integrations')) e.remove();
  });

  it('creates a site token shown once, lists it without the token, revokes it; passes axe', async () => {
    const el = mount('smuc-integrations', { 'api-base': window.SMUC_API, token });
    const name = await waitFor(() => inShadow<HTMLInputElement>(el, '#token-name')[0]);
    await waitFor(
      () =>
        !inShadow(el, '.integration-card .skeleton').length || text(el).includes('There are no site tokens'),
    );
    setValue(name, 'Shop site');
    const reports = inShadow<HTMLInputElement>(el, 'fieldset input[type="checkbox"]')[2]!;
    reports.click();
    inShadow<HTMLButtonElement>(el, '.token-form button[type="submit"]')[0]!.click();
    const shown = await waitFor(() => inShadow<HTMLTextAreaElement>(el, '#created-token')[0]);
    expect(shown.value).to.match(/^smuc_st_/);
    const row = await waitFor(() =>
      inShadow(el, 'tbody tr').find((r) => r.querySelector('th')?.textContent === 'Shop site'),
    );
    expect(row.textContent).to.include('Read players, Read reports');
    expect(row.textContent).not.to.include(shown.value);
    // The token works as bearer within its scopes.
    const me = await fetch(`${window.SMUC_API}/report/dashboard?range=7d`, {
      headers: { authorization: `Bearer ${shown.value}` },
    });
    expect(me.status).to.not.equal(401);
    await expectAccessible(el);

    row.querySelector<HTMLButtonElement>('button')!.click();
    const dialog = await waitFor(
      () => inShadow(el, '[role="alertdialog"]')[0] ?? document.querySelector('[role="alertdialog"]'),
    );
    expect(dialog.textContent).to.include('Shop site');
    [...dialog.querySelectorAll<HTMLButtonElement>('button.btn-danger')]
      .find((b) => b.textContent === 'Delete')!
      .click();
    await waitFor(() => text(el).includes('The token was revoked.'));
    await waitFor(() => !inShadow(el, 'tbody th').some((th) => th.textContent === 'Shop site'));
    const after = await fetch(`${window.SMUC_API}/my-streams`, {
      headers: { authorization: `Bearer ${shown.value}` },
    });
    expect(after.status).to.equal(401);
  });

  it('links the WordPress and shop plugin zips our server builds', async () => {
    const el = mount('smuc-integrations', { 'api-base': window.SMUC_API, token });
    const link = await waitFor(() => inShadow<HTMLAnchorElement>(el, 'a.download')[0]);
    expect(link.textContent).to.include('Download the WordPress plugin');
    const zip = await fetch(link.href);
    expect(zip.status).to.equal(200);
    expect(zip.headers.get('content-type')).to.equal('application/zip');
    const shop = inShadow<HTMLAnchorElement>(el, 'a.download-shop')[0]!;
    expect(shop.textContent).to.include('Download the WooCommerce shop plugin');
    const shopZip = await fetch(shop.href);
    expect(shopZip.status).to.equal(200);
    expect(shopZip.headers.get('content-type')).to.equal('application/zip');
  });

  it('shows the embed code of a picked player', async () => {
    const el = mount('smuc-integrations', { 'api-base': window.SMUC_API, token });
    const select = await waitFor(() => inShadow<HTMLSelectElement>(el, '#embed-player')[0]);
    const option = await waitFor(() => select.options[1]);
    setValue(select, option.value);
    const code = await waitFor(() => inShadow<HTMLTextAreaElement>(el, '#embed-inline')[0]);
    const api = await fetch(`${window.SMUC_API}/stream/${option.value}/embed-codes`, {
      headers: { authorization: `Bearer ${token}` },
    }).then((r) => r.json());
    expect(code.value).to.equal(api.data.inline);
    expect(code.value).to.include('smuc-player');
  });

  it("shows a live player's RTMP server address and stream key for a mobile app; passes axe", async () => {
    const el = mount('smuc-integrations', { 'api-base': window.SMUC_API, token });
    const select = await waitFor(() => inShadow<HTMLSelectElement>(el, '#mobile-player')[0]);
    const option = await waitFor(() => select.options[1]);
    expect(text(el)).to.include('How to go live from your phone');
    setValue(select, option.value);
    const server = await waitFor(() => inShadow<HTMLTextAreaElement>(el, '#mobile-server')[0]);
    const key = inShadow<HTMLTextAreaElement>(el, '#mobile-key')[0]!;
    const api = await fetch(`${window.SMUC_API}/stream/${option.value}`, {
      headers: { authorization: `Bearer ${token}` },
    }).then((r) => r.json());
    expect(api.data.type).to.equal(0); // StreamType.live
    expect(server.value).to.equal(api.data.rtmp_data.url);
    expect(server.value).to.match(/^rtmps?:\/\//);
    expect(key.value).to.equal(api.data.rtmp_data.streamkey);
    await expectAccessible(el);
  });

  it('tells a plan without streaming software that app streaming is not in it', async () => {
    const other = await login('other@smuc.test');
    const el = mount('smuc-integrations', { 'api-base': window.SMUC_API, token: other });
    await waitFor(() => text(el).includes('Streaming from an app is not part of your plan.'));
    expect(inShadow(el, '#mobile-player')).to.have.length(0);
  });
});
