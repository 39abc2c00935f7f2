import { randomUUID } from 'node:crypto';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import pg from 'pg';
import { type OpsLog, silentLog } from '../ops/log';
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

/** Reconnect delays of the listening connection: doubling from the first to the last, ms. */
const RETRY_FIRST_MS = 250;
const RETRY_MAX_MS = 5000;
/** A connection attempt that takes longer than this fails (a silently unreachable host), ms. */
const CONNECT_TIMEOUT_MS = 5000;

export interface PgBusOptions {
  /** Where reconnects and lost frames are reported (the process's pino logger). */
  log?: OpsLog;
  /** Reconnect delays, ms (tests shorten them). */
  retryFirstMs?: number;
  retryMaxMs?: number;
}

/**
 * The realtime bus for several server processes on one PostgreSQL (architecture.md "Several
 * processes: PostgreSQL LISTEN/NOTIFY"). Every process LISTENs on {@link REALTIME_CHANNEL} through
 * one dedicated connection and hands each message to the listeners of its room; a publish is one
 * `NOTIFY` (or one transaction of parts), so the publishing process receives its own messages the
 * same way as the others: every replica applies every room frame in the same order.
 *
 * Delivery is at most once, as with `MemoryBus`. When the listening connection drops (a database
 * restart, failover, network loss) the bus reconnects with a doubling delay (250 ms up to 5 s) for
 * as long as it takes, every failure caught and logged, never thrown: a database outage never ends
 * the process. Frames sent meanwhile are lost to it (publishing fails and is logged), and the
 * hub's stream poll and the stored timeline bring its viewers back in step; {@link health} answers
 * not ok until it listens again, so `/readyz` reports the replica as not ready.
 */
export class PgBus implements RealtimeBus {
  private readonly rooms = new Map<string, Set<(event: BusEvent) => void>>();
  private readonly partial = new Map<string, string[]>();
  private readonly pool: pg.Pool;
  private readonly log: OpsLog;
  private readonly retryFirstMs: number;
  private readonly retryMaxMs: number;
  private listener: pg.Client | null = null;
  private ready: Promise<void>;
  private markReady: () => void = () => {};
  private lastError: string | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private closed = false;

  /** `url`: the `DATABASE_URL` the app itself uses. */
  constructor(
    private readonly url: string,
    options: PgBusOptions = {},
  ) {
    this.log = options.log ?? silentLog;
    this.retryFirstMs = options.retryFirstMs ?? RETRY_FIRST_MS;
    this.retryMaxMs = options.retryMaxMs ?? RETRY_MAX_MS;
    this.pool = new pg.Pool({ connectionString: url, max: 2, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    // An idle publishing connection dropped by the server: the pool replaces it on next use.
    this.pool.on('error', () => {});
    this.ready = this.waitForListening();
    this.connect(this.retryFirstMs);
  }

  /** Resolves once this process is listening (again, after a lost connection). Never rejects. */
  whenReady(): Promise<void> {
    return this.ready;
  }

  /** Readiness of the bus for `/readyz`: ok while the listening connection is up. */
  health(): { ok: boolean; detail?: string } {
    if (this.listener) return { ok: true };
    return { ok: false, detail: `realtime bus not listening${this.lastError ? ` (${this.lastError})` : ''}` };
  }

  private waitForListening(): Promise<void> {
    return new Promise((resolve) => {
      this.markReady = resolve;
    });
  }

  /** One attempt to listen; on failure the next one after `delay` (doubled up to the maximum). */
  private connect(delay: number): void {
    this.retryTimer = null;
    if (this.closed) return;
    const client = new pg.Client({
      connectionString: this.url,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
    });
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      if (this.listener === client) {
        this.listener = null;
        this.ready = this.waitForListening();
      }
      this.lastError = error?.message ?? 'connection ended';
      client.end().catch(() => {});
      if (this.closed) return;
      this.log.warn(
        { err: error, retryInMs: delay },
        'realtime bus: listening connection lost; reconnecting',
      );
      this.retryTimer = setTimeout(() => this.connect(Math.min(delay * 2, this.retryMaxMs)), delay);
      this.retryTimer.unref?.();
    };
    client.on('notification', (message) => {
      if (message.channel !== REALTIME_CHANNEL || !message.payload) return;
      try {
        this.receive(message.payload);
      } catch (error) {
        // A malformed message (another writer on the channel) or a listener's failure: logged, the
        // connection keeps listening.
        this.log.warn({ err: error }, 'realtime bus: message not delivered');
      }
    });
    client.on('error', onLost);
    client.on('end', () => onLost());
    client
      .connect()
      .then(() => client.query(`listen ${REALTIME_CHANNEL}`))
      .then(() => {
        if (lost) return;
        if (this.closed) {
          client.end().catch(() => {});
          return;
        }
        const wasDown = this.lastError !== null;
        this.listener = client;
        this.lastError = null;
        this.markReady();
        if (wasDown) this.log.info('realtime bus: listening again');
      })
      .catch((error: Error) => onLost(error));
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
      this.log.warn({ err: error, room }, 'realtime bus: frame not published');
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
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.markReady();
    await this.listener?.end().catch(() => {});
    this.listener = null;
    await this.pool.end().catch(() => {});
  }
}
