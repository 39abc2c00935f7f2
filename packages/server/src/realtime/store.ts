import { randomBytes } from 'node:crypto';
import { type Limitations, type PlayerProduct, StreamStatus, StreamType } from '@smuc/sdk';
import type { AdminChatMessage, ChatMessage, PlayerTimeline, PlayerTimelineEntry } from '@smuc/sdk/realtime';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { limitationsOf } from '../accounts/plans';
import { masqueradeOf } from '../auth/masquerade';
import { lookupToken } from '../auth/tokens';
import type { Db } from '../db/client';
import { chatBlocks, chatMessages, liveBroadcasts, liveTimeline } from '../db/schema';
import { visibleFeedItems } from '../products/feed-items';
import { findStreamWithPlan } from '../streams/reads';
import type { StreamRow } from '../streams/row';
import { settingsOf } from '../streams/serialize';

/** What the hub needs to know about a stream; reloaded every poll (see `hub.ts`). */
export interface StreamInfo {
  id: number;
  accountId: number;
  apikey: string;
  type: number;
  status: number;
  startDate: Date | null;
  endDate: Date | null;
  currency: string;
  /** `show_chat` and the plan's `chat` limit. */
  chatEnabled: boolean;
  /** The plan's `chatModeration` limit. */
  moderation: boolean;
  /** `reversed_chat_moderation` / `auto_chat_moderation`, only in force with `moderation`. */
  reversed: boolean;
  auto: boolean;
  /** `show_viewers`: the player shows how many watch, so the hub keeps them told (`viewers` frames). */
  showViewers: boolean;
}

function toInfo(stream: StreamRow, limits: Pick<Limitations, 'chat' | 'chatModeration'>): StreamInfo {
  const s = settingsOf(stream);
  return {
    id: stream.id,
    accountId: stream.accountId,
    apikey: stream.apikey,
    type: stream.type,
    status: stream.status,
    startDate: stream.startDate,
    endDate: stream.endDate,
    currency: s.currency,
    chatEnabled: s.show_chat && limits.chat,
    moderation: limits.chatModeration,
    reversed: limits.chatModeration && s.reversed_chat_moderation,
    auto: limits.chatModeration && s.auto_chat_moderation,
    showViewers: s.show_viewers,
  };
}

/** A player that is not deleted, by apikey or id; `null` when there is none. */
export async function loadStream(
  db: Db,
  by: { apikey: string } | { id: number },
): Promise<StreamInfo | null> {
  const row = await findStreamWithPlan(db, by);
  return row ? toInfo(row.stream, await limitationsOf(db, row)) : null;
}

/**
 * Whether viewers can chat (issue 8 "chat only once live"): a live player while its status is live;
 * a fake-live (playback) player between its start and end date while not closed (001 §4 "playback
 * mode is live when the type is live or playback and the status is not closed").
 */
export function isLiveNow(info: StreamInfo, now = Date.now()): boolean {
  if (info.type === StreamType.live) return info.status === StreamStatus.live;
  if (info.type === StreamType.playback) {
    if (info.status === StreamStatus.closed || !info.startDate) return false;
    return info.startDate.getTime() <= now && (!info.endDate || now < info.endDate.getTime());
  }
  return false;
}

/**
 * The account behind a hub admin's token and whether the session is a staff masquerade; `null` when
 * unknown, expired or idle past `SESSION_IDLE_DAYS`. The same lookup as every HTTP request
 * (`auth/tokens.ts` `lookupToken`, `auth/masquerade.ts` `masqueradeOf`), so the hub cannot let in a
 * session the dashboard has already ended.
 */
export async function lookupAdmin(
  db: Db,
  token: string,
): Promise<{ accountId: number; masquerade: boolean } | null> {
  const found = await lookupToken(db, token);
  if (found.state !== 'active') return null;
  return { accountId: found.account.id, masquerade: (await masqueradeOf(db, token)) !== null };
}

const money = (v: string | null) => (v === null ? null : Number(v));

/** The player's visible products as viewers get them (same shape and order as `toPlayerConfig`). */
export async function playerProducts(db: Db, streamId: number, currency: string): Promise<PlayerProduct[]> {
  const rows = await visibleFeedItems(db, streamId);
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    description: r.description,
    image: r.image,
    alternate_text: r.alternateText,
    link: r.link,
    link_open_in: r.linkOpenIn === '_self' ? '_self' : '_blank',
    price: money(r.price),
    sales_price: money(r.salesPrice),
    currency,
    cta: r.cta,
    card_click_tracking: r.cardClickTracking,
    link_click_tracking: r.linkClickTracking,
    payable: r.payable,
    pinned: r.pinned,
    ordno: r.ordno,
    pinned_from_in_sec: r.pinnedFromInSec,
    pinned_to_in_sec: r.pinnedToInSec,
    first_from_in_sec: r.firstFromInSec,
    first_to_in_sec: r.firstToInSec,
  }));
}

// ---- broadcasts and the timeline ---------------------------------------------------------------

export interface Broadcast {
  id: number;
  startedAt: Date;
}

/** The open broadcast of a stream, or `null`. */
export async function openBroadcastOf(db: Db, streamId: number): Promise<Broadcast | null> {
  const [row] = await db
    .select({ id: liveBroadcasts.id, startedAt: liveBroadcasts.startedAt })
    .from(liveBroadcasts)
    .where(and(eq(liveBroadcasts.streamId, streamId), isNull(liveBroadcasts.endedAt)))
    .orderBy(desc(liveBroadcasts.startedAt))
    .limit(1);
  return row ?? null;
}

/** Starts a broadcast at `startedAt` (video time 0). */
export async function startBroadcast(db: Db, streamId: number, startedAt: Date): Promise<Broadcast> {
  const [row] = await db
    .insert(liveBroadcasts)
    .values({ streamId, startedAt })
    .returning({ id: liveBroadcasts.id, startedAt: liveBroadcasts.startedAt });
  return row!;
}

/** Ends every open broadcast of a stream. */
export async function endBroadcasts(db: Db, streamId: number): Promise<void> {
  await db
    .update(liveBroadcasts)
    .set({ endedAt: new Date() })
    .where(and(eq(liveBroadcasts.streamId, streamId), isNull(liveBroadcasts.endedAt)));
}

/** Appends a pin or feed change at `videoTime` (s). */
export async function appendTimeline(
  db: Db,
  entry: { streamId: number; broadcastId: number; videoTime: number } & (
    | { kind: 'pin'; productId: number | null }
    | { kind: 'feed'; items: PlayerProduct[] }
  ),
): Promise<void> {
  await db.insert(liveTimeline).values({
    streamId: entry.streamId,
    broadcastId: entry.broadcastId,
    kind: entry.kind,
    videoTime: entry.videoTime,
    feedItemId: entry.kind === 'pin' ? entry.productId : null,
    items: entry.kind === 'feed' ? entry.items : null,
  });
}

/** The last pin and feed of a broadcast (to resume a room after a restart). */
export async function lastTimelineState(
  db: Db,
  broadcastId: number,
): Promise<{ pin: number | null | undefined; feed: PlayerProduct[] | undefined }> {
  const rows = await db
    .select()
    .from(liveTimeline)
    .where(eq(liveTimeline.broadcastId, broadcastId))
    .orderBy(desc(liveTimeline.id))
    .limit(200);
  const pinRow = rows.find((r) => r.kind === 'pin');
  const feedRow = rows.find((r) => r.kind === 'feed');
  return {
    pin: pinRow ? pinRow.feedItemId : undefined,
    feed: feedRow ? (feedRow.items as PlayerProduct[]) : undefined,
  };
}

/**
 * The replay timeline of a player (issue 8): the pins and feed changes of its latest broadcast that
 * has any, ordered by video time (s). Public data (what viewers saw live).
 */
export async function loadTimeline(db: Db, streamId: number): Promise<PlayerTimeline> {
  const [latest] = await db
    .select({ id: liveBroadcasts.id, startedAt: liveBroadcasts.startedAt })
    .from(liveBroadcasts)
    .where(
      and(
        eq(liveBroadcasts.streamId, streamId),
        sql`exists (select 1 from ${liveTimeline} where ${liveTimeline.broadcastId} = ${liveBroadcasts.id})`,
      ),
    )
    .orderBy(desc(liveBroadcasts.startedAt))
    .limit(1);
  if (!latest) return { broadcast_started_at: null, entries: [] };
  const rows = await db
    .select()
    .from(liveTimeline)
    .where(eq(liveTimeline.broadcastId, latest.id))
    .orderBy(asc(liveTimeline.videoTime), asc(liveTimeline.id));
  const entries: PlayerTimelineEntry[] = rows.map((r) =>
    r.kind === 'pin'
      ? { at: r.videoTime, type: 'pin', product_id: r.feedItemId }
      : { at: r.videoTime, type: 'feed', items: (r.items ?? []) as PlayerProduct[] },
  );
  return { broadcast_started_at: latest.startedAt.toISOString(), entries };
}

// ---- chat ---------------------------------------------------------------------------------------

type ChatRow = typeof chatMessages.$inferSelect;

export const newMessageId = () => randomBytes(9).toString('base64url');

export function toChatMessage(r: ChatRow): ChatMessage {
  const m: ChatMessage = {
    id: r.id,
    name: r.name,
    text: r.text,
    ts: r.createdAt.getTime(),
    to: r.destination,
  };
  if (r.feedItemId !== null) m.product_id = r.feedItemId;
  return m;
}

export function toAdminMessage(r: ChatRow): AdminChatMessage {
  return { ...toChatMessage(r), viewer_id: r.viewerId, state: r.state };
}

export async function insertMessage(db: Db, values: typeof chatMessages.$inferInsert): Promise<ChatRow> {
  const [row] = await db.insert(chatMessages).values(values).returning();
  return row!;
}

/** A message of the stream, or `null`. */
export async function findMessage(db: Db, streamId: number, id: string): Promise<ChatRow | null> {
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.streamId, streamId), eq(chatMessages.id, id)))
    .limit(1);
  return row ?? null;
}

export async function setMessageState(
  db: Db,
  id: string,
  state: ChatRow['state'],
  moderatedBy: number,
): Promise<ChatRow | null> {
  const [row] = await db
    .update(chatMessages)
    .set({ state, moderatedAt: new Date(), moderatedBy })
    .where(eq(chatMessages.id, id))
    .returning();
  return row ?? null;
}

/**
 * The latest messages of a stream in the given states, oldest first; only those of `broadcastId`
 * when given (a new broadcast starts with an empty chat).
 */
export async function recentMessages(
  db: Db,
  streamId: number,
  states: ChatRow['state'][],
  limit: number,
  broadcastId?: number,
): Promise<ChatRow[]> {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.streamId, streamId),
        inArray(chatMessages.state, states),
        broadcastId === undefined ? undefined : eq(chatMessages.broadcastId, broadcastId),
      ),
    )
    .orderBy(desc(chatMessages.createdAt))
    .limit(limit);
  return rows.reverse();
}

export async function blockedViewers(db: Db, streamId: number): Promise<string[]> {
  const rows = await db
    .select({ viewerId: chatBlocks.viewerId })
    .from(chatBlocks)
    .where(eq(chatBlocks.streamId, streamId));
  return rows.map((r) => r.viewerId);
}

export async function setBlocked(
  db: Db,
  streamId: number,
  viewerId: string,
  blocked: boolean,
  by: number,
): Promise<void> {
  if (blocked)
    await db.insert(chatBlocks).values({ streamId, viewerId, blockedBy: by }).onConflictDoNothing();
  else
    await db
      .delete(chatBlocks)
      .where(and(eq(chatBlocks.streamId, streamId), eq(chatBlocks.viewerId, viewerId)));
}
