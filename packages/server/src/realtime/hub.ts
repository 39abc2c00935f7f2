import { randomBytes } from 'node:crypto';
import {
  CHAT_LIMITS,
  CLOSE_CODES,
  type ClientFrame,
  HELLO_TIMEOUT_MS,
  type HelloFrame,
  type WelcomeFrame,
} from '@smuc/sdk/realtime';
import { viewersNow } from '../analytics/viewers-now';
import { ingestWriterOf } from '../analytics/writer';
import type { Db } from '../db/client';
import { type OpsLog, silentLog } from '../ops/log';
import { type BusEvent, MemoryBus, type RealtimeBus } from './bus';
import { type ChatContext, type ChatLimits, chat, moderate } from './chat';
import { allowFrame, ERROR_TEXTS, newConnection, refuse, send, sendError } from './connection';
import { adminFeed, adminPin, announceFeed, applyFeed } from './feed';
import { blockedWords } from './filter';
import { cleanName, parseClientFrame } from './frames';
import { deliverToRoom, roomVideoTime } from './room';
import type { Connection, HubSocket, Room } from './state';
import {
  blockedViewers,
  endBroadcasts,
  isLiveNow,
  loadStream,
  lookupAdmin,
  openBroadcastOf,
  playerProducts,
  recentMessages,
  type StreamInfo,
  startBroadcast,
  toAdminMessage,
  toChatMessage,
} from './store';

// The hub by concern (issue 33 §4): this module owns the rooms' lifecycle (hello, join, poll,
// dispose, the bus); `connection.ts` a socket's state and frame budget, `room.ts` a room's state and
// fan-out, `feed.ts` the product feed and pins, `chat.ts` the chat and its moderation.

export { ERROR_TEXTS } from './connection';
export { videoTime } from './room';
export type { HubSocket } from './state';

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
  limits?: ChatLimits;
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
  /** What the feed and chat modules get: the database, the bus, the chat's writer, words and limits. */
  private readonly context: ChatContext;
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
    this.context = {
      db,
      publish: (room, event) => this.bus.publish(room.apikey, event),
      writer: ingestWriterOf(db),
      words: options.words ?? blockedWords(),
      limits: options.limits ?? CHAT_LIMITS,
    };
    this.log = options.log ?? silentLog;
  }

  /**
   * Serves one WebSocket. `cookieToken` is the session token of the upgrade request (cookie or
   * bearer header), used for admins whose `hello` carries no token; `ip` the client's address.
   */
  accept(socket: HubSocket, cookieToken: string | undefined, ip = ''): void {
    const conn = newConnection(socket, ip);
    let helloSeen = false;
    const helloTimer = setTimeout(() => {
      if (!helloSeen) refuse(conn, 'bad_frame', CLOSE_CODES.badHello);
    }, HELLO_TIMEOUT_MS);
    socket.on('message', (data, isBinary) => {
      if (isBinary || !allowFrame(conn)) {
        socket.close(1008, 'too many or binary frames');
        return;
      }
      const frame = parseClientFrame(String(data));
      if (!frame) {
        send(conn, { t: 'error', code: 'bad_frame', message: ERROR_TEXTS.bad_frame });
        return;
      }
      if (frame.t === 'ping') {
        send(conn, { t: 'pong' });
        return;
      }
      if (!helloSeen) {
        if (frame.t !== 'hello') {
          refuse(conn, 'bad_frame', CLOSE_CODES.badHello);
          return;
        }
        helloSeen = true;
        clearTimeout(helloTimer);
      } else if (frame.t === 'hello') {
        send(conn, { t: 'error', code: 'bad_frame', message: ERROR_TEXTS.bad_frame });
        return;
      }
      // Frames of one connection are handled in order, each after the previous finished.
      conn.queue = conn.queue.then(() =>
        this.handle(conn, frame, cookieToken).catch((error: unknown) => {
          this.log.warn({ err: error, frame: frame.t }, 'realtime: frame failed');
          send(conn, { t: 'error', code: 'bad_frame', message: ERROR_TEXTS.bad_frame });
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
      await applyFeed(this.context, room, items, undefined);
      return;
    }
    await announceFeed({ db: this.db, bus: this.bus }, info, items);
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

  private async handle(conn: Connection, frame: ClientFrame, cookieToken: string | undefined): Promise<void> {
    if (frame.t === 'hello') return this.hello(conn, frame, cookieToken);
    if (!conn.room) return;
    switch (frame.t) {
      case 'name':
        return this.setName(conn, frame.name);
      case 'chat':
        return chat(this.context, conn, frame);
      case 'feed-info':
        return adminFeed(this.context, conn, frame.items);
      case 'pin':
        return adminPin(this.context, conn, frame.product_id);
      case 'moderate':
        return moderate(this.context, conn, frame);
      default:
        return;
    }
  }

  private async hello(conn: Connection, frame: HelloFrame, cookieToken: string | undefined): Promise<void> {
    const info = await loadStream(this.db, { apikey: frame.apikey });
    if (!info) return refuse(conn, 'not_found', CLOSE_CODES.notFound);
    conn.role = frame.role;
    conn.viewerId = frame.viewer_id ?? randomBytes(12).toString('base64url');
    if (frame.role === 'admin') {
      const token = frame.token ?? cookieToken;
      const admin = token ? await lookupAdmin(this.db, token) : null;
      if (!admin) return refuse(conn, 'unauthorized', CLOSE_CODES.unauthorized);
      if (admin.accountId !== info.accountId) return refuse(conn, 'forbidden', CLOSE_CODES.forbidden);
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
    send(conn, welcome);
    const vt = roomVideoTime(room);
    send(conn, { t: 'feed-info', items: room.feed, video_time: vt });
    send(conn, { t: 'pin', product_id: room.pin, video_time: vt });
    if (room.viewers !== null) send(conn, { t: 'viewers', count: room.viewers });
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
      sendError(conn, 'no_name');
      return;
    }
    conn.name = name;
    send(conn, { t: 'name', name });
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
      for (const conn of [...room.conns]) refuse(conn, 'not_found', CLOSE_CODES.notFound);
      this.dispose(room);
      return;
    }
    const before = room.info;
    room.info = info;
    const now = Date.now();
    for (const [viewer, times] of room.sent)
      if ((times.at(-1) ?? 0) < now - this.context.limits.windowMs) room.sent.delete(viewer);
    if (before.status !== info.status)
      for (const conn of room.conns) send(conn, { t: 'status', status: info.status });
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
    for (const conn of room.conns) send(conn, { t: 'viewers', count });
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
    if (event.frame.t === 'status') {
      void this.poll(room).catch((error: unknown) => this.log.warn({ err: error }, 'realtime: poll failed'));
      return;
    }
    deliverToRoom(room, event);
  }
}
