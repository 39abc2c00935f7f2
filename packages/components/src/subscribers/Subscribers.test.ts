import { nextDownload } from '../../test/downloads';
import { expect, expectAccessible, inShadow, login, mount, waitFor } from '../../test/helpers';

describe('<smuc-subscribers>', () => {
  let token: string;
  before(async () => {
    token = await login();
  });
  afterEach(() => {
    for (const e of document.body.querySelectorAll('smuc-subscribers')) e.remove();
  });

  it('lists the players with subscribers and passes axe', async () => {
    const el = mount('smuc-subscribers', { 'api-base': window.SMUC_API, token });
    await waitFor(() => inShadow(el, 'tbody tr').length > 0);
    expect(inShadow(el, 'thead th').map((n) => n.textContent)).to.deep.equal([
      'Stream name',
      'Subscribers',
      'Download',
    ]);
    await expectAccessible(el);
  });

  it('downloads the CSV of 000 §7 with every subscriber of the player', async () => {
    const el = mount('smuc-subscribers', { 'api-base': window.SMUC_API, token });
    const row = await waitFor(() => inShadow(el, 'tbody tr')[0]);
    const title = row.querySelector('th')!.textContent!;
    const count = Number(row.querySelector('.num')!.textContent);
    const download = nextDownload();
    row.querySelector<HTMLButtonElement>('button')!.click();
    const file = await download;
    const slug = title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    expect(file.filename).to.match(new RegExp(`^${slug}_\\d{4}-\\d\\d-\\d\\d_\\d\\d-\\d\\d-\\d\\d\\.csv$`));
    const lines = file.text.split('\r\n');
    expect(lines[0]).to.equal('\uFEFFsep=;');
    expect(lines[1]).to.equal('Stream;E-mail;Created at');
    expect(lines.length - 2).to.equal(count);
    const api = await fetch(`${window.SMUC_API}/stream/${row.getAttribute('data-stream-id')}/subscribers`, {
      headers: { authorization: `Bearer ${token}` },
    }).then((r) => r.json());
    expect(lines.slice(2)).to.deep.equal(
      (api.data as { stream: string; email: string; created_at: string }[]).map(
        (s) => `${s.stream};${s.email};${s.created_at}`,
      ),
    );
  });

  it('writes the header in the element’s language (issue 17)', async () => {
    const el = mount('smuc-subscribers', { 'api-base': window.SMUC_API, token, lang: 'de' });
    const row = await waitFor(() => inShadow(el, 'tbody tr')[0]);
    const download = nextDownload();
    row.querySelector<HTMLButtonElement>('button')!.click();
    const lines = (await download).text.split('\r\n');
    expect(lines[1]).to.equal('Player;E-Mail;Erstellt am');
  });

  it('shows the empty text for an account without subscribers', async () => {
    const other = await login('other@smuc.test');
    const el = mount('smuc-subscribers', { 'api-base': window.SMUC_API, token: other });
    await waitFor(() => (el.shadowRoot?.textContent ?? '').includes('There are no items'));
  });
});
