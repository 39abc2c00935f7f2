import {
  ctr,
  feedAnalyticsQuerySchema,
  feedAnalyticsRowSchema,
  feedFetchQuerySchema,
  feedImportInputSchema,
  feedImportResultSchema,
  feedItemBulkInputSchema,
  feedItemInputSchema,
  feedItemSchema,
  fetchedProductSchema,
  fetchOptionsSchema,
  isAmazonLink,
  isValidFeedUrl,
  productInteractions,
  StreamType,
  validateFeedItem,
  withHttps,
} from '@smuc/sdk';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAccount } from '../auth/context';
import type { Db } from '../db/client';
import { ok, okAnswer } from '../http/envelope';
import { HttpError, invalid, notFound } from '../http/errors';
import { withAnswer } from '../http/openapi';
import { idParams, pathId } from '../http/validate';
import { feedChanged } from '../realtime/notify';
import { getStream } from '../streams/repository';
import { settingsOf } from '../streams/serialize';
import { aiExtract } from './ai-fetch';
import {
  deleteAllFeedItems,
  deleteFeedItem,
  feedAnalytics,
  feedItemsByIds,
  listFeedItems,
  writeFeedItems,
} from './feed-items';
import { parseProductFeed } from './feed-parse';
import { checkFeedItem, checkTimings, issuesToErrors, timingOf, toValues } from './feed-rules';
import { extractProductMetadata } from './metadata';
import { findProduct } from './repository';
import { safeFetch } from './safe-fetch';
import { toFeedItem } from './serialize';
import type { ProductFetchSettings } from './settings';

const INVALID_URL = 'You must provide a valid url before submit.';
const AMAZON = 'Fetching from Amazon websites is not possible.';
/** A `product_id` that is not a product of the signed-in account (422, issue 13 §3). */
const UNKNOWN_PRODUCT = 'The product was not found in your account.';

/**
 * A player's products (001 §7): list, bulk, single create/update/delete, delete all, feed import,
 * link fetch (plain and AI) and per-item analytics. Every call loads the player through the signed-in
 * account first (another account's player is 404) and re-checks the rules of 001 §4/§5.
 */
export function feedItemRoutes(scope: FastifyInstance, db: Db, settings: ProductFetchSettings) {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const refuse = { masquerade: 'refuse' as const };
  const itemParams = idParams.extend({ itemId: pathId });
  /** The signed-in account's player `id` (another account's: 404) and its product context. */
  const player = async (request: FastifyRequest, streamId: number) => {
    const account = await requireAccount(db, request);
    const found = await getStream(db, account.id, streamId);
    const s = settingsOf(found.stream);
    return {
      id: found.stream.id,
      accountId: account.id,
      currency: s.currency,
      context: { currency: s.currency, payment: s.payment, live: s.type === StreamType.live },
    };
  };
  /**
   * An item made from an account product carries that product's currency (issue 19 defect 2), so
   * the product rules refuse a HUF product in a EUR player instead of showing 54,990 as euros.
   */
  const withProductCurrency = async (accountId: number, raw: unknown, label = '') => {
    if (!raw || typeof raw !== 'object') return raw;
    const productId = (raw as { product_id?: unknown }).product_id;
    if (typeof productId !== 'number') return raw;
    const product = await findProduct(db, accountId, productId);
    // A product of another account (or none) is never linked: its events would reach that
    // account's reports (issue 13 §3).
    if (!product) throw invalid({ [`${label}product_id`]: [UNKNOWN_PRODUCT] });
    return { ...raw, currency: product.currency };
  };
  const answer = async (streamId: number, currency: string, ids?: number[]) =>
    (ids ? await feedItemsByIds(db, streamId, ids) : await listFeedItems(db, streamId)).map((r) =>
      toFeedItem(r, currency),
    );

  app.get(
    '/stream/:id/feed-items',
    { schema: { answer: z.array(feedItemSchema), params: idParams } },
    async (request) => {
      const p = await player(request, request.params.id);
      return ok(await answer(p.id, p.currency));
    },
  );

  /** Creates (no `id`) and updates (with `id`) many items at once; errors are keyed `{index}.{field}`. */
  const bulk = { schema: { params: idParams, body: feedItemBulkInputSchema }, config: refuse };
  app.post('/stream/:id/feed-item/bulk', withAnswer(bulk, z.array(feedItemSchema)), async (request) => {
    const p = await player(request, request.params.id);
    const rows = request.body;
    const withCurrency = await Promise.all(
      rows.map((raw, i) => withProductCurrency(p.accountId, raw, `${i}.`)),
    );
    const writes = withCurrency.map((raw, i) => {
      const input = checkFeedItem(raw, p.context, `${i}.`);
      return { id: rows[i]!.id, values: toValues(input, p.context.live), ordno: input.ordno };
    });
    const written = new Set(writes.map((w) => w.id).filter((x) => x !== undefined));
    const stored = (await listFeedItems(db, p.id)).filter((r) => !written.has(r.id));
    checkTimings([
      ...stored.map((r) => ({ timing: timingOf(r), label: null })),
      ...writes.map((w, i) => ({ timing: timingOf(w.values), label: `${i}.` })),
    ]);
    const ids = await writeFeedItems(db, p.id, writes);
    feedChanged(db, p.id);
    return ok(await answer(p.id, p.currency, ids));
  });

  const single = async (
    request: FastifyRequest,
    streamId: number,
    body: z.output<typeof feedItemInputSchema>,
    itemId: number | undefined,
  ) => {
    const p = await player(request, streamId);
    const input = checkFeedItem(await withProductCurrency(p.accountId, body), p.context);
    const values = toValues(input, p.context.live);
    const others = (await listFeedItems(db, p.id)).filter((r) => r.id !== itemId);
    checkTimings([
      ...others.map((r) => ({ timing: timingOf(r), label: null })),
      { timing: timingOf(values), label: '' },
    ]);
    const ids = await writeFeedItems(db, p.id, [{ id: itemId, values, ordno: input.ordno }]);
    feedChanged(db, p.id);
    const [item] = await answer(p.id, p.currency, ids);
    return item!;
  };

  const create = {
    schema: { params: idParams, body: feedItemInputSchema },
    config: { ...refuse, idempotent: true },
  };
  app.post('/stream/:id/feed-item', withAnswer(create, feedItemSchema, 201), async (request, reply) => {
    const item = await single(request, request.params.id, request.body, undefined);
    reply.status(201);
    return ok(item);
  });

  const update = { schema: { params: itemParams, body: feedItemInputSchema }, config: refuse };
  app.put('/stream/:id/feed-item/:itemId', withAnswer(update, feedItemSchema), async (request) =>
    ok(await single(request, request.params.id, request.body, request.params.itemId)),
  );

  const remove = { schema: { params: itemParams }, config: refuse };
  app.delete(
    '/stream/:id/feed-item/:itemId',
    withAnswer(remove, z.object({ id: z.number().int() })),
    async (request) => {
      const p = await player(request, request.params.id);
      const { itemId } = request.params;
      if (!(await deleteFeedItem(db, p.id, itemId))) throw notFound('The requested product was not found.');
      feedChanged(db, p.id);
      return ok({ id: itemId });
    },
  );

  app.delete(
    '/stream/:id/feed-items',
    { schema: { answer: z.object({ deleted: z.number().int() }), params: idParams }, config: refuse },
    async (request) => {
      const p = await player(request, request.params.id);
      const deleted = await deleteAllFeedItems(db, p.id);
      feedChanged(db, p.id);
      return ok({ deleted });
    },
  );

  /**
   * Imports a Google Merchant Center feed (RSS 2.0 / Atom, `g:` namespace) or a CSV with the same
   * columns through the SSRF guard. Rows that break a product rule are answered in `rejected`
   * (1-based row and text); the good rows are written in one transaction. No good row → 422, its
   * `errors` holding each skipped row's reason under `rows.{row}` beside `url`.
   */
  const feedImport = { schema: { params: idParams, body: feedImportInputSchema }, config: refuse };
  app.post(
    '/stream/:id/feed-item/import',
    withAnswer(feedImport, feedImportResultSchema),
    async (request) => {
      const p = await player(request, request.params.id);
      const { url } = request.body;
      if (!isValidFeedUrl(url)) throw invalid({ url: [INVALID_URL] });
      const page = await safeFetch(url.trim(), {
        allow: settings.allow,
        maxBytes: 20 * 1024 * 1024,
        timeoutMs: 30_000,
      });
      let rows: ReturnType<typeof parseProductFeed>;
      try {
        rows = parseProductFeed(page.body, page.contentType);
      } catch (error) {
        throw invalid({ url: [(error as Error).message] });
      }
      const rejected: { row: number; message: string; title: string | null; price: string | null }[] = [];
      const good: typeof rows = [];
      for (const r of rows) {
        const issues = validateFeedItem(r.item, p.context);
        if (issues.length)
          rejected.push({
            row: r.row,
            message: Object.values(issuesToErrors(issues)).flat().join(' '),
            title: r.item.title || null,
            price: r.item.price === null || r.item.price === undefined ? null : String(r.item.price),
          });
        else good.push(r);
      }
      // Nothing importable: the refusal still says why, one `rows.{row}` entry per skipped row
      // (localized like every message), as the success answer's `rejected` does (issue 28 §4).
      if (good.length === 0)
        throw invalid({
          url: ['The feed has no product that can be imported.'],
          ...Object.fromEntries(rejected.map((r) => [`rows.${r.row}`, [r.message]])),
        });
      const ids = await writeFeedItems(
        db,
        p.id,
        good.map((r) => ({ values: toValues(checkFeedItem(r.item, p.context), p.context.live) })),
      );
      feedChanged(db, p.id);
      const items = await answer(p.id, p.currency, ids);
      return ok({ imported: items.length, items, rejected });
    },
  );

  const pageOf = async (request: FastifyRequest, url: string) => {
    await requireAccount(db, request);
    const target = withHttps(url);
    if (isAmazonLink(target)) throw invalid({ url: [AMAZON] });
    return safeFetch(target, { allow: settings.allow });
  };

  const options = { schema: { response: okAnswer(fetchOptionsSchema) } };
  app.get('/stream/feed-item/fetch-options', options, async (request) => {
    await requireAccount(db, request);
    return ok({ ai: settings.ai !== null });
  });

  const fetchPage = { schema: { querystring: feedFetchQuerySchema } };
  app.get('/stream/feed-item/fetch', withAnswer(fetchPage, fetchedProductSchema), async (request) => {
    const page = await pageOf(request, request.query.url);
    return ok(extractProductMetadata(page.body, page.url));
  });

  // 404 when no AI extraction is configured on this server.
  const aiFetch = { ...fetchPage, schema: { ...fetchPage.schema, answerErrors: [404] as const } };
  app.get('/stream/feed-item/ai-fetch', withAnswer(aiFetch, fetchedProductSchema), async (request) => {
    if (!settings.ai) throw new HttpError(404, 'The AI fetch is not configured.');
    const page = await pageOf(request, request.query.url);
    return ok(await aiExtract(settings.ai, page.url, page.body));
  });

  const analytics = { schema: { params: idParams, querystring: feedAnalyticsQuerySchema } };
  app.get(
    '/stream/:id/feed-analytics',
    withAnswer(analytics, z.array(feedAnalyticsRowSchema)),
    async (request) => {
      const p = await player(request, request.params.id);
      const { date_from, date_to } = request.query;
      const rows = await feedAnalytics(db, p.id, date_from, date_to);
      return ok(
        rows.map((r) => ({
          item: r.item,
          title: r.title,
          reach: r.reach,
          impressions: r.impressions,
          clicks: r.clicks,
          link_clicks: r.link_clicks,
          ctr: ctr(r.clicks, r.impressions),
          link_ctr: ctr(r.link_clicks, r.impressions),
          purchases: r.purchases,
          total_interactions: productInteractions(r),
        })),
      );
    },
  );
}
