import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type CheckoutStandInState,
  checkoutStandInRoute,
  isPaymentIntentConfirm,
  newCheckoutState,
} from './stripe-checkout-stand-in';

/** One request the Stripe stand-in received: method, path, form body, headers that matter. */
export interface StripeRequest {
  method: string;
  path: string;
  /** The query string without `?` (GET parameters such as `customer=cus_…&expand[]=…`). */
  query: string;
  body: string;
  authorization: string | undefined;
  stripeVersion: string | undefined;
  idempotencyKey: string | undefined;
}

// biome-ignore lint/suspicious/noExplicitAny: Stripe objects as JSON, shaped like Stripe's published fixtures
type StripeObject = Record<string, any>;

/**
 * A running stand-in: `host`/`port` for `STRIPE_API_HOST`/`STRIPE_API_PORT` (protocol http); the
 * player checkout's PaymentIntents and webhook endpoints (issue 14 §2) in `paymentIntents` and
 * `webhookEndpoints`.
 */
export interface StripeStandIn extends CheckoutStandInState {
  host: string;
  port: number;
  /**
   * Keys Stripe "knows": any other secret key is refused as Stripe refuses an unknown key. A
   * publishable key here may confirm a SetupIntent with its client secret, as Stripe.js does.
   */
  accepted: Set<string>;
  requests: StripeRequest[];
  /** Customers, PaymentMethods, SetupIntents, invoices and subscriptions by id (billing, issue 14 §3). */
  customers: Map<string, StripeObject>;
  paymentMethods: Map<string, StripeObject>;
  setupIntents: Map<string, StripeObject>;
  invoices: Map<string, StripeObject>;
  subscriptions: Map<string, StripeObject>;
  /** Adds a finalized invoice of the customer (Stripe's `invoice` shape; `fields` override). */
  addInvoice(customer: string, fields?: StripeObject): StripeObject;
  /** Adds a subscription of the customer with one monthly item (Stripe's shape; `fields` override). */
  addSubscription(customer: string, fields?: StripeObject): StripeObject;
  close(): Promise<void>;
}

const read = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => resolve(body));
  });

/** Stripe's own text for an unknown key, with the key starred out as Stripe does. */
const invalidKey = (key: string) =>
  `Invalid API Key provided: ${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`;

const stripeId = (prefix: string) =>
  `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
const now = () => Math.floor(Date.now() / 1000);

/**
 * Stripe's test PaymentMethods (`pm_card_visa`, …) that a confirm may name: each confirm makes a
 * new card PaymentMethod like Stripe does; `pm_card_chargeDeclined` is refused with Stripe's card
 * error.
 */
const TEST_CARDS: Record<string, { brand: string; last4: string }> = {
  pm_card_visa: { brand: 'visa', last4: '4242' },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444' },
  pm_card_amex: { brand: 'amex', last4: '8431' },
};

/** A card PaymentMethod in Stripe's shape (fixtures3.json `payment_method`). */
function cardPaymentMethod(brand: string, last4: string, customer: string | null): StripeObject {
  return {
    id: stripeId('pm'),
    object: 'payment_method',
    allow_redisplay: 'unspecified',
    billing_details: {
      address: { city: null, country: null, line1: null, line2: null, postal_code: null, state: null },
      email: null,
      name: null,
      phone: null,
      tax_id: null,
    },
    card: {
      brand,
      checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
      country: 'US',
      display_brand: brand,
      exp_month: 8,
      exp_year: new Date().getFullYear() + 3,
      fingerprint: randomBytes(8).toString('hex'),
      funding: 'credit',
      generated_from: null,
      last4,
      networks: { available: [brand], preferred: null },
      regulated_status: 'unregulated',
      three_d_secure_usage: { supported: true },
      wallet: null,
    },
    created: now(),
    customer,
    livemode: false,
    metadata: {},
    type: 'card',
  };
}

/**
 * A local stand-in for the Stripe API calls the server (and, through the js.stripe.com stand-in,
 * the browser) makes, answering Stripe's real shapes (Stripe's published OpenAPI fixtures:
 * `balance`, `customer`, `payment_method`, `setup_intent`, `invoice`, `subscription`, lists as
 * `{object: 'list', data, has_more, url}`, errors as `{error: {type, code, message, param}}` with
 * Stripe's status codes, which the `stripe` client turns into its typed errors). Keeps the objects
 * it made in memory and records every request, so tests assert what our real client code sent.
 * Only for tests: Stripe cannot be reached here.
 */
export async function startStripeStandIn(port = 0): Promise<StripeStandIn> {
  const accepted = new Set<string>();
  const requests: StripeRequest[] = [];
  const customers = new Map<string, StripeObject>();
  const paymentMethods = new Map<string, StripeObject>();
  const setupIntents = new Map<string, StripeObject>();
  const invoices = new Map<string, StripeObject>();
  const subscriptions = new Map<string, StripeObject>();
  let invoiceCount = 0;
  const checkoutState = newCheckoutState();

  const list = (url: string, data: StripeObject[]) => ({ object: 'list', data, has_more: false, url });
  const missing = (kind: string, id: string, param = 'id') => ({
    status: 404,
    json: {
      error: {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: `No such ${kind}: '${id}'`,
        param,
      },
    },
  });

  const addInvoice = (customer: string, fields: StripeObject = {}): StripeObject => {
    invoiceCount += 1;
    const id = stripeId('in');
    const created = fields.created ?? now();
    const invoice: StripeObject = {
      id,
      object: 'invoice',
      account_country: 'HU',
      amount_due: 4900,
      amount_paid: 4900,
      amount_remaining: 0,
      attempt_count: 1,
      billing_reason: 'subscription_cycle',
      collection_method: 'charge_automatically',
      created,
      currency: 'eur',
      customer,
      description: null,
      hosted_invoice_url: `https://invoice.stripe.com/i/acct_standin/test_${id}`,
      invoice_pdf: `https://pay.stripe.com/invoice/acct_standin/test_${id}/pdf`,
      lines: list(`/v1/invoices/${id}/lines`, [
        {
          id: stripeId('il'),
          object: 'line_item',
          amount: fields.total ?? 4900,
          currency: fields.currency ?? 'eur',
          description: '1 × Business (at €49.00 / month)',
          period: { start: created, end: created + 30 * 86_400 },
          quantity: 1,
        },
      ]),
      livemode: false,
      metadata: {},
      number: `STANDIN-${String(invoiceCount).padStart(4, '0')}`,
      period_end: created,
      period_start: created - 30 * 86_400,
      status: 'paid',
      subtotal: 4900,
      total: 4900,
      ...fields,
    };
    invoices.set(id, invoice);
    return invoice;
  };

  const addSubscription = (customer: string, fields: StripeObject = {}): StripeObject => {
    const id = stripeId('sub');
    const start = now() - 10 * 86_400;
    const latest = addInvoice(customer, { created: start, billing_reason: 'subscription_create' });
    const subscription: StripeObject = {
      id,
      object: 'subscription',
      billing_cycle_anchor: start,
      cancel_at: null,
      cancel_at_period_end: false,
      canceled_at: null,
      collection_method: 'charge_automatically',
      created: start,
      currency: 'eur',
      customer,
      default_payment_method: null,
      description: null,
      ended_at: null,
      items: list(`/v1/subscription_items?subscription=${id}`, [
        {
          id: stripeId('si'),
          object: 'subscription_item',
          created: start,
          current_period_end: start + 30 * 86_400,
          current_period_start: start,
          metadata: {},
          price: {
            id: stripeId('price'),
            object: 'price',
            active: true,
            currency: 'eur',
            nickname: 'Business monthly',
            product: stripeId('prod'),
            recurring: { interval: 'month', interval_count: 1, usage_type: 'licensed' },
            type: 'recurring',
            unit_amount: 4900,
          },
          quantity: 1,
          subscription: id,
        },
      ]),
      latest_invoice: latest.id,
      livemode: false,
      metadata: {},
      start_date: start,
      status: 'active',
      ...fields,
    };
    subscriptions.set(id, subscription);
    return subscription;
  };

  /** Answers one request: `[status, json]`. `key` is the bearer key, `form` the parsed body. */
  const route = (
    method: string,
    path: string,
    query: URLSearchParams,
    form: URLSearchParams,
    key: string,
  ) => {
    const ok = (json: unknown) => ({ status: 200, json });
    const parts = path.split('/').filter(Boolean).slice(1); // without "v1"
    const [kind, id, action] = parts;
    if (method === 'GET' && kind === 'balance') {
      return ok({
        object: 'balance',
        available: [{ amount: 0, currency: 'eur', source_types: { card: 0 } }],
        connect_reserved: [{ amount: 0, currency: 'eur' }],
        livemode: key.startsWith('sk_live_') || key.startsWith('rk_live_'),
        pending: [{ amount: 0, currency: 'eur', source_types: { card: 0 } }],
      });
    }
    if (kind === 'customers') {
      if (method === 'POST' && !id) {
        const customer: StripeObject = {
          id: stripeId('cus'),
          object: 'customer',
          address: null,
          balance: 0,
          created: now(),
          currency: null,
          default_source: null,
          delinquent: false,
          description: null,
          email: form.get('email'),
          invoice_prefix: randomBytes(4).toString('hex').toUpperCase(),
          invoice_settings: {
            custom_fields: null,
            default_payment_method: null,
            footer: null,
            rendering_options: null,
          },
          livemode: false,
          metadata: Object.fromEntries(
            [...form].filter(([k]) => k.startsWith('metadata[')).map(([k, v]) => [k.slice(9, -1), v]),
          ),
          name: form.get('name'),
          phone: null,
          preferred_locales: [],
          shipping: null,
          tax_exempt: 'none',
          test_clock: null,
        };
        customers.set(customer.id, customer);
        return ok(customer);
      }
      const customer = id ? customers.get(id) : undefined;
      if (!customer || !id) return missing('customer', id ?? '');
      if (method === 'GET' && action === 'payment_methods') {
        const cards = [...paymentMethods.values()].filter(
          (pm) => pm.customer === id && pm.type === (query.get('type') ?? 'card'),
        );
        return ok(
          list(`/v1/customers/${id}/payment_methods`, cards.slice(0, Number(query.get('limit') ?? 10))),
        );
      }
      if (method === 'GET' && !action) return ok(customer);
      if (method === 'POST' && !action) {
        const next = form.get('invoice_settings[default_payment_method]');
        if (next !== null) {
          if (next && paymentMethods.get(next)?.customer !== id)
            return {
              status: 400,
              json: {
                error: {
                  type: 'invalid_request_error',
                  message: `No such PaymentMethod: '${next}'`,
                  param: 'invoice_settings[default_payment_method]',
                  code: 'resource_missing',
                },
              },
            };
          customer.invoice_settings.default_payment_method = next || null;
        }
        return ok(customer);
      }
    }
    if (kind === 'payment_methods' && id) {
      const pm = paymentMethods.get(id);
      if (!pm) return missing('PaymentMethod', id);
      if (method === 'GET' && !action) return ok(pm);
      if (method === 'POST' && action === 'attach') {
        const customer = form.get('customer') ?? '';
        if (!customers.has(customer)) return missing('customer', customer, 'customer');
        pm.customer = customer;
        return ok(pm);
      }
      if (method === 'POST' && action === 'detach') {
        const owner = pm.customer ? customers.get(pm.customer) : undefined;
        // Stripe clears the default when the default card is detached.
        if (owner?.invoice_settings.default_payment_method === id)
          owner.invoice_settings.default_payment_method = null;
        pm.customer = null;
        return ok(pm);
      }
    }
    if (kind === 'setup_intents') {
      if (method === 'POST' && !id) {
        const customer = form.get('customer');
        if (customer && !customers.has(customer)) return missing('customer', customer, 'customer');
        const sid = stripeId('seti');
        const intent: StripeObject = {
          id: sid,
          object: 'setup_intent',
          automatic_payment_methods:
            form.get('automatic_payment_methods[enabled]') === 'true'
              ? { allow_redirects: 'always', enabled: true }
              : null,
          cancellation_reason: null,
          client_secret: `${sid}_secret_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`,
          created: now(),
          customer,
          description: null,
          last_setup_error: null,
          livemode: false,
          metadata: {},
          next_action: null,
          payment_method: null,
          payment_method_types: ['card'],
          status: 'requires_payment_method',
          usage: form.get('usage') ?? 'off_session',
        };
        setupIntents.set(sid, intent);
        return ok(intent);
      }
      const intent = id ? setupIntents.get(id) : undefined;
      if (!intent || !id) return missing('setupintent', id ?? '');
      if (method === 'GET' && !action) return ok(intent);
      if (method === 'POST' && action === 'confirm') {
        // Stripe.js confirms with the publishable key and the client secret.
        if (key.startsWith('pk_') && form.get('client_secret') !== intent.client_secret)
          return missing('setupintent', id, 'intent');
        const named = form.get('payment_method') ?? '';
        if (named === 'pm_card_chargeDeclined') {
          const error = {
            type: 'card_error',
            code: 'card_declined',
            decline_code: 'generic_decline',
            message: 'Your card was declined.',
            param: '',
          };
          intent.last_setup_error = error;
          return { status: 402, json: { error: { ...error, setup_intent: intent } } };
        }
        const test = TEST_CARDS[named];
        if (!test)
          return {
            status: 400,
            json: {
              error: {
                type: 'invalid_request_error',
                code: 'resource_missing',
                message: `No such PaymentMethod: '${named}'`,
                param: 'payment_method',
              },
            },
          };
        const pm = cardPaymentMethod(test.brand, test.last4, intent.customer);
        paymentMethods.set(pm.id, pm);
        Object.assign(intent, { payment_method: pm.id, status: 'succeeded' });
        return ok(intent);
      }
    }
    if (method === 'GET' && kind === 'invoices' && !id) {
      const customer = query.get('customer');
      const found = [...invoices.values()].filter((i) => !customer || i.customer === customer);
      return ok(
        list(
          '/v1/invoices',
          found.sort((a, b) => b.created - a.created),
        ),
      );
    }
    if (kind === 'subscriptions') {
      const expandLatest = (sub: StripeObject, paths: string[], prefix: string) =>
        paths.includes(`${prefix}latest_invoice`) && typeof sub.latest_invoice === 'string'
          ? { ...sub, latest_invoice: invoices.get(sub.latest_invoice) ?? sub.latest_invoice }
          : sub;
      // The client sends arrays indexed (`expand[0]=data.latest_invoice`), Stripe takes both forms.
      const expand = [...query, ...form].filter(([k]) => /^expand\[\d*\]$/.test(k)).map(([, v]) => v);
      if (method === 'GET' && !id) {
        const customer = query.get('customer');
        const status = query.get('status');
        const found = [...subscriptions.values()].filter(
          (s) => (!customer || s.customer === customer) && (status === 'all' || s.status !== 'canceled'),
        );
        return ok(
          list(
            '/v1/subscriptions',
            found.map((s) => expandLatest(s, expand, 'data.')),
          ),
        );
      }
      const sub = id ? subscriptions.get(id) : undefined;
      if (!sub || !id) return missing('subscription', id ?? '');
      if (method === 'GET' && !action) return ok(expandLatest(sub, expand, ''));
      if (method === 'POST' && !action) {
        if (form.get('cancel_at_period_end') === 'true') {
          sub.cancel_at_period_end = true;
          sub.cancel_at = sub.items.data[0]?.current_period_end ?? null;
          sub.canceled_at = now();
        }
        return ok(expandLatest(sub, expand, ''));
      }
    }
    const checkout = checkoutStandInRoute(checkoutState, { method, kind, id, action, form, key });
    if (checkout) return checkout;
    return {
      status: 404,
      json: {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` },
      },
    };
  };

  const server = createServer(async (request, response) => {
    const body = await read(request);
    const authorization = request.headers.authorization;
    const [path = '/', query = ''] = (request.url ?? '/').split('?');
    requests.push({
      method: request.method ?? 'GET',
      path,
      query,
      body,
      authorization,
      stripeVersion: request.headers['stripe-version'] as string | undefined,
      idempotencyKey: request.headers['idempotency-key'] as string | undefined,
    });
    const form = new URLSearchParams(body);
    // Stripe.js sends the publishable key in the form (`key=pk_…`) rather than as a bearer token.
    const key = authorization?.replace(/^Bearer /, '') ?? form.get('key') ?? '';
    const send = (status: number, json: unknown) => {
      response.writeHead(status, {
        'content-type': 'application/json',
        'request-id': 'req_standin',
        // The browser's Stripe.js stand-in calls from the page's origin.
        'access-control-allow-origin': '*',
        'access-control-allow-headers': 'authorization, content-type, stripe-version',
      });
      response.end(JSON.stringify(json));
    };
    if (request.method === 'OPTIONS') return send(204, {});
    // A publishable key may only confirm a SetupIntent (what Stripe.js does); secret keys all else.
    const confirming = request.method === 'POST' && /^\/v1\/setup_intents\/[^/]+\/confirm$/.test(path);
    const publishableMay = confirming || isPaymentIntentConfirm(request.method ?? 'GET', path);
    if (!accepted.has(key) || (key.startsWith('pk_') && !publishableMay)) {
      return send(401, { error: { type: 'invalid_request_error', message: invalidKey(key) } });
    }
    const answer = route(request.method ?? 'GET', path, new URLSearchParams(query), form, key);
    return send(answer.status, answer.json);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    host: '127.0.0.1',
    port: (server.address() as AddressInfo).port,
    accepted,
    requests,
    customers,
    paymentMethods,
    setupIntents,
    invoices,
    subscriptions,
    addInvoice,
    addSubscription,
    ...checkoutState,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
