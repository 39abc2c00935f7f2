import type { PlayerProduct } from '@smuc/sdk';
import type { RealtimeRole } from '@smuc/sdk/realtime';
import type { Broadcast, StreamInfo } from './store';

// The hub's in-memory state (types only): a socket's connection and a stream's room, which point at
// each other. `connection.ts` and `room.ts` hold what is done with them.

/** The socket surface the hub uses (a `ws` WebSocket). */
export interface HubSocket {
  readonly readyState: number;
  readonly bufferedAmount: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  on(event: 'message', listener: (data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean) => void): unknown;
  on(event: 'close', listener: () => void): unknown;
}

/** One socket's state: who it is (role, account, viewer id, name), its room and its frame budget. */
export interface Connection {
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

/** One stream's room on this process; `hub.ts` creates, polls and disposes it. */
export interface Room {
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
