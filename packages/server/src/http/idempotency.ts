import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import stableStringify from 'safe-stable-stringify';
import { requireAccount } from '../auth/context';
import type { Config } from '../config';
import { secretBoxFor } from '../crypto/secrets';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { HttpError } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A create route that honours `Idempotency-Key` (issue 32 §1): a retry with the same key and
     * body within 24 h gets the first answer again instead of a second creation.
     */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    /** The key this request claimed (its answer is stored when it is sent). */
    idempotencyClaim?: { accountId: number; key: string };
  }
}

/** The request header, as Stripe names it. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** The answer header of a replayed answer. */
export const REPLAYED_HEADER = 'idempotent-replayed';

/** The 422 of a key used again with another request (Stripe's words). */
export const KEY_REUSED =
  'Keys for idempotent requests can only be used with the same parameters they were first used with.';
/** The 409 of a key whose first request has not answered yet. */
export const KEY_IN_USE =
  'A request with this Idempotency-Key is still being processed. Try again in a moment.';
/** The 422 of a key that is empty or longer than 255 characters. */
export const KEY_INVALID = 'An Idempotency-Key is 1 to 255 characters.';

const KEY_SHAPE = /^[\x20-\x7e]{1,255}$/;
/** How long an answer is kept and replayed. */
const KEEP = sql`interval '24 hours'`;
/** A claim this old without an answer is of a process that died: the next request takes it over. */
const ABANDONED = sql`interval '5 minutes'`;
/** At most one sweep of expired rows per process in this many ms. */
const SWEEP_EVERY_MS = 60_000;

const refuse = (status: number, message: string) =>
  new HttpError(status, message, { errors: { 'Idempotency-Key': [message] } });

/** What identifies a request beyond its key: method, address (with query) and body (key order ignored). */
function fingerprintOf(request: FastifyRequest): string {
  const body = request.body === undefined ? '' : (stableStringify(request.body) ?? '');
  return createHash('sha256').update(`${request.method} ${request.url}\n${body}`).digest('base64url');
}

/**
 * `Idempotency-Key` on the routes that declare `config: { idempotent: true }` (issue 32 §1), as
 * Stripe honours it: the first request with a key claims it (per account) and its answer (status,
 * content type, body) is stored when sent; a retry with the same key and the same method, address
 * and body within 24 h is answered that stored answer with `Idempotent-Replayed: true` and creates
 * nothing; the same key with another request is a 422, and while the first has not answered a 409,
 * so concurrent retries create once. The claim is made after the route's checks and validation
 * (a refused or invalid request stores nothing); a 5xx answer releases the key so a retry runs
 * again. Stored bodies are sealed (a new site token's secret is in one) and swept after 24 h.
 * Install before the routes (they are hooked as they are added) and before compression (the
 * stored body is the JSON text, not its compressed bytes).
 */
export function installIdempotency(app: FastifyInstance, db: Db, config: Config): void {
  const box = secretBoxFor(config);
  const context = (claim: { accountId: number; key: string }) =>
    `idempotency:${claim.accountId}:${claim.key}`;
  let lastSweep = 0;

  /** Deletes every answer past 24 h (one indexed range delete, at most once a minute per process). */
  async function sweep() {
    if (Date.now() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = Date.now();
    await db.delete(idempotencyKeys).where(sql`${idempotencyKeys.createdAt} < now() - ${KEEP}`);
  }

  /** Claims the key (new, expired or abandoned): true when this request runs the handler. */
  async function claim(accountId: number, key: string, fingerprint: string): Promise<boolean> {
    const claimed = await db
      .insert(idempotencyKeys)
      .values({ accountId, key, fingerprint })
      .onConflictDoUpdate({
        target: [idempotencyKeys.accountId, idempotencyKeys.key],
        set: { fingerprint, status: null, contentType: null, bodySealed: null, createdAt: sql`now()` },
        where: sql`${idempotencyKeys.createdAt} < now() - ${KEEP}
          or (${idempotencyKeys.status} is null and ${idempotencyKeys.createdAt} < now() - ${ABANDONED})`,
      })
      .returning({ key: idempotencyKeys.key });
    return claimed.length > 0;
  }

  const openBody = (sealed: string, where: string) => {
    try {
      return box.open(sealed, where);
    } catch {
      return undefined;
    }
  };

  const mine = (accountId: number, key: string) =>
    and(eq(idempotencyKeys.accountId, accountId), eq(idempotencyKeys.key, key));

  const honour: preHandlerAsyncHookHandler = async (request, reply) => {
    const header = request.headers[IDEMPOTENCY_HEADER];
    if (header === undefined) return;
    const key = Array.isArray(header) ? header[0] : header;
    if (!key || !KEY_SHAPE.test(key)) throw refuse(422, KEY_INVALID);
    const account = await requireAccount(db, request);
    const fingerprint = fingerprintOf(request);
    // Twice at most: a first request that failed (5xx) may release the key between the two reads.
    for (let attempt = 0; attempt < 2; attempt++) {
      if (await claim(account.id, key, fingerprint)) {
        request.idempotencyClaim = { accountId: account.id, key };
        await sweep();
        return;
      }
      const [row] = await db.select().from(idempotencyKeys).where(mine(account.id, key));
      if (!row) continue;
      if (row.fingerprint !== fingerprint) throw refuse(422, KEY_REUSED);
      if (row.status === null || row.bodySealed === null) throw refuse(409, KEY_IN_USE);
      const body = openBody(row.bodySealed, context(row));
      if (body !== undefined) return replay(reply, row.status, row.contentType, body);
      // Sealed with another key (a replica without the shared SECRETS_KEY): forget it and run.
      await db.delete(idempotencyKeys).where(mine(account.id, key));
    }
    throw refuse(409, KEY_IN_USE);
  };

  app.addHook('onRoute', (route) => {
    if (!route.config?.idempotent) return;
    const own = route.preHandler ? [route.preHandler].flat() : [];
    // Last: after the route's own checks, right before the handler.
    route.preHandler = [...own, honour];
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claimed = request.idempotencyClaim;
    if (!claimed) return payload;
    request.idempotencyClaim = undefined;
    const where = mine(claimed.accountId, claimed.key);
    if (reply.statusCode >= 500 || typeof payload !== 'string') {
      await db.delete(idempotencyKeys).where(where);
      return payload;
    }
    const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
    await db
      .update(idempotencyKeys)
      .set({ status: reply.statusCode, contentType, bodySealed: box.seal(payload, context(claimed)) })
      .where(where);
    return payload;
  });
}

/** Answers a stored answer again, marked as a replay. */
function replay(reply: FastifyReply, status: number, contentType: string | null, body: string) {
  reply.status(status).header(REPLAYED_HEADER, 'true');
  if (contentType) reply.type(contentType);
  return reply.send(body);
}
