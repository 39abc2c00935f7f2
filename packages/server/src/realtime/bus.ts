import type { ServerFrame } from '@smuc/sdk/realtime';

/**
 * Who receives a room-wide frame: everyone, admins or viewers only, or one viewer's sockets
 * (`viewerId`); `except` skips the connection that caused it (no echo to the sender).
 */
export interface BusEvent {
  frame: ServerFrame;
  audience: 'all' | 'admins' | 'viewers';
  viewerId?: string;
  except?: string;
}

/**
 * How hub processes share room frames (issue 8 "one process: in-memory hub behind an interface";
 * architecture.md "Several processes: PostgreSQL LISTEN/NOTIFY"). A room is a stream's apikey.
 * Every process subscribes to the rooms it has sockets in and applies the frames it receives to its
 * room state (current feed, pin, blocks) before fanning them out, so a LISTEN/NOTIFY implementation
 * (`NOTIFY smuc_realtime, '<apikey>\n<json>'`, payload ≤ 8000 bytes: large feeds go by reference to
 * `live_timeline`) can replace {@link MemoryBus} without touching the hub.
 */
export interface RealtimeBus {
  publish(room: string, event: BusEvent): void;
  /** Answers the unsubscribe function. */
  subscribe(room: string, listener: (event: BusEvent) => void): () => void;
  close(): Promise<void>;
  /**
   * Whether frames flow between processes now, for `/readyz` (absent: always, as in one process).
   * `detail` says why not.
   */
  health?(): { ok: boolean; detail?: string };
}

/** The single-process bus: synchronous fan-out to the subscribers of a room. */
export class MemoryBus implements RealtimeBus {
  private readonly rooms = new Map<string, Set<(event: BusEvent) => void>>();

  publish(room: string, event: BusEvent): void {
    for (const listener of [...(this.rooms.get(room) ?? [])]) listener(event);
  }

  subscribe(room: string, listener: (event: BusEvent) => void): () => void {
    let set = this.rooms.get(room);
    if (!set) {
      set = new Set();
      this.rooms.set(room, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.rooms.get(room) === set) this.rooms.delete(room);
    };
  }

  async close(): Promise<void> {
    this.rooms.clear();
  }
}
