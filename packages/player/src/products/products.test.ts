import type { PlayerConfig, PlayerProduct } from '@smuc/sdk/schemas';
import './index';
import { collect, expect, expectAccessible, inShadow, requested, waitFor } from '../../test/helpers';
import type { SmucPlayerProducts } from './index';

let seq = 0;
/** A player document with what the list reads; each test gets its own apikey (impressions are per page view). */
const configFor = (over: Partial<PlayerConfig> = {}): PlayerConfig =>
  ({
    apikey: `test-${++seq}-${Date.now()}`,
    language: 'en',
    auto_card_timing: false,
    tab_products_label_plural: null,
    button_color: null,
    text_color: null,
    ...over,
  }) as PlayerConfig;

const product = (id: number, over: Partial<PlayerProduct> = {}): PlayerProduct => ({
  id,
  title: `Product ${id}`,
  description: `Description of product ${id}`,
  image: `${location.origin}/test/fixtures/product.svg?id=${id}`,
  alternate_text: null,
  link: `https://shop.example/p/${id}`,
  link_open_in: '_blank',
  price: 10 * id,
  sales_price: null,
  currency: 'eur',
  cta: null,
  card_click_tracking: null,
  link_click_tracking: null,
  payable: false,
  pinned: false,
  ordno: id,
  pinned_from_in_sec: null,
  pinned_to_in_sec: null,
  first_from_in_sec: null,
  first_to_in_sec: null,
  ...over,
});

async function mountList(
  products: PlayerProduct[],
  config = configFor(),
  props: Partial<
    Pick<SmucPlayerProducts, 'videoTime' | 'pinnedId' | 'preview' | 'checkout' | 'cartProducts'>
  > = {},
  parent: HTMLElement = document.body,
): Promise<SmucPlayerProducts> {
  const el = document.createElement('smuc-player-products');
  el.products = products;
  el.config = config;
  Object.assign(el, props);
  parent.append(el);
  await el.updateComplete;
  return el;
}

const titles = (el: Element) => inShadow(el, 'li .title').map((b) => b.textContent?.trim());
const card = (el: Element, id: number) => inShadow(el, `li[data-id="${id}"]`)[0]!;
const within = <E extends Element = HTMLElement>(node: Element, selector: string) =>
  node.querySelector<E>(selector)!;

describe('<smuc-player-products>', () => {
  afterEach(() => {
    for (const e of document.querySelectorAll('smuc-player-products, .scroller')) e.remove();
  });

  it('shows cards by ordno with image, title, clamped description, price display rules, CTA and cart, and passes axe', async () => {
    const el = await mountList([
      product(3, { ordno: 2, price: 54990, currency: 'huf', payable: true }),
      product(1, { ordno: 0, price: 39.9, sales_price: 29.9, cta: 'Grab it', link_open_in: '_self' }),
      product(2, { ordno: 1, price: null, alternate_text: 'Ask us', link: null }),
      product(4, { ordno: 3, price: 0, sales_price: null, image: 'javascript:alert(1)' }),
    ]);
    expect(titles(el)).to.deep.equal(['Product 1', 'Product 2', 'Product 3', 'Product 4']);
    // 000 §5: sales price preferred; HUF with 0 decimals, others with 2; nothing unless above 0.
    expect(within(card(el, 1), '.price').textContent?.trim()).to.equal('€29.90');
    expect(within(card(el, 3), '.price').textContent?.trim().replace(/\s/g, ' ')).to.equal('HUF 54,990');
    expect(within(card(el, 2), '.price').textContent?.trim()).to.equal('Ask us');
    expect(card(el, 4).querySelector('.price')).to.equal(null);
    // CTA: the product's label or the default; the link opens where link_open_in says.
    const cta1 = within<HTMLAnchorElement>(card(el, 1), 'a.cta');
    expect(cta1.textContent?.trim()).to.equal('Grab it');
    expect(cta1.target).to.equal('_self');
    expect(cta1.href).to.equal('https://shop.example/p/1');
    const cta3 = within<HTMLAnchorElement>(card(el, 3), 'a.cta');
    expect(cta3.target).to.equal('_blank');
    expect(cta3.rel).to.equal('noopener');
    expect(cta3.textContent).to.contain('Shop now').and.contain('(opens in a new tab)');
    expect(card(el, 2).querySelector('a.cta')).to.equal(null);
    // Payable products only get the add-to-cart button.
    expect(inShadow(el, 'button.cart').length).to.equal(1);
    expect(card(el, 3).querySelector('button.cart')?.textContent?.trim()).to.equal('Add to cart');
    // Unsafe addresses never reach src/href.
    expect(card(el, 4).querySelector('img')).to.equal(null);
    expect(within(card(el, 1), '.description').classList.contains('clamped')).to.equal(true);
    expect(within(card(el, 1), 'img').getAttribute('alt')).to.equal('');
    expect(inShadow(el, 'ul')[0]!.getAttribute('aria-label')).to.equal('Products');
    await expectAccessible(el);
  });

  it('pins and lists timed cards exactly inside their ranges of video time and announces a new pin', async () => {
    const el = await mountList(
      [
        product(1),
        product(2, { pinned_from_in_sec: 10, pinned_to_in_sec: 20 }),
        product(3, { first_from_in_sec: 15, first_to_in_sec: 30 }),
      ],
      configFor(),
      { videoTime: 0 },
    );
    const live = inShadow(el, '[aria-live="polite"]')[0]!;
    expect(titles(el)).to.deep.equal(['Product 1', 'Product 2', 'Product 3']);
    expect(inShadow(el, 'li.pinned').length).to.equal(0);
    expect(live.textContent?.trim()).to.equal('');

    el.videoTime = 9.9;
    await el.updateComplete;
    expect(inShadow(el, 'li.pinned').length).to.equal(0);

    el.videoTime = 10;
    await el.updateComplete;
    expect(titles(el)).to.deep.equal(['Product 2', 'Product 1', 'Product 3']);
    expect(inShadow(el, 'li.pinned').map((n) => n.dataset.id)).to.deep.equal(['2']);
    expect(within(card(el, 2), '.badge').textContent?.trim()).to.equal('Pinned');
    expect(live.textContent?.trim()).to.equal('Pinned product: Product 2');

    el.videoTime = 16;
    await el.updateComplete;
    expect(titles(el)).to.deep.equal(['Product 2', 'Product 3', 'Product 1']);

    el.videoTime = 20;
    await el.updateComplete;
    expect(titles(el)).to.deep.equal(['Product 3', 'Product 1', 'Product 2']);
    expect(inShadow(el, 'li.pinned').length).to.equal(0);
    expect(live.textContent?.trim()).to.equal('');

    el.videoTime = 30;
    await el.updateComplete;
    expect(titles(el)).to.deep.equal(['Product 1', 'Product 2', 'Product 3']);
    await expectAccessible(el);
  });

  it('puts the static pin on top, ignores it with auto card timing, and lets a live pin override', async () => {
    const products = [product(1), product(2, { pinned: true }), product(3)];
    const el = await mountList(products);
    expect(titles(el)).to.deep.equal(['Product 2', 'Product 1', 'Product 3']);
    const live = inShadow(el, '[aria-live="polite"]')[0]!;
    // The pin the viewer arrives with is not announced; changes are.
    expect(live.textContent?.trim()).to.equal('');
    el.pinnedId = 3;
    await el.updateComplete;
    expect(titles(el)).to.deep.equal(['Product 3', 'Product 1', 'Product 2']);
    expect(live.textContent?.trim()).to.equal('Pinned product: Product 3');

    const auto = await mountList(products, configFor({ auto_card_timing: true }));
    expect(inShadow(auto, 'li.pinned').length).to.equal(0);
    expect(titles(auto)).to.deep.equal(['Product 1', 'Product 2', 'Product 3']);
  });

  it('keeps focus on a card that moves to the top when it gets pinned', async () => {
    const el = await mountList(
      [product(1), product(2, { pinned_from_in_sec: 5, pinned_to_in_sec: 9 })],
      configFor(),
      {
        videoTime: 0,
      },
    );
    const button = within<HTMLButtonElement>(card(el, 2), '.title');
    button.focus();
    el.videoTime = 6;
    await el.updateComplete;
    expect(titles(el)[0]).to.equal('Product 2');
    expect(el.shadowRoot!.activeElement).to.equal(button);
  });

  it('opens a card: expands it, fires smuc-product-click and the card click pixel', async () => {
    const pixel = `${location.origin}/__p2_pixel/card?ord=[timestamp]&n=${Date.now()}`;
    const el = await mountList([product(1, { card_click_tracking: pixel })]);
    const clicks = collect<{ productId: number; product: PlayerProduct }>('smuc-product-click');
    const title = within<HTMLButtonElement>(card(el, 1), '.title');
    expect(title.getAttribute('aria-expanded')).to.equal('false');
    title.click();
    await el.updateComplete;
    clicks.stop();
    expect(clicks.details.map((d) => d.productId)).to.deep.equal([1]);
    expect(clicks.details[0]!.product.title).to.equal('Product 1');
    expect(clicks.events[0]!.bubbles && clicks.events[0]!.composed).to.equal(true);
    expect(title.getAttribute('aria-expanded')).to.equal('true');
    expect(within(card(el, 1), '.description').classList.contains('clamped')).to.equal(false);
    const fired = await waitFor(() => {
      const hits = requested('/__p2_pixel/card');
      return hits.length > 0 && hits;
    });
    expect(fired[0]).to.not.contain('[timestamp]');
    expect(fired[0]).to.match(/ord=\d{13}/);
  });

  it('follows the link with smuc-product-link-click and its pixel; a host can cancel the navigation', async () => {
    const pixel = `${location.origin}/__p2_pixel/link?n=${Date.now()}`;
    const el = await mountList([product(1, { link_click_tracking: pixel, link_open_in: '_self' })]);
    const clicks = collect<{ productId: number }>('smuc-product-link-click');
    const cancel = (e: Event) => e.preventDefault();
    document.addEventListener('smuc-product-link-click', cancel);
    const href = location.href;
    within<HTMLAnchorElement>(card(el, 1), 'a.cta').click();
    document.removeEventListener('smuc-product-link-click', cancel);
    clicks.stop();
    expect(clicks.details).to.deep.equal([{ productId: 1, product: el.products[0] }]);
    await waitFor(() => requested('/__p2_pixel/link').length === 1);
    expect(location.href).to.equal(href);
  });

  it('fires smuc-add-to-cart for payable products', async () => {
    const el = await mountList([product(1, { payable: true }), product(2)]);
    const carts = collect<{ productId: number }>('smuc-add-to-cart');
    within<HTMLButtonElement>(card(el, 1), 'button.cart').click();
    carts.stop();
    expect(carts.details.map((d) => d.productId)).to.deep.equal([1]);
  });

  it("gives the page cart's products Add to cart, payable or not, before the player's own checkout", async () => {
    const el = await mountList([product(1, { payable: true }), product(2), product(3)], configFor(), {
      checkout: true,
      cartProducts: new Set([2]),
    });
    // Payable without the page's cart: the checkout's Buy; in the page's cart: Add to cart; else none.
    expect(within(card(el, 1), 'button.cart').textContent?.trim()).to.equal('Buy');
    expect(within(card(el, 2), 'button.cart').textContent?.trim()).to.equal('Add to cart');
    expect(card(el, 3).querySelector('button.cart')).to.equal(null);
    const carts = collect<{ productId: number }>('smuc-add-to-cart');
    const buys = collect<{ productId: number }>('smuc-buy');
    within<HTMLButtonElement>(card(el, 2), 'button.cart').click();
    carts.stop();
    buys.stop();
    expect(carts.details.map((d) => d.productId)).to.deep.equal([2]);
    expect(buys.details).to.deep.equal([]);
  });

  it('reads cart-products on <smuc-player> as feed item ids, skipping anything else', async () => {
    const { productIdList } = await import('../api');
    expect([...productIdList.fromAttribute('12 15,18  x 2.5 -3')]).to.deep.equal([12, 15, 18]);
    expect([...productIdList.fromAttribute(null)]).to.deep.equal([]);
  });

  it('counts an impression once per product per page view when half of the card is visible', async () => {
    const scroller = document.createElement('div');
    scroller.className = 'scroller';
    scroller.style.cssText = 'block-size: 200px; overflow: auto;';
    document.body.append(scroller);
    const seen = collect<{ productId: number }>('smuc-product-impression');
    const config = configFor();
    const products = Array.from({ length: 8 }, (_, i) => product(i + 1));
    const el = await mountList(products, config, {}, scroller);
    await waitFor(() => seen.details.length >= 1);
    await new Promise((r) => setTimeout(r, 300));
    const first = seen.details.map((d) => d.productId);
    // A 200 px box shows the first cards only (a card is about 90 px high).
    expect(first).to.include(1);
    expect(first).to.not.include(8);
    scroller.scrollTop = scroller.scrollHeight;
    await waitFor(() => seen.details.some((d) => d.productId === 8));
    scroller.scrollTop = 0;
    await new Promise((r) => setTimeout(r, 300));
    // The same list mounted again in this page view (a tab switch) counts nothing new.
    el.remove();
    const again = await mountList(products, config, {}, scroller);
    await new Promise((r) => setTimeout(r, 300));
    seen.stop();
    const ids = seen.details.map((d) => d.productId);
    expect(new Set(ids).size, 'each product once').to.equal(ids.length);
    expect(again.isConnected).to.equal(true);
  });

  it('tracks and dispatches nothing in the editor preview', async () => {
    const pixel = `${location.origin}/__p2_pixel/preview?n=${Date.now()}`;
    const events = [
      'smuc-product-impression',
      'smuc-product-click',
      'smuc-product-link-click',
      'smuc-add-to-cart',
    ].map((type) => collect(type));
    const el = await mountList(
      [
        product(1, {
          payable: true,
          card_click_tracking: pixel,
          link_click_tracking: pixel,
          link_open_in: '_self',
        }),
      ],
      configFor(),
      { preview: true },
    );
    within<HTMLButtonElement>(card(el, 1), '.title').click();
    within<HTMLButtonElement>(card(el, 1), 'button.cart').click();
    const link = within<HTMLAnchorElement>(card(el, 1), 'a.cta');
    expect(link.target).to.equal('_blank');
    await new Promise((r) => setTimeout(r, 300));
    for (const e of events) e.stop();
    expect(events.flatMap((e) => e.details)).to.deep.equal([]);
    expect(requested('/__p2_pixel/preview')).to.deep.equal([]);
  });

  it('lays out right to left in Arabic with Arabic texts and the plural tab label', async () => {
    const el = await mountList(
      [product(1, { pinned: true, payable: true })],
      configFor({ language: 'ar', tab_products_label_plural: 'عروضنا' }),
    );
    const root = inShadow(el, '.root')[0]!;
    expect(root.getAttribute('dir')).to.equal('rtl');
    expect(root.getAttribute('lang')).to.equal('ar');
    expect(inShadow(el, 'ul')[0]!.getAttribute('aria-label')).to.equal('عروضنا');
    expect(within(card(el, 1), 'button.cart').textContent?.trim()).to.equal('أضف إلى السلة');
    expect(within(card(el, 1), '.badge').textContent?.trim()).to.equal('مثبّت');
    await expectAccessible(el);
  });

  it('uses the player colours from config when standalone and says so when there are no products', async () => {
    const el = await mountList(
      [product(1)],
      configFor({ button_color: 'rgb(10, 20, 30)', text_color: 'rgb(250, 250, 250)' }),
    );
    const cta = within(card(el, 1), 'a.cta');
    expect(getComputedStyle(cta).backgroundColor).to.equal('rgb(10, 20, 30)');
    expect(getComputedStyle(cta).color).to.equal('rgb(250, 250, 250)');
    el.style.setProperty('--smuc-player-button-color', 'rgb(1, 2, 3)');
    expect(getComputedStyle(cta).backgroundColor).to.equal('rgb(1, 2, 3)');
    const empty = await mountList([]);
    expect(inShadow(empty, '.empty')[0]!.textContent?.trim()).to.equal('No products yet.');
    await expectAccessible(empty);
  });
});
