import {
  INT4_MAX,
  PAYMENT_MESSAGES,
  paymentAddSchema,
  paymentProviderSchema,
  validatePaymentAdd,
} from '@smuc/sdk';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { limitationsOf } from '../accounts/plans';
import { requireAccount } from '../auth/context';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { ok, okAnswer } from '../http/envelope';
import { forbidden, invalid, notFound } from '../http/errors';
import {
  deletePaymentProvider,
  insertPaymentProvider,
  listPaymentProviders,
  providerSecretKey,
  setProviderWebhook,
  toPaymentProvider,
} from './store';
import { deleteWebhook, registerWebhook, StripeKeyRefused, verifySecretKey } from './stripe';
import { webhookUrl } from './webhook';

// Ids past int4 are refused by the schema, never handed to the database (issue 13 §5).
const idParams = z.object({ id: z.coerce.number().int().positive().max(INT4_MAX) });

/**
 * The Payments page's calls (000 §2, §7; issue 14 §1): `GET /payment/get-connected-payments`,
 * `POST /payment/add-payment {type, title, data}` and `DELETE /payment/{id}`. Adding and removing
 * are payment actions: refused to masqueraded sessions (000 §6) and, for adding, to plans without
 * payment integration (403 with the spec's text). Keys are checked with the sdk's rule (both
 * present, of their kind, one mode) and then with Stripe itself (an authenticated call with the
 * secret key); Stripe's refusal is a 422 in Stripe's words (000 §8). The secret key is sealed at
 * rest and never answered or logged: answers carry `sk_test_…1234` at most. Adding also registers
 * the provider's webhook endpoint at Stripe (issue 14 §2: it records the player's purchases) and
 * keeps its signing secret sealed; removing deletes that endpoint at Stripe.
 */
export function paymentRoutes(app: FastifyInstance, db: Db, config: Config) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/payment/get-connected-payments',
    { schema: { response: okAnswer(z.array(paymentProviderSchema)) } },
    async (request) => {
      const account = await requireAccount(db, request);
      return ok((await listPaymentProviders(db, account.id)).map(toPaymentProvider));
    },
  );

  api.post(
    '/payment/add-payment',
    {
      schema: { body: paymentAddSchema, response: okAnswer(paymentProviderSchema) },
      config: { masquerade: 'refuse' },
    },
    async (request) => {
      const account = await requireAccount(db, request);
      if (!(await limitationsOf(db, account)).paymentIntegration) throw forbidden(PAYMENT_MESSAGES.notInPlan);
      const input = request.body;
      const errors = validatePaymentAdd(input);
      if (Object.keys(errors).length) throw invalid(errors);
      const secretKey = input.data.secret_key.trim();
      try {
        await verifySecretKey(secretKey, config);
      } catch (error) {
        if (error instanceof StripeKeyRefused) throw invalid({ 'data.secret_key': [error.message] });
        // No answer from Stripe: say so without the key (the error text of a network failure has none).
        request.log.warn({ reason: (error as Error).message }, 'stripe key check failed');
        throw invalid({ _: ['Stripe could not be reached. Please try again.'] });
      }
      const row = await insertPaymentProvider(db, config, {
        accountId: account.id,
        title: input.title.trim(),
        publishableKey: input.data.publishable_key.trim(),
        secretKey,
      });
      // The webhook that records the player's purchases (issue 14 §2) names the provider by its id,
      // so it is registered once the row exists; without it the provider is not kept.
      try {
        await setProviderWebhook(
          db,
          config,
          row,
          await registerWebhook(secretKey, config, webhookUrl(config, row.id)),
        );
      } catch (error) {
        await deletePaymentProvider(db, account.id, row.id);
        if (error instanceof StripeKeyRefused) throw invalid({ 'data.secret_key': [error.message] });
        request.log.warn({ reason: (error as Error).message }, 'stripe webhook registration failed');
        throw invalid({ _: ['Stripe could not be reached. Please try again.'] });
      }
      return ok(toPaymentProvider(row));
    },
  );

  api.delete(
    '/payment/:id',
    {
      schema: { params: idParams, response: okAnswer(z.object({ id: z.number().int() })) },
      config: { masquerade: 'refuse' },
    },
    async (request) => {
      const account = await requireAccount(db, request);
      const gone = await deletePaymentProvider(db, account.id, request.params.id);
      if (!gone) throw notFound();
      // Stripe stops calling a webhook that is gone; a failure here leaves an endpoint that answers
      // 404 (the provider is removed either way), so it is logged, not answered.
      if (gone.webhookEndpointId) {
        await deleteWebhook(providerSecretKey(config, gone), config, gone.webhookEndpointId).catch(
          (error: Error) => request.log.warn({ reason: error.message }, 'stripe webhook removal failed'),
        );
      }
      return ok({ id: request.params.id });
    },
  );
}
