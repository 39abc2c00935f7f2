import { MAX_EVENTS_PER_BATCH } from '../schemas/event-limits';
import type { EventType } from '../schemas/events';

/** What a call to `track` adds to the common fields: the event's own fields. */
export interface TrackFields {
  /** Product events: the feed item id. */
  product_id?: number;
  /** `quartile` events. */
  quartile?: 25 | 50 | 75;
  /** `heartbeat` events: seconds watched since the last one. */
  seconds?: number;
}

export interface TrackerOptions {
  /** The ingest endpoint, e.g. `https://dashboard.example/smucrestapi/v2/events`. */
  endpoint: string;
  /** The stream's apikey. */
  apikey: string;
  /** The visitor id; default: kept in `localStorage` under {@link VISITOR_KEY}, else a new one. */
  visitorId?: string;
  /**
   * The viewer token the player document came with (`smuc-viewer-token`, issued for this apikey
   * and `visitorId`), sent on every event: the server counts no event without a valid one.
   */
  viewerToken?: string | null;
  /** The page view's id; default a new one per tracker. */
  sessionId?: string;
  /** Events queued before a flush is forced (default 50, at most the endpoint's batch limit). */
  maxBatch?: number;
  /** Milliseconds between periodic flushes; 0 turns them off (default 10,000). */
  flushIntervalMs?: number;
  /** Where `pagehide` and `visibilitychange` are heard (default `window`, when there is one). */
  target?: EventTarget;
  /** Beacon sender (default `navigator.sendBeacon`); answers whether the browser queued the data. */
  sendBeacon?: (url: string, data: string) => boolean;
  /** Fallback sender (default the global `fetch`, sent with `keepalive`). */
  fetch?: (url: string, init: RequestInit) => Promise<unknown>;
  /** Clock in epoch milliseconds (default `Date.now`). */
  now?: () => number;
}

export interface Tracker {
  /** Queues one event of `type` stamped with apikey, visitor, session and the current time. */
  track(type: EventType, fields?: TrackFields): void;
  /** Sends every queued event now (beacon first, `fetch` keepalive when the beacon is refused). */
  flush(): void;
  /** Flushes and stops listening and the timer. */
  destroy(): void;
  readonly visitorId: string;
  readonly sessionId: string;
  /** Events waiting for the next flush. */
  readonly pending: number;
}

/** `localStorage` key of the visitor id, shared by every player on an origin. */
export const VISITOR_KEY = 'smuc_visitor';

/** The browser globals the tracker uses, typed here so the sdk compiles without the DOM library. */
interface BrowserGlobals {
  localStorage?: { getItem(key: string): string | null; setItem(key: string, value: string): void };
  navigator?: { sendBeacon?: (url: string, data: string) => boolean };
  document?: { visibilityState?: string };
  window?: EventTarget;
}
const browser = globalThis as unknown as BrowserGlobals;

const newId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;

/**
 * The visitor id of this browser: kept in `localStorage` under {@link VISITOR_KEY} (made and kept
 * on first use); a new one per call when storage is blocked.
 */
export function storedVisitorId(): string {
  try {
    const existing = browser.localStorage?.getItem(VISITOR_KEY);
    if (existing) return existing;
    const id = newId();
    browser.localStorage?.setItem(VISITOR_KEY, id);
    return id;
  } catch {
    // Storage blocked (private mode, sandboxed frame): the visitor lives as long as the page.
    return newId();
  }
}

function defaultBeacon(): TrackerOptions['sendBeacon'] {
  const nav = browser.navigator;
  return typeof nav?.sendBeacon === 'function'
    ? (url, data) => nav.sendBeacon?.(url, data) ?? false
    : undefined;
}

/**
 * A batching sender of viewer events for the ingest endpoint (issue 6, Analytics). Events queue
 * in memory and leave as `{batch_id, events}` with at most `maxBatch` events (a fresh batch id
 * each, so a resent batch counts once) — when the queue is full, every
 * `flushIntervalMs`, and on `pagehide` or when the page becomes hidden — through
 * `navigator.sendBeacon` (a string body, so `text/plain` and no CORS preflight); when the beacon
 * is missing or refused, through `fetch` with `keepalive` and the same `text/plain` body. Sending
 * never throws: analytics must not break the player.
 */
export function createTracker(options: TrackerOptions): Tracker {
  const visitorId = options.visitorId ?? storedVisitorId();
  const sessionId = options.sessionId ?? newId();
  const maxBatch = Math.min(Math.max(1, options.maxBatch ?? 50), MAX_EVENTS_PER_BATCH);
  const now = options.now ?? Date.now;
  const beacon = options.sendBeacon ?? defaultBeacon();
  const fetcher = options.fetch ?? (typeof fetch === 'function' ? fetch : undefined);
  const target = options.target ?? browser.window;
  let queue: Record<string, unknown>[] = [];

  const send = (body: string) => {
    try {
      if (beacon?.(options.endpoint, body)) return;
    } catch {
      // A beacon that throws (body too large for the browser's quota) falls back to fetch.
    }
    fetcher?.(options.endpoint, {
      method: 'POST',
      body,
      keepalive: true,
      credentials: 'include',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    })?.catch(() => undefined);
  };

  const flush = () => {
    while (queue.length > 0) {
      const events = queue.slice(0, maxBatch);
      queue = queue.slice(maxBatch);
      // One id per batch, kept when the beacon falls back to fetch: the server counts it once.
      send(JSON.stringify({ batch_id: newId(), events }));
    }
  };

  const onHidden = () => {
    if (browser.document?.visibilityState !== 'visible') flush();
  };
  target?.addEventListener('pagehide', flush);
  target?.addEventListener('visibilitychange', onHidden);
  const interval = options.flushIntervalMs ?? 10_000;
  const timer = interval > 0 ? setInterval(flush, interval) : undefined;

  return {
    visitorId,
    sessionId,
    get pending() {
      return queue.length;
    },
    track(type, fields = {}) {
      queue.push({
        type,
        apikey: options.apikey,
        visitor_id: visitorId,
        session_id: sessionId,
        ts: now(),
        ...(options.viewerToken ? { viewer_token: options.viewerToken } : {}),
        ...fields,
      });
      if (queue.length >= maxBatch) flush();
    },
    flush,
    destroy() {
      flush();
      target?.removeEventListener('pagehide', flush);
      target?.removeEventListener('visibilitychange', onHidden);
      if (timer) clearInterval(timer);
    },
  };
}
