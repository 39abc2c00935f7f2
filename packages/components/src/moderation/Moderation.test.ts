import { connectRealtime, type RealtimeConnection } from '@smuc/sdk/realtime';
import { expect, expectAccessible, inShadow, login, mount, waitFor } from '../../test/helpers';

// <smuc-moderation stream-id> (issue 8) against the real server and its realtime hub.

async function api(path: string, token: string, method = 'GET', body?: unknown) {
  const res = await fetch(`${window.SMUC_API}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return (await res.json()) as {
    success: boolean;
    data: { id: number; apikey: string; stream_status: number };
  };
}

/** A live player of the demo account with chat on (and the given moderation settings). */
async function livePlayer(token: string, settings: Record<string, boolean> = {}) {
  const created = await api('/stream', token, 'POST', { kind: 'live', title: 'Moderated live' });
  const { id, apikey } = created.data;
  await api(`/stream/${id}`, token, 'PUT', { show_chat: true, ...settings });
  expect((await api(`/stream/${id}/start`, token, 'POST')).data.stream_status).to.equal(1);
  return { id, apikey };
}

const viewers: RealtimeConnection[] = [];
function viewer(apikey: string, name: string) {
  const c = connectRealtime({
    url: `${window.SMUC_API.replace(/^http/, 'ws')}/realtime`,
    apikey,
    role: 'viewer',
    name,
    viewerId: `mod-test-${Math.random().toString(36).slice(2, 12)}`,
  });
  viewers.push(c);
  return c;
}

const rows = (el: HTMLElement) => inShadow(el, 'li.moderation-message');
const rowWith = (el: HTMLElement, text: string) =>
  rows(el).find((r) => r.querySelector('.text')?.textContent === text);
const status = (el: HTMLElement) => inShadow(el, '.connection')[0]?.textContent;

describe('<smuc-moderation>', () => {
  let token: string;
  before(async () => {
    token = await login();
  });
  afterEach(() => {
    for (const e of document.body.querySelectorAll('smuc-moderation')) e.remove();
  });
  after(() => {
    for (const v of viewers) v.close();
  });

  it('lists messages live as text, deletes and blocks, and passes axe', async () => {
    const { id, apikey } = await livePlayer(token);
    const el = mount('smuc-moderation', { 'api-base': window.SMUC_API, token, 'stream-id': String(id) });
    await waitFor(() => status(el) === 'Connected');
    expect(inShadow(el, 'h2')[0]?.textContent).to.equal('Chat moderation');
    const v = viewer(apikey, 'Mallory');
    const errors: string[] = [];
    v.on('error', (e) => errors.push(e.code));
    await waitFor(() => v.state === 'open');
    const html = '<img src=x onerror="window.hacked=1">spam';
    v.sendChat(html);
    const row = await waitFor(() => rowWith(el, html));
    expect(row.querySelector('img')).to.equal(null);
    expect(row.querySelector('.who')?.textContent).to.equal('Mallory');
    await expectAccessible(el);

    const removed: string[] = [];
    v.on('chat-removed', (msgId) => removed.push(msgId));
    row.querySelector<HTMLButtonElement>('button.delete')!.click();
    await waitFor(() => rowWith(el, html)?.querySelector('.state-badge')?.textContent === 'Deleted');
    await waitFor(() => removed.length === 1);

    rowWith(el, html)!.querySelector<HTMLButtonElement>('button.block')!.click();
    await waitFor(() => inShadow(el, '.blocked-list li').length === 1);
    expect(inShadow(el, '.blocked-list li span')[0]?.textContent).to.equal('Mallory');
    await new Promise((r) => setTimeout(r, 800));
    v.sendChat('let me back in');
    await waitFor(() => errors.includes('blocked'));

    inShadow<HTMLButtonElement>(el, '.blocked-list button.unblock')[0]!.click();
    await waitFor(() => inShadow(el, '.blocked-empty').length === 1);
  });

  it('approves messages held under reversed moderation', async () => {
    const { id, apikey } = await livePlayer(token, { reversed_chat_moderation: true });
    const el = mount('smuc-moderation', { 'api-base': window.SMUC_API, token, 'stream-id': String(id) });
    await waitFor(() => status(el) === 'Connected');
    expect(el.shadowRoot!.textContent).to.contain('Reversed moderation is on');
    const writer = viewer(apikey, 'Nina');
    const reader = viewer(apikey, 'Oscar');
    const seen: string[] = [];
    reader.on('chat', (m) => seen.push(m.text));
    await waitFor(() => writer.state === 'open' && reader.state === 'open');
    writer.sendChat('Is shipping free?');
    const row = await waitFor(() => rowWith(el, 'Is shipping free?'));
    expect(row.querySelector('.state-badge')?.textContent).to.equal('Waiting for approval');
    inShadow<HTMLButtonElement>(el, 'button.filter-waiting')[0]!.click();
    await waitFor(() => rows(el).length === 1);
    await expectAccessible(el);
    expect(seen).to.deep.equal([]);
    const approve = row.querySelector<HTMLButtonElement>('button.approve')!;
    expect(approve.getAttribute('aria-label')).to.equal('Approve the message of Nina');
    approve.click();
    await waitFor(() => seen.includes('Is shipping free?'));
    await waitFor(() => inShadow(el, '.empty').length === 1);
  });

  it('refuses another account’s player', async () => {
    const { id } = await livePlayer(token);
    const other = await login('other@smuc.test');
    const el = mount('smuc-moderation', {
      'api-base': window.SMUC_API,
      token: other,
      'stream-id': String(id),
    });
    // The REST read of the player is already scoped: another account gets "not found", no hub connection.
    const alert = await waitFor(() => inShadow(el, '[role="alert"]')[0]);
    expect(alert.textContent).to.contain('An error occurred while loading data.');
    expect(inShadow(el, '.moderation').length).to.equal(0);
  });
});
