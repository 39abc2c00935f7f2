/**
 * Realtime client for the product feed, pins and chat (issue 8; spec 001 §2/§4 Studio, §8 "realtime
 * product feed client"). Used by the studio (role `admin`), the dashboard moderation area and
 * `<smuc-player>` / `<smuc-player-chat>` (role `viewer`).
 *
 * Small on purpose (it ships in the 25 kB player bundle): no zod, no ky. Frames are documented in
 * `./protocol.ts`. The connection reconnects with exponential backoff (0.5 s doubling up to 15 s,
 * ±20 % jitter) and re-sends `hello` with the last name, so callers keep one object for the whole
 * page life. It stops reconnecting after `close()` or when the server refuses the connection for
 * good (close codes 4001 unauthorized, 4003 forbidden, 4004 unknown apikey).
 *
 * @example
 * const rt = connectRealtime({ url: config.endpoints.realtime, apikey: config.apikey, role: 'viewer' });
 * const off = rt.on('pin', (id) => (products.pinnedId = id));
 * rt.setName('Ann'); rt.sendChat('Hello');
 */
import type { PlayerProduct } from '../schemas/player-config';
import {
  type AdminChatMessage,
  type ChatDestination,
  type ChatMessage,
  CLOSE_CODES,
  type ClientFrame,
  type ErrorFrame,
  type RealtimeRole,
  type ServerFrame,
  type WelcomeFrame,
} from './protocol';

export type { AdminChatMessage, ChatDestination, ChatMessage, RealtimeRole } from './protocol';

/** Connection state reported by the `connection` event. */
export type RealtimeConnectionState = 'connecting' | 'open' | 'closed';

/** Events and their listener argument. */
export type RealtimeEvents = {
  /** The product feed replaced by an admin (for admins, the first empty feed is not reported). */
  feed: PlayerProduct[];
  /** The pinned product id, `null` when unpinned. */
  pin: number | null;
  chat: ChatMessage;
  /** A message removed by a moderator (its id). */
  'chat-removed': string;
  /** Stream status code (0 waiting, 1 live, 2 paused, 3 closed). */
  status: number;
  /** Handshake answer: role, read-only flag, name, recent chat, chat on/off. */
  welcome: WelcomeFrame;
  /** The accepted display name (after `setName`). */
  name: string;
  /** The own message waits for approval (reversed moderation); its id. */
  held: string;
  /** Admins: a message's moderation state changed or needs a decision. */
  moderation: AdminChatMessage;
  /** Refusals: rate limit, too long, not live, blocked, read only, … */
  error: ErrorFrame;
  /** Admins: a viewer was blocked or unblocked. */
  blocked: { viewer_id: string; blocked: boolean };
  /** Viewers watching now, when it changes (streams showing their viewer count). */
  viewers: number;
  connection: RealtimeConnectionState;
};

export type RealtimeListener<K extends keyof RealtimeEvents> = (value: RealtimeEvents[K]) => void;

/** Minimal WebSocket constructor shape (browser `WebSocket` or the `ws` package in Node). */
export type WebSocketLike = {
  readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((ev: unknown) => void) | null;
  onclose: ((ev: { code: number }) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onerror: ((ev: unknown) => void) | null;
};
export type WebSocketConstructor = new (url: string) => WebSocketLike;

export type ConnectRealtimeOptions = {
  /** `ws(s)://…/smucrestapi/v2/realtime` (`PlayerConfig.endpoints.realtime`). */
  url: string;
  /** The stream's apikey. */
  apikey: string;
  role: RealtimeRole;
  /** Bearer token for admins when the session cookie does not reach the hub. */
  token?: string;
  /** Display name for chat, when already known. */
  name?: string;
  /** Stable anonymous viewer id; defaults to one kept in localStorage (`smuc_viewer_id`). */
  viewerId?: string;
  /** WebSocket implementation (Node tests pass the `ws` package); defaults to `globalThis.WebSocket`. */
  WebSocket?: WebSocketConstructor;
  /** First reconnect delay in ms (default 500); doubles up to `maxBackoffMs` (default 15000). */
  backoffMs?: number;
  maxBackoffMs?: number;
};

/** A live hub connection; every `on` returns its unsubscribe function. */
export type RealtimeConnection = {
  on<K extends keyof RealtimeEvents>(event: K, listener: RealtimeListener<K>): () => void;
  /** Sends a chat message (needs a name first: `setName`). Refusals arrive as `error` events. */
  sendChat(text: string, to?: ChatDestination, productId?: number): void;
  /** Admin: publishes the product feed. Skipped when it equals the last feed received from the hub. */
  sendFeed(items: PlayerProduct[]): void;
  /** Admin: pins one product for every viewer (`null` unpins). */
  sendPin(productId: number | null): void;
  /** Admin: moderation on a message id (delete, approve, block its writer) or a viewer id (unblock). */
  moderate(action: 'delete' | 'approve' | 'block' | 'unblock', id: string): void;
  setName(name: string): void;
  /** The current state, the accepted name and the last handshake. */
  readonly state: RealtimeConnectionState;
  readonly name: string | null;
  readonly welcome: WelcomeFrame | null;
  close(): void;
};

const VIEWER_ID_KEY = 'smuc_viewer_id';
const PING_MS = 25_000;

function randomId(): string {
  const c = (globalThis as { crypto?: { randomUUID?: () => string } }).crypto;
  if (c?.randomUUID) return c.randomUUID();
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;
}

function storedViewerId(): string {
  try {
    const ls = (
      globalThis as {
        localStorage?: { getItem(k: string): string | null; setItem(k: string, v: string): void };
      }
    ).localStorage;
    const existing = ls?.getItem(VIEWER_ID_KEY);
    if (existing) return existing;
    const id = randomId();
    ls?.setItem(VIEWER_ID_KEY, id);
    return id;
  } catch {
    return randomId();
  }
}

/**
 * Opens a hub connection (asynchronously; frames sent before it opens are queued, up to 50).
 * @throws Error when no WebSocket implementation is available.
 */
export function connectRealtime(options: ConnectRealtimeOptions): RealtimeConnection {
  const maybeWS = options.WebSocket ?? (globalThis as { WebSocket?: WebSocketConstructor }).WebSocket;
  if (!maybeWS) throw new Error('connectRealtime: no WebSocket implementation');
  const WS: WebSocketConstructor = maybeWS;
  const viewerId = options.viewerId ?? storedViewerId();
  const base = options.backoffMs ?? 500;
  const maxBackoff = options.maxBackoffMs ?? 15_000;
  const listeners = new Map<keyof RealtimeEvents, Set<(v: never) => void>>();
  const queue: string[] = [];
  let socket: WebSocketLike | null = null;
  let state: RealtimeConnectionState = 'connecting';
  let name: string | null = options.name?.trim() || null;
  let welcome: WelcomeFrame | null = null;
  let closed = false;
  let attempt = 0;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let pingTimer: ReturnType<typeof setInterval> | null = null;
  let lastFeedJson: string | null = null;
  let feedsSeen = 0;

  function emit<K extends keyof RealtimeEvents>(event: K, value: RealtimeEvents[K]): void {
    for (const l of listeners.get(event) ?? []) {
      try {
        (l as RealtimeListener<K>)(value);
      } catch (err) {
        // A faulty listener must not break the others or the socket.
        setTimeout(() => {
          throw err;
        });
      }
    }
  }

  function setState(s: RealtimeConnectionState): void {
    if (s === state) return;
    state = s;
    emit('connection', s);
  }

  function send(frame: ClientFrame, queueIfClosed = true): void {
    const data = JSON.stringify(frame);
    if (socket && socket.readyState === 1 && welcome) socket.send(data);
    else if (queueIfClosed && queue.length < 50) queue.push(data);
  }

  function handle(frame: ServerFrame): void {
    switch (frame.t) {
      case 'welcome': {
        welcome = frame;
        if (frame.name) name = frame.name;
        attempt = 0;
        setState('open');
        emit('welcome', frame);
        emit('status', frame.status);
        while (queue.length && socket?.readyState === 1) socket.send(queue.shift() as string);
        break;
      }
      case 'feed-info': {
        feedsSeen += 1;
        // Spec 001 §4: the studio ignores the first empty feed message, otherwise it replaces the feed.
        if (options.role === 'admin' && feedsSeen === 1 && frame.items.length === 0) break;
        lastFeedJson = JSON.stringify(frame.items);
        emit('feed', frame.items);
        break;
      }
      case 'pin':
        emit('pin', frame.product_id);
        break;
      case 'chat':
        emit('chat', frame.m);
        break;
      case 'chat-removed':
        emit('chat-removed', frame.id);
        break;
      case 'status':
        emit('status', frame.status);
        break;
      case 'held':
        emit('held', frame.id);
        break;
      case 'name':
        name = frame.name;
        emit('name', frame.name);
        break;
      case 'moderation':
        emit('moderation', frame.m);
        break;
      case 'error':
        emit('error', frame);
        break;
      case 'blocked':
        emit('blocked', { viewer_id: frame.viewer_id, blocked: frame.blocked });
        break;
      case 'viewers':
        emit('viewers', frame.count);
        break;
      default:
        break;
    }
  }

  function open(): void {
    if (closed) return;
    setState('connecting');
    welcome = null;
    feedsSeen = 0;
    let ws: WebSocketLike;
    try {
      ws = new WS(options.url);
    } catch {
      scheduleReconnect();
      return;
    }
    socket = ws;
    ws.onopen = () => {
      const hello: ClientFrame = {
        t: 'hello',
        apikey: options.apikey,
        role: options.role,
        viewer_id: viewerId,
      };
      if (options.token) hello.token = options.token;
      if (name) hello.name = name;
      ws.send(JSON.stringify(hello));
      pingTimer = setInterval(() => {
        if (ws.readyState === 1) ws.send('{"t":"ping"}');
      }, PING_MS);
    };
    ws.onmessage = (ev) => {
      if (typeof ev.data !== 'string') return;
      let frame: ServerFrame;
      try {
        frame = JSON.parse(ev.data) as ServerFrame;
      } catch {
        return;
      }
      if (frame && typeof frame === 'object' && typeof frame.t === 'string') handle(frame);
    };
    ws.onerror = () => {
      // The close event follows; reconnecting happens there.
    };
    ws.onclose = (ev) => {
      if (pingTimer) clearInterval(pingTimer);
      pingTimer = null;
      if (socket === ws) socket = null;
      welcome = null;
      const final =
        ev.code === CLOSE_CODES.unauthorized ||
        ev.code === CLOSE_CODES.forbidden ||
        ev.code === CLOSE_CODES.notFound;
      if (closed || final) {
        closed = true;
        setState('closed');
        return;
      }
      scheduleReconnect();
    };
  }

  function scheduleReconnect(): void {
    setState('connecting');
    const delay = Math.min(maxBackoff, base * 2 ** attempt) * (0.8 + Math.random() * 0.4);
    attempt += 1;
    retryTimer = setTimeout(open, delay);
  }

  open();

  return {
    on(event, listener) {
      let set = listeners.get(event);
      if (!set) {
        set = new Set();
        listeners.set(event, set);
      }
      set.add(listener as (v: never) => void);
      return () => {
        set?.delete(listener as (v: never) => void);
      };
    },
    sendChat(text, to = 'everywhere', productId) {
      const frame: ClientFrame = { t: 'chat', text, to };
      if (to === 'product' && productId !== undefined) frame.product_id = productId;
      send(frame, false);
      if (!welcome) {
        emit('error', { t: 'error', code: 'disconnected', message: 'Not connected' });
      }
    },
    sendFeed(items) {
      const json = JSON.stringify(items);
      // Local changes that came from the hub are not echoed back (spec 001 §4).
      if (json === lastFeedJson) return;
      lastFeedJson = json;
      send({ t: 'feed-info', items });
    },
    sendPin(productId) {
      send({ t: 'pin', product_id: productId });
    },
    moderate(action, id) {
      send({ t: 'moderate', action, id }, false);
    },
    setName(next) {
      const trimmed = next.trim();
      if (!trimmed) return;
      name = trimmed;
      send({ t: 'name', name: trimmed });
    },
    get state() {
      return state;
    },
    get name() {
      return name;
    },
    get welcome() {
      return welcome;
    },
    close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      if (pingTimer) clearInterval(pingTimer);
      const ws = socket;
      socket = null;
      if (ws && (ws.readyState === 0 || ws.readyState === 1)) ws.close(1000);
      setState('closed');
    },
  };
}
