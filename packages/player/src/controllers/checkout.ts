import type { PlayerConfig, PlayerProduct } from '@smuc/sdk/schemas';
import {
  html,
  nothing,
  type ReactiveController,
  type ReactiveControllerHost,
  type TemplateResult,
} from 'lit';

/** Detail of `smuc-buy`, which the products list sends for a payable product's Buy button. */
export interface BuyDetail {
  productId: number;
  product: PlayerProduct;
}

/**
 * The in-player checkout of `<smuc-player>` (issue 14 §2). Listens for `smuc-buy` from the products
 * list (a host page may cancel it to sell through its own cart), loads the checkout element as its
 * own chunk (`checkout/index.ts`, which in turn loads Stripe.js only when it opens) and renders it
 * over the player frame with the document's checkout address, language and the viewer's analytics
 * ids; closing removes it and gives the focus back to the Buy button.
 */
export class CheckoutController implements ReactiveController {
  private product: PlayerProduct | null = null;
  private opener: HTMLElement | null = null;

  /** `viewer()` answers the analytics ids of the running tracker (null in the preview). */
  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly viewer: () => { visitorId: string; sessionId: string } | null,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    this.host.addEventListener('smuc-buy', this.onBuy);
  }

  hostDisconnected(): void {
    this.host.removeEventListener('smuc-buy', this.onBuy);
    this.product = null;
  }

  private readonly onBuy = (event: Event) => {
    if (event.defaultPrevented) return;
    const detail = (event as CustomEvent<BuyDetail>).detail;
    if (!detail?.product) return;
    // The Buy button the viewer used has the focus, inside the products list's shadow root.
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    this.opener = active instanceof HTMLElement ? active : null;
    this.product = detail.product;
    void import('../checkout/index').then(
      () => this.host.requestUpdate(),
      () => {
        this.product = null;
        this.host.requestUpdate();
      },
    );
  };

  private close() {
    this.product = null;
    this.host.requestUpdate();
    const opener = this.opener;
    this.opener = null;
    if (opener?.isConnected) void this.host.updateComplete.then(() => opener.focus());
  }

  /** The open checkout over the frame, or nothing (also while its chunk loads or without an address). */
  render(c: PlayerConfig): TemplateResult | typeof nothing {
    const viewer = this.viewer();
    if (!this.product || !c.endpoints.checkout || !customElements.get('smuc-player-checkout')) return nothing;
    return html`<smuc-player-checkout
      .product=${this.product}
      .endpoint=${c.endpoints.checkout}
      .language=${c.language}
      .visitorId=${viewer?.visitorId ?? null}
      .sessionId=${viewer?.sessionId ?? null}
      @smuc-checkout-close=${() => this.close()}
    ></smuc-player-checkout>`;
  }
}
