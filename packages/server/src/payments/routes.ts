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
import { ok } from '../http/envelope';
import { forbidden, invalid, notFound } from '../http/errors';
import {
  deletePaymentProvider,
  insertPaymentProvider,
  listPaymentProviders,
  toPaymentProvider,
} from './store';
import { StripeKeyRefused, verifySecretKey } from './stripe';

const envelope = <T extends z.ZodType>(data: T) => ({ 200: z.object({ success: z.literal(true), data }) });
// Ids past int4 are refused by the schema, never handed to the database (issue 13 §5).
const idParams = z.object({ id: z.coerce.number().int().positive().max(INT4_MAX) });

/**
 * The Payments page's calls (000 §2, §7; issue 14 §1): `GET /payment/get-connected-payments`,
 * `POST /payment/add-payment {type, title, data}` and `DELETE /payment/{id}`. Adding and removing
 * are payment actions: refused to masqueraded sessions (000 §6) and, for adding, to plans without
 * payment integration (403 with the spec's text). Keys are checked with the sdk's rule (both
 * present, of their kind, one mode) and then with Stripe itself (an authenticated call with the
 * secret key); Stripe's refusal is a 422 in Stripe's words (000 §8). The secret key is sealed at
 * rest and never answered or logged: answers carry `sk_test_…1234` at most.
 */
export function paymentRoutes(app: FastifyInstance, db: Db, config: Config) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/payment/get-connected-payments',
    { schema: { response: envelope(z.array(paymentProviderSchema)) } },
    async (request) => {
      const account = await requireAccount(db, request);
      return ok((await listPaymentProviders(db, account.id)).map(toPaymentProvider));
    },
  );

  api.post(
    '/payment/add-payment',
    {
      schema: { body: paymentAddSchema, response: envelope(paymentProviderSchema) },
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
      return ok(toPaymentProvider(row));
    },
  );

  api.delete(
    '/payment/:id',
    {
      schema: { params: idParams, response: envelope(z.object({ id: z.number().int() })) },
      config: { masquerade: 'refuse' },
    },
    async (request) => {
      const account = await requireAccount(db, request);
      if (!(await deletePaymentProvider(db, account.id, request.params.id))) throw notFound();
      return ok({ id: request.params.id });
    },
  );
}
