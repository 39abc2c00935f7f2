import { randomBytes, randomUUID } from 'node:crypto';
import type { PlayerProduct } from '@smuc/sdk';
import {
  CHAT_LIMITS,
  type ChatFrame,
  CLOSE_CODES,
  type ClientFrame,
  HELLO_TIMEOUT_MS,
  type HelloFrame,
  type ModerateFrame,
  type RealtimeErrorCode,
  type RealtimeRole,
  type ServerFrame,
  type WelcomeFrame,
} from '@smuc/sdk/realtime';
import { noDrops } from '../analytics/classify';
import { viewersNow } from '../analytics/viewers-now';
import { type IngestWriter, ingestWriterOf } from '../analytics/writer';
import type { Db } from '../db/client';
import { type OpsLog, silentLog } from '../ops/log';
import { type BusEvent, MemoryBus, type RealtimeBus } from './bus';
import { autoModerate, blockedWords } from './filter';
import { cleanName, cleanText, parseClientFrame } from './frames';
import {
  appendTimeline,
  type Broadcast,
  blockedViewers,
  endBroadcasts,
  findMessage,
  insertMessage,
  isLiveNow,
  loadStream,
  lookupAdmin,
  newMessageId,
  openBroadcastOf,
  playerProducts,
  recentMessages,
  type StreamInfo,
  setBlocked,
  setMessageState,
  startBroadcast,
  toAdminMessage,
  toChatMessage,
} from './store';

/** The socket surface the hub uses (a `ws` WebSocket). */
export interface HubSocket {
  readonly readyState: number;
  readonly bufferedAmount: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  on(event: 'message', listener: (data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean) => void): unknown;
  on(event: 'close', listener: () => void): unknown;
}

/** Error texts of `error` frames (the player shows its own translated texts by `code`). */
export const ERROR_TEXTS: Record<RealtimeErrorCode, string> = {
  bad_frame: 'The message could not be understood.',
  unauthorized: 'Please sign in to moderate this stream.',
  forbidden: 'You are not allowed to moderate this stream.',
  not_found: 'The requested stream was not found.',
  read_only: 'Read-only session: moderation and product changes are disabled.',
  no_name: 'Please enter your name before chatting.',
  not_live: 'Chat only works once the stream is live.',
  chat_disabled: 'Chat is turned off for this stream.',
  blocked: 'You have been blocked from this chat.',
  rate_limited: 'You are sending messages too fast. Please wait a moment.',
  too_long: `Messages can be at most ${CHAT_LIMITS.maxLength} characters long.`,
  empty: 'The message is empty.',
  moderation_unavailable: 'Chat moderation is not included in your plan.',
  disconnected: 'Not connected.',
};

/** Keeps a slow consumer from growing the server's memory: sockets this far behind are closed. */
const MAX_BUFFERED_BYTES = 2 * 1024 * 1024;
/** Frames per connection: a burst and a refill per second (beyond: close 1008). */
const FRAME_BURST = 40;
const FRAMES_PER_SECOND = 20;
/** Chat messages one network address may send per window, as a multiple of the per-viewer burst. */
const IP_BURST_FACTOR = 4;

interface Connection {
  id: string;
  /** The client's network address (behind the proxy: `X-Forwarded-For`, Fastify `trustProxy`). */
  ip: string;
  socket: HubSocket;
  role: RealtimeRole;
  readOnly: boolean;
  accountId: number | null;
  viewerId: string;
  name: string | null;
  room: Room | null;
  /** Whether this admin connection already sent a feed (the first empty one is ignored). */
  sentFeed: boolean;
  tokens: number;
  lastRefill: number;
  queue: Promise<void>;
}

interface Room {
  apikey: string;
  info: StreamInfo;
  conns: Set<Connection>;
  feed: PlayerProduct[];
  pin: number | null;
  blocked: Set<string>;
  broadcast: Broadcast | null;
  /** Accepted message times per viewer id (ms), for the rate limit. */
  sent: Map<string, number[]>;
  timer: ReturnType<typeof setInterval>;
  /** Viewers watching now as last counted (`null`: not counted yet, or the count is not shown). */
  viewers: number | null;
  /** When the viewers were last counted (ms). */
  viewersAt: number;
  /** The poll running now (or done): the next waits for it. */
  polling: Promise<void>;
  unsubscribe: () => void;
  disposed: boolean;
}

export interface HubOptions {
  /** Frame distribution between processes (default: in-memory). */
  bus?: RealtimeBus;
  /** How often a room re-reads its stream (status, settings, plan), ms (default 2000). */
  pollMs?: number;
  /** Blocked words for automatic moderation (default `blockedWords()`). */
  words?: readonly string[];
  /** How often a room showing its viewer count counts them again, ms (default 5000). */
  viewersMs?: number;
  /** Chat rate limit (default {@link CHAT_LIMITS}). */
  limits?: { burst: number; windowMs: number; minGapMs: number };
  /** Where failed frames and polls are reported (the app's pino logger; default: dropped). */
  log?: OpsLog;
}

/**
 * The realtime hub (issue 8 "Realtime feed and chat"; spec 001 §2/§4 Studio): one room per stream
 * apikey. Viewers get the product feed and pins live and chat; admins (the stream's owner; staff
 * masquerades read-only) also publish feed changes and pins and moderate. Chat rules: a name before
 * chatting, only while live (`isLiveNow`), chat enabled (`show_chat` and plan `chat`), per-viewer
 * rate limit, length cap, blocks; reversed moderation holds messages for approval and automatic
 * moderation holds messages with links or blocked words, both only with the plan's `chatModeration`.
 * Accepted visible viewer messages are counted as `comment` analytics events.
 * Pins and feed changes during a broadcast go to `live_timeline` at their video time.
 */
export class RealtimeHub {
  private readonly rooms = new Map<string, Promise<Room>>();
  private readonly bus: RealtimeBus;
  private readonly pollMs: number;
  private readonly viewersMs: number;
  private readonly words: readonly string[];
  private readonly limits: { burst: number; windowMs: number; minGapMs: number };
  private readonly writer: IngestWriter;
  /** Where the hub reports failures (REST notifications of {@link feedChanged} too). */
  readonly log: OpsLog;
  private closed = false;

  constructor(
    private readonly db: Db,
    options: HubOptions = {},
  ) {
    this.bus = options.bus ?? new MemoryBus();
    this.pollMs = options.pollMs ?? 2000;
    this.viewersMs = options.viewersMs ?? 5000;
    this.words = options.words ?? blockedWords();
    this.limits = options.limits ?? CHAT_LIMITS;
    this.writer = ingestWriterOf(db);
    this.log = options.log ?? silentLog;
  }

  /**
   * Serves one WebSocket. `cookieToken` is the session token of the upgrade request (cookie or
   * bearer header), used for admins whose `hello` carries no token; `ip` the client's address.
   */
  accept(socket: HubSocket, cookieToken: string | undefined, ip = ''): void {
    const conn: Connection = {
      id: randomUUID(),
      ip,
      socket,
      role: 'viewer',
      readOnly: false,
      accountId: null,
      viewerId: '',
      name: null,
      room: null,
      sentFeed: false,
      tokens: FRAME_BURST,
      lastRefill: Date.now(),
      queue: Promise.resolve(),
    };
    let helloSeen = false;
    const helloTimer = setTimeout(() => {
      if (!helloSeen) this.refuse(conn, 'bad_frame', CLOSE_CODES.badHello);
    }, HELLO_TIMEOUT_MS);
    socket.on('message', (data, isBinary) => {
      if (isBinary || !this.allowFrame(conn)) {
        socket.close(1008, 'too many or binary frames');
        return;
      }
      const frame = parseClientFrame(String(data));
      if (!frame) {
        this.send(conn, { t: 'error', code: 'bad_frame', message: ERROR_TEXTS.bad_frame });
        return;
      }
      if (frame.t === 'ping') {
        this.send(conn, { t: 'pong' });
        return;
      }
      if (!helloSeen) {
        if (frame.t !== 'hello') {
          this.refuse(conn, 'bad_frame', CLOSE_CODES.badHello);
          return;
        }
        helloSeen = true;
        clearTimeout(helloTimer);
      } else if (frame.t === 'hello') {
        this.send(conn, { t: 'error', code: 'bad_frame', message: ERROR_TEXTS.bad_frame });
        return;
      }
      // Frames of one connection are handled in order, each after the previous finished.
      conn.queue = conn.queue.then(() =>
        this.handle(conn, frame, cookieToken).catch((error: unknown) => {
          this.log.warn({ err: error, frame: frame.t }, 'realtime: frame failed');
          this.send(conn, { t: 'error', code: 'bad_frame', message: ERROR_TEXTS.bad_frame });
        }),
      );
    });
    socket.on('close', () => {
      clearTimeout(helloTimer);
      this.leave(conn);
    });
  }

  /**
   * A player's status or settings changed (`PUT /stream/{id}`, `POST /stream/{id}/start|stop`):
   * every replica's room of the stream re-reads it now instead of at its next poll (≤ 2 s), so
   * viewers get the status frame and the broadcast opens or ends. Goes through the bus whether or
   * not this process has a room of the stream.
   */
  async streamChanged(streamId: number): Promise<void> {
    const info = await loadStream(this.db, { id: streamId });
    if (!info) return;
    // This process's room first, awaited (the caller's next step sees the new state), then the others.
    const pending = this.rooms.get(info.apikey);
    const room = pending ? await pending.catch(() => null) : null;
    if (room && !room.disposed) await this.poll(room);
    this.bus.publish(info.apikey, { audience: 'all', frame: { t: 'status', status: info.status } });
  }

  /**
   * The editor or product manager changed the player's products through the REST routes: viewers
   * on every replica get the new feed (and pin) within the bus's latency, whether or not this
   * process has a room of the stream; during a broadcast it is kept on the timeline even when
   * nobody is connected.
   */
  async feedChanged(streamId: number): Promise<void> {
    const info = await loadStream(this.db, { id: streamId });
    if (!info) return;
    const items = await playerProducts(this.db, streamId, info.currency);
    const pending = this.rooms.get(info.apikey);
    const room = pending ? await pending.catch(() => null) : null;
    if (room && !room.disposed) {
      await this.applyFeed(room, items, undefined);
      return;
    }
    // No room here: the frames go to the bus as they are (the rooms elsewhere apply them), and the
    // broadcast, if one is open, keeps the feed on its timeline.
    const broadcast = isLiveNow(info) ? await openBroadcastOf(this.db, streamId) : null;
    const vt = broadcast ? videoTime(broadcast) : null;
    this.bus.publish(info.apikey, { audience: 'all', frame: { t: 'feed-info', items, video_time: vt } });
    this.bus.publish(info.apikey, {
      audience: 'all',
      frame: { t: 'pin', product_id: items.find((p) => p.pinned)?.id ?? null, video_time: vt },
    });
    if (broadcast && vt !== null)
      await appendTimeline(this.db, {
        streamId,
        broadcastId: broadcast.id,
        videoTime: vt,
        kind: 'feed',
        items,
      });
  }

  /** Closes every socket and room. */
  async close(): Promise<void> {
    this.closed = true;
    for (const pending of [...this.rooms.values()]) {
      const room = await pending.catch(() => null);
      if (!room) continue;
      for (const conn of [...room.conns]) conn.socket.close(1001, 'server closing');
      this.dispose(room);
    }
    this.rooms.clear();
    await this.bus.close();
  }

  // ---- connection handling --------------------------------------------------------------------

  private allowFrame(conn: Connection): boolean {
    const now = Date.now();
    conn.tokens = Math.min(FRAME_BURST, conn.tokens + ((now - conn.lastRefill) / 1000) * FRAMES_PER_SECOND);
    conn.lastRefill = now;
    if (conn.tokens < 1) return false;
    conn.tokens -= 1;
    return true;
  }

  private send(conn: Connection, frame: ServerFrame): void {
    const socket = conn.socket;
    if (socket.readyState !== 1) return;
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      socket.close(1013, 'too slow');
      return;
    }
    socket.send(JSON.stringify(frame));
  }

  private error(conn: Connection, code: RealtimeErrorCode, extra: { retry_after_ms?: number } = {}): void {
    this.send(conn, { t: 'error', code, message: ERROR_TEXTS[code], ...extra });
  }

  private refuse(conn: Connection, code: RealtimeErrorCode, closeCode: number): void {
    this.error(conn, code);
    conn.socket.close(closeCode, code);
  }

  private async handle(conn: Connection, frame: ClientFrame, cookieToken: string | undefined): Promise<void> {
    if (frame.t === 'hello') return this.hello(conn, frame, cookieToken);
    if (!conn.room) return;
    switch (frame.t) {
      case 'name':
        return this.setName(conn, frame.name);
      case 'chat':
        return this.chat(conn, frame);
      case 'feed-info':
        return this.adminFeed(conn, frame.items);
      case 'pin':
        return this.adminPin(conn, frame.product_id);
      case 'moderate':
        return this.moderate(conn, frame);
      default:
        return;
    }
  }

  private async hello(conn: Connection, frame: HelloFrame, cookieToken: string | undefined): Promise<void> {
    const info = await loadStream(this.db, { apikey: frame.apikey });
    if (!info) return this.refuse(conn, 'not_found', CLOSE_CODES.notFound);
    conn.role = frame.role;
    conn.viewerId = frame.viewer_id ?? randomBytes(12).toString('base64url');
    if (frame.role === 'admin') {
      const token = frame.token ?? cookieToken;
      const admin = token ? await lookupAdmin(this.db, token) : null;
      if (!admin) return this.refuse(conn, 'unauthorized', CLOSE_CODES.unauthorized);
      if (admin.accountId !== info.accountId) return this.refuse(conn, 'forbidden', CLOSE_CODES.forbidden);
      conn.accountId = admin.accountId;
      conn.readOnly = admin.masquerade;
      conn.viewerId = `account:${admin.accountId}`;
    }
    if (frame.name) {
      const name = cleanName(frame.name);
      if (name && name.length <= CHAT_LIMITS.maxNameLength) conn.name = name;
    }
    if (conn.socket.readyState !== 1 || this.closed) return;
    let room = await this.room(info);
    while (room.disposed) room = await this.room(info);
    if (conn.socket.readyState !== 1) return;
    room.conns.add(conn);
    conn.room = room;
    if (conn.role === 'admin') await this.syncBroadcast(room);
    const current = room.broadcast?.id;
    const chat = (await recentMessages(this.db, info.id, ['visible'], 50, current)).map(toChatMessage);
    const welcome: WelcomeFrame = {
      t: 'welcome',
      role: conn.role,
      read_only: conn.readOnly,
      viewer_id: conn.viewerId,
      name: conn.name,
      status: room.info.status,
      chat_enabled: room.info.chatEnabled,
      chat,
      limits: { max_length: CHAT_LIMITS.maxLength, max_name_length: CHAT_LIMITS.maxNameLength },
    };
    if (conn.role === 'admin') {
      welcome.admin = {
        moderation: room.info.moderation,
        reversed: room.info.reversed,
        auto: room.info.auto,
        messages: (
          await recentMessages(this.db, info.id, ['visible', 'held', 'filtered', 'deleted'], 200, current)
        ).map(toAdminMessage),
        blocked: [...room.blocked],
      };
    }
    this.send(conn, welcome);
    const vt = room.broadcast ? videoTime(room.broadcast) : null;
    this.send(conn, { t: 'feed-info', items: room.feed, video_time: vt });
    this.send(conn, { t: 'pin', product_id: room.pin, video_time: vt });
    if (room.viewers !== null) this.send(conn, { t: 'viewers', count: room.viewers });
  }

  private leave(conn: Connection): void {
    const room = conn.room;
    if (!room) return;
    room.conns.delete(conn);
    conn.room = null;
    if (room.conns.size === 0) this.dispose(room);
  }

  private setName(conn: Connection, raw: string): void {
    const name = cleanName(raw);
    if (!name || name.length > CHAT_LIMITS.maxNameLength) {
      this.error(conn, 'no_name');
      return;
    }
    conn.name = name;
    this.send(conn, { t: 'name', name });
  }

  // ---- rooms ----------------------------------------------------------------------------------

  private room(info: StreamInfo): Promise<Room> {
    const existing = this.rooms.get(info.apikey);
    if (existing) return existing;
    const created = this.createRoom(info);
    this.rooms.set(info.apikey, created);
    created.catch(() => this.rooms.delete(info.apikey));
    return created;
  }

  private async createRoom(info: StreamInfo): Promise<Room> {
    const [blocked, dbFeed] = await Promise.all([
      blockedViewers(this.db, info.id),
      playerProducts(this.db, info.id, info.currency),
    ]);
    const room: Room = {
      apikey: info.apikey,
      info,
      conns: new Set(),
      feed: dbFeed,
      pin: dbFeed.find((p) => p.pinned)?.id ?? null,
      blocked: new Set(blocked),
      broadcast: null,
      sent: new Map(),
      viewers: null,
      viewersAt: 0,
      timer: setInterval(() => {
        void this.poll(room).catch((error: unknown) =>
          this.log.warn({ err: error }, 'realtime: poll failed'),
        );
      }, this.pollMs),
      polling: Promise.resolve(),
      unsubscribe: () => {},
      disposed: false,
    };
    room.timer.unref?.();
    room.unsubscribe = this.bus.subscribe(info.apikey, (event) => this.deliver(room, event));
    await this.syncBroadcast(room);
    await this.countViewers(room, Date.now());
    return room;
  }

  private dispose(room: Room): void {
    if (room.disposed) return;
    room.disposed = true;
    clearInterval(room.timer);
    room.unsubscribe();
    this.rooms.delete(room.apikey);
  }

  /**
   * Re-reads the stream: status frames on change, broadcasts opened/closed, settings refreshed. One
   * poll of a room at a time (timer, bus and REST may ask together; two would both open a broadcast).
   */
  private poll(room: Room): Promise<void> {
    const next = room.polling.then(() => this.pollNow(room));
    room.polling = next.catch(() => {});
    return next;
  }

  private async pollNow(room: Room): Promise<void> {
    const info = await loadStream(this.db, { id: room.info.id });
    if (room.disposed) return;
    if (!info) {
      for (const conn of [...room.conns]) this.refuse(conn, 'not_found', CLOSE_CODES.notFound);
      this.dispose(room);
      return;
    }
    const before = room.info;
    room.info = info;
    const now = Date.now();
    for (const [viewer, times] of room.sent)
      if ((times.at(-1) ?? 0) < now - this.limits.windowMs) room.sent.delete(viewer);
    if (before.status !== info.status)
      for (const conn of room.conns) this.send(conn, { t: 'status', status: info.status });
    await this.syncBroadcast(room);
    if (now - room.viewersAt >= this.viewersMs) await this.countViewers(room, now);
  }

  /**
   * Counts the room's viewers watching now (the player document's `viewer_count`, from heartbeats,
   * so every replica counts the same) and tells the room when the number changed: a page open
   * before others came would otherwise show its load-time count for as long as it stays open.
   */
  private async countViewers(room: Room, now: number): Promise<void> {
    room.viewersAt = now;
    if (!room.info.showViewers) {
      room.viewers = null;
      return;
    }
    const count = await viewersNow(this.db, room.info.id);
    if (room.disposed || count === room.viewers) return;
    room.viewers = count;
    for (const conn of room.conns) this.send(conn, { t: 'viewers', count });
  }

  /** Opens the broadcast (video time 0) when the stream is live, ends it when it no longer is. */
  private async syncBroadcast(room: Room): Promise<void> {
    const live = isLiveNow(room.info);
    if (live && !room.broadcast) {
      room.broadcast = await openBroadcastOf(this.db, room.info.id);
      if (!room.broadcast) {
        const start = room.info.type !== 0 && room.info.startDate ? room.info.startDate : new Date();
        room.broadcast = await startBroadcast(this.db, room.info.id, start);
      }
    } else if (!live && room.broadcast) {
      room.broadcast = null;
      await endBroadcasts(this.db, room.info.id);
    }
  }

  /**
   * Applies a bus event to the room state and fans it out to this process's sockets. A `status`
   * event (a replica's {@link streamChanged}) makes the room re-read its stream now: the poll sends
   * the status frame when it changed here.
   */
  private deliver(room: Room, event: BusEvent): void {
    const f = event.frame;
    if (f.t === 'status') {
      void this.poll(room).catch((error: unknown) => this.log.warn({ err: error }, 'realtime: poll failed'));
      return;
    }
    if (f.t === 'feed-info') room.feed = f.items;
    else if (f.t === 'pin') {
      room.pin = f.product_id;
      room.feed = room.feed.map((p) => ({ ...p, pinned: p.id === f.product_id }));
    } else if (f.t === 'blocked') {
      if (f.blocked) room.blocked.add(f.viewer_id);
      else room.blocked.delete(f.viewer_id);
    }
    for (const conn of room.conns) {
      if (conn.id === event.except) continue;
      if (event.audience === 'admins' && conn.role !== 'admin') continue;
      if (event.audience === 'viewers' && conn.role !== 'viewer') continue;
      if (event.viewerId !== undefined && conn.viewerId !== event.viewerId) continue;
      this.send(conn, f);
    }
  }

  private publish(room: Room, event: BusEvent): void {
    this.bus.publish(room.apikey, event);
  }

  // ---- feed and pins --------------------------------------------------------------------------

  private adminOnly(conn: Connection): boolean {
    if (conn.role !== 'admin') {
      this.error(conn, 'forbidden');
      return false;
    }
    if (conn.readOnly) {
      this.error(conn, 'read_only');
      return false;
    }
    return true;
  }

  private async adminFeed(conn: Connection, items: PlayerProduct[]): Promise<void> {
    const room = conn.room;
    if (!room || !this.adminOnly(conn)) return;
    const first = !conn.sentFeed;
    conn.sentFeed = true;
    // Spec 001 §4: the first empty feed message is ignored (a studio that has not loaded its products yet).
    if (first && items.length === 0 && room.feed.length > 0) return;
    await this.applyFeed(room, items, conn.id);
  }

  private async applyFeed(room: Room, items: PlayerProduct[], except: string | undefined): Promise<void> {
    const pinned = items.find((p) => p.pinned)?.id ?? null;
    if (JSON.stringify(items) !== JSON.stringify(room.feed)) {
      const vt = room.broadcast ? videoTime(room.broadcast) : null;
      this.publish(room, { audience: 'all', except, frame: { t: 'feed-info', items, video_time: vt } });
      if (room.broadcast && vt !== null)
        await appendTimeline(this.db, {
          streamId: room.info.id,
          broadcastId: room.broadcast.id,
          videoTime: vt,
          kind: 'feed',
          items,
        });
    }
    if (pinned !== room.pin) await this.applyPin(room, pinned);
  }

  private async adminPin(conn: Connection, productId: number | null): Promise<void> {
    const room = conn.room;
    if (!room || !this.adminOnly(conn)) return;
    if (productId !== null && !room.feed.some((p) => p.id === productId))
      return this.error(conn, 'bad_frame');
    await this.applyPin(room, productId);
  }

  private async applyPin(room: Room, productId: number | null): Promise<void> {
    const vt = room.broadcast ? videoTime(room.broadcast) : null;
    this.publish(room, { audience: 'all', frame: { t: 'pin', product_id: productId, video_time: vt } });
    if (room.broadcast && vt !== null)
      await appendTimeline(this.db, {
        streamId: room.info.id,
        broadcastId: room.broadcast.id,
        videoTime: vt,
        kind: 'pin',
        productId,
      });
  }

  // ---- chat -----------------------------------------------------------------------------------

  /**
   * Answers the ms to wait when the sender is over a limit, else 0 (and records the message).
   * Per viewer id: `burst` per `windowMs` and `minGapMs` apart. Per network address (viewer ids are
   * the client's, a script could rotate them): {@link IP_BURST_FACTOR} × `burst` per `windowMs`.
   */
  private rateLimit(room: Room, conn: Connection, now: number): number {
    const { burst, windowMs, minGapMs } = this.limits;
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

  private async chat(conn: Connection, frame: ChatFrame): Promise<void> {
    const room = conn.room;
    if (!room) return;
    const info = room.info;
    if (conn.readOnly) return this.error(conn, 'read_only');
    if (!conn.name) return this.error(conn, 'no_name');
    if (conn.role === 'viewer' && room.blocked.has(conn.viewerId)) return this.error(conn, 'blocked');
    if (!info.chatEnabled) return this.error(conn, 'chat_disabled');
    if (!isLiveNow(info)) return this.error(conn, 'not_live');
    const text = cleanText(frame.text);
    if (!text) return this.error(conn, 'empty');
    if (text.length > CHAT_LIMITS.maxLength) return this.error(conn, 'too_long');
    let feedItemId: number | null = null;
    if (frame.to === 'product') {
      if (frame.product_id === undefined || !room.feed.some((p) => p.id === frame.product_id))
        return this.error(conn, 'bad_frame');
      feedItemId = frame.product_id;
    }
    const now = Date.now();
    const wait = this.rateLimit(room, conn, now);
    if (wait > 0) return this.error(conn, 'rate_limited', { retry_after_ms: wait });
    const isAdmin = conn.role === 'admin';
    const state = isAdmin
      ? 'visible'
      : info.auto && autoModerate(text, this.words)
        ? 'filtered'
        : info.reversed
          ? 'held'
          : 'visible';
    const row = await insertMessage(this.db, {
      id: newMessageId(),
      streamId: info.id,
      broadcastId: room.broadcast?.id ?? null,
      viewerId: conn.viewerId,
      name: conn.name,
      text,
      destination: frame.to,
      feedItemId,
      state,
      videoTime: room.broadcast ? videoTime(room.broadcast) : null,
    });
    if (state === 'visible') {
      // Counted before it is shown: whoever sees the message also sees it in the comment count.
      if (!isAdmin) await this.countComment(info.id, conn);
      this.publish(room, { audience: 'all', frame: { t: 'chat', m: toChatMessage(row) } });
    } else {
      this.send(conn, { t: 'held', id: row.id });
    }
    this.publish(room, { audience: 'admins', frame: { t: 'moderation', m: toAdminMessage(row) } });
  }

  private async countComment(streamId: number, conn: { viewerId: string; id: string }): Promise<void> {
    await this.writer.write(
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

  private async moderate(conn: Connection, frame: ModerateFrame): Promise<void> {
    const room = conn.room;
    if (!room || !this.adminOnly(conn) || conn.accountId === null) return;
    if (!room.info.moderation) return this.error(conn, 'moderation_unavailable');
    const by = conn.accountId;
    if (frame.action === 'unblock') {
      await setBlocked(this.db, room.info.id, frame.id, false, by);
      this.publish(room, {
        audience: 'admins',
        frame: { t: 'blocked', viewer_id: frame.id, blocked: false },
      });
      return;
    }
    const message = await findMessage(this.db, room.info.id, frame.id);
    if (!message) return this.error(conn, 'bad_frame');
    if (frame.action === 'block') {
      if (message.viewerId.startsWith('account:')) return this.error(conn, 'bad_frame');
      await setBlocked(this.db, room.info.id, message.viewerId, true, by);
      this.publish(room, {
        audience: 'admins',
        frame: { t: 'blocked', viewer_id: message.viewerId, blocked: true },
      });
      return;
    }
    if (frame.action === 'delete') {
      if (message.state === 'deleted') return;
      const row = await setMessageState(this.db, message.id, 'deleted', by);
      if (!row) return;
      if (message.state === 'visible')
        this.publish(room, { audience: 'all', frame: { t: 'chat-removed', id: row.id } });
      else
        this.publish(room, {
          audience: 'viewers',
          viewerId: row.viewerId,
          frame: { t: 'chat-removed', id: row.id },
        });
      this.publish(room, { audience: 'admins', frame: { t: 'moderation', m: toAdminMessage(row) } });
      return;
    }
    // approve: held or filtered → visible
    if (message.state !== 'held' && message.state !== 'filtered') return;
    const row = await setMessageState(this.db, message.id, 'visible', by);
    if (!row) return;
    this.publish(room, { audience: 'all', frame: { t: 'chat', m: toChatMessage(row) } });
    this.publish(room, { audience: 'admins', frame: { t: 'moderation', m: toAdminMessage(row) } });
    if (!row.viewerId.startsWith('account:'))
      await this.countComment(room.info.id, { viewerId: row.viewerId, id: `approved-${row.id}` });
  }
}

/** Whole seconds since the broadcast started (never negative). */
export function videoTime(broadcast: Broadcast, now = Date.now()): number {
  return Math.max(0, Math.floor((now - broadcast.startedAt.getTime()) / 1000));
}
