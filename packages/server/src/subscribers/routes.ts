import { streamSubscriberCountSchema, streamSubscriberSchema, subscribeInputSchema } from '@smuc/sdk';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addStreamStats } from '../analytics/stats-writer';
import { requireAccount } from '../auth/context';
import type { Db } from '../db/client';
import { subscriberForms, subscriptions } from '../db/schema';
import { ok, okAnswer } from '../http/envelope';
import { notFound } from '../http/errors';
import { intakeRateLimit } from '../http/intake-limits';
import { PUBLIC } from '../http/openapi';
import { idParams } from '../http/validate';
import { findStreamByApikey, streamsWithSubscriberCounts } from '../streams/reads';
import { getStream } from '../streams/repository';

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/**
 * Subscribers (000 §2 /subscribers, §7 Streams): `GET /stream/subscribers` (the account's live
 * players with at least one subscriber and their counts, by title), `GET /stream/{id}/subscribers`
 * (the CSV rows, oldest first) and the public intake `POST /stream/{apikey}/subscribe`.
 */
export function subscriberRoutes(scope: FastifyInstance, db: Db) {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const counts = { schema: { response: okAnswer(z.array(streamSubscriberCountSchema)) } };
  app.get('/stream/subscribers', counts, async (request) => {
    const account = await requireAccount(db, request);
    return ok(await streamsWithSubscriberCounts(db, account.id));
  });

  app.get(
    '/stream/:id/subscribers',
    { schema: { answer: z.array(streamSubscriberSchema), params: idParams } },
    async (request) => {
      const account = await requireAccount(db, request);
      const { id } = request.params;
      const { stream } = await getStream(db, account.id, id);
      const rows = await db
        .select({ email: subscriptions.email, createdAt: subscriptions.createdAt })
        .from(subscriptions)
        .where(eq(subscriptions.streamId, id))
        .orderBy(asc(subscriptions.createdAt), asc(subscriptions.id));
      return ok(
        rows.map((r) => ({ stream: stream.title, email: r.email, created_at: r.createdAt.toISOString() })),
      );
    },
  );

  /**
   * Public: a viewer subscribes through the player's form (no session; the player is named by its
   * apikey). The subscription keeps the player's customer and campaign of this moment and counts in
   * the day's `subscribers` rollup. 404 for an unknown or deleted player or one without a form.
   */
  // Pages on any site subscribe viewers; the session plays no part (issue 13 §2).
  app.post(
    '/stream/:id/subscribe',
    {
      // The player is named by its apikey here (an unknown one: 404 'This player takes no subscriptions.').
      schema: {
        params: z.object({ id: z.string() }),
        body: subscribeInputSchema,
        answer: z.object({ id: z.number().int() }),
        answerStatus: 201,
        ...PUBLIC,
      },
      config: { crossSite: 'open', ...intakeRateLimit('subscribe') },
    },
    async (request, reply) => {
      const apikey = request.params.id;
      const input = request.body;
      const stream = await findStreamByApikey(db, apikey);
      const formId = stream?.settings.subscriber_form_id;
      if (!stream || typeof formId !== 'number') throw notFound('This player takes no subscriptions.');
      const [form] = await db
        .select({ id: subscriberForms.id })
        .from(subscriberForms)
        .where(and(eq(subscriberForms.id, formId), eq(subscriberForms.accountId, stream.accountId)));
      if (!form) throw notFound('This player takes no subscriptions.');
      const [row] = await db
        .insert(subscriptions)
        .values({
          formId: form.id,
          streamId: stream.id,
          customer: text(stream.settings.customer),
          campaign: text(stream.settings.campaign),
          email: input.email,
          name: input.name,
          phone: input.phone,
        })
        .returning({ id: subscriptions.id, createdAt: subscriptions.createdAt });
      await addStreamStats(db, stream.id, row!.createdAt.toISOString().slice(0, 10), { subscribers: 1 });
      return reply.status(201).send(ok({ id: row!.id }));
    },
  );
}
