import { expect, expectAccessible, inShadow, login, mount, waitFor } from '../../test/helpers';

// The component test server runs with PRICING_URL (web-test-runner.config.mjs).
const PRICING = 'https://pricing.example/plans';

const text = (el: Element) => (el.shadowRoot ?? el).textContent ?? '';
/** The open modal: inside the element's shadow root or in the page's top layer. */
const modalOf = (el: HTMLElement) =>
  inShadow(el, '.modal')[0] ?? document.querySelector<HTMLElement>('.modal');

describe('<smuc-packages>', () => {
  let token: string;
  before(async () => {
    token = await login();
  });
  afterEach(() => {
    for (const e of document.body.querySelectorAll('smuc-packages, smuc-dashboard')) e.remove();
    localStorage.clear();
  });

  it('shows the four plans side by side with their limits, the current one marked; passes axe', async () => {
    const el = mount('smuc-packages', { 'api-base': window.SMUC_API, token, lang: 'en' });
    const cards = await waitFor(() => {
      const found = inShadow(el, '.plan-card');
      return found.length === 4 && found;
    });
    expect(cards.map((c) => c.querySelector('h2')?.textContent)).to.deep.equal([
      'Free',
      'Basic',
      'Business',
      'Enterprise',
    ]);
    // The demo account is on Business.
    const current = inShadow(el, '[aria-current="true"]');
    expect(current.length).to.equal(1);
    expect(current[0]!.querySelector('h2')!.textContent).to.equal('Business');
    expect(current[0]!.textContent).to.include('Current plan');
    const value = (card: Element, label: string) =>
      [...card.querySelectorAll('.plan-limit')]
        .find((row) => row.querySelector('dt')?.textContent === label)
        ?.querySelector('dd')?.textContent;
    expect(value(cards[0]!, 'Viewer minutes per month')).to.equal('1,000');
    expect(value(cards[0]!, 'Payment integration')).to.equal('Not included');
    expect(value(cards[2]!, 'Payment integration')).to.equal('Included');
    expect(value(cards[3]!, 'Impressions per month')).to.equal('Unlimited');
    const upgrade = inShadow<HTMLAnchorElement>(el, 'a.upgrade-cta')[0]!;
    expect(upgrade.textContent).to.include('Upgrade');
    expect(upgrade.getAttribute('href')).to.equal(PRICING);
    await expectAccessible(el);
  });

  it('speaks Arabic right to left', async () => {
    const el = mount('smuc-packages', { 'api-base': window.SMUC_API, token, lang: 'ar' });
    await waitFor(() => inShadow(el, '.plan-card').length === 4);
    expect(inShadow(el, '[dir="rtl"]').length).to.be.greaterThan(0);
    expect(text(el)).to.include('الباقة الحالية');
  });

  it('opens the upgrade-plan modal from a locked dashboard: Cancel closes, Upgrade links the pricing page', async () => {
    const free = await login('other@smuc.test');
    const el = mount('smuc-dashboard', { 'api-base': window.SMUC_API, token: free, lang: 'en' });
    const open = await waitFor(() =>
      inShadow<HTMLButtonElement>(el, '.stats-locked button').find((b) => b.textContent === 'Upgrade'),
    );
    open.click();
    const modal = await waitFor(() => modalOf(el));
    expect(modal.querySelector('h2')!.textContent).to.equal('Would like to upgrade');
    expect(modal.textContent).to.include('Statistics are available on the Basic plan and above.');
    const link = await waitFor(() =>
      modal.querySelector<HTMLAnchorElement>(`a.btn-primary[href="${PRICING}"]`),
    );
    expect(link.textContent).to.equal('Upgrade');
    await expectAccessible(el);
    [...modal.querySelectorAll('button')].find((b) => b.textContent === 'Cancel')!.click();
    await waitFor(() => !modalOf(el));
  });
});

describe('storage warning modal (000 §2, §4)', () => {
  let staff: string;
  let demo: string;
  let demoId: number;
  /** Staff set the demo account's storage maximum (minutes); `undefined` removes the override. */
  const setMaxStorage = async (minutes: number | undefined) => {
    const res = await fetch(`${window.SMUC_API}/staff/accounts/${demoId}/limitations`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${staff}` },
      body: JSON.stringify({ overrides: minutes === undefined ? {} : { maxStorageMinutes: minutes } }),
    });
    expect(res.status, 'set limitations').to.equal(200);
  };
  before(async () => {
    staff = await login('staff@smuc.test');
    demo = await login();
    const me = await fetch(`${window.SMUC_API}/user/me`, { headers: { authorization: `Bearer ${demo}` } });
    demoId = ((await me.json()) as { data: { user_id: number } }).data.user_id;
  });
  afterEach(() => {
    for (const e of document.body.querySelectorAll('smuc-dashboard')) e.remove();
    sessionStorage.clear();
  });
  after(() => setMaxStorage(undefined));

  it('warns on the dashboard when storage is near its maximum, once per tab, with Close and Upgrade; passes axe', async () => {
    // The demo's players store a few minutes of video: 100 minutes leave less than 180.
    await setMaxStorage(100);
    const el = mount('smuc-dashboard', { 'api-base': window.SMUC_API, token: demo, lang: 'en' });
    const modal = await waitFor(() => modalOf(el));
    expect(modal.querySelector('h2')!.textContent).to.equal('Storage space');
    expect(modal.textContent).to.match(/of the 100 minutes of your plan; \d+ minutes are left/);
    // The pricing page comes from GET /plans: the link points there once it has answered.
    await waitFor(
      () => modal.querySelector<HTMLAnchorElement>('a.btn-primary')?.getAttribute('href') === PRICING,
    );
    await expectAccessible(el);
    [...modal.querySelectorAll('button')].find((b) => b.textContent === 'Close')!.click();
    await waitFor(() => !modalOf(el));
    // Seen in this tab: the next dashboard does not ask again.
    el.remove();
    const again = mount('smuc-dashboard', { 'api-base': window.SMUC_API, token: demo, lang: 'en' });
    await waitFor(() => inShadow(again, '.usage-number').length > 0);
    await new Promise((r) => setTimeout(r, 300));
    expect(modalOf(again)).to.equal(null);
  });

  it('says the storage is full when the stored minutes reach the maximum', async () => {
    await setMaxStorage(1);
    const el = mount('smuc-dashboard', { 'api-base': window.SMUC_API, token: demo, lang: 'en' });
    const modal = await waitFor(() => modalOf(el));
    expect(modal.textContent).to.include('Your storage space is full');
  });
});
