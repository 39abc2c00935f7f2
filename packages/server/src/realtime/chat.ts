import { CHAT_LIMITS, type ChatFrame, type ModerateFrame } from '@smuc/sdk/realtime';
import { noDrops } from '../analytics/classify';
import type { IngestWriter } from '../analytics/writer';
import { adminOnly, send, sendError } from './connection';
import { autoModerate } from './filter';
import { cleanText } from './frames';
import { type RoomContext, roomVideoTime } from './room';
import type { Connection, Room } from './state';
import {
  findMessage,
  insertMessage,
  isLiveNow,
  newMessageId,
  setBlocked,
  setMessageState,
  toAdminMessage,
  toChatMessage,
} from './store';

// The chat of a room (issue 8): a viewer's message through the rules to the room, an admin's
// moderation, and the comment analytics of visible viewer messages.

/** Chat messages one network address may send per window, as a multiple of the per-viewer burst. */
const IP_BURST_FACTOR = 4;

/** The per-viewer chat limit: `burst` messages per `windowMs`, `minGapMs` apart (default {@link CHAT_LIMITS}). */
export type ChatLimits = { burst: number; windowMs: number; minGapMs: number };

/** What the chat needs from the hub beyond {@link RoomContext}. */
export interface ChatContext extends RoomContext {
  writer: IngestWriter;
  /** Blocked words for automatic moderation. */
  words: readonly string[];
  limits: ChatLimits;
}

/**
 * Answers the ms to wait when the sender is over a limit, else 0 (and records the message).
 * Per viewer id: `burst` per `windowMs` and `minGapMs` apart. Per network address (viewer ids are
 * the client's, a script could rotate them): {@link IP_BURST_FACTOR} × `burst` per `windowMs`.
 */
export function rateLimit(limits: ChatLimits, room: Room, conn: Connection, now: number): number {
  const { burst, windowMs, minGapMs } = limits;
  const keys = [`v:${conn.viewerId}`, `ip:${conn.ip}`];
  const [mine, shared] = keys.map((k) => (room.sent.get(k) ?? []).filter((t) => now - t < windowMs)) as [
    number[],
    number[],
  ];
  const last = mine.at(-1);
  let wait = 0;
  if (last !== undefined && now - last < minGapMs) wait = minGapMs - (now - last);
  if (mine.length >= burst) wait = Math.max(wait, mine[0]! + windowMs - now);
  if (shared.length >= burst * IP_BURST_FACTOR) wait = Math.max(wait, shared[0]! + windowMs - now);
  if (wait === 0) {
    mine.push(now);
    shared.push(now);
  }
  room.sent.set(keys[0]!, mine);
  room.sent.set(keys[1]!, shared);
  return Math.ceil(wait);
}

/**
 * A `chat` frame: the chat rules of issue 8 (name, live, chat on, length, rate, blocks), then
 * stored, and shown, held (reversed moderation) or filtered (automatic moderation).
 */
export async function chat(ctx: ChatContext, conn: Connection, frame: ChatFrame): Promise<void> {
  const room = conn.room;
  if (!room) return;
  const info = room.info;
  if (conn.readOnly) return sendError(conn, 'read_only');
  if (!conn.name) return sendError(conn, 'no_name');
  if (conn.role === 'viewer' && room.blocked.has(conn.viewerId)) return sendError(conn, 'blocked');
  if (!info.chatEnabled) return sendError(conn, 'chat_disabled');
  if (!isLiveNow(info)) return sendError(conn, 'not_live');
  const text = cleanText(frame.text);
  if (!text) return sendError(conn, 'empty');
  if (text.length > CHAT_LIMITS.maxLength) return sendError(conn, 'too_long');
  let feedItemId: number | null = null;
  if (frame.to === 'product') {
    if (frame.product_id === undefined || !room.feed.some((p) => p.id === frame.product_id))
      return sendError(conn, 'bad_frame');
    feedItemId = frame.product_id;
  }
  const now = Date.now();
  const wait = rateLimit(ctx.limits, room, conn, now);
  if (wait > 0) return sendError(conn, 'rate_limited', { retry_after_ms: wait });
  const isAdmin = conn.role === 'admin';
  const state = isAdmin
    ? 'visible'
    : info.auto && autoModerate(text, ctx.words)
      ? 'filtered'
      : info.reversed
        ? 'held'
        : 'visible';
  const row = await insertMessage(ctx.db, {
    id: newMessageId(),
    streamId: info.id,
    broadcastId: room.broadcast?.id ?? null,
    viewerId: conn.viewerId,
    name: conn.name,
    text,
    destination: frame.to,
    feedItemId,
    state,
    videoTime: roomVideoTime(room),
  });
  if (state === 'visible') {
    // Counted before it is shown: whoever sees the message also sees it in the comment count.
    if (!isAdmin) await countComment(ctx, info.id, conn);
    ctx.publish(room, { audience: 'all', frame: { t: 'chat', m: toChatMessage(row) } });
  } else {
    send(conn, { t: 'held', id: row.id });
  }
  ctx.publish(room, { audience: 'admins', frame: { t: 'moderation', m: toAdminMessage(row) } });
}

/** Counts one `comment` analytics event for a visible viewer message. */
async function countComment(
  ctx: ChatContext,
  streamId: number,
  conn: { viewerId: string; id: string },
): Promise<void> {
  await ctx.writer.write(
    [
      {
        streamId,
        type: 'comment',
        visitorId: conn.viewerId,
        sessionId: conn.id,
        feedItemId: null,
        productId: null,
        value: null,
        ts: new Date(),
      },
    ],
    noDrops(),
  );
}

/** A `moderate` frame (delete, approve, block, unblock), only with the plan's `chatModeration`. */
export async function moderate(ctx: ChatContext, conn: Connection, frame: ModerateFrame): Promise<void> {
  const room = conn.room;
  if (!room || !adminOnly(conn) || conn.accountId === null) return;
  if (!room.info.moderation) return sendError(conn, 'moderation_unavailable');
  const by = conn.accountId;
  if (frame.action === 'unblock') {
    await setBlocked(ctx.db, room.info.id, frame.id, false, by);
    ctx.publish(room, {
      audience: 'admins',
      frame: { t: 'blocked', viewer_id: frame.id, blocked: false },
    });
    return;
  }
  const message = await findMessage(ctx.db, room.info.id, frame.id);
  if (!message) return sendError(conn, 'bad_frame');
  if (frame.action === 'block') {
    if (message.viewerId.startsWith('account:')) return sendError(conn, 'bad_frame');
    await setBlocked(ctx.db, room.info.id, message.viewerId, true, by);
    ctx.publish(room, {
      audience: 'admins',
      frame: { t: 'blocked', viewer_id: message.viewerId, blocked: true },
    });
    return;
  }
  if (frame.action === 'delete') {
    if (message.state === 'deleted') return;
    const row = await setMessageState(ctx.db, message.id, 'deleted', by);
    if (!row) return;
    if (message.state === 'visible')
      ctx.publish(room, { audience: 'all', frame: { t: 'chat-removed', id: row.id } });
    else
      ctx.publish(room, {
        audience: 'viewers',
        viewerId: row.viewerId,
        frame: { t: 'chat-removed', id: row.id },
      });
    ctx.publish(room, { audience: 'admins', frame: { t: 'moderation', m: toAdminMessage(row) } });
    return;
  }
  // approve: held or filtered → visible
  if (message.state !== 'held' && message.state !== 'filtered') return;
  const row = await setMessageState(ctx.db, message.id, 'visible', by);
  if (!row) return;
  ctx.publish(room, { audience: 'all', frame: { t: 'chat', m: toChatMessage(row) } });
  ctx.publish(room, { audience: 'admins', frame: { t: 'moderation', m: toAdminMessage(row) } });
  if (!row.viewerId.startsWith('account:'))
    await countComment(ctx, room.info.id, { viewerId: row.viewerId, id: `approved-${row.id}` });
}
