import type { Db } from '../db/client';
import type { BusEvent } from './bus';
import { send } from './connection';
import type { Room } from './state';
import type { Broadcast } from './store';

// A room: the hub's state of one stream on this process (its sockets, feed, pin, blocks and open
// broadcast), and how a bus event changes it and reaches its sockets.

/** What the feed and chat operations need from the hub: the database and the bus of the room. */
export interface RoomContext {
  db: Db;
  /** Sends an event to the room on every replica (this one included, through the bus). */
  publish(room: Room, event: BusEvent): void;
}

/**
 * Applies a bus event (other than `status`, which makes the hub re-read the stream) to the room's
 * feed, pin and blocks, and sends its frame to this process's sockets it is meant for.
 */
export function deliverToRoom(room: Room, event: BusEvent): void {
  const f = event.frame;
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
    send(conn, f);
  }
}

/** Whole seconds since the broadcast started (never negative). */
export function videoTime(broadcast: Broadcast, now = Date.now()): number {
  return Math.max(0, Math.floor((now - broadcast.startedAt.getTime()) / 1000));
}

/** The room's video time now: null outside a broadcast. */
export const roomVideoTime = (room: Room): number | null =>
  room.broadcast ? videoTime(room.broadcast) : null;
