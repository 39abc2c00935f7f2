import type { InvalidTrafficReason, ViewerEvent } from '@smuc/sdk';
import type { Db } from '../db/client';
import { feedItemRefs } from '../products/feed-items';
import { streamOwnersByApikeys } from '../streams/reads';
import type { DropCounts } from './classify';

/** An accepted event bound to its stream (and product), ready to store. */
export interface ResolvedEvent {
  streamId: number;
  type: ViewerEvent['type'];
  visitorId: string;
  sessionId: string;
  feedItemId: number | null;
  productId: number | null;
  /** Quartile (25, 50, 75) or heartbeat seconds. */
  value: number | null;
  ts: Date;
}

/**
 * An event of a known player that counts on no figure: filtered as invalid traffic (counted per
 * player apart) or `own` (the account's own or a staff view, issue 13). Kept whole: the event
 * export hands it out marked with its reason (issue 34 §3, `analytics_excluded_events`).
 */
export interface FilteredEvent extends ResolvedEvent {
  reason: InvalidTrafficReason | 'own';
}

/**
 * Binds valid events to their players and products, adding to `drops`:
 * - `unknown_stream`: no live (not deleted) player has the apikey;
 * - `own`: the player belongs to the `viewer` account whose session or token came with the request
 *   (an account watching its own player is not a viewer, nor is staff viewing it or masquerading
 *   as its account: staff sessions count on no player, issue 13);
 * - `unknown_product`: a product event names a feed item that is not one of the player's products.
 * The account product (`product_id`) is the one the feed item links to, `null` when it links none.
 * Own views that name nothing unknown are added whole to `own` (marked `own`) when it is given: the
 * ingest keeps them apart for the event export (issue 34 §3).
 */
export async function resolveEvents(
  db: Db,
  events: ViewerEvent[],
  viewer: { accountId: number; staff: boolean } | null,
  drops: DropCounts,
  own?: FilteredEvent[],
): Promise<ResolvedEvent[]> {
  if (events.length === 0) return [];
  const apikeys = [...new Set(events.map((e) => e.apikey))];
  const found = await streamOwnersByApikeys(db, apikeys);
  const byKey = new Map(found.map((s) => [s.apikey, s]));
  const itemIds = [
    ...new Set(events.flatMap((e) => ('product_id' in e && byKey.has(e.apikey) ? [e.product_id] : []))),
  ];
  const items = await feedItemRefs(db, itemIds);
  const itemById = new Map(items.map((i) => [i.id, i]));
  const out: ResolvedEvent[] = [];
  for (const e of events) {
    const stream = byKey.get(e.apikey);
    if (!stream) {
      drops.unknown_stream += 1;
      continue;
    }
    const isOwn = viewer !== null && (viewer.staff || stream.accountId === viewer.accountId);
    let feedItemId: number | null = null;
    let productId: number | null = null;
    if ('product_id' in e) {
      const item = itemById.get(e.product_id);
      if (!item || item.streamId !== stream.id) {
        // An own view is counted as `own` whatever it names, as before; it is not kept.
        drops[isOwn ? 'own' : 'unknown_product'] += 1;
        continue;
      }
      feedItemId = item.id;
      productId = item.productId;
    }
    const resolved: ResolvedEvent = {
      streamId: stream.id,
      type: e.type,
      visitorId: e.visitor_id,
      sessionId: e.session_id,
      feedItemId,
      productId,
      value: 'quartile' in e ? e.quartile : 'seconds' in e ? e.seconds : null,
      ts: new Date(e.ts),
    };
    if (isOwn) {
      drops.own += 1;
      own?.push({ ...resolved, reason: 'own' });
    } else out.push(resolved);
  }
  return out;
}
