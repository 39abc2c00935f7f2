import { expect, expectAccessible, inShadow, login, mount, setValue, waitFor } from './helpers';

describe('<smuc-player-editor>', () => {
  let token: string;
  before(async () => {
    token = await login();
  });
  afterEach(() => {
    for (const e of document.body.querySelectorAll('smuc-player-editor')) e.remove();
  });

  it('loads a player, renames it and saves it on the server', async () => {
    const el = mount('smuc-player-editor', { 'api-base': window.SMUC_API, token, 'stream-id': '2' });
    const input = await waitFor(() => inShadow<HTMLInputElement>(el, '#stream-title')[0]);
    expect(input.value).to.equal('Morning Coffee Live');
    let dirty = false;
    el.addEventListener('smuc-dirty-change', (e) => {
      dirty = (e as CustomEvent<{ dirty: boolean }>).detail.dirty;
    });
    setValue(input, 'Morning Coffee Live (edited)');
    await waitFor(() => dirty);
    inShadow<HTMLButtonElement>(el, 'button[type="submit"]')[0]!.click();
    await waitFor(() => el.shadowRoot!.textContent?.includes('Successful saving.'));
    const res = await fetch(`${window.SMUC_API}/stream/2`, { headers: { authorization: `Bearer ${token}` } });
    expect((await res.json()).data.title).to.equal('Morning Coffee Live (edited)');
    await expectAccessible(el);
  });

  it("asks the host to go to the dashboard with the spec's message for another account's player", async () => {
    const other = await login('other@smuc.test');
    let detail: { path: string; message?: string } | undefined;
    document.addEventListener('smuc-navigate', (e) => {
      detail = (e as CustomEvent).detail;
    });
    mount('smuc-player-editor', { 'api-base': window.SMUC_API, token: other, 'stream-id': '2' });
    await waitFor(() => detail);
    expect(detail).to.deep.equal({ path: '/dashboard', message: 'The requested stream was not found.' });
  });
});
