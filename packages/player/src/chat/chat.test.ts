import { connectRealtime, type RealtimeConnection } from '@smuc/sdk/realtime';
import './index';
import { expect, expectAccessible, inShadow, waitFor } from '../../test/helpers';
import type { SmucPlayerChat } from './index';

// <smuc-player-chat> (issue 8) in Chromium, against the real hub of the server the runner started.

async function api(path: string, init: RequestInit & { token?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  if (init.body) headers.set('content-type', 'application/json');
  const res = await fetch(`${window.SMUC_API}${path}`, { ...init, headers });
  // biome-ignore lint/suspicious/noExplicitAny: raw JSON of the real server under test
  return (await res.json()) as { success: boolean; data: any };
}

let token = '';
let apikey = '';
const connections: RealtimeConnection[] = [];
const realtimeUrl = () => `${window.SMUC_API.replace(/^http/, 'ws')}/realtime`;

function connect(name?: string): RealtimeConnection {
  const c = connectRealtime({
    url: realtimeUrl(),
    apikey,
    role: 'viewer',
    viewerId: `chat-test-${Math.random().toString(36).slice(2, 12)}`,
    ...(name ? { name } : {}),
  });
  connections.push(c);
  return c;
}

function mount(props: Partial<SmucPlayerChat>): SmucPlayerChat {
  const el = document.createElement('smuc-player-chat');
  Object.assign(el, props);
  document.body.append(el);
  return el;
}

const q = <E extends Element = HTMLElement>(el: Element, selector: string) =>
  el.shadowRoot!.querySelector<E>(selector);

async function type(el: SmucPlayerChat, name: string, value: string) {
  const input = await waitFor(() => q<HTMLInputElement>(el, `[name="${name}"]`));
  input.value = value;
  input.dispatchEvent(new Event('input'));
  return input;
}

before(async () => {
  const login = await api('/auth/token', {
    method: 'POST',
    body: JSON.stringify({ email: 'demo@smuc.test', password: 'demo1234' }),
  });
  token = login.data.token;
  const created = await api('/stream', {
    method: 'POST',
    token,
    body: JSON.stringify({ kind: 'live', title: 'Chat test' }),
  });
  const id = created.data.id as number;
  apikey = created.data.apikey;
  await api(`/stream/${id}`, { method: 'PUT', token, body: JSON.stringify({ show_chat: true }) });
  await api(`/stream/${id}/feed-item`, {
    method: 'POST',
    token,
    body: JSON.stringify({ title: 'Red scarf', price: 20 }),
  });
  const started = await api(`/stream/${id}/start`, { method: 'POST', token });
  expect(started.data.stream_status).to.equal(1);
});

afterEach(() => {
  for (const el of document.querySelectorAll('smuc-player-chat')) el.remove();
});

after(() => {
  for (const c of connections) c.close();
});

describe('<smuc-player-chat>', () => {
  it('asks for a name first and is accessible (preview: nothing connects)', async () => {
    const el = mount({ preview: true, live: true });
    await el.updateComplete;
    expect(q(el, 'label[for="chat-name"]')?.textContent).to.equal('Your name');
    expect(q(el, '[name="message"]')).to.equal(null);
    expect(q(el, '[role="log"]')?.getAttribute('aria-live')).to.equal('polite');
    expect(q(el, '.note')?.textContent).to.contain('Preview');
    await expectAccessible(el);
    await type(el, 'name', 'Ann');
    q<HTMLButtonElement>(el, 'form.name button')!.click();
    await waitFor(() => q(el, '[name="message"]'));
    // Preview never sends: the box stays disabled.
    expect(q<HTMLInputElement>(el, '[name="message"]')!.disabled).to.equal(true);
  });

  it('chats both ways through the hub and shows HTML as text', async () => {
    const el = mount({ connection: connect(), live: true, language: 'en' });
    await waitFor(() => el.state === 'open');
    await type(el, 'name', 'Ann');
    q<HTMLButtonElement>(el, 'form.name button')!.click();
    const box = await waitFor(() => q<HTMLInputElement>(el, '[name="message"]'));
    await waitFor(() => !box.disabled);
    expect(document.activeElement).to.equal(el);
    expect(el.shadowRoot!.activeElement).to.equal(box);
    const other = connect('Ben');
    const seen: string[] = [];
    other.on('chat', (m) => seen.push(m.text));
    await waitFor(() => other.state === 'open');
    const html = '<img src=x onerror="window.pwned=1"><b>bold</b>';
    await type(el, 'message', html);
    q<HTMLButtonElement>(el, 'form.send button[type="submit"]')!.click();
    await waitFor(() => seen.includes(html));
    const line = await waitFor(() => inShadow(el, '.msg').find((m) => m.textContent?.includes('bold')));
    expect(line.querySelector('.text')!.textContent).to.equal(html);
    expect(line.querySelector('img, b')).to.equal(null);
    expect((window as unknown as { pwned?: number }).pwned).to.equal(undefined);
    other.sendChat('Hi Ann!');
    await waitFor(() => inShadow(el, '.msg').some((m) => m.textContent?.includes('Hi Ann!')));
    await expectAccessible(el);
  });

  it('shows the rate limit as an alert and offers product chat', async () => {
    const conn = connect('Cy');
    const feedReceived = new Promise<SmucPlayerChat['products']>((resolve) => {
      const off = conn.on('feed', (items) => {
        off();
        resolve(items);
      });
    });
    const el = mount({ connection: conn, live: true });
    await waitFor(() => el.state === 'open');
    const feed = await feedReceived;
    expect(feed.map((p) => p.title)).to.deep.equal(['Red scarf']);
    el.products = feed;
    await el.updateComplete;
    const to = await waitFor(() => q<HTMLSelectElement>(el, '[name="to"]'));
    to.value = 'product';
    to.dispatchEvent(new Event('change'));
    await waitFor(() => q(el, '[name="product"]'));
    await type(el, 'message', 'Is it wool?');
    q<HTMLButtonElement>(el, 'form.send button[type="submit"]')!.click();
    await waitFor(() => inShadow(el, '.about').some((a) => a.textContent === 'About Red scarf'));
    await type(el, 'message', 'And the size?');
    q<HTMLButtonElement>(el, 'form.send button[type="submit"]')!.click();
    const alert = await waitFor(() => {
      const p = q(el, '#chat-notice');
      return p?.getAttribute('role') === 'alert' && p.textContent?.includes('too fast') ? p : null;
    });
    expect(alert.textContent).to.match(/Try again in \d+ s/);
    await expectAccessible(el);
  });

  it('waits for the broadcast before sending', async () => {
    const el = mount({ connection: connect('Di'), live: false, language: 'de' });
    await waitFor(() => el.state === 'open');
    const box = await waitFor(() => q<HTMLInputElement>(el, '[name="message"]'));
    expect(box.disabled).to.equal(true);
    expect(q(el, '.note')?.textContent).to.equal('Der Chat beginnt, sobald die Übertragung live ist.');
    el.live = true;
    await el.updateComplete;
    expect(box.disabled).to.equal(false);
  });
});
