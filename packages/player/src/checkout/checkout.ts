import { displayPrice } from '@smuc/sdk/rules/price';
import type { Language, PlayerProduct } from '@smuc/sdk/schemas';
import type { Stripe, StripeElementLocale, StripeElements } from '@stripe/stripe-js';
import { html, LitElement, nothing } from 'lit';
import { isRtl, t } from '../i18n';
import { checkoutStyles } from './checkout.styles';

/** Where a checkout is: fetching the PaymentIntent and Stripe.js, taking the card, paying, done. */
export type CheckoutStatus = 'loading' | 'ready' | 'paying' | 'succeeded' | 'processing' | 'failed';

/** Events of `<smuc-player-checkout>`; both bubble and compose. */
export interface SmucPlayerCheckoutEventMap {
  /** Stripe confirmed the payment (`succeeded`); the purchase is counted by the server's webhook. */
  'smuc-checkout-complete': CustomEvent<{ productId: number; paymentIntentId: string }>;
  /** The viewer closed the checkout (close button or Escape). */
  'smuc-checkout-close': CustomEvent<{ productId: number }>;
}

const newId = () =>
  globalThis.crypto?.randomUUID?.() ??
  `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

/** The error text of a failed call: the server's envelope `error` when it has one. */
async function failureText(response: Response): Promise<string | null> {
  try {
    const body = (await response.json()) as { error?: unknown };
    return typeof body.error === 'string' && body.error ? body.error : null;
  } catch {
    return null;
  }
}

/**
 * @summary The card checkout of one payable product inside `<smuc-player>` (issue 14 §2).
 *
 * On connection it asks the player's `endpoint` (`POST /stream/{apikey}/checkout`, from the player
 * document) for a PaymentIntent of `product` — the server sets the amount and answers only
 * `{client_secret, publishable_key}` — then loads Stripe.js through `@stripe/stripe-js/pure`
 * (imported here, so it is a chunk of its own that only a Buy fetches) and mounts Stripe's Payment
 * Element, in the player's language. Pay confirms with `stripe.confirmPayment` (`redirect:
 * 'if_required'`: cards stay in the player; a method that must redirect comes back to this page).
 * Stripe's success and failure texts are shown as Stripe returns them; the server's refusals
 * (minimum price, no card payments) as the server words them. The purchase is counted by the
 * server when Stripe's webhook arrives, never from here. A dialog over the player: focus moves in,
 * Escape closes.
 *
 * Properties: `product: PlayerProduct`, `endpoint: string`, `language: Language`, `visitorId` and
 * `sessionId` (the viewer's analytics ids, so the purchase counts for the same visitor).
 *
 * @event smuc-checkout-complete `{productId, paymentIntentId}`
 * @event smuc-checkout-close `{productId}`
 */
export class SmucPlayerCheckout extends LitElement {
  static override styles = checkoutStyles;
  static override properties = {
    product: { attribute: false },
    endpoint: { attribute: false },
    language: { attribute: false },
    visitorId: { attribute: false },
    sessionId: { attribute: false },
    status: { state: true },
    message: { state: true },
  };

  declare product: PlayerProduct | null;
  declare endpoint: string;
  declare language: Language;
  declare visitorId: string | null;
  declare sessionId: string | null;
  declare status: CheckoutStatus;
  /** Stripe's or the server's text for the last failure, '' for none. */
  declare message: string;

  /** One id per opened checkout: the server's Idempotency-Key, so a retry reuses the PaymentIntent. */
  private readonly checkoutId = newId();
  private stripe: Stripe | null = null;
  private elements: StripeElements | null = null;
  private started = false;

  constructor() {
    super();
    this.product = null;
    this.endpoint = '';
    this.language = 'en';
    this.visitorId = null;
    this.sessionId = null;
    this.status = 'loading';
    this.message = '';
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.addEventListener('keydown', this.onKey);
    if (!this.started) {
      this.started = true;
      void this.start();
    }
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.removeEventListener('keydown', this.onKey);
  }

  protected override firstUpdated(): void {
    this.renderRoot.querySelector<HTMLElement>('h2')?.focus();
  }

  private readonly onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      this.close();
    }
  };

  private fail(text: string | null) {
    this.status = 'failed';
    this.message = text || t(this.language, 'checkout.error');
  }

  /** Asks the server for the PaymentIntent, loads Stripe.js and mounts the Payment Element. */
  private async start(): Promise<void> {
    const product = this.product;
    if (!product || !this.endpoint) return this.fail(null);
    let answer: { client_secret: string; publishable_key: string };
    try {
      const response = await fetch(this.endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          product_id: product.id,
          checkout_id: this.checkoutId,
          ...(this.visitorId ? { visitor_id: this.visitorId } : {}),
          ...(this.sessionId ? { session_id: this.sessionId } : {}),
        }),
      });
      if (!response.ok) return this.fail(await failureText(response));
      answer = ((await response.json()) as { data: typeof answer }).data;
    } catch {
      return this.fail(null);
    }
    try {
      const { loadStripe } = await import('@stripe/stripe-js/pure');
      this.stripe = await loadStripe(answer.publishable_key);
    } catch {
      this.stripe = null;
    }
    if (!this.stripe) return this.fail(null);
    this.elements = this.stripe.elements({
      clientSecret: answer.client_secret,
      locale: this.language as StripeElementLocale,
    });
    const element = this.elements.create('payment');
    this.status = 'ready';
    await this.updateComplete;
    const mount = this.renderRoot.querySelector<HTMLElement>('.element');
    if (mount) element.mount(mount);
  }

  private async pay(event: SubmitEvent): Promise<void> {
    event.preventDefault();
    if (!this.stripe || !this.elements || this.status !== 'ready') return;
    this.status = 'paying';
    this.message = '';
    const result = await this.stripe.confirmPayment({
      elements: this.elements,
      redirect: 'if_required',
      confirmParams: { return_url: location.href },
    });
    if (result.error) {
      // Stripe's own words (card declined, incomplete number…); the viewer may try again.
      this.status = 'ready';
      this.message = result.error.message || t(this.language, 'checkout.error');
      return;
    }
    const intent = result.paymentIntent;
    this.status = intent.status === 'succeeded' ? 'succeeded' : 'processing';
    if (intent.status === 'succeeded' && this.product)
      this.dispatchEvent(
        new CustomEvent('smuc-checkout-complete', {
          detail: { productId: this.product.id, paymentIntentId: intent.id },
          bubbles: true,
          composed: true,
        }),
      );
  }

  private close() {
    this.dispatchEvent(
      new CustomEvent('smuc-checkout-close', {
        detail: { productId: this.product?.id ?? 0 },
        bubbles: true,
        composed: true,
      }),
    );
  }

  protected override render() {
    const lang = this.language;
    const product = this.product;
    const price = product ? displayPrice(product.price, product.sales_price, product.currency, lang) : null;
    const done = this.status === 'succeeded' || this.status === 'processing';
    return html`<div
      class="dialog"
      role="dialog"
      aria-modal="true"
      aria-labelledby="checkout-title"
      lang=${lang}
      dir=${isRtl(lang) ? 'rtl' : 'ltr'}
    >
      <header>
        <h2 id="checkout-title" tabindex="-1">${t(lang, 'checkout.title')}</h2>
        <button type="button" class="close" aria-label=${t(lang, 'checkout.close')} @click=${() => this.close()}>
          ×
        </button>
      </header>
      ${
        product
          ? html`<p class="product"><strong dir="auto">${product.title}</strong>${price ? html`<span>${price}</span>` : nothing}</p>`
          : nothing
      }
      ${
        done
          ? html`<p class="status" role="status">
            ${t(lang, this.status === 'succeeded' ? 'checkout.success' : 'checkout.processing')}
          </p>`
          : html`<form @submit=${(e: SubmitEvent) => this.pay(e)}>
            ${this.status === 'loading' ? html`<p class="status" role="status">${t(lang, 'checkout.loading')}</p>` : nothing}
            <div class="element" ?hidden=${this.status === 'loading' || this.status === 'failed'}></div>
            ${this.message ? html`<p class="status error" role="alert">${this.message}</p>` : nothing}
            ${
              this.status === 'failed'
                ? nothing
                : html`<button
                  type="submit"
                  class="pay"
                  ?disabled=${this.status !== 'ready'}
                >
                  ${this.status === 'paying' ? t(lang, 'checkout.paying') : t(lang, 'checkout.pay', { price: price ?? '' })}
                </button>
                <p class="secure">${t(lang, 'checkout.secure')}</p>`
            }
          </form>`
      }
    </div>`;
  }
}
