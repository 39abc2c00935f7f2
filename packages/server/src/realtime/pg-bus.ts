import { randomUUID } from 'node:crypto';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import pg from 'pg';
import type { BusEvent, RealtimeBus } from './bus';

/** The one channel every replica listens on; the room (a stream's apikey) travels in the payload. */
export const REALTIME_CHANNEL = 'smuc_realtime';

/**
 * PostgreSQL caps a NOTIFY payload at 8000 bytes. A message is deflated and base64-encoded; when
 * it is still larger (a feed of many products) it goes as numbered parts inside one transaction,
 * which PostgreSQL delivers together and in order at commit.
 */
const PART_CHARS = 7000;

interface Part {
  /** Message id, shared by its parts. */
  m: string;
  /** Part index and count. */
  i: number;
  n: number;
  /** Base64 slice of the deflated `{room, event}` JSON. */
  d: string;
}

/**
 * The realtime bus for several server processes on one PostgreSQL (architecture.md "Several
 * processes: PostgreSQL LISTEN/NOTIFY"). Every process LISTENs on {@link REALTIME_CHANNEL} through
 * one dedicated connection and hands each message to the listeners of its room; a publish is one
 * `NOTIFY` (or one transaction of parts), so the publishing process receives its own messages the
 * same way as the others: every replica applies every room frame in the same order.
 *
 * Delivery is at most once, as with `MemoryBus`: a replica whose listening connection drops
 * reconnects (after 1 s) and resubscribes; frames sent meanwhile are lost to it, and the hub's
 * 2 s stream poll and the stored timeline bring its viewers back in step.
 */
export class PgBus implements RealtimeBus {
  private readonly rooms = new Map<string, Set<(event: BusEvent) => void>>();
  private readonly partial = new Map<string, string[]>();
  private readonly pool: pg.Pool;
  private listener: pg.Client | null = null;
  private ready: Promise<void>;
  private closed = false;

  /** `url`: the `DATABASE_URL` the app itself uses. */
  constructor(private readonly url: string) {
    this.pool = new pg.Pool({ connectionString: url, max: 2 });
    this.pool.on('error', () => {});
    this.ready = this.listen();
  }

  /** Resolves once this process is listening (tests wait for it before they publish). */
  whenReady(): Promise<void> {
    return this.ready;
  }

  private async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    client.on('notification', (message) => {
      if (message.channel === REALTIME_CHANNEL && message.payload) this.receive(message.payload);
    });
    client.on('error', (error) => {
      console.warn(`realtime bus: listening connection lost (${error.message}); reconnecting`);
      this.listener = null;
      if (this.closed) return;
      setTimeout(() => {
        this.ready = this.listen();
      }, 1000).unref();
    });
    await client.connect();
    await client.query(`listen ${REALTIME_CHANNEL}`);
    this.listener = client;
  }

  private receive(payload: string) {
    let part: Part;
    try {
      part = JSON.parse(payload) as Part;
    } catch {
      return;
    }
    let parts = this.partial.get(part.m);
    if (!parts) {
      parts = new Array<string>(part.n);
      this.partial.set(part.m, parts);
    }
    parts[part.i] = part.d;
    if (parts.filter((p) => p !== undefined).length < part.n) return;
    this.partial.delete(part.m);
    const { room, event } = JSON.parse(inflateRawSync(Buffer.from(parts.join(''), 'base64')).toString()) as {
      room: string;
      event: BusEvent;
    };
    for (const listener of [...(this.rooms.get(room) ?? [])]) listener(event);
  }

  publish(room: string, event: BusEvent): void {
    const data = deflateRawSync(JSON.stringify({ room, event })).toString('base64');
    const m = randomUUID();
    const n = Math.max(1, Math.ceil(data.length / PART_CHARS));
    const payloads = Array.from({ length: n }, (_, i) =>
      JSON.stringify({ m, i, n, d: data.slice(i * PART_CHARS, (i + 1) * PART_CHARS) } satisfies Part),
    );
    void this.send(payloads).catch((error: unknown) => {
      console.warn(`realtime bus: frame for ${room} not published (${(error as Error).message})`);
    });
  }

  private async send(payloads: string[]): Promise<void> {
    const client = await this.pool.connect();
    try {
      if (payloads.length === 1) {
        await client.query('select pg_notify($1, $2)', [REALTIME_CHANNEL, payloads[0]]);
        return;
      }
      await client.query('begin');
      for (const payload of payloads)
        await client.query('select pg_notify($1, $2)', [REALTIME_CHANNEL, payload]);
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
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
    this.closed = true;
    this.rooms.clear();
    await this.ready.catch(() => {});
    await this.listener?.end().catch(() => {});
    await this.pool.end().catch(() => {});
  }
}
