import {
  type FieldErrors,
  FORM_MESSAGES_EN,
  formCsvHeader,
  formInputSchema,
  formSubscriptionSchema,
  subscriberFormSchema,
  subscriptionsCsvName,
  toCsv,
  validateForm,
} from '@smuc/sdk';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAccount } from '../auth/context';
import { refuseMasquerade } from '../auth/masquerade';
import type { Db } from '../db/client';
import { subscriberForms, subscriptions } from '../db/schema';
import { ok, okAnswer } from '../http/envelope';
import { invalid, notFound } from '../http/errors';
import { withAnswer } from '../http/openapi';
import { idParams } from '../http/validate';
import { formSubscriptionsWithStreamTitle } from '../streams/reads';
import { clearStreamsForm } from '../streams/repository';
import { type FormRow, toDraft, toForm, toFormColumns } from './serialize';

/** The text of an export with nothing in it (000 §5). */
export const NOTHING_TO_EXPORT = 'We are sorry, but there is nothing to export yet.';

/** Header of the form subscription CSV in English; the file carries it in the request's language. */
export const FORM_CSV_HEADER = formCsvHeader('en');

const subscriptionsQuery = z.object({
  customer: z.string().max(128).optional(),
  campaign: z.string().max(128).optional(),
  format: z.enum(['json', 'csv']).default('json'),
});

/** Applies the sdk's form rules to a declared form body; 422 with the 000 §5 texts per field. */
function checkForm(input: z.infer<typeof formInputSchema>) {
  const codes = validateForm(toDraft(input));
  const errors: FieldErrors = {};
  for (const [field, code] of Object.entries(codes)) errors[field] = [FORM_MESSAGES_EN[code]];
  if (Object.keys(errors).length) throw invalid(errors);
  return input;
}

async function findForm(db: Db, accountId: number, id: number): Promise<FormRow> {
  const [row] = await db
    .select()
    .from(subscriberForms)
    .where(and(eq(subscriberForms.id, id), eq(subscriberForms.accountId, accountId)));
  if (!row) throw notFound('The requested form was not found.');
  return row;
}

/** Customer/campaign groups with counts of the given forms, keyed by form id. */
async function detailsOf(db: Db, formIds: number[]) {
  const out = new Map<number, { customer: string; campaign: string; subscount: number }[]>();
  if (formIds.length === 0) return out;
  const rows = await db
    .select({
      formId: subscriptions.formId,
      customer: subscriptions.customer,
      campaign: subscriptions.campaign,
      subscount: sql<number>`count(*)::int`,
    })
    .from(subscriptions)
    .where(inArray(subscriptions.formId, formIds))
    .groupBy(subscriptions.formId, subscriptions.customer, subscriptions.campaign)
    .orderBy(asc(subscriptions.customer), asc(subscriptions.campaign));
  for (const { formId, ...d } of rows) out.set(formId, [...(out.get(formId) ?? []), d]);
  return out;
}

/**
 * Subscriber forms (000 §7 Forms): `GET /form` (newest first), `POST /form`, `PUT /form/{id}`,
 * `DELETE /form/{id}` and `GET /form/{id}/subscriptions?customer&campaign[&format=csv]`.
 * Every query is scoped to the signed-in account; another account's form is 404.
 */
export function formRoutes(scope: FastifyInstance, db: Db) {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const refuse = { masquerade: 'refuse' as const };
  const list = { schema: { response: okAnswer(z.array(subscriberFormSchema)) } };
  app.get('/form', list, async (request) => {
    const account = await requireAccount(db, request);
    const rows = await db
      .select()
      .from(subscriberForms)
      .where(eq(subscriberForms.accountId, account.id))
      .orderBy(desc(subscriberForms.createdAt), desc(subscriberForms.id));
    const details = await detailsOf(
      db,
      rows.map((r) => r.id),
    );
    return ok(rows.map((r) => toForm(r, details.get(r.id) ?? [])));
  });

  app.post(
    '/form',
    {
      schema: { answer: subscriberFormSchema, answerStatus: 201, body: formInputSchema },
      config: { ...refuse, idempotent: true },
    },
    async (request, reply) => {
      const account = await requireAccount(db, request);
      const input = checkForm(request.body);
      const [row] = await db
        .insert(subscriberForms)
        .values({ ...toFormColumns(input), accountId: account.id })
        .returning();
      return reply.status(201).send(ok(toForm(row!, [])));
    },
  );

  app.put(
    '/form/:id',
    { schema: { answer: subscriberFormSchema, params: idParams, body: formInputSchema }, config: refuse },
    async (request) => {
      const account = await requireAccount(db, request);
      const { id } = request.params;
      await findForm(db, account.id, id);
      const input = checkForm(request.body);
      const [row] = await db
        .update(subscriberForms)
        .set({ ...toFormColumns(input), updatedAt: new Date() })
        .where(and(eq(subscriberForms.id, id), eq(subscriberForms.accountId, account.id)))
        .returning();
      const details = await detailsOf(db, [id]);
      return ok(toForm(row!, details.get(id) ?? []));
    },
  );

  app.delete(
    '/form/:id',
    { schema: { answer: z.object({ id: z.number().int() }), params: idParams }, config: refuse },
    async (request) => {
      const account = await requireAccount(db, request);
      const { id } = request.params;
      await findForm(db, account.id, id);
      // Players that used the form take no more subscriptions; their setting is cleared with it.
      await clearStreamsForm(db, account.id, id);
      await db
        .delete(subscriberForms)
        .where(and(eq(subscriberForms.id, id), eq(subscriberForms.accountId, account.id)));
      return ok({ id });
    },
  );

  /**
   * The form's subscriptions, oldest first, optionally of one customer and campaign (`''` selects
   * subscriptions from players without one). `format=csv` answers the `;`-separated file named by
   * `subscriptionsCsvName`; with zero subscriptions that is 404 {@link NOTHING_TO_EXPORT}.
   */
  const listing = { schema: { params: idParams, querystring: subscriptionsQuery } };
  app.get(
    '/form/:id/subscriptions',
    withAnswer(listing, z.array(formSubscriptionSchema)),
    async (request, reply) => {
      const account = await requireAccount(db, request);
      const { id } = request.params;
      const form = await findForm(db, account.id, id);
      const q = request.query;
      // A form's CSV export is one of the actions 000 §6 takes from masqueraded sessions; the list stays readable.
      if (q.format === 'csv') await refuseMasquerade(db, request);
      const rows = await formSubscriptionsWithStreamTitle(db, id, q);
      const items = rows.map(({ s, stream }) => ({
        id: s.id,
        stream_id: s.streamId,
        stream: stream ?? '',
        customer: s.customer,
        campaign: s.campaign,
        name: s.name,
        email: s.email,
        phone: s.phone,
        created_at: s.createdAt.toISOString(),
      }));
      if (q.format === 'json') return ok(items);
      if (items.length === 0) throw notFound(NOTHING_TO_EXPORT);
      const csv = toCsv(
        formCsvHeader(request.language),
        items.map((r) => [r.stream, r.customer, r.campaign, r.name, r.email, r.phone, r.created_at]),
        // The byte order mark makes Excel read the file as UTF-8 (names with accents), as the subscriber CSV does.
        { bom: true },
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${subscriptionsCsvName(form.name, q.customer, q.campaign)}"`,
        )
        .send(csv);
    },
  );
}
