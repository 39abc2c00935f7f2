import {
  expect,
  expectAccessible,
  ignoreResizeObserverNotice,
  inShadow,
  login,
  mount,
  waitFor,
} from '../../test/helpers';

// Issue 14 §3: <smuc-billing> against the real server. The component test server has no Stripe
// account of its own (no STRIPE_SECRET_KEY), so the lists are empty and adding a card says so;
// the card flow with Stripe.js runs end to end (e2e/billing.spec.ts).

const text = (el: Element) => (el.shadowRoot ?? el).textContent ?? '';

describe('<smuc-billing>', () => {
  let token: string;
  let restoreOnError: () => void;
  before(async () => {
    restoreOnError = ignoreResizeObserverNotice();
    token = await login();
  });
  after(() => restoreOnError());
  afterEach(() => {
    for (const e of document.body.querySelectorAll('smuc-billing')) e.remove();
  });

  it('payment methods: the empty list and Add card, which says when the server takes no cards; passes axe', async () => {
    const el = mount('smuc-billing', {
      'api-base': window.SMUC_API,
      token,
      lang: 'en',
      page: 'payment-methods',
    });
    await waitFor(() => text(el).includes('There are no cards on file yet.'));
    expect(text(el)).to.include('Payment methods');
    await expectAccessible(el);
    const add = await waitFor(() =>
      inShadow<HTMLButtonElement>(el, 'button').find((b) => b.textContent?.trim() === 'Add card'),
    );
    // Issue 30 defect 11: no empty checkout to open; the button is off and says why.
    await waitFor(() => add.disabled);
    const reason = (add.getRootNode() as ShadowRoot).getElementById(
      add.getAttribute('aria-describedby') ?? '',
    );
    expect(reason?.textContent).to.equal('Card payments are not set up on this server.');
    add.click();
    expect(inShadow(el, '[role="dialog"]')).to.have.length(0);
    await expectAccessible(el);
  });

  it('orders: the order history with its empty text; passes axe', async () => {
    const el = mount('smuc-billing', { 'api-base': window.SMUC_API, token, lang: 'en', page: 'orders' });
    await waitFor(() => text(el).includes('Order history'));
    expect(text(el)).to.include('There are no items');
    await expectAccessible(el);
  });

  it('subscription: the heading and its empty text in Hungarian; passes axe', async () => {
    const el = mount('smuc-billing', {
      'api-base': window.SMUC_API,
      token,
      lang: 'hu',
      page: 'subscription',
    });
    await waitFor(() => text(el).includes('Előfizetés'));
    expect(text(el)).to.include('Nincsenek elemek');
    await expectAccessible(el);
  });
});
