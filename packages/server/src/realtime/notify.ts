import type { Db } from '../db/client';
import type { RealtimeHub } from './hub';

/**
 * How other folders tell this process's realtime hub that something changed (issue 33 §3: what
 * they call lives here, not in the route module). The hub is the one `realtimeRoutes` started for
 * the database; without one (a script, a test without realtime) every call does nothing.
 */
const hubs = new WeakMap<Db, RealtimeHub>();

/** The hub serving this database in this process (set by `realtimeRoutes`), if any. */
export function realtimeHubOf(db: Db): RealtimeHub | undefined {
  return hubs.get(db);
}

/**
 * Tells the hub that a player's products changed through the REST routes (editor, product manager):
 * viewers get the new feed and pin, and a broadcast keeps it on its timeline. Never throws (a hub
 * failure must not fail the REST answer that already committed).
 */
export function feedChanged(db: Db, streamId: number): void {
  const hub = hubs.get(db);
  if (!hub) return;
  hub.feedChanged(streamId).catch((error: unknown) => {
    hub.log.warn({ err: error, streamId }, 'realtime: feed change not published');
  });
}

/**
 * Tells the hubs of every replica that a player's status or settings changed (`PUT /stream/{id}`,
 * `POST /stream/{id}/start|resume|stop`), so viewers get the status frame and the broadcast opens or
 * ends now instead of at the next poll (≤ 2 s). Never throws (the REST answer already committed).
 */
export function streamChanged(db: Db, streamId: number): void {
  const hub = hubs.get(db);
  if (!hub) return;
  hub.streamChanged(streamId).catch((error: unknown) => {
    hub.log.warn({ err: error, streamId }, 'realtime: stream change not published');
  });
}

/** Makes `hub` the one serving `db` in this process (`realtimeRoutes` at start). */
export function attachHub(db: Db, hub: RealtimeHub): void {
  hubs.set(db, hub);
}

/** Forgets `hub` for `db` when it is still the one serving it (`realtimeRoutes` at close). */
export function detachHub(db: Db, hub: RealtimeHub): void {
  if (hubs.get(db) === hub) hubs.delete(db);
}
