/*
 * A stand-in for Stripe.js (https://js.stripe.com/<release>/stripe.js) in end-to-end runs, served by
 * `routeStripe` (e2e/stripe.ts) where the browser asks for the real one. It implements the few calls
 * the product makes: `Stripe(publishableKey)`, `elements({clientSecret})`, `create('payment')` with
 * `mount` and `on('ready')`, `confirmSetup({elements, redirect})` and
 * `confirmPayment({elements, redirect})`. The Payment Element is one "Card number" field: Stripe's
 * test numbers stand for Stripe's test PaymentMethods (4242 4242 4242 4242 → pm_card_visa,
 * 5555 5555 5555 4444 → pm_card_mastercard, 4000 0000 0000 0002 → pm_card_chargeDeclined).
 * Confirming calls https://api.stripe.com with the publishable key and the client secret as
 * Stripe.js does; `routeStripe` sends those calls to the local Stripe stand-in. This proves our
 * wiring, not Stripe's own fields, 3-D Secure or redirects.
 */
(() => {
  const API = 'https://api.stripe.com/v1';
  const CARDS = {
    4242424242424242: 'pm_card_visa',
    5555555555554444: 'pm_card_mastercard',
    4000000000000002: 'pm_card_chargeDeclined',
  };

  function createStripe(key) {
    const confirm = async (kind, elements) => {
      const digits = (elements._field?.value ?? '').replace(/\D/g, '');
      const id = elements._clientSecret.split('_secret_')[0];
      const response = await fetch(`${API}/${kind}s/${id}/confirm`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${key}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({
          client_secret: elements._clientSecret,
          payment_method: CARDS[digits] ?? `pm_card_${digits || 'missing'}`,
        }),
      });
      const json = await response.json();
      return json.error
        ? { error: json.error }
        : { [kind === 'setup_intent' ? 'setupIntent' : 'paymentIntent']: json };
    };
    return {
      elements(options = {}) {
        const elements = {
          _clientSecret: options.clientSecret,
          _field: null,
          create(type) {
            const handlers = {};
            const element = {
              mount(target) {
                const host = typeof target === 'string' ? document.querySelector(target) : target;
                const label = document.createElement('label');
                label.textContent = 'Card number';
                const input = document.createElement('input');
                input.inputMode = 'numeric';
                input.autocomplete = 'cc-number';
                label.append(input);
                host.append(label);
                elements._field = input;
                setTimeout(() => handlers.ready?.({ elementType: type }), 0);
              },
              on(event, handler) {
                handlers[event] = handler;
                return element;
              },
              unmount() {},
              destroy() {},
            };
            return element;
          },
          submit: async () => ({}),
        };
        return elements;
      },
      confirmSetup: ({ elements }) => confirm('setup_intent', elements),
      confirmPayment: ({ elements }) => confirm('payment_intent', elements),
    };
  }
  createStripe.version = 'endive';
  window.Stripe = createStripe;
})();
