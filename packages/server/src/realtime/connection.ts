import { randomUUID } from 'node:crypto';
import { CHAT_LIMITS, type RealtimeErrorCode, type ServerFrame } from '@smuc/sdk/realtime';
import type { Connection, HubSocket } from './state';

// One WebSocket of the hub (issue 8): its state, its frame budget and how frames reach it. Nothing
// here knows rooms' contents or the database; `hub.ts` drives connections through these.

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

/** A connection before its `hello`: a viewer without a room, with a full frame budget. */
export function newConnection(socket: HubSocket, ip: string): Connection {
  return {
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
}

/** Takes one frame from the connection's budget ({@link FRAME_BURST}, {@link FRAMES_PER_SECOND}); false when empty. */
export function allowFrame(conn: Connection): boolean {
  const now = Date.now();
  conn.tokens = Math.min(FRAME_BURST, conn.tokens + ((now - conn.lastRefill) / 1000) * FRAMES_PER_SECOND);
  conn.lastRefill = now;
  if (conn.tokens < 1) return false;
  conn.tokens -= 1;
  return true;
}

/** Sends a frame to an open socket; closes it (1013) when it is {@link MAX_BUFFERED_BYTES} behind. */
export function send(conn: Connection, frame: ServerFrame): void {
  const socket = conn.socket;
  if (socket.readyState !== 1) return;
  if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
    socket.close(1013, 'too slow');
    return;
  }
  socket.send(JSON.stringify(frame));
}

/** Sends an `error` frame with its {@link ERROR_TEXTS} text. */
export function sendError(
  conn: Connection,
  code: RealtimeErrorCode,
  extra: { retry_after_ms?: number } = {},
): void {
  send(conn, { t: 'error', code, message: ERROR_TEXTS[code], ...extra });
}

/** Sends an `error` frame and closes the socket with `closeCode` (spec close codes, `CLOSE_CODES`). */
export function refuse(conn: Connection, code: RealtimeErrorCode, closeCode: number): void {
  sendError(conn, code);
  conn.socket.close(closeCode, code);
}

/** Whether the connection may change the room (an owner's, not read-only); else answers the error. */
export function adminOnly(conn: Connection): boolean {
  if (conn.role !== 'admin') {
    sendError(conn, 'forbidden');
    return false;
  }
  if (conn.readOnly) {
    sendError(conn, 'read_only');
    return false;
  }
  return true;
}
