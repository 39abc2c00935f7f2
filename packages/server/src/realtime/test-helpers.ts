import type { ServerFrame } from '@smuc/sdk/realtime';
import { eq, sql } from 'drizzle-orm';
import WebSocket from 'ws';
import { createSession } from '../auth/tokens';
import { accounts, sessionMasquerades, streams } from '../db/schema';
import type { TestServer } from '../test/harness';
import { realtimeHubOf } from './notify';

/** A raw `ws` client of the hub that records every frame (tests only). */
export interface FrameClient {
  ws: WebSocket;
  frames: ServerFrame[];
  send(frame: unknown): void;
  /** The next frame (after those already consumed by earlier `next` calls) matching `match`. */
  next<T extends ServerFrame['t']>(
    t: T,
    match?: (f: Extract<ServerFrame, { t: T }>) => boolean,
    timeoutMs?: number,
  ): Promise<Extract<ServerFrame, { t: T }>>;
  /** Resolves with the close code. */
  closed: Promise<number>;
  close(): void;
}

/** Opens a hub socket with optional extra headers (e.g. the session cookie). */
export function openFrames(server: TestServer, headers: Record<string, string> = {}): Promise<FrameClient> {
  const url = `${server.baseUrl.replace(/^http/, 'ws')}/realtime`;
  const ws = new WebSocket(url, { headers });
  const frames: ServerFrame[] = [];
  const consumed = new Set<ServerFrame>();
  const waiters = new Set<() => void>();
  ws.on('message', (data) => {
    frames.push(JSON.parse(String(data)) as ServerFrame);
    for (const w of [...waiters]) w();
  });
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  const client: FrameClient = {
    ws,
    frames,
    send: (frame) => ws.send(JSON.stringify(frame)),
    // The default bounds a wait for a frame that must come, not a latency claim (tests that
    // promise a latency pass their own bound): a loaded 2-core CI machine stalls PGlite for seconds.
    next(t, match, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = frames.find((f) => !consumed.has(f) && f.t === t && (!match || match(f as never))) as
            | Extract<ServerFrame, { t: typeof t }>
            | undefined;
          if (!found) return false;
          consumed.add(found);
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found as never);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(`no ${t} frame within ${timeoutMs} ms; got ${JSON.stringify(frames.map((f) => f.t))}`),
          );
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    closed,
    close: () => ws.close(),
  };
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(client));
    ws.once('error', reject);
  });
}

/** Sets a player's status (and optional settings) in the database and lets the hub re-read it now. */
export async function setStream(
  server: TestServer,
  id: number,
  change: { status?: number; settings?: Record<string, unknown> },
): Promise<void> {
  await server.db
    .update(streams)
    .set({
      ...(change.status !== undefined ? { status: change.status } : {}),
      ...(change.settings
        ? { settings: sql`${streams.settings} || ${JSON.stringify(change.settings)}::jsonb` }
        : {}),
    })
    .where(eq(streams.id, id));
  await realtimeHubOf(server.db)?.streamChanged(id);
}

/**
 * An account with a session, made directly in the database (the tests do not depend on the demo
 * seed). Answers the account id and its bearer token.
 */
export async function makeAccount(
  server: TestServer,
  email: string,
  options: { plan?: 'free' | 'basic' | 'business' | 'enterprise'; staff?: boolean } = {},
): Promise<{ id: number; token: string }> {
  const [row] = await server.db
    .insert(accounts)
    .values({
      email,
      passwordHash: 'not-used',
      firstname: email.split('@')[0] ?? 'x',
      plan: options.plan ?? 'business',
      staff: options.staff ?? false,
      allowLive: true,
    })
    .returning({ id: accounts.id });
  const token = await createSession(server.db, row!.id, 3_600_000);
  return { id: row!.id, token };
}

/** A masquerade session of `staffId` as account `accountId` (read-only for destructive actions). */
export async function makeMasquerade(
  server: TestServer,
  accountId: number,
  staffId: number,
): Promise<string> {
  const token = await createSession(server.db, accountId, 3_600_000);
  const { sessions } = await import('../db/schema');
  const { tokenHash } = await import('../auth/tokens');
  const [session] = await server.db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, tokenHash(token)));
  await server.db.insert(sessionMasquerades).values({ sessionId: session!.id, staffAccountId: staffId });
  return token;
}
