import { expect, expectAccessible, inShadow, login, mount, waitFor } from '../../../test/helpers';

const text = (el: HTMLElement) => el.shadowRoot!.textContent ?? '';
const checkbox = (el: HTMLElement, type: string, id: string) =>
  inShadow<HTMLInputElement>(el, `#restream-${type}-${id}`)[0];

describe('editor Destinations: Restream on social media (001 §2 (d))', () => {
  let token: string;
  let streamId: number;
  const api = (path: string, init: RequestInit = {}) =>
    fetch(`${window.SMUC_API}${path}`, {
      ...init,
      headers: {
        authorization: `Bearer ${token}`,
        ...(init.body ? { 'content-type': 'application/json' } : {}),
      },
    });

  before(async () => {
    token = await login('demo@smuc.test');
    // Two Facebook pages through the Graph stand-in: one administered, one not.
    for (const id of ['111', '222'])
      expect(
        (await api(`/connected-platforms/facebook/${id}?access_token=EAAuser`, { method: 'POST' })).status,
      ).to.equal(200);
    const created = await api('/stream', {
      method: 'POST',
      body: JSON.stringify({ kind: 'live', title: 'Restream me' }),
    });
    streamId = (await created.json()).data.id;
  });
  after(async () => {
    for (const id of ['111', '222']) await api(`/connected-platforms/facebook/${id}`, { method: 'DELETE' });
    await api(`/stream/${streamId}`, { method: 'DELETE' });
  });
  afterEach(() => {
    for (const e of document.body.querySelectorAll('smuc-player-editor')) e.remove();
  });

  it('picks a connected page, saves it at once, keeps a non-administered page disabled', async () => {
    const el = mount('smuc-player-editor', {
      'api-base': window.SMUC_API,
      token,
      'stream-id': String(streamId),
    });
    await waitFor(() => text(el).includes('Restream on social media'), 20_000);
    const shop = await waitFor(() => checkbox(el, 'facebook', '111'));
    const fan = checkbox(el, 'facebook', '222')!;
    expect(shop.checked).to.equal(false);
    expect(fan.disabled).to.equal(true);
    expect(text(el)).to.include('Not an administrator of this page');
    // Scheduling follows the 20 min – 7 days window of the stream's start.
    const stream = (await (await api(`/stream/${streamId}`)).json()).data as { start_date: string | null };
    const ahead = stream.start_date ? Date.parse(stream.start_date) - Date.now() : -1;
    const schedulable = ahead >= 20 * 60_000 && ahead < 7 * 24 * 3600_000;
    const scheduling = inShadow<HTMLInputElement>(el, '#restream_scheduling')[0]!;
    expect(scheduling.disabled).to.equal(!schedulable);
    shop.click();
    await waitFor(() => text(el).includes('Restream platforms saved.'));
    const saved = await (await api(`/stream/${streamId}/restreams`)).json();
    expect(saved.data.map((p: { id: string }) => p.id)).to.deep.equal(['111']);
    expect(inShadow<HTMLSelectElement>(el, '#restream_privacy_status')[0]!.value).to.equal('public');
    await expectAccessible(el);

    shop.click();
    await waitFor(() => !checkbox(el, 'facebook', '111')!.checked);
  });

  it('is hidden for a photo ad', async () => {
    const created = await api('/stream', {
      method: 'POST',
      body: JSON.stringify({ kind: 'photo_ad', title: 'Photo' }),
    });
    const id = (await created.json()).data.id;
    const el = mount('smuc-player-editor', { 'api-base': window.SMUC_API, token, 'stream-id': String(id) });
    await waitFor(() => text(el).includes('Destinations'), 20_000);
    await new Promise((r) => setTimeout(r, 500));
    expect(text(el)).to.not.include('Restream on social media');
    await api(`/stream/${id}`, { method: 'DELETE' });
  });
});
