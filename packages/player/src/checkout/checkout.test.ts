import type { PlayerProduct } from '@smuc/sdk/schemas';
import './index';
import { collect, expect, expectAccessible, inShadow, waitFor } from '../../test/helpers';
import { installStripeJsStandIn } from '../../test/stripe-js-stand-in';
import type { SmucPlayerCheckout } from './index';

// Issue 14 §2: a viewer buys a payable product inside <smuc-player> (the built bundle) from the real
// server, whose Stripe calls go to the Stripe API stand-in; Stripe.js is the stand-in of
// stripe-js-stand-in.ts. The purchase itself is counted by the webhook (server tests).

declare global {
  interface Window {
    SMUC_STRIPE_API: string;
  }
}

const KEY = 'BrowserStandInKey00004242';

before(async () => {
  await import(new URL('../../dist/player.js', import.meta.url).href);
});

async function api(path: string, token: string, method = 'GET', body?: unknown) {
  const response = await fetch(`${window.SMUC_API}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? null : JSON.stringify(body),
  });
  const json = await response.json();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
  return json.data;
}

/** The demo account with the stand-in's keys connected, and a player selling one payable product. */
async function payablePlayer(): Promise<{
  apikey: string;
  product: PlayerProduct;
  purchases: () => Promise<number>;
}> {
  const login = await fetch(`${window.SMUC_API}/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@smuc.test', password: 'demo1234' }),
  }).then((r) => r.json());
  const token: string = login.data.token;
  const providers = await api('/payment/get-connected-payments', token);
  if (providers.length === 0)
    await api('/payment/add-payment', token, 'POST', {
      type: 'stripe',
      title: 'Browser shop',
      data: { publishable_key: `pk_test_51${KEY}`, secret_key: `sk_test_51${KEY}` },
    });
  const list = await api('/my-streams?per_page=50', token);
  // A video on demand or an embed (no countdown, no ad layout): its sidebar shows right away.
  let stream = list.items[0];
  for (const candidate of list.items) {
    const doc = await fetch(`${window.SMUC_API}/player/${candidate.apikey}`).then((r) => r.json());
    if (['vod', 'embed'].includes(doc.data?.kind)) {
      stream = candidate;
      break;
    }
  }
  await api(`/stream/${stream.id}`, token, 'PUT', {
    payment: 'stripe',
    show_product_list: true,
    currency: 'eur',
    privacy_policy_url: 'https://shop.test/privacy',
  });
  const item = await api(`/stream/${stream.id}/feed-item`, token, 'POST', {
    title: 'Silk scarf',
    price: '24.90',
    sales_price: '19.99',
    payable: true,
    pinned: true,
  });
  const doc = await fetch(`${window.SMUC_API}/player/${stream.apikey}`).then((r) => r.json());
  const product = doc.data.products.find((p: PlayerProduct) => p.id === item.id);
  const today = new Date().toISOString().slice(0, 10);
  /** The player's `product_purchases` of today in the report (000 §3 report row). */
  const purchases = async () => {
    const rows = await api(`/report/my-streams?start=${today}&end=${today}`, token);
    return rows.find((r: { id: number }) => r.id === stream.id)?.product_purchases ?? 0;
  };
  return { apikey: stream.apikey, product, purchases };
}

/** Installed once: @stripe/stripe-js keeps the first Stripe.js it found for the page. */
let stand: ReturnType<typeof installStripeJsStandIn>;
const mounted: HTMLElement[] = [];
afterEach(() => {
  for (const el of mounted.splice(0)) el.remove();
});

describe('checkout in the player (issue 14 §2)', () => {
  before(function () {
    if (!window.SMUC_API || !window.SMUC_STRIPE_API) this.skip();
    stand = installStripeJsStandIn(window.SMUC_STRIPE_API);
  });

  it('Buy opens the checkout in the player; Stripe confirms, its webhook arrives and the report counts one purchase', async () => {
    const { apikey, product, purchases } = await payablePlayer();
    const before = await purchases();
    const complete = collect<{ productId: number; paymentIntentId: string }>('smuc-checkout-complete');
    const player = document.createElement('smuc-player');
    player.setAttribute('apikey', apikey);
    player.setAttribute('api-base', window.SMUC_API);
    player.style.inlineSize = '960px';
    document.body.append(player);
    mounted.push(player);
    const tab = await waitFor(
      () => player.shadowRoot?.querySelector<HTMLElement>('#tab-products, .sidebar'),
      20_000,
    );
    if (tab.id === 'tab-products') tab.click();
    const list = await waitFor(() => player.shadowRoot?.querySelector('smuc-player-products'), 20_000);
    const buy = await waitFor(() =>
      inShadow<HTMLButtonElement>(list, 'button.cart').find(
        (b) => b.closest('li')?.getAttribute('data-id') === String(product.id),
      ),
    );
    expect(buy.textContent?.trim()).to.equal('Buy');
    // As a viewer's press does: focus on Buy, then the click.
    buy.focus();
    buy.click();
    const checkout = await waitFor(
      () => player.shadowRoot?.querySelector<SmucPlayerCheckout>('smuc-player-checkout'),
      15_000,
    );
    await waitFor(() => stand.mounted.length > 0, 15_000);
    const pay = await waitFor(() =>
      checkout.shadowRoot?.querySelector<HTMLButtonElement>('button.pay:not([disabled])'),
    );
    expect(pay.textContent?.trim()).to.equal('Pay €19.99');
    expect(checkout.shadowRoot?.querySelector('[role="dialog"]')?.getAttribute('aria-modal')).to.equal(
      'true',
    );
    await expectAccessible(checkout);
    pay.click();
    const status = await waitFor(() => checkout.shadowRoot?.querySelector('.status[role="status"]'), 15_000);
    expect(status.textContent?.trim()).to.equal('Thank you! Your payment was successful.');
    await waitFor(() => complete.details.length > 0);
    complete.stop();
    expect(complete.details[0]?.productId).to.equal(product.id);
    expect(complete.details[0]?.paymentIntentId).to.match(/^pi_/);
    // Stripe (the stand-in) calls the provider's webhook; the report row shows exactly one more.
    let after = before;
    for (let tries = 0; tries < 50 && after === before; tries += 1) {
      await new Promise((r) => setTimeout(r, 300));
      after = await purchases();
    }
    expect(after).to.equal(before + 1);
    // Closing gives the focus back to Buy.
    checkout.shadowRoot?.querySelector<HTMLButtonElement>('button.close')?.click();
    await waitFor(() => !player.shadowRoot?.querySelector('smuc-player-checkout'));
    await waitFor(() => list.shadowRoot?.activeElement === buy);
  });

  it("shows Stripe's own text when the card is declined, and the server's refusal when it refuses", async () => {
    const { apikey, product } = await payablePlayer();
    const checkout = document.createElement('smuc-player-checkout') as SmucPlayerCheckout;
    checkout.product = product;
    checkout.endpoint = `${window.SMUC_API}/stream/${apikey}/checkout`;
    checkout.language = 'en';
    checkout.style.position = 'relative';
    checkout.style.blockSize = '480px';
    document.body.append(checkout);
    mounted.push(checkout);
    const before = stand.mounted.length;
    await waitFor(() => stand.mounted.length > before, 15_000);
    const select = stand.mounted.at(-1)?.querySelector('select');
    if (select) select.value = 'pm_card_chargeDeclined';
    const pay = await waitFor(() =>
      checkout.shadowRoot?.querySelector<HTMLButtonElement>('button.pay:not([disabled])'),
    );
    pay.click();
    const alert = await waitFor(() => checkout.shadowRoot?.querySelector('[role="alert"]'), 15_000);
    expect(alert.textContent?.trim()).to.equal('Your card was declined.');

    const refused = document.createElement('smuc-player-checkout') as SmucPlayerCheckout;
    refused.product = { ...product, id: 2_000_000 };
    refused.endpoint = `${window.SMUC_API}/stream/${apikey}/checkout`;
    refused.language = 'en';
    document.body.append(refused);
    mounted.push(refused);
    const text = await waitFor(() => refused.shadowRoot?.querySelector('[role="alert"]'), 15_000);
    expect(text.textContent?.trim()).to.equal('This product cannot be bought here.');
  });
});
