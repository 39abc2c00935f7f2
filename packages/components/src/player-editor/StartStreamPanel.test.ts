import { expect, inShadow, login, mount, waitFor } from '../../test/helpers';

/** Issue 19 defect 8: a closed broadcast's editor offered "Open Studio"; a waiting one still does. */
describe('<smuc-player-editor> start panel by status', () => {
  let token: string;
  const idOf = async (title: string) => {
    const res = await fetch(`${window.SMUC_API}/my-streams?per_page=100`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = await res.json();
    const list = (body.data.items ?? body.data) as { id: number; title: string }[];
    return list.find((s) => s.title === title)!.id;
  };
  before(async () => {
    token = await login();
  });
  afterEach(() => {
    for (const e of document.body.querySelectorAll('smuc-player-editor')) e.remove();
  });
  const panel = async (title: string) => {
    const el = mount('smuc-player-editor', {
      'api-base': window.SMUC_API,
      token,
      'stream-id': String(await idOf(title)),
    });
    await waitFor(() => inShadow<HTMLInputElement>(el, '#stream-title')[0], 20_000);
    await waitFor(() => inShadow(el, '.editor-side .card').length > 0);
    return inShadow(el, '#start-stream-title').length;
  };

  it('shows the start panel for a waiting broadcast and none for a closed one', async () => {
    expect(await panel('Black Friday Live Shopping')).to.equal(1);
    for (const e of document.body.querySelectorAll('smuc-player-editor')) e.remove();
    expect(await panel('Autumn Collection Launch')).to.equal(0);
  });
});
