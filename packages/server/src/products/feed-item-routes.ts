import {
  ctr,
  feedAnalyticsQuerySchema,
  isAmazonLink,
  isValidFeedUrl,
  productInteractions,
  StreamType,
  validateFeedItem,
  withHttps,
} from '@smuc/sdk';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireAccount } from '../auth/context';
import type { Db } from '../db/client';
import { ok } from '../http/envelope';
import { HttpError, invalid, notFound } from '../http/errors';
import { parse, routeId } from '../http/validate';
import { feedChanged } from '../realtime/routes';
import { shopOrderRoutes } from '../shop-orders/routes';
import { getStream } from '../streams/repository';
import { settingsOf } from '../streams/serialize';
import { aiExtract } from './ai-fetch';
import { parseProductFeed } from './feed-parse';
import { checkFeedItem, checkTimings, issuesToErrors, timingOf, toValues } from './feed-rules';
import { extractProductMetadata } from './metadata';
import {
  deleteAllFeedItems,
  deleteFeedItem,
  feedAnalytics,
  feedItemsByIds,
  findProduct,
  listFeedItems,
  writeFeedItems,
} from './repository';
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
export function feedItemRoutes(app: FastifyInstance, db: Db, settings: ProductFetchSettings) {
  // The purchases a shop plugin reports for the player's products (issue 16 §4).
  shopOrderRoutes(app, db);
  const player = async (request: FastifyRequest) => {
    const account = await requireAccount(db, request);
    const found = await getStream(db, account.id, routeId((request.params as { id: string }).id));
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

  app.get('/stream/:id/feed-items', async (request) => {
    const p = await player(request);
    return ok(await answer(p.id, p.currency));
  });

  /** Creates (no `id`) and updates (with `id`) many items at once; errors are keyed `{index}.{field}`. */
  app.post('/stream/:id/feed-item/bulk', { config: { masquerade: 'refuse' } }, async (request) => {
    const p = await player(request);
    const rows = parse(
      z.array(z.object({ id: z.number().int().optional() }).passthrough()).max(500),
      request.body,
    );
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

  const single = async (request: FastifyRequest, itemId: number | undefined) => {
    const p = await player(request);
    const input = checkFeedItem(await withProductCurrency(p.accountId, request.body), p.context);
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

  app.post('/stream/:id/feed-item', { config: { masquerade: 'refuse' } }, async (request, reply) => {
    const item = await single(request, undefined);
    reply.status(201);
    return ok(item);
  });

  app.put('/stream/:id/feed-item/:itemId', { config: { masquerade: 'refuse' } }, async (request) =>
    ok(await single(request, routeId((request.params as { itemId: string }).itemId))),
  );

  app.delete('/stream/:id/feed-item/:itemId', { config: { masquerade: 'refuse' } }, async (request) => {
    const p = await player(request);
    const itemId = routeId((request.params as { itemId: string }).itemId);
    if (!(await deleteFeedItem(db, p.id, itemId))) throw notFound('The requested product was not found.');
    feedChanged(db, p.id);
    return ok({ id: itemId });
  });

  app.delete('/stream/:id/feed-items', { config: { masquerade: 'refuse' } }, async (request) => {
    const p = await player(request);
    const deleted = await deleteAllFeedItems(db, p.id);
    feedChanged(db, p.id);
    return ok({ deleted });
  });

  /**
   * Imports a Google Merchant Center feed (RSS 2.0 / Atom, `g:` namespace) or a CSV with the same
   * columns through the SSRF guard. Rows that break a product rule are answered in `rejected`
   * (1-based row and text); the good rows are written in one transaction. No good row → 422.
   */
  app.post('/stream/:id/feed-item/import', { config: { masquerade: 'refuse' } }, async (request) => {
    const p = await player(request);
    const { url } = parse(z.object({ url: z.string().max(2048) }), request.body);
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
    if (good.length === 0) throw invalid({ url: ['The feed has no product that can be imported.'] });
    const ids = await writeFeedItems(
      db,
      p.id,
      good.map((r) => ({ values: toValues(checkFeedItem(r.item, p.context), p.context.live) })),
    );
    feedChanged(db, p.id);
    const items = await answer(p.id, p.currency, ids);
    return ok({ imported: items.length, items, rejected });
  });

  const pageOf = async (request: FastifyRequest) => {
    await requireAccount(db, request);
    const { url } = parse(z.object({ url: z.string().min(1).max(2048) }), request.query);
    const target = withHttps(url);
    if (isAmazonLink(target)) throw invalid({ url: [AMAZON] });
    return safeFetch(target, { allow: settings.allow });
  };

  app.get('/stream/feed-item/fetch-options', async (request) => {
    await requireAccount(db, request);
    return ok({ ai: settings.ai !== null });
  });

  app.get('/stream/feed-item/fetch', async (request) => {
    const page = await pageOf(request);
    return ok(extractProductMetadata(page.body, page.url));
  });

  app.get('/stream/feed-item/ai-fetch', async (request) => {
    if (!settings.ai) throw new HttpError(404, 'The AI fetch is not configured.');
    const page = await pageOf(request);
    return ok(await aiExtract(settings.ai, page.url, page.body));
  });

  app.get('/stream/:id/feed-analytics', async (request) => {
    const p = await player(request);
    const { date_from, date_to } = parse(feedAnalyticsQuerySchema, request.query);
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
  });
}
