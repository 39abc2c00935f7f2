import { shopOrderInputSchema, shopOrderResultSchema } from '@smuc/sdk';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { noDrops } from '../analytics/classify';
import type { ResolvedEvent } from '../analytics/resolve';
import { storeEvents } from '../analytics/store';
import { requireAccount } from '../auth/context';
import type { Db } from '../db/client';
import { ok } from '../http/envelope';
import { withAnswer } from '../http/openapi';
import { idParams } from '../http/validate';
import { listFeedItems } from '../products/feed-items';
import { getStream } from '../streams/repository';

/** The visitor a purchase counts for when the shop knew none (no attribution cookie value). */
const orderVisitor = (streamId: number, orderId: string) =>
  `order-${streamId}-${orderId.replace(/[^A-Za-z0-9_-]/g, '')}`.slice(0, 64).padEnd(8, '0');

/**
 * A product page address as a match key: host without `www.`, path without trailing slash, and the
 * query without `utm_*` campaign parameters (WordPress's plain permalinks are `/?product=slug`),
 * sorted; scheme and fragment ignored. Not an address (no scheme): the trimmed text, lower-cased.
 */
const linkKey = (link: string) => {
  try {
    const url = new URL(link.trim());
    const query = [...url.searchParams]
      .filter(([k]) => !k.toLowerCase().startsWith('utm_'))
      .map(([k, v]) => `${k}=${v}`)
      .sort()
      .join('&');
    const host = url.host.toLowerCase().replace(/^www\./, '');
    return `${host}${url.pathname.replace(/\/+$/, '')}${query ? `?${query}` : ''}`;
  } catch {
    return link.trim().toLowerCase();
  }
};

/**
 * `POST /stream/{id}/orders` (issue 16 §4 purchase attribution): a shop plugin reports, server to
 * server, an order a viewer placed after clicking one of the player's products. Body
 * {@link shopOrderInputSchema}; signed in or a site token with `players:manage` (another account's
 * player is 404; a token without the scope 403). Each line that matches one of the player's
 * products (by `feed_item_id`, else `sku`, else `link`) counts one `purchase` event for it, on the
 * player's and the product's daily purchases (what the reports read), through the same store as the
 * viewers' events. The batch id `shop-order:<stream>:<order_id>` makes a repeated report of the
 * same order count nothing (`duplicate: true`). Masquerading staff are refused (it writes reports).
 */
export function shopOrderRoutes(scope: FastifyInstance, db: Db) {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const route = {
    schema: { params: idParams, body: shopOrderInputSchema },
    config: { masquerade: 'refuse' as const },
  };
  app.post('/stream/:id/orders', withAnswer(route, shopOrderResultSchema), async (request) => {
    const account = await requireAccount(db, request);
    const { stream } = await getStream(db, account.id, request.params.id);
    const order = request.body;
    const items = await listFeedItems(db, stream.id);
    const byId = new Map(items.map((i) => [i.id, i]));
    const bySku = new Map(items.filter((i) => i.sku).map((i) => [i.sku!.trim().toLowerCase(), i]));
    const byLink = new Map(items.filter((i) => i.link).map((i) => [linkKey(i.link!), i]));
    const now = new Date();
    const visitorId = order.visitor_id ?? orderVisitor(stream.id, order.order_id);
    const events: ResolvedEvent[] = [];
    let unmatched = 0;
    for (const line of order.items) {
      const item =
        (line.feed_item_id !== undefined ? byId.get(line.feed_item_id) : undefined) ??
        (line.sku ? bySku.get(line.sku.toLowerCase()) : undefined) ??
        (line.link ? byLink.get(linkKey(line.link)) : undefined);
      if (!item) {
        unmatched += 1;
        continue;
      }
      events.push({
        streamId: stream.id,
        type: 'purchase',
        visitorId,
        sessionId: visitorId,
        feedItemId: item.id,
        productId: item.productId,
        value: null,
        ts: now,
      });
    }
    const [outcome] = await storeEvents(
      db,
      [{ batchId: `shop-order:${stream.id}:${order.order_id}`, events, drops: noDrops() }],
      now.toISOString().slice(0, 10),
    );
    const duplicate = (outcome?.replayed ?? 0) > 0;
    return ok({ purchases: duplicate ? 0 : events.length, unmatched, duplicate });
  });
}
