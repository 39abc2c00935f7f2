import type { FeedItemInput } from '../schemas/feed-item';
import type { ShopOrderInput } from '../schemas/shop-order';
import type { Http } from './http';

/**
 * A player's products (001 §7 feed items). Every call is scoped to the signed-in account: another
 * account's stream raises NotFoundError; broken rules raise ValidationError with per-field messages.
 */
export function feedItemsResource(http: Http) {
  return {
    /** `GET /stream/{id}/feed-items`: the player's products by `ordno`. */
    list: (streamId: number, signal?: AbortSignal) =>
      http.call('GET', `stream/${streamId}/feed-items`, (s) => s.z.array(s.feedItemSchema), { signal }),
    /** `POST /stream/{id}/feed-item/bulk`: creates (no `id`) or updates (with `id`) many at once, all or nothing. */
    bulk: (streamId: number, items: (FeedItemInput & { id?: number })[], signal?: AbortSignal) =>
      http.call('POST', `stream/${streamId}/feed-item/bulk`, (s) => s.z.array(s.feedItemSchema), {
        json: items,
        signal,
      }),
    /**
     * `POST /stream/{id}/orders` (issue 16 §4): reports a shop order attributed to the player; its
     * lines that match the player's products count as purchases in the reports, once per `order_id`.
     */
    reportOrder: (streamId: number, order: ShopOrderInput, signal?: AbortSignal) =>
      http.call('POST', `stream/${streamId}/orders`, (s) => s.shopOrderResultSchema, { json: order, signal }),
    create: (streamId: number, item: FeedItemInput, signal?: AbortSignal) =>
      http.call('POST', `stream/${streamId}/feed-item`, (s) => s.feedItemSchema, { json: item, signal }),
    update: (streamId: number, itemId: number, item: FeedItemInput, signal?: AbortSignal) =>
      http.call('PUT', `stream/${streamId}/feed-item/${itemId}`, (s) => s.feedItemSchema, {
        json: item,
        signal,
      }),
    remove: (streamId: number, itemId: number, signal?: AbortSignal) =>
      http.call(
        'DELETE',
        `stream/${streamId}/feed-item/${itemId}`,
        (s) => s.z.object({ id: s.z.number().int() }),
        {
          signal,
        },
      ),
    /** `DELETE /stream/{id}/feed-items`: removes every product of the player; answers how many. */
    removeAll: (streamId: number, signal?: AbortSignal) =>
      http.call(
        'DELETE',
        `stream/${streamId}/feed-items`,
        (s) => s.z.object({ deleted: s.z.number().int() }),
        {
          signal,
        },
      ),
    /** `POST /stream/{id}/feed-item/import {url}`: a Google Merchant Center feed (RSS/Atom) or CSV. */
    import: (streamId: number, url: string, signal?: AbortSignal) =>
      http.call('POST', `stream/${streamId}/feed-item/import`, (s) => s.feedImportResultSchema, {
        json: { url },
        signal,
      }),
    /** `GET /stream/feed-item/fetch?url`: JSON-LD, OpenGraph and meta tags of a product page. */
    fetch: (url: string, signal?: AbortSignal) =>
      http.call('GET', 'stream/feed-item/fetch', (s) => s.fetchedProductSchema, {
        searchParams: { url },
        signal,
      }),
    /** `GET /stream/feed-item/ai-fetch?url`: the same read by the configured AI endpoint. */
    aiFetch: (url: string, signal?: AbortSignal) =>
      http.call('GET', 'stream/feed-item/ai-fetch', (s) => s.fetchedProductSchema, {
        searchParams: { url },
        signal,
      }),
    /** `GET /stream/feed-item/fetch-options`: `{ ai }`, true only when an AI endpoint is configured. */
    fetchOptions: (signal?: AbortSignal) =>
      http.call('GET', 'stream/feed-item/fetch-options', (s) => s.fetchOptionsSchema, { signal }),
    /** `GET /stream/{id}/feed-analytics?date_from&date_to` (dates `YYYY-MM-DD`, UTC, inclusive). */
    analytics: (streamId: number, dateFrom: string, dateTo: string, signal?: AbortSignal) =>
      http.call('GET', `stream/${streamId}/feed-analytics`, (s) => s.z.array(s.feedAnalyticsRowSchema), {
        searchParams: { date_from: dateFrom, date_to: dateTo },
        signal,
      }),
  };
}
