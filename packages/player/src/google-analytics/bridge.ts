import type { PlayerConfig, PlayerProduct } from '@smuc/sdk/schemas';

/**
 * Where Google's tag is loaded from in production (Google's documented snippet,
 * `<script async src="https://www.googletagmanager.com/gtag/js?id=G-…">`). Tests answer this address
 * with a stand-in in Chromium; the code never points elsewhere.
 */
export const GTAG_URL = 'https://www.googletagmanager.com/gtag/js';

/** The share of the video (%) at which `video_progress` is sent, as GA4's enhanced measurement does. */
export const PROGRESS_PERCENTS = [10, 25, 50, 75] as const;

type Gtag = (...args: unknown[]) => void;
type GaWindow = Window & { dataLayer?: unknown[]; gtag?: Gtag };

/** What the page said about analytics storage through Google Consent Mode. */
export type AnalyticsConsent = 'granted' | 'denied' | 'absent';

/** A gtag command as `window.dataLayer` holds it: the `arguments` object gtag() pushed, or an array. */
function commandOf(entry: unknown): unknown[] | null {
  if (Array.isArray(entry)) return entry;
  if (entry && typeof entry === 'object' && Object.prototype.toString.call(entry) === '[object Arguments]')
    return Array.from(entry as ArrayLike<unknown>);
  return null;
}

/**
 * The page's own consent signal for analytics (issue 34 §4), read from Google Consent Mode's
 * commands in `window.dataLayer`: `gtag('consent', 'default' | 'update', {analytics_storage: …})`
 * (a consent platform that speaks Consent Mode pushes the same commands).
 * - The last `update` that sets `analytics_storage` wins.
 * - Without one, the `default`s decide; a `denied` default wins over a `granted` one, also one
 *   limited to some `region`s: the player cannot know the viewer's region, so it takes the stricter.
 * - No command sets `analytics_storage` → `absent`: the page has no consent signal for analytics.
 * Only `analytics_storage` decides whether the player sends; `ad_storage` and the other types are
 * left to Google's tag itself, which reads the same dataLayer (so its advertising cookies follow
 * the page's `ad_storage`). Other consent APIs (IAB TCF's `__tcfapi`) are not read directly.
 */
export function analyticsConsent(dataLayer: readonly unknown[] | undefined): AnalyticsConsent {
  let byDefault: 'granted' | 'denied' | null = null;
  let byUpdate: 'granted' | 'denied' | null = null;
  for (const entry of dataLayer ?? []) {
    const command = commandOf(entry);
    if (command?.[0] !== 'consent') continue;
    const value = (command[2] as { analytics_storage?: unknown } | undefined)?.analytics_storage;
    if (value !== 'granted' && value !== 'denied') continue;
    if (command[1] === 'update') byUpdate = value;
    else if (command[1] === 'default') byDefault = byDefault === 'denied' ? 'denied' : value;
  }
  return byUpdate ?? byDefault ?? 'absent';
}

/** Measurement IDs already given a `config` command on this page (one per property, however many players). */
const configured = new Set<string>();

/**
 * The page's `gtag`, else Google's snippet: `window.dataLayer` and a `gtag` that pushes its
 * `arguments`, plus `<script async src="{GTAG_URL}?id={id}">` unless the page already loads the tag.
 * Then `config` for the player's property once, without a page view (the page is the publisher's;
 * the player sends only its own events).
 */
function gtagFor(win: GaWindow, id: string): Gtag {
  win.dataLayer = win.dataLayer ?? [];
  const layer = win.dataLayer;
  if (typeof win.gtag !== 'function') {
    // Google's tag only reads `arguments` objects from the dataLayer, not arrays.
    win.gtag = function gtag() {
      // biome-ignore lint/complexity/noArguments: the Arguments object is what gtag.js expects.
      layer.push(arguments);
    };
    win.gtag('js', new Date());
  }
  const doc = win.document;
  if (!doc.querySelector(`script[src^="${GTAG_URL}"]`)) {
    const script = doc.createElement('script');
    script.async = true;
    script.src = `${GTAG_URL}?id=${encodeURIComponent(id)}`;
    doc.head.append(script);
  }
  const gtag = win.gtag;
  if (!configured.has(id)) {
    configured.add(id);
    gtag('config', id, { send_page_view: false });
  }
  return gtag;
}

/** The price a viewer pays: the sales price when there is one. */
const priceOf = (p: PlayerProduct) => p.sales_price ?? p.price;

/**
 * The player's events in a GA4 property (issue 34 §4), with gtag's recommended event names and
 * parameters, every one `send_to` the player's measurement ID (a page's own GA property gets none):
 *
 * | player event                   | GA4 event                              |
 * |--------------------------------|----------------------------------------|
 * | first play (`smuc-play`)       | `video_start`                          |
 * | play after a pause             | `video_resume` (custom: GA has none)   |
 * | `smuc-pause`                   | `video_pause` (custom: GA has none)    |
 * | 10/25/50/75 % of a file played | `video_progress` with `video_percent`  |
 * | `smuc-ended`                   | `video_complete`                       |
 * | `smuc-product-impression`      | `view_item_list` (one item)            |
 * | `smuc-product-click`           | `select_item`                          |
 * | `smuc-add-to-cart`             | `add_to_cart`                          |
 * | `smuc-checkout-complete`       | `purchase` (`transaction_id` = the payment intent) |
 * | `smuc-purchase` (the page's)   | `purchase` (`transaction_id` = `detail.transactionId`, else a new id) |
 *
 * Video events carry `video_provider: 'smuc'`, `video_title`, `video_url`, `video_current_time` and
 * `video_duration` (whole seconds; no duration for live). A product impression is `view_item_list`,
 * not `view_item`: the viewer saw the product in the player's list, not its own page. Items carry
 * `item_id`, `item_name`, `price`, `quantity: 1` and the list (`item_list_id` = the apikey,
 * `item_list_name` = the title); commerce events `currency` (ISO 4217, upper case) and `value`.
 *
 * Consent: before each event {@link analyticsConsent} is read again; while it is `denied` the event
 * is dropped (never queued) and Google's tag is not even loaded. It loads with the first event
 * that may be sent.
 */
export class GoogleAnalyticsBridge {
  private started = false;
  private readonly reached = new Set<number>();
  private video: HTMLVideoElement | null = null;

  constructor(
    private config: PlayerConfig & { ga_code: string },
    private readonly win: GaWindow = window as GaWindow,
  ) {}

  /** A newer document of the same player (its products, title). */
  update(config: PlayerConfig & { ga_code: string }): void {
    this.config = config;
  }

  /** Follows the `<video>`'s time for `video_progress`; null for kinds without one. */
  attachVideo(video: HTMLVideoElement | null): void {
    if (this.video === video) return;
    this.video?.removeEventListener('timeupdate', this.onTime);
    this.video = video;
    video?.addEventListener('timeupdate', this.onTime);
  }

  /** Sends the GA event of a player event (`type` and `detail` as the element dispatched them). */
  handle(type: string, detail: unknown): void {
    const d = (detail ?? {}) as {
      productId?: unknown;
      product?: PlayerProduct;
      paymentIntentId?: unknown;
      transactionId?: unknown;
    };
    switch (type) {
      case 'smuc-play':
        this.send(this.started ? 'video_resume' : 'video_start', this.videoParams());
        this.started = true;
        break;
      case 'smuc-pause':
        this.send('video_pause', this.videoParams());
        break;
      case 'smuc-ended':
        this.send('video_complete', this.videoParams());
        // A replay starts again, and reports its progress again.
        this.started = false;
        this.reached.clear();
        break;
      case 'smuc-product-impression':
        this.product('view_item_list', d, false);
        break;
      case 'smuc-product-click':
        this.product('select_item', d, false);
        break;
      case 'smuc-add-to-cart':
        this.product('add_to_cart', d, true);
        break;
      case 'smuc-checkout-complete':
      case 'smuc-purchase': {
        const id = typeof d.paymentIntentId === 'string' ? d.paymentIntentId : d.transactionId;
        const transactionId =
          typeof id === 'string' && id ? id : `smuc-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`;
        this.product('purchase', d, true, { transaction_id: transactionId });
        break;
      }
    }
  }

  /** Stops following the video (queued nothing: events already went to gtag). */
  destroy(): void {
    this.attachVideo(null);
  }

  private readonly onTime = () => {
    const video = this.video;
    if (!video || !Number.isFinite(video.duration) || video.duration <= 0) return;
    const percent = (video.currentTime / video.duration) * 100;
    for (const mark of PROGRESS_PERCENTS)
      if (percent >= mark && !this.reached.has(mark)) {
        this.reached.add(mark);
        this.send('video_progress', { ...this.videoParams(), video_percent: mark });
      }
  };

  private videoParams(): Record<string, unknown> {
    const c = this.config;
    const video = this.video;
    const duration = video && Number.isFinite(video.duration) ? video.duration : c.source.video?.duration;
    return {
      video_provider: 'smuc',
      video_title: c.title,
      video_url: c.source.video?.url ?? c.source.social?.url ?? this.win.location.href,
      video_current_time: Math.round(video?.currentTime ?? 0),
      ...(typeof duration === 'number' && Number.isFinite(duration)
        ? { video_duration: Math.round(duration) }
        : {}),
    };
  }

  private product(
    name: string,
    d: { productId?: unknown; product?: PlayerProduct },
    commerce: boolean,
    extra: Record<string, unknown> = {},
  ) {
    const c = this.config;
    const product = d.product ?? c.products.find((p) => p.id === d.productId);
    if (!product) return;
    const price = priceOf(product);
    const index = c.products.findIndex((p) => p.id === product.id);
    const item = {
      item_id: String(product.id),
      item_name: product.title,
      ...(price !== null ? { price } : {}),
      quantity: 1,
      item_list_id: c.apikey,
      item_list_name: c.title,
      ...(index >= 0 ? { index } : {}),
    };
    const currency = (product.currency || c.currency).toUpperCase();
    this.send(name, {
      ...extra,
      ...(commerce ? { currency, value: price ?? 0 } : { item_list_id: c.apikey, item_list_name: c.title }),
      items: [item],
    });
  }

  private send(name: string, params: Record<string, unknown>) {
    if (analyticsConsent(this.win.dataLayer) === 'denied') return;
    const id = this.config.ga_code;
    gtagFor(this.win, id)('event', name, { ...params, send_to: id });
  }
}
