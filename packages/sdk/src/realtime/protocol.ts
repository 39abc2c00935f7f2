/**
 * Wire protocol of the realtime hub (issue 8 "Realtime feed and chat"; spec 001 §2 Studio, §4 Studio,
 * §8 "realtime product feed client (websocket with apikey and admin flag; receives a feed-info event
 * and sends its own with the product list)").
 *
 * Transport: one WebSocket to `PlayerConfig.endpoints.realtime`
 * (`ws(s)://<host>/smucrestapi/v2/realtime`). Every frame is one small JSON object with a `t`
 * (type) field. Text only; frames above {@link MAX_FRAME_BYTES} close the socket (code 1009).
 *
 * Handshake: the client's first frame must be `hello` within {@link HELLO_TIMEOUT_MS}; the server
 * answers `welcome` (or `error` followed by a close with one of {@link CLOSE_CODES}).
 *
 * Admins authenticate with the dashboard session: the `smuc_session` cookie the browser sends on
 * the upgrade request, or `token` in `hello` (the bearer token). The admin must own the stream;
 * masqueraded (staff) sessions join read-only (`welcome.read_only`: they see everything, their
 * admin frames answer `error{code:'read_only'}`).
 *
 * Times: `ts` is epoch milliseconds; `video_time` is seconds since the broadcast started (video
 * time), the timeline replays and fake live use to show pins and feed changes at the same second.
 *
 * No zod here: this module ships inside the 25 kB player bundle. The server validates frames by hand
 * (`packages/server/src/realtime/frames.ts`).
 */
import type { PlayerProduct } from '../schemas/player-config';

/** Hub roles. Viewers watch and chat; admins (stream owner) also send feed/pins and moderate. */
export type RealtimeRole = 'viewer' | 'admin';

/** Chat destinations inside the product (Facebook/YouTube arrive with restreaming). */
export type ChatDestination = 'everywhere' | 'product';

/** One chat message as everyone sees it. `text` is plain text: never render it as HTML. */
export type ChatMessage = {
  id: string;
  name: string;
  text: string;
  /** Epoch milliseconds when the server accepted it. */
  ts: number;
  to: ChatDestination;
  /** The feed item the message is about (product chat). */
  product_id?: number;
};

/** A chat message as admins see it: who sent it and its moderation state. */
export type AdminChatMessage = ChatMessage & {
  viewer_id: string;
  /** `held` = waiting for approval (reversed moderation); `visible`; `deleted`; `filtered` (auto moderation). */
  state: 'held' | 'visible' | 'deleted' | 'filtered';
};

/** Limits the server enforces and the player shows (also in `welcome`). */
export const CHAT_LIMITS = {
  /** Longest message, in characters (UTF-16 code units after trimming). */
  maxLength: 500,
  /** Longest display name, in characters. */
  maxNameLength: 40,
  /** Messages allowed per viewer within `windowMs`. */
  burst: 5,
  windowMs: 10_000,
  /** Minimum gap between two messages of one viewer, in ms. */
  minGapMs: 700,
} as const;

export const MAX_FRAME_BYTES = 256 * 1024;
export const HELLO_TIMEOUT_MS = 5_000;

/** Close codes the server uses; the client does not reconnect after 4001/4003/4004. */
export const CLOSE_CODES = {
  badHello: 4000,
  unauthorized: 4001,
  forbidden: 4003,
  notFound: 4004,
} as const;

/** Error codes of `error` frames. */
export type RealtimeErrorCode =
  | 'bad_frame'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'read_only'
  | 'no_name'
  | 'not_live'
  | 'chat_disabled'
  | 'blocked'
  | 'rate_limited'
  | 'too_long'
  | 'empty'
  | 'moderation_unavailable'
  /** Client-side: the socket is not connected (nothing was sent). */
  | 'disconnected';

// ---- client → server --------------------------------------------------------------------------

export type HelloFrame = {
  t: 'hello';
  apikey: string;
  role: RealtimeRole;
  /** Bearer token (admins, when no session cookie reaches the server). */
  token?: string;
  /** Display name for chat, when already known. */
  name?: string;
  /** Stable anonymous viewer id (the player keeps it in localStorage) so blocks survive reconnects. */
  viewer_id?: string;
};
export type NameFrame = { t: 'name'; name: string };
export type ChatFrame = { t: 'chat'; text: string; to: ChatDestination; product_id?: number };
/** Admin: the full product feed (replaces it for everybody). */
export type FeedInfoFrame = { t: 'feed-info'; items: PlayerProduct[] };
/** Admin: pin one product (`null` unpins). */
export type PinFrame = { t: 'pin'; product_id: number | null };
/** Admin moderation: delete / approve a message, block / unblock the viewer who wrote it. */
export type ModerateFrame = {
  t: 'moderate';
  action: 'delete' | 'approve' | 'block' | 'unblock';
  /** Message id (delete, approve, block) or viewer id (unblock). */
  id: string;
};
export type PingFrame = { t: 'ping' };

export type ClientFrame =
  | HelloFrame
  | NameFrame
  | ChatFrame
  | FeedInfoFrame
  | PinFrame
  | ModerateFrame
  | PingFrame;

// ---- server → client --------------------------------------------------------------------------

export type WelcomeFrame = {
  t: 'welcome';
  role: RealtimeRole;
  read_only: boolean;
  viewer_id: string;
  /** The accepted display name, `null` until the viewer gave one. */
  name: string | null;
  /** Stream status code (000 §3: 0 waiting, 1 live, 2 paused, 3 closed). */
  status: number;
  /** Whether chat is on for this stream (stream setting and plan `chat` limit). */
  chat_enabled: boolean;
  /** Recent visible messages, oldest first. */
  chat: ChatMessage[];
  limits: { max_length: number; max_name_length: number };
  /** Admins only: the moderation view. */
  admin?: {
    /** Whether the plan's `chatModeration` limit allows moderating (delete, block, approve). */
    moderation: boolean;
    /** The stream's `reversed_chat_moderation` / `auto_chat_moderation` as in force (need `moderation`). */
    reversed: boolean;
    auto: boolean;
    /** Recent messages in every state (held, filtered, deleted too), oldest first. */
    messages: AdminChatMessage[];
    /** Blocked viewer ids. */
    blocked: string[];
  };
};
/** The product feed. Sent after `welcome` when a live feed exists (an admin sent one). */
export type FeedInfoServerFrame = { t: 'feed-info'; items: PlayerProduct[]; video_time: number | null };
export type PinServerFrame = { t: 'pin'; product_id: number | null; video_time: number | null };
export type ChatServerFrame = { t: 'chat'; m: ChatMessage };
export type ChatRemovedFrame = { t: 'chat-removed'; id: string };
export type StatusFrame = { t: 'status'; status: number };
/** To the sender only: the message waits for an admin (reversed moderation). */
export type HeldFrame = { t: 'held'; id: string };
/** To the sender only: the accepted name. */
export type NameAckFrame = { t: 'name'; name: string };
/** Admins only: a message that needs a decision or changed state. */
export type ModerationFrame = { t: 'moderation'; m: AdminChatMessage };
export type ErrorFrame = {
  t: 'error';
  code: RealtimeErrorCode;
  message: string;
  /** For `rate_limited`: ms until the next message is accepted. */
  retry_after_ms?: number;
};
export type PongFrame = { t: 'pong' };
/** Admins only: a viewer was blocked or unblocked. */
export type BlockedFrame = { t: 'blocked'; viewer_id: string; blocked: boolean };
/**
 * Viewers watching now (the count `PlayerConfig.viewer_count` starts from: distinct visitors with a
 * heartbeat in the current or the previous minute), to everyone in the room when it changes, and
 * after `welcome` once the room has counted. Only for streams whose `show_viewers` is on.
 */
export type ViewersFrame = { t: 'viewers'; count: number };

export type ServerFrame =
  | WelcomeFrame
  | FeedInfoServerFrame
  | PinServerFrame
  | ChatServerFrame
  | ChatRemovedFrame
  | StatusFrame
  | HeldFrame
  | NameAckFrame
  | ModerationFrame
  | ErrorFrame
  | PongFrame
  | BlockedFrame
  | ViewersFrame;

// ---- replay timeline ----------------------------------------------------------------------------

/**
 * What happened during a broadcast at which second of video time, for replays (VOD of the
 * broadcast) and fake live: `GET /smucrestapi/v2/player/{apikey}/timeline` answers it
 * (`{success:true,data:PlayerTimeline}`). Entries are ordered by `at`; a player applies every entry
 * with `at <= currentTime` (the last `pin` wins; the last `feed` replaces the product list).
 */
export type PlayerTimelineEntry =
  | { at: number; type: 'pin'; product_id: number | null }
  | { at: number; type: 'feed'; items: PlayerProduct[] };
export type PlayerTimeline = {
  /** ISO-8601 start of the broadcast the entries belong to, `null` when there is none. */
  broadcast_started_at: string | null;
  entries: PlayerTimelineEntry[];
};

/** The pin in force at `videoTime` (s) according to a timeline, `undefined` when none was set yet. */
export function pinAt(timeline: PlayerTimeline, videoTime: number): number | null | undefined {
  let pin: number | null | undefined;
  for (const e of timeline.entries) {
    if (e.at > videoTime) break;
    if (e.type === 'pin') pin = e.product_id;
  }
  return pin;
}

/** The product list in force at `videoTime` (s), `undefined` when no feed change happened yet. */
export function feedAt(timeline: PlayerTimeline, videoTime: number): PlayerProduct[] | undefined {
  let feed: PlayerProduct[] | undefined;
  for (const e of timeline.entries) {
    if (e.at > videoTime) break;
    if (e.type === 'feed') feed = e.items;
  }
  return feed;
}
