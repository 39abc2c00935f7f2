import type { PlayerConfig } from '@smuc/sdk/schemas';
import { CLIP, configFor, product } from '../../test/documents';
import { collect, expect, requested, waitFor } from '../../test/helpers';
import type { SmucPlayer } from '../index';

// Issue 34 §4: the account's Google Analytics. `<smuc-player>` comes from the built bundle
// (`dist/player.js`) so the bridge loads as the chunk viewers get. Google's tag is answered by
// `test/fixtures/gtag-stand-in.js` (web-test-runner.config.mjs), which records the gtag commands
// it receives the way gtag.js takes them from `window.dataLayer`.
before(async () => {
  await import(new URL('../../dist/player.js', import.meta.url).href);
});

const GTAG = 'https://www.googletagmanager.com/gtag/js';
type GaWindow = Window & {
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
  __gtagStandIn?: { src: string | null; loads: number; commands: unknown[][] };
};
const win = window as GaWindow;

const PRODUCT_2 = product(2, { price: 20, sales_price: 15 });
const products = [product(1), PRODUCT_2];
/** A muted autoplaying VOD with two products and the Google Analytics code `gaCode`. */
const gaPlayer = (gaCode: string | null) =>
  configFor({ ga_code: gaCode, autoplay: true, muted: true, show_product_list: false, products });

const mounted: HTMLElement[] = [];
/** Mounts a viewer `<smuc-player>` (not the preview unless `attrs` says so) and waits for its video. */
async function mount(config: PlayerConfig, attrs: Record<string, string> = {}) {
  const el = document.createElement('smuc-player') as SmucPlayer;
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  el.config = config;
  document.body.append(el);
  mounted.push(el);
  const video = await waitFor(() => el.shadowRoot?.querySelector('video'));
  return { el, video };
}

/** Dispatches a player event from inside the element, as its parts do. */
function fromInside(el: HTMLElement, type: string, detail: unknown) {
  el.shadowRoot
    ?.querySelector('.frame')
    ?.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
}

/** The `event` commands for `id` that reached Google's tag (stand-in), as `[name, params]`. */
const gaEvents = (id: string) =>
  (win.__gtagStandIn?.commands ?? [])
    .filter((c) => c[0] === 'event' && (c[2] as { send_to?: string })?.send_to === id)
    .map((c) => [c[1] as string, c[2] as Record<string, unknown>] as const);

/** A gtag call of the page, as Google's snippet makes it (the Arguments object into the dataLayer). */
function pageGtag(..._args: unknown[]) {
  win.dataLayer = win.dataLayer ?? [];
  // biome-ignore lint/complexity/noArguments: gtag pushes the Arguments object itself.
  win.dataLayer.push(arguments);
}

const beaconOriginal = navigator.sendBeacon;
beforeEach(() => {
  // The viewer analytics' beacons go nowhere here; Google's tag starts from a fresh page state.
  navigator.sendBeacon = () => true;
  for (const s of document.querySelectorAll(`script[src^="${GTAG}"]`)) s.remove();
  delete win.gtag;
  delete win.dataLayer;
  delete win.__gtagStandIn;
});
afterEach(() => {
  for (const el of mounted.splice(0)) el.remove();
  navigator.sendBeacon = beaconOriginal;
});

describe('<smuc-player> Google Analytics (issue 34 §4)', () => {
  it('sends play, pause, progress, end and product events to the GA4 property, loading gtag.js only then', async () => {
    const id = 'G-TEST0001';
    expect(requested('/chunks/bridge-')).to.deep.equal([]);
    const config = gaPlayer(id);
    const started = collect('smuc-play');
    const paused = collect('smuc-pause');
    // The first play is paused at once, so the pause comes before any progress mark.
    const pauseFirst = (e: Event) => (e.target as SmucPlayer).shadowRoot?.querySelector('video')?.pause();
    document.addEventListener('smuc-play', pauseFirst, { once: true });
    const { el, video } = await mount(config);
    await waitFor(() => started.details.length > 0);
    // Lazy: the bridge is its own chunk, fetched now, and Google's tag from its documented address.
    await waitFor(() => requested('/chunks/bridge-').length === 1);
    await waitFor(() => win.__gtagStandIn);
    expect(win.__gtagStandIn?.src).to.equal(`${GTAG}?id=${id}`);
    expect(document.querySelectorAll(`script[src^="${GTAG}"]`).length).to.equal(1);
    await waitFor(() => paused.details.length === 1);
    video.playbackRate = 4;
    const ended = collect('smuc-ended');
    await video.play();
    await waitFor(() => ended.details.length > 0, 15_000);
    for (const c of [started, paused, ended]) c.stop();

    fromInside(el, 'smuc-product-impression', { productId: 1 });
    fromInside(el, 'smuc-product-click', { productId: 2, product: PRODUCT_2 });
    fromInside(el, 'smuc-add-to-cart', { productId: 2, product: PRODUCT_2 });
    // The in-player checkout's confirmation, and a purchase the page's own shop reports.
    fromInside(el, 'smuc-checkout-complete', { productId: 1, paymentIntentId: 'pi_123' });
    el.dispatchEvent(
      new CustomEvent('smuc-purchase', { detail: { productId: 2, transactionId: 'order-42' } }),
    );

    const commands = win.__gtagStandIn?.commands ?? [];
    expect(commands.find((c) => c[0] === 'config')).to.deep.equal(['config', id, { send_page_view: false }]);
    const events = gaEvents(id);
    const video_ = events.filter(([name]) => name.startsWith('video_'));
    expect(
      video_.map(([name, p]) => (name === 'video_progress' ? `${name} ${p.video_percent}` : name)),
    ).to.deep.equal([
      'video_start',
      'video_pause',
      'video_resume',
      'video_progress 10',
      'video_progress 25',
      'video_progress 50',
      'video_progress 75',
      'video_complete',
    ]);
    expect(video_[0]?.[1]).to.deep.include({
      video_provider: 'smuc',
      video_title: config.title,
      video_url: CLIP,
      video_duration: 8,
      send_to: id,
    });
    const item2 = {
      item_id: '2',
      item_name: 'Product 2',
      price: 15,
      quantity: 1,
      item_list_id: config.apikey,
      item_list_name: config.title,
      index: 1,
    };
    const commerce = events.filter(([name]) => !name.startsWith('video_'));
    expect(commerce.map(([name]) => name)).to.deep.equal([
      'view_item_list',
      'select_item',
      'add_to_cart',
      'purchase',
      'purchase',
    ]);
    expect(commerce[0]?.[1].items).to.deep.equal([
      {
        item_id: '1',
        item_name: 'Product 1',
        price: 10,
        quantity: 1,
        item_list_id: config.apikey,
        item_list_name: config.title,
        index: 0,
      },
    ]);
    expect(commerce[1]?.[1]).to.deep.equal({
      item_list_id: config.apikey,
      item_list_name: config.title,
      items: [item2],
      send_to: id,
    });
    expect(commerce[2]?.[1]).to.deep.equal({ currency: 'EUR', value: 15, items: [item2], send_to: id });
    expect(commerce[3]?.[1]).to.deep.include({ transaction_id: 'pi_123', currency: 'EUR', value: 10 });
    expect(commerce[4]?.[1]).to.deep.include({ transaction_id: 'order-42', currency: 'EUR', value: 15 });
  });

  it('waits for the page’s Consent Mode analytics_storage grant: nothing is loaded or sent before', async () => {
    const id = 'G-TEST0002';
    pageGtag('consent', 'default', { analytics_storage: 'denied', ad_storage: 'denied' });
    const started = collect('smuc-play');
    const { el, video } = await mount(gaPlayer(id));
    await waitFor(() => started.details.length > 0);
    started.stop();
    fromInside(el, 'smuc-product-click', { productId: 1, product: product(1) });
    await waitFor(() => requested('/chunks/bridge-').length === 1);
    // Give the bridge its turn: it had the events and dropped them.
    await new Promise((r) => setTimeout(r, 300));
    expect(document.querySelectorAll(`script[src^="${GTAG}"]`).length).to.equal(0);
    expect(win.dataLayer).to.have.length(1);
    expect(win.gtag).to.equal(undefined);

    // An `ad_storage` grant alone does not count; the `analytics_storage` update does.
    pageGtag('consent', 'update', { ad_storage: 'granted' });
    fromInside(el, 'smuc-product-click', { productId: 1, product: product(1) });
    expect(win.dataLayer).to.have.length(2);
    pageGtag('consent', 'update', { analytics_storage: 'granted' });
    fromInside(el, 'smuc-product-click', { productId: 2, product: PRODUCT_2 });
    await waitFor(() => win.__gtagStandIn);
    expect(win.__gtagStandIn?.src).to.equal(`${GTAG}?id=${id}`);
    // gtag.js saw the page's consent commands first, then ours; only the granted click was sent.
    expect(
      gaEvents(id).map(([name, p]) => `${name} ${(p.items as { item_id: string }[])[0]?.item_id}`),
    ).to.deep.equal(['select_item 2']);
    expect((win.__gtagStandIn?.commands ?? []).slice(0, 3).map((c) => `${c[0]} ${c[1]}`)).to.deep.equal([
      'consent default',
      'consent update',
      'consent update',
    ]);

    // A later denial stops it again.
    pageGtag('consent', 'update', { analytics_storage: 'denied' });
    video.pause();
    expect(gaEvents(id)).to.have.length(1);
  });

  it('sends nothing without a code (none set, or the plan does not allow it) and nothing from the preview', async () => {
    const none = await mount(gaPlayer(null));
    const preview = await mount(gaPlayer('G-TEST0003'), { preview: '' });
    await waitFor(() => none.video.currentTime > 0.3 && preview.video.currentTime > 0.3);
    for (const el of [none.el, preview.el]) {
      fromInside(el, 'smuc-product-click', { productId: 1, product: product(1) });
      fromInside(el, 'smuc-add-to-cart', { productId: 1, product: product(1) });
    }
    await new Promise((r) => setTimeout(r, 300));
    expect(document.querySelectorAll(`script[src^="${GTAG}"]`).length).to.equal(0);
    expect(win.gtag).to.equal(undefined);
    expect(win.dataLayer).to.equal(undefined);
  });

  it('uses the page’s own gtag and tag, sending only to the player’s property', async () => {
    const id = 'G-TEST0004';
    // The page runs Google's snippet for its own property.
    const script = document.createElement('script');
    script.async = true;
    script.src = `${GTAG}?id=G-PAGE0001`;
    win.dataLayer = [];
    win.gtag = function gtag() {
      // biome-ignore lint/complexity/noArguments: Google's snippet pushes the Arguments object.
      win.dataLayer?.push(arguments);
    };
    win.gtag('js', new Date());
    win.gtag('config', 'G-PAGE0001');
    document.head.append(script);
    const { el } = await mount(gaPlayer(id));
    await waitFor(() => win.__gtagStandIn);
    fromInside(el, 'smuc-add-to-cart', { productId: 1, product: product(1) });
    await waitFor(() => gaEvents(id).some(([name]) => name === 'add_to_cart'));
    expect(document.querySelectorAll(`script[src^="${GTAG}"]`).length).to.equal(1);
    expect(win.__gtagStandIn?.loads).to.equal(1);
    expect(gaEvents('G-PAGE0001')).to.deep.equal([]);
  });
});
