import type { PlayerProduct } from '@smuc/sdk';
import type { RealtimeBus } from './bus';
import { adminOnly, sendError } from './connection';
import { type RoomContext, roomVideoTime, videoTime } from './room';
import type { Connection, Room } from './state';
import { appendTimeline, isLiveNow, openBroadcastOf, type StreamInfo } from './store';

// The product feed and the pin of a room (issue 8, spec 001 §4 Studio): what an admin's
// `feed-info` and `pin` frames and the REST routes' changes do. During a broadcast every change is
// kept on `live_timeline` at its video time, for replays.

/** An admin's `feed-info` frame: the first empty one of a connection is ignored (spec 001 §4). */
export async function adminFeed(ctx: RoomContext, conn: Connection, items: PlayerProduct[]): Promise<void> {
  const room = conn.room;
  if (!room || !adminOnly(conn)) return;
  const first = !conn.sentFeed;
  conn.sentFeed = true;
  // Spec 001 §4: the first empty feed message is ignored (a studio that has not loaded its products yet).
  if (first && items.length === 0 && room.feed.length > 0) return;
  await applyFeed(ctx, room, items, conn.id);
}

/**
 * A new feed for the room: published when it differs (not echoed to `except`, the sending
 * connection), kept on the timeline, and the pin follows the item marked pinned.
 */
export async function applyFeed(
  ctx: RoomContext,
  room: Room,
  items: PlayerProduct[],
  except: string | undefined,
): Promise<void> {
  const pinned = items.find((p) => p.pinned)?.id ?? null;
  if (JSON.stringify(items) !== JSON.stringify(room.feed)) {
    const vt = roomVideoTime(room);
    ctx.publish(room, { audience: 'all', except, frame: { t: 'feed-info', items, video_time: vt } });
    await keepOnTimeline(ctx, room, vt, { kind: 'feed', items });
  }
  if (pinned !== room.pin) await applyPin(ctx, room, pinned);
}

/** An admin's `pin` frame: a product of the room's feed, or null to unpin. */
export async function adminPin(ctx: RoomContext, conn: Connection, productId: number | null): Promise<void> {
  const room = conn.room;
  if (!room || !adminOnly(conn)) return;
  if (productId !== null && !room.feed.some((p) => p.id === productId)) return sendError(conn, 'bad_frame');
  await applyPin(ctx, room, productId);
}

/** Pins `productId` (null: none) for the room, kept on the timeline during a broadcast. */
export async function applyPin(ctx: RoomContext, room: Room, productId: number | null): Promise<void> {
  const vt = roomVideoTime(room);
  ctx.publish(room, { audience: 'all', frame: { t: 'pin', product_id: productId, video_time: vt } });
  await keepOnTimeline(ctx, room, vt, { kind: 'pin', productId });
}

/** Keeps a feed or pin change on the room's open broadcast at video time `vt`; nothing outside one. */
async function keepOnTimeline(
  ctx: RoomContext,
  room: Room,
  vt: number | null,
  change: { kind: 'pin'; productId: number | null } | { kind: 'feed'; items: PlayerProduct[] },
): Promise<void> {
  if (room.broadcast && vt !== null)
    await appendTimeline(ctx.db, {
      streamId: room.info.id,
      broadcastId: room.broadcast.id,
      videoTime: vt,
      ...change,
    });
}

/**
 * A REST change of the feed when this process has no room of the stream: the feed and pin frames
 * go to the bus as they are (the rooms elsewhere apply them), and an open broadcast keeps the feed
 * on its timeline even when nobody is connected.
 */
export async function announceFeed(
  ctx: Pick<RoomContext, 'db'> & { bus: RealtimeBus },
  info: StreamInfo,
  items: PlayerProduct[],
): Promise<void> {
  const broadcast = isLiveNow(info) ? await openBroadcastOf(ctx.db, info.id) : null;
  const vt = broadcast ? videoTime(broadcast) : null;
  ctx.bus.publish(info.apikey, { audience: 'all', frame: { t: 'feed-info', items, video_time: vt } });
  ctx.bus.publish(info.apikey, {
    audience: 'all',
    frame: { t: 'pin', product_id: items.find((p) => p.pinned)?.id ?? null, video_time: vt },
  });
  if (broadcast && vt !== null)
    await appendTimeline(ctx.db, {
      streamId: info.id,
      broadcastId: broadcast.id,
      videoTime: vt,
      kind: 'feed',
      items,
    });
}
