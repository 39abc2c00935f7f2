import { displayPrice } from '@smuc/sdk/rules/price';
import { type CardState, cardState } from '@smuc/sdk/rules/timed-cards';
import type { Language, PlayerConfig, PlayerProduct } from '@smuc/sdk/schemas';
import { html, LitElement, nothing, type PropertyValues } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import { styleMap } from 'lit/directives/style-map.js';
import { isRtl, t } from '../i18n';
import { nextTask } from '../parts/tasks';
import { fireBeacon } from './beacon';
import { productsStyles } from './products.styles';
import { httpUrl, imageUrl } from './safe-url';

/** Detail of the product events; `product` is the card's data as the element received it. */
export interface ProductEventDetail {
  productId: number;
  product: PlayerProduct;
}

/** Events of `<smuc-player-products>`; all bubble, compose and can be cancelled. */
export interface SmucPlayerProductsEventMap {
  /** A card was at least 50 % visible (once per product per page view). */
  'smuc-product-impression': CustomEvent<{ productId: number }>;
  /** The viewer opened a card (its title or image): the description expands. */
  'smuc-product-click': CustomEvent<ProductEventDetail>;
  /** The viewer followed the product link; `preventDefault()` keeps the browser from navigating. */
  'smuc-product-link-click': CustomEvent<ProductEventDetail>;
  /** The viewer asked to add a payable product to the cart (a player without card payments). */
  'smuc-add-to-cart': CustomEvent<ProductEventDetail>;
  /**
   * The viewer pressed Buy on a payable product of a player that takes card payments; the player
   * opens its checkout unless a listener cancels the event (issue 14 §2).
   */
  'smuc-buy': CustomEvent<ProductEventDetail>;
}

/** Share of a card that must be on screen for a product impression (issue 6 analytics). */
export const PRODUCT_IMPRESSION_THRESHOLD = 0.5;

/**
 * Products already counted as seen in this page view, keyed `apikey:productId`, so re-rendered or
 * re-created lists (tab switches, feed updates) never count a product twice.
 */
const seenThisPage = new Set<string>();

/**
 * Whether this page has built a currency format yet. The first one loads the browser's
 * number-format data: 36–62 ms in one task at 4× CPU throttling, longer than the card list's own
 * render (issue 18 target 5); later formats, of any currency or language, take about 1 ms.
 */
let currencyFormatsLoaded = false;

/**
 * Builds one throwaway currency format in `language` (a BCP 47 tag; an invalid one falls back to
 * English), so the browser's number-format data is loaded before a card needs it.
 */
function loadCurrencyFormats(language: string): void {
  currencyFormatsLoaded = true;
  for (const locale of [language, 'en'])
    try {
      new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(1);
      return;
    } catch {
      // RangeError: not a language tag; try English.
    }
}

/**
 * @summary The product cards of a player (issue 6; spec 001 §3 Product fields, §4 Product list and
 * timing, 000 §5 Price display), in the sidebar of `<smuc-player>` or the editor preview.
 *
 * Order and highlight come from `cardState` (`@smuc/sdk/rules/timed-cards`): a live pin overrides,
 * then a pinned range containing the video time, then the static pin (not with auto card timing);
 * the pinned card sits at the top, highlighted, and a change of pin is announced politely to screen
 * readers. Each card: image, title (a button that expands the clamped description: the card click),
 * price (`displayPrice`; without a price to show, the product's `alternate_text`, which 001 §5 allows
 * instead of a price), the CTA link (`cta`, else a default label) opening in `link_open_in`, and for
 * payable products a Buy button (`checkout`: the player takes card payments; it sends `smuc-buy`)
 * or else an add-to-cart button; products the page's own cart takes (`cartProducts`) get Add to cart,
 * payable or not. Click pixels (`card_click_tracking`, `link_click_tracking`)
 * are fired as image beacons. In `preview` (the editor) nothing is tracked or dispatched.
 *
 * Properties (objects are properties, never attributes):
 * - `products: PlayerProduct[]` the cards (hidden ones are already left out of the player document).
 * - `config: PlayerConfig | null` language, `auto_card_timing`, `apikey` (impression scope), list label.
 * - `videoTime: number` seconds of video time, for timed cards.
 * - `pinnedId: number | null` a live pin from the realtime hub; overrides.
 * - `preview: boolean` editor preview: no beacons, no events; links open in a new tab.
 * - `checkout: boolean` the player takes card payments: payable products get Buy (issue 14 §2).
 * - `cartProducts: ReadonlySet<number>` feed item ids the page's own cart takes (the shop plugin, issue 16 §4).
 *
 * @event smuc-product-impression `{productId}`
 * @event smuc-product-click `{productId, product}`
 * @event smuc-product-link-click `{productId, product}` cancelable: cancelling stops the navigation
 * @event smuc-add-to-cart `{productId, product}`
 * @event smuc-buy `{productId, product}` cancelable: cancelling keeps the player's checkout closed
 * Colours and font follow the enclosing `<smuc-player>` (its `--_btn-bg`, `--_btn-fg`, `--_font`,
 * which already honour the public properties below and the editor's colours); standalone, the public
 * properties apply, then `config.button_color` / `config.text_color`, then black and white.
 *
 * @cssproperty --smuc-player-button-color CTA, badge and pinned border colour
 * @cssproperty --smuc-player-button-text-color text on the button colour
 * @cssproperty --smuc-player-font-family font family
 * @cssproperty --smuc-player-card-background card background (default white)
 * @cssproperty --smuc-player-card-color card text colour
 * @cssproperty --smuc-player-focus-color focus ring colour
 */
export class SmucPlayerProducts extends LitElement {
  static override styles = productsStyles;
  static override properties = {
    products: { attribute: false },
    config: { attribute: false },
    videoTime: { attribute: false },
    pinnedId: { attribute: false },
    preview: { type: Boolean },
    checkout: { type: Boolean },
    cartProducts: { attribute: false },
    expanded: { state: true },
    announcement: { state: true },
  };

  declare products: PlayerProduct[];
  declare config: PlayerConfig | null;
  declare videoTime: number;
  declare pinnedId: number | null;
  declare preview: boolean;
  declare checkout: boolean;
  /** Products the page's own cart takes: Add to cart (`smuc-add-to-cart`), payable or not, before the checkout. */
  declare cartProducts: ReadonlySet<number>;
  /** Product ids whose description is expanded. */
  declare expanded: ReadonlySet<number>;
  /** The polite live-region text (the last pin change). */
  declare announcement: string;

  private cards: CardState<PlayerProduct> = cardState([], { videoTime: null, autoCardTiming: false });
  /** `undefined` until the first render, so the pin a viewer arrives with is not announced. */
  private lastPinnedId: number | null | undefined = undefined;
  private observer: IntersectionObserver | null = null;
  private readonly observed = new WeakSet<Element>();
  private focusBeforeUpdate: HTMLElement | null = null;

  constructor() {
    super();
    this.products = [];
    this.config = null;
    this.videoTime = 0;
    this.pinnedId = null;
    this.preview = false;
    this.checkout = false;
    this.cartProducts = new Set();
    this.expanded = new Set();
    this.announcement = '';
  }

  private get language(): Language {
    return this.config?.language ?? 'en';
  }

  /**
   * Before the first update on a page that has not built a currency format yet, loads the
   * number-format data in a task of its own (in the language of the nearest `lang`: the player
   * sets it on its frame), then updates in the next task: shorter tasks instead of one long one.
   * The cards and their properties are not known yet at this point (the player sets them before
   * this element's chunk has loaded; Lit applies them in the update). Otherwise updates as Lit
   * does; `updateComplete` waits for the deferred update either way.
   */
  protected override async scheduleUpdate(): Promise<void> {
    if (!currencyFormatsLoaded) {
      await nextTask();
      loadCurrencyFormats(this.closest('[lang]')?.getAttribute('lang') || 'en');
      await nextTask();
    }
    await super.scheduleUpdate();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // Cards observed by an earlier connection are observed again by the new observer.
    if (this.hasUpdated) this.observeCards(true);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.observer?.disconnect();
    this.observer = null;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (
      changed.has('products') ||
      changed.has('config') ||
      changed.has('videoTime') ||
      changed.has('pinnedId') ||
      !this.hasUpdated
    ) {
      this.cards = cardState(this.products ?? [], {
        videoTime: this.videoTime,
        autoCardTiming: this.config?.auto_card_timing ?? false,
        livePinId: this.pinnedId,
      });
      const pinnedId = this.cards.pinned?.id ?? null;
      // Cleared when the pin goes away, so pinning the same product again is announced again.
      if (this.lastPinnedId !== undefined && pinnedId !== this.lastPinnedId)
        this.announcement = this.cards.pinned
          ? t(this.language, 'products.pinned_announce', { title: this.cards.pinned.title })
          : '';
      this.lastPinnedId = pinnedId;
    }
    // Reordering moves card nodes, which drops focus; remember it to put it back.
    const active = this.shadowRoot?.activeElement;
    this.focusBeforeUpdate = active instanceof HTMLElement ? active : null;
  }

  protected override updated(): void {
    const before = this.focusBeforeUpdate;
    if (before?.isConnected && this.shadowRoot?.activeElement !== before)
      before.focus({ preventScroll: true });
    this.focusBeforeUpdate = null;
    this.observeCards(false);
  }

  /** Watches every card not yet watched (all of them after a reconnect) for the impression threshold. */
  private observeCards(all: boolean): void {
    if (this.preview || typeof IntersectionObserver === 'undefined') return;
    if (!this.observer) {
      this.observer = new IntersectionObserver((entries) => this.onIntersect(entries), {
        threshold: PRODUCT_IMPRESSION_THRESHOLD,
      });
      all = true;
    }
    for (const card of this.shadowRoot?.querySelectorAll<HTMLElement>('li[data-id]') ?? []) {
      if (!all && this.observed.has(card)) continue;
      this.observed.add(card);
      this.observer.observe(card);
    }
  }

  private onIntersect(entries: IntersectionObserverEntry[]): void {
    for (const entry of entries) {
      if (!entry.isIntersecting || entry.intersectionRatio < PRODUCT_IMPRESSION_THRESHOLD) continue;
      const id = Number((entry.target as HTMLElement).dataset.id);
      const key = `${this.config?.apikey ?? ''}:${id}`;
      this.observer?.unobserve(entry.target);
      if (this.preview || seenThisPage.has(key)) continue;
      if (!this.products.some((p) => p.id === id)) continue;
      seenThisPage.add(key);
      this.emit('smuc-product-impression', { productId: id });
    }
  }

  private emit<K extends keyof SmucPlayerProductsEventMap>(
    type: K,
    detail: SmucPlayerProductsEventMap[K]['detail'],
  ): boolean {
    return this.dispatchEvent(
      new CustomEvent(type, { detail, bubbles: true, composed: true, cancelable: true }),
    );
  }

  private onCardClick(product: PlayerProduct): void {
    const next = new Set(this.expanded);
    if (next.has(product.id)) next.delete(product.id);
    else next.add(product.id);
    this.expanded = next;
    if (this.preview) return;
    fireBeacon(product.card_click_tracking);
    this.emit('smuc-product-click', { productId: product.id, product });
  }

  private onLinkClick(event: MouseEvent, product: PlayerProduct): void {
    if (this.preview) return;
    fireBeacon(product.link_click_tracking);
    if (!this.emit('smuc-product-link-click', { productId: product.id, product })) event.preventDefault();
  }

  private onAddToCart(product: PlayerProduct): void {
    if (this.preview) return;
    const buy = this.checkout && !this.cartProducts.has(product.id);
    this.emit(buy ? 'smuc-buy' : 'smuc-add-to-cart', { productId: product.id, product });
  }

  private renderCard(product: PlayerProduct) {
    const lang = this.language;
    const pinned = this.cards.pinned === product;
    const expanded = this.expanded.has(product.id);
    const titleId = `p${product.id}-title`;
    const descriptionId = `p${product.id}-description`;
    const price = displayPrice(product.price, product.sales_price, product.currency, lang);
    const priceText = price ?? (product.alternate_text?.trim() || null);
    const target = this.preview ? '_blank' : product.link_open_in;
    const link = httpUrl(product.link);
    const image = imageUrl(product.image);
    return html`<li class="card ${pinned ? 'pinned' : ''}" data-id=${product.id}>
      ${
        image
          ? html`<img
            class="image"
            src=${image}
            alt=""
            width="72"
            height="72"
            loading="lazy"
            decoding="async"
            @click=${() => this.onCardClick(product)}
          />`
          : html`<span></span>`
      }
      <div class="body">
        ${pinned ? html`<span class="badge">${t(lang, 'products.pinned')}</span>` : nothing}
        <h3 id=${titleId}>
          <button
            type="button"
            class="title"
            dir="auto"
            aria-expanded=${expanded ? 'true' : 'false'}
            aria-controls=${product.description ? descriptionId : nothing}
            @click=${() => this.onCardClick(product)}
          >
            ${product.title}
          </button>
        </h3>
        ${
          product.description
            ? html`<p id=${descriptionId} class="description ${expanded ? '' : 'clamped'}" dir="auto">${product.description}</p>`
            : nothing
        }
        ${priceText ? html`<p class="price" dir=${price ? nothing : 'auto'}>${priceText}</p>` : nothing}
        <div class="actions">
          ${
            link
              ? html`<a
                class="cta"
                href=${link}
                target=${target}
                rel=${target === '_blank' ? 'noopener' : nothing}
                aria-describedby=${titleId}
                @click=${(e: MouseEvent) => this.onLinkClick(e, product)}
                >${product.cta?.trim() || t(lang, 'products.cta')}${
                  target === '_blank'
                    ? html`<span class="sr-only"> ${t(lang, 'products.new_tab')}</span>`
                    : nothing
                }</a
              >`
              : nothing
          }
          ${
            product.payable || this.cartProducts.has(product.id)
              ? html`<button
                type="button"
                class="cart"
                aria-describedby=${titleId}
                @click=${() => this.onAddToCart(product)}
              >
                ${t(
                  lang,
                  this.checkout && !this.cartProducts.has(product.id)
                    ? 'products.buy'
                    : 'products.add_to_cart',
                )}
              </button>`
              : nothing
          }
        </div>
      </div>
    </li>`;
  }

  protected override render() {
    const lang = this.language;
    const label = this.config?.tab_products_label_plural?.trim() || t(lang, 'products.list');
    const colours = {
      '--_cfg-btn': this.config?.button_color || null,
      '--_cfg-fg': this.config?.text_color || null,
    };
    return html`<div class="root" lang=${lang} dir=${isRtl(lang) ? 'rtl' : 'ltr'} style=${styleMap(colours)}>
      <div class="sr-only" role="status" aria-live="polite" aria-atomic="true">${this.announcement}</div>
      ${
        this.cards.list.length === 0
          ? html`<p class="empty">${t(lang, 'products.empty')}</p>`
          : html`<ul aria-label=${label}>
            ${repeat(
              this.cards.list,
              (p) => p.id,
              (p) => this.renderCard(p),
            )}
          </ul>`
      }
    </div>`;
  }
}
