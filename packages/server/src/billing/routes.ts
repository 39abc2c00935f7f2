import { randomUUID } from 'node:crypto';
import {
  addCardSchema,
  BILLING_MESSAGES,
  billingDoneSchema,
  cardCheckSchema,
  cardSetupSchema,
  orderSchema,
  paymentMethodAddSchema,
  paymentMethodIdSchema,
  paymentMethodSchema,
  subscriptionIdSchema,
  subscriptionSchema,
} from '@smuc/sdk';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import { z } from 'zod';
import { type Account, requireAccount } from '../auth/context';
import { isMasqueraded } from '../auth/masquerade';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { ok, okAnswer } from '../http/envelope';
import { forbidden, invalid, notFound } from '../http/errors';
import {
  ACTIVE_LABEL,
  billingStripe,
  ensureCustomer,
  keepCard,
  listCards,
  ownCard,
  setDefaultCard,
  stripeCall,
  subscriptionStatus,
  toOrder,
  toSubscription,
} from './stripe';

/**
 * The profile's billing with the product's own Stripe account (000 §2 Profile, §6, §7; 001 §4;
 * issue 14 §3):
 * - `GET /user/payment-methods`, `POST /user/payment-method {data, default}`,
 *   `DELETE /user/payment-method/{id}`, `PUT /user/payment-method/{id}/default` (cards on file);
 * - `GET /payment/check-card` (card on file or not, plus what the add-card checkout needs: the
 *   publishable key and a SetupIntent's client secret; none for masquerades) and
 *   `POST /payment/add-card {payment_method_id}` (the checkout's card, made the default);
 * - `GET /user/orders` (invoices), `GET /user/subscriptions`, `DELETE /user/subscription/{id}`
 *   (cancels at the period's end).
 * The orders, subscription and payment-methods calls are refused to impression-based accounts
 * (403; 000 §6); every change is refused to masqueraded sessions. Ids are Stripe's (`pm_…`,
 * `sub_…`); another account's is a 404. Without `STRIPE_SECRET_KEY` the lists are empty and a
 * change is a 422 {@link BILLING_MESSAGES.notConfigured}.
 */
export function billingRoutes(app: FastifyInstance, db: Db, config: Config) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const stripe = billingStripe(config);
  const refuse = { masquerade: 'refuse' as const };

  /** The account, refused when impression-based (000 §6: the pages are for subscribers only). */
  const subscriber = async (request: FastifyRequest): Promise<Account> => {
    const account = await requireAccount(db, request);
    if (account.impressionBased) throw forbidden(BILLING_MESSAGES.impressionBased);
    return account;
  };
  const configured = async (): Promise<Stripe> => {
    if (!stripe) throw invalid({ _: [BILLING_MESSAGES.notConfigured] });
    return stripe();
  };
  /**
   * The signed-in subscriber's Stripe client and Customer id, for the calls on one card or
   * subscription: 404 when the account has no Customer yet (so none of its cards can be named).
   */
  const customerOf = async (request: FastifyRequest) => {
    const account = await subscriber(request);
    const client = await configured();
    const customer = account.stripeCustomerId;
    if (!customer) throw notFound();
    return { client, customer };
  };
  const cardParams = z.object({ id: paymentMethodIdSchema });

  api.get(
    '/user/payment-methods',
    { schema: { response: okAnswer(z.array(paymentMethodSchema)) } },
    async (request) => {
      const account = await subscriber(request);
      if (!stripe || !account.stripeCustomerId) return ok([]);
      const customer = account.stripeCustomerId;
      const client = await stripe();
      return ok(await stripeCall(() => listCards(client, customer), request.log));
    },
  );

  api.post(
    '/user/payment-method',
    { schema: { body: paymentMethodAddSchema, response: okAnswer(paymentMethodSchema) }, config: refuse },
    async (request) => {
      const account = await subscriber(request);
      const client = await configured();
      const { data, default: asDefault } = request.body;
      return ok(
        await stripeCall(async () => {
          const customer = await ensureCustomer(db, client, account);
          return keepCard(client, customer, data.payment_method_id, asDefault);
        }, request.log),
      );
    },
  );

  api.delete(
    '/user/payment-method/:id',
    { schema: { params: cardParams, response: okAnswer(billingDoneSchema) }, config: refuse },
    async (request) => {
      const { client, customer } = await customerOf(request);
      const { id } = request.params;
      await stripeCall(async () => {
        await ownCard(client, customer, id);
        await client.paymentMethods.detach(id, {}, { idempotencyKey: randomUUID() });
      }, request.log);
      return ok({ id, message: BILLING_MESSAGES.paymentMethodDeleted });
    },
  );

  api.put(
    '/user/payment-method/:id/default',
    { schema: { params: cardParams, response: okAnswer(billingDoneSchema) }, config: refuse },
    async (request) => {
      const { client, customer } = await customerOf(request);
      const { id } = request.params;
      await stripeCall(async () => {
        await ownCard(client, customer, id);
        await setDefaultCard(client, customer, id);
      }, request.log);
      return ok({ id, message: BILLING_MESSAGES.defaultChanged });
    },
  );

  // Whether this server takes cards at all: the Payment methods page disables "Add card" with the
  // reason when not (issue 30 defect 11), without the SetupIntent check-card would make.
  api.get('/payment/card-setup', { schema: { response: okAnswer(cardSetupSchema) } }, async (request) => {
    await requireAccount(db, request);
    return ok({ card_payments: Boolean(stripe && config.billingStripe) });
  });

  api.get('/payment/check-card', { schema: { response: okAnswer(cardCheckSchema) } }, async (request) => {
    const account = await requireAccount(db, request);
    if (!stripe || !config.billingStripe)
      return ok({ has_card: false, publishable_key: null, client_secret: null });
    const client = await stripe();
    const masqueraded = await isMasqueraded(db, request);
    return ok(
      await stripeCall(async () => {
        const known = account.stripeCustomerId;
        const hasCard = known
          ? (await client.customers.listPaymentMethods(known, { type: 'card', limit: 1 })).data.length > 0
          : false;
        if (masqueraded) return { has_card: hasCard, publishable_key: null, client_secret: null };
        // The add-card checkout: a SetupIntent of the account's customer for later charges.
        const customer = await ensureCustomer(db, client, account);
        const intent = await client.setupIntents.create(
          { customer, usage: 'off_session', automatic_payment_methods: { enabled: true } },
          { idempotencyKey: randomUUID() },
        );
        return {
          has_card: hasCard,
          publishable_key: config.billingStripe?.publishableKey ?? null,
          client_secret: intent.client_secret,
        };
      }, request.log),
    );
  });

  api.post(
    '/payment/add-card',
    { schema: { body: addCardSchema, response: okAnswer(paymentMethodSchema) }, config: refuse },
    async (request) => {
      const account = await requireAccount(db, request);
      const client = await configured();
      return ok(
        await stripeCall(async () => {
          const customer = await ensureCustomer(db, client, account);
          return keepCard(client, customer, request.body.payment_method_id, true);
        }, request.log),
      );
    },
  );

  api.get('/user/orders', { schema: { response: okAnswer(z.array(orderSchema)) } }, async (request) => {
    const account = await subscriber(request);
    if (!stripe || !account.stripeCustomerId) return ok([]);
    const customer = account.stripeCustomerId;
    const client = await stripe();
    const list = await stripeCall(() => client.invoices.list({ customer, limit: 100 }), request.log);
    return ok(list.data.map(toOrder).sort((a, b) => b.date - a.date));
  });

  api.get(
    '/user/subscriptions',
    { schema: { response: okAnswer(z.array(subscriptionSchema)) } },
    async (request) => {
      const account = await subscriber(request);
      if (!stripe || !account.stripeCustomerId) return ok([]);
      const customer = account.stripeCustomerId;
      const client = await stripe();
      const list = await stripeCall(
        () =>
          client.subscriptions.list({ customer, status: 'all', limit: 100, expand: ['data.latest_invoice'] }),
        request.log,
      );
      return ok(list.data.sort((a, b) => b.created - a.created).map(toSubscription));
    },
  );

  api.delete(
    '/user/subscription/:id',
    {
      schema: { params: z.object({ id: subscriptionIdSchema }), response: okAnswer(billingDoneSchema) },
      config: refuse,
    },
    async (request) => {
      const { client, customer } = await customerOf(request);
      const { id } = request.params;
      await stripeCall(async () => {
        const sub = await client.subscriptions.retrieve(id).catch((error: { statusCode?: number }) => {
          if (error.statusCode === 404) throw notFound();
          throw error;
        });
        const owner = typeof sub.customer === 'string' ? sub.customer : sub.customer.id;
        if (owner !== customer) throw notFound();
        if (subscriptionStatus(sub).label !== ACTIVE_LABEL)
          throw invalid({ _: [BILLING_MESSAGES.notCancellable] });
        // Cancels at the period's end: the plan runs until then (000 §2 Subscription).
        await client.subscriptions.update(
          id,
          { cancel_at_period_end: true },
          { idempotencyKey: randomUUID() },
        );
      }, request.log);
      return ok({ id, message: BILLING_MESSAGES.subscriptionCancelled });
    },
  );
}
