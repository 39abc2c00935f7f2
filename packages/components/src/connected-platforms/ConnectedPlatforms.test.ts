import {
  expect,
  expectAccessible,
  ignoreResizeObserverNotice,
  inShadow,
  login,
  mount,
  waitFor,
} from '../../test/helpers';

declare global {
  interface Window {
    FB_STANDIN_TOKEN?: string | null;
    FB_STANDIN_LOGIN?: { scope: string };
  }
}

const text = (el: HTMLElement) => el.shadowRoot!.textContent ?? '';
const rows = (el: HTMLElement) =>
  inShadow(el, 'li.platform-row').map((r) => ({
    id: r.dataset.id,
    name: r.querySelector('.platform-name')?.textContent,
    disabled: r.hasAttribute('data-disabled'),
  }));
/** A dialog rendered in the element's shadow-root portal. */
const dialog = (el: HTMLElement, role = 'dialog') => inShadow(el, `[role="${role}"]`)[0];
const button = (root: ParentNode, label: string) =>
  [...root.querySelectorAll<HTMLButtonElement>('button')].find(
    (b) => b.textContent?.trim() === label || b.getAttribute('aria-label') === label,
  );

async function addPlatform(el: HTMLElement, label: string) {
  const trigger = await waitFor(() => inShadow<HTMLButtonElement>(el, 'button.add-platform')[0]);
  trigger.click();
  const item = await waitFor(() => inShadow(el, '[role="menuitem"]').find((m) => m.textContent === label));
  item.click();
}

describe('<smuc-connected-platforms>', () => {
  let token: string;
  let restoreOnError: () => void;
  before(async () => {
    // The menu's popover measures itself as it opens, a harmless notice (as on the payments page).
    restoreOnError = ignoreResizeObserverNotice();
    token = await login('demo@smuc.test');
  });
  after(() => restoreOnError());
  afterEach(() => {
    for (const e of document.body.querySelectorAll('smuc-connected-platforms')) e.remove();
  });

  it('shows the empty text and connects Facebook pages, the non-administered one disabled', async () => {
    const el = mount('smuc-connected-platforms', { 'api-base': window.SMUC_API, token });
    await waitFor(() => text(el).includes("You haven't connected any platforms yet."));
    await expectAccessible(el);

    await addPlatform(el, 'Facebook Page');
    const reminder = await waitFor(() => dialog(el));
    expect(reminder.textContent).to.include('Before you connect Facebook');
    button(reminder, 'Continue')!.click();

    const pages = await waitFor(() =>
      dialog(el)?.textContent?.includes('Choose a Facebook Page') ? dialog(el) : undefined,
    );
    expect(window.FB_STANDIN_LOGIN?.scope).to.include('pages_manage_posts');
    expect(pages.textContent).to.include('Shop Page');
    expect(pages.textContent).to.include('You are not an administrator of this page');
    await expectAccessible(el);
    button(pages, 'Connect Shop Page')!.click();
    await waitFor(() => rows(el).length === 1);
    expect(text(el)).to.include('Shop Page connected successfully.');

    await addPlatform(el, 'Facebook Page');
    button(await waitFor(() => dialog(el)), 'Continue')!.click();
    const again = await waitFor(() =>
      dialog(el)?.textContent?.includes('Fan Page') ? dialog(el) : undefined,
    );
    button(again, 'Connect Fan Page')!.click();
    await waitFor(() => rows(el).length === 2);
    expect(rows(el)).to.deep.equal([
      { id: '111', name: 'Shop Page', disabled: false },
      { id: '222', name: 'Fan Page', disabled: true },
    ]);
    expect(inShadow(el, 'li.platform-row[data-id="222"]')[0]!.getAttribute('aria-disabled')).to.equal('true');
    await expectAccessible(el);
  });

  it('says "Facebook authentication failed." when the login gives no token', async () => {
    window.FB_STANDIN_TOKEN = null;
    try {
      const el = mount('smuc-connected-platforms', { 'api-base': window.SMUC_API, token });
      await waitFor(() => rows(el).length > 0);
      await addPlatform(el, 'Facebook Page');
      button(await waitFor(() => dialog(el)), 'Continue')!.click();
      await waitFor(() => text(el).includes('Facebook authentication failed.'));
    } finally {
      window.FB_STANDIN_TOKEN = undefined;
    }
  });

  it('exchanges the YouTube code from the address on the server and removes it from the address', async () => {
    const before = `${location.pathname}${location.search}`;
    // The state Google echoes back is the one the server put in the consent URL for this account.
    const setup = await fetch(
      `${window.SMUC_API}/connected-platforms/setup?redirect_uri=${encodeURIComponent(`${location.origin}/connected-platforms`)}`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    const state = new URL((await setup.json()).data.youtube.consent_url).searchParams.get('state') ?? '';
    history.replaceState(
      null,
      '',
      `${location.pathname}?code=${encodeURIComponent('4/0Acode')}&scope=youtube&state=${encodeURIComponent(state)}`,
    );
    try {
      const el = mount('smuc-connected-platforms', { 'api-base': window.SMUC_API, token });
      await waitFor(() => rows(el).some((r) => r.id === 'UCchan'));
      expect(text(el)).to.include('My Channel connected successfully.');
      expect(location.search).to.not.include('code=');
    } finally {
      history.replaceState(null, '', before);
    }
  });

  it('offers Youtube through Google consent with offline access', async () => {
    const setup = await fetch(
      `${window.SMUC_API}/connected-platforms/setup?redirect_uri=${encodeURIComponent(`${location.origin}/connected-platforms`)}`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    const consent = new URL((await setup.json()).data.youtube.consent_url);
    expect(consent.searchParams.get('access_type')).to.equal('offline');
    expect(consent.searchParams.get('state')?.length).to.be.greaterThan(20);
    const el = mount('smuc-connected-platforms', { 'api-base': window.SMUC_API, token });
    const trigger = await waitFor(() => inShadow<HTMLButtonElement>(el, 'button.add-platform')[0]);
    trigger.click();
    const items = await waitFor(() => {
      const found = inShadow(el, '[role="menuitem"]').map((m) => m.textContent);
      return found.length ? found : undefined;
    });
    expect(items).to.deep.equal(['Facebook Page', 'Youtube']);
  });

  it('deletes a platform after confirmation', async () => {
    const el = mount('smuc-connected-platforms', { 'api-base': window.SMUC_API, token });
    await waitFor(() => rows(el).length === 3);
    inShadow<HTMLButtonElement>(el, 'li.platform-row[data-id="UCchan"] button.delete-platform')[0]!.click();
    const confirm = await waitFor(() => dialog(el, 'alertdialog'));
    expect(confirm.textContent).to.include('Delete connected platform');
    expect(confirm.textContent).to.include('My Channel');
    await expectAccessible(el);
    button(confirm, 'Delete')!.click();
    await waitFor(() => text(el).includes('Platform removed successfully.'));
    await waitFor(() => rows(el).length === 2);
  });
  it('on a server without Facebook and Google apps offers both choices disabled, each with the reason', async () => {
    // The test server has both apps; the setup answer is rewritten to what a server without them sends.
    const realFetch = window.fetch;
    window.fetch = async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (!url.includes('/connected-platforms/setup')) return realFetch(input, init);
      return new Response(JSON.stringify({ success: true, data: { facebook: null, youtube: null } }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    };
    try {
      const el = mount('smuc-connected-platforms', { 'api-base': window.SMUC_API, token });
      const notes = await waitFor(() => {
        const found = inShadow(el, '.platform-unavailable');
        return found.length === 2 ? found : undefined;
      });
      expect(notes.map((n) => n.textContent)).to.deep.equal([
        'Not available: this server has no Facebook app set up. Ask its operator to add one.',
        'Not available: this server has no Google app set up. Ask its operator to add one.',
      ]);
      (await waitFor(() => inShadow<HTMLButtonElement>(el, 'button.add-platform')[0])).click();
      const items = await waitFor(() => {
        const found = inShadow(el, '[role="menuitem"]');
        return found.length === 2 ? found : undefined;
      });
      expect(items.map((i) => i.getAttribute('aria-disabled'))).to.deep.equal(['true', 'true']);
      expect(items[0]!.textContent).to.include('Facebook Page');
      expect(items[0]!.textContent).to.include('no Facebook app');
      expect(items[1]!.textContent).to.include('no Google app');
      items[0]!.click();
      expect(text(el)).not.to.include('Before you connect Facebook');
      await expectAccessible(el);
    } finally {
      window.fetch = realFetch;
    }
  });
});
