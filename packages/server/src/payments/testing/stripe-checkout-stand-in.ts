import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';

// biome-ignore lint/suspicious/noExplicitAny: Stripe objects as JSON, shaped like Stripe's published fixtures
type StripeObject = Record<string, any>;

/** What the stand-in keeps for the player checkout (issue 14 §2): PaymentIntents and webhook endpoints by id. */
export interface CheckoutStandInState {
  /** PaymentIntents made, in Stripe's `payment_intent` shape (amount, currency, metadata, client_secret…). */
  paymentIntents: Map<string, StripeObject>;
  /** Webhook endpoints registered and not deleted, in Stripe's shape, with their signing `secret`. */
  webhookEndpoints: Map<string, StripeObject>;
  /** Webhook calls the stand-in made after a confirm: address and answer status (0 pending, -1 failed). */
  deliveries: { url: string; status: number }[];
  /** The secret key (the Stripe account) that made each PaymentIntent and webhook endpoint, by id. */
  owners: Map<string, string>;
}

/** Empty checkout state for a new stand-in. */
export const newCheckoutState = (): CheckoutStandInState => ({
  paymentIntents: new Map(),
  webhookEndpoints: new Map(),
  deliveries: [],
  owners: new Map(),
});

const stripeId = (prefix: string) =>
  `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
const now = () => Math.floor(Date.now() / 1000);

/** `metadata[k]=v` form fields → `{k: v}`. */
const metadataOf = (form: URLSearchParams) =>
  Object.fromEntries(
    [...form].filter(([k]) => k.startsWith('metadata[')).map(([k, v]) => [k.slice(9, -1), v]),
  );

const missing = (kind: string, id: string) => ({
  status: 404,
  json: {
    error: {
      type: 'invalid_request_error',
      code: 'resource_missing',
      message: `No such ${kind}: '${id}'`,
      param: 'id',
    },
  },
});

/**
 * Sends `payment_intent.succeeded` for `intent` to every webhook endpoint registered with the same
 * secret key (one Stripe account), signed with the endpoint's secret as Stripe signs
 * (`Stripe-Signature` `t=…,v1=…`), after the confirm was answered, as Stripe does. Failures are
 * recorded in `deliveries`, never thrown.
 */
function deliverSucceeded(state: CheckoutStandInState, intent: StripeObject) {
  for (const endpoint of state.webhookEndpoints.values()) {
    const sameAccount = state.owners.get(endpoint.id) === state.owners.get(intent.id);
    if (!sameAccount || !endpoint.enabled_events.includes('payment_intent.succeeded')) continue;
    const payload = JSON.stringify({
      id: stripeId('evt'),
      object: 'event',
      api_version: null,
      created: now(),
      data: { object: intent },
      livemode: intent.livemode,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type: 'payment_intent.succeeded',
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: endpoint.secret });
    const delivery = { url: String(endpoint.url), status: 0 };
    state.deliveries.push(delivery);
    fetch(delivery.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    }).then(
      (response) => {
        delivery.status = response.status;
      },
      () => {
        delivery.status = -1;
      },
    );
  }
}

/** Whether a request is one a publishable key may make (Stripe.js confirming a PaymentIntent). */
export const isPaymentIntentConfirm = (method: string, path: string) =>
  method === 'POST' && /^\/v1\/payment_intents\/[^/]+\/confirm$/.test(path);

/**
 * The stand-in's answers for the checkout's Stripe calls, or `undefined` for any other request:
 * `POST /v1/payment_intents` (our server, secret key), `GET /v1/payment_intents/{id}`,
 * `POST /v1/payment_intents/{id}/confirm` (Stripe.js with the publishable key and client secret:
 * `pm_card_visa` succeeds and the signed `payment_intent.succeeded` goes to the account's webhook
 * endpoints, `pm_card_chargeDeclined` is Stripe's card error),
 * `POST /v1/webhook_endpoints` (answers the signing `secret`, as Stripe does only on creation) and
 * `DELETE /v1/webhook_endpoints/{id}`. Shapes as in Stripe's published OpenAPI fixtures.
 */
export function checkoutStandInRoute(
  state: CheckoutStandInState,
  request: {
    method: string;
    kind?: string;
    id?: string;
    action?: string;
    form: URLSearchParams;
    key: string;
  },
): { status: number; json: unknown } | undefined {
  const { method, kind, id, action, form, key } = request;
  const ok = (json: unknown) => ({ status: 200, json });
  const livemode = key.includes('_live_');
  if (kind === 'payment_intents') {
    if (method === 'POST' && !id) {
      const pid = stripeId('pi');
      const intent: StripeObject = {
        id: pid,
        object: 'payment_intent',
        amount: Number(form.get('amount')),
        amount_capturable: 0,
        amount_received: 0,
        automatic_payment_methods: {
          allow_redirects: 'always',
          enabled: form.get('automatic_payment_methods[enabled]') === 'true',
        },
        capture_method: 'automatic_async',
        client_secret: `${pid}_secret_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`,
        confirmation_method: 'automatic',
        created: now(),
        currency: form.get('currency'),
        customer: null,
        description: form.get('description'),
        last_payment_error: null,
        latest_charge: null,
        livemode,
        metadata: metadataOf(form),
        next_action: null,
        payment_method: null,
        payment_method_types: ['card'],
        status: 'requires_payment_method',
      };
      state.paymentIntents.set(pid, intent);
      state.owners.set(pid, key);
      return ok(intent);
    }
    const intent = id ? state.paymentIntents.get(id) : undefined;
    if (!intent || !id) return missing('payment_intent', id ?? '');
    if (method === 'GET' && !action) return ok(intent);
    if (method === 'POST' && action === 'confirm') {
      if (key.startsWith('pk_') && form.get('client_secret') !== intent.client_secret)
        return missing('payment_intent', id);
      const named = form.get('payment_method') ?? '';
      if (named === 'pm_card_chargeDeclined') {
        const error = {
          type: 'card_error',
          code: 'card_declined',
          decline_code: 'generic_decline',
          message: 'Your card was declined.',
          param: '',
        };
        intent.last_payment_error = error;
        return { status: 402, json: { error: { ...error, payment_intent: intent } } };
      }
      Object.assign(intent, {
        payment_method: stripeId('pm'),
        status: 'succeeded',
        amount_received: intent.amount,
        latest_charge: stripeId('ch'),
      });
      setTimeout(() => deliverSucceeded(state, intent), 0);
      return ok(intent);
    }
  }
  if (kind === 'webhook_endpoints') {
    if (method === 'POST' && !id) {
      const wid = stripeId('we');
      const endpoint: StripeObject = {
        id: wid,
        object: 'webhook_endpoint',
        api_version: null,
        application: null,
        created: now(),
        description: form.get('description'),
        enabled_events: [...form].filter(([k]) => /^enabled_events\[\d*\]$/.test(k)).map(([, v]) => v),
        livemode,
        metadata: metadataOf(form),
        secret: `whsec_${randomBytes(24).toString('base64url').replace(/[-_]/g, 'x')}`,
        status: 'enabled',
        url: form.get('url'),
      };
      state.webhookEndpoints.set(wid, endpoint);
      state.owners.set(wid, key);
      return ok(endpoint);
    }
    if (method === 'DELETE' && id) {
      if (!state.webhookEndpoints.delete(id)) return missing('webhook endpoint', id);
      return ok({ id, object: 'webhook_endpoint', deleted: true });
    }
  }
  return undefined;
}
