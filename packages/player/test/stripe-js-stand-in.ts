/**
 * A stand-in for Stripe.js (`https://js.stripe.com/…/stripe.js`, which cannot be reached here)
 * implementing the few calls the player's checkout makes: `Stripe(pk).elements({clientSecret,
 * locale}).create('payment').mount(el)` and `confirmPayment({elements, redirect})`. `@stripe/stripe-js`
 * uses an existing `window.Stripe` instead of injecting its script, so installing this first is
 * enough. The "Payment Element" is a labelled choice of Stripe's test cards; confirming calls the
 * Stripe API stand-in (`POST /v1/payment_intents/{id}/confirm` with the publishable key and the
 * client secret, as Stripe.js does), so Stripe's answers (succeeded, or the card error) come from
 * there. It tests our wiring, not Stripe's own form, 3-D Secure or wallets.
 */
export function installStripeJsStandIn(apiOrigin: string): { mounted: HTMLElement[] } {
  const mounted: HTMLElement[] = [];
  const Stripe = (publishableKey: string) => {
    let clientSecret = '';
    let chosen: HTMLSelectElement | null = null;
    const elements = {
      create: (type: string) => ({
        mount: (target: HTMLElement) => {
          if (type !== 'payment') throw new Error(`unexpected element ${type}`);
          target.innerHTML = `<label>Test card <select name="card">
            <option value="pm_card_visa">Visa 4242</option>
            <option value="pm_card_chargeDeclined">Declined card</option>
          </select></label>`;
          chosen = target.querySelector('select');
          mounted.push(target);
        },
        on: () => undefined,
        destroy: () => undefined,
      }),
    };
    return {
      elements: (options: { clientSecret: string }) => {
        clientSecret = options.clientSecret;
        return elements;
      },
      confirmPayment: async () => {
        const id = clientSecret.split('_secret_')[0];
        const response = await fetch(`${apiOrigin}/v1/payment_intents/${id}/confirm`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            key: publishableKey,
            client_secret: clientSecret,
            payment_method: chosen?.value ?? 'pm_card_visa',
          }),
        });
        const body = await response.json();
        return response.ok ? { paymentIntent: body } : { error: body.error };
      },
    };
  };
  Object.assign(Stripe, { version: 'endive' });
  (window as unknown as { Stripe: unknown }).Stripe = Stripe;
  return { mounted };
}
