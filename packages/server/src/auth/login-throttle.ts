import rateLimit from '@fastify/rate-limit';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { rateLimitHits, signInAddresses, signInFailures } from '../db/schema';
import { HttpError } from '../http/errors';
import { sharedRateLimitStore } from '../http/shared-rate-limit';

/** The 429 text of a throttled sign-in (000 §8 envelope; `retry-after` says when to try again). */
export const LOGIN_THROTTLED = 'Too many sign-in attempts. Please try again later.';

/**
 * Password checks per network address per minute (`LOGIN_RATE_PER_MINUTE`, default 30), any
 * outcome, one budget for `/auth/login`, `/auth/token` and `PUT /user/change-password`.
 */
const perAddressPerMinute = () => Number(process.env.LOGIN_RATE_PER_MINUTE ?? 30);

/**
 * Wrong passwords before a lock: per (e-mail, address) pair and per e-mail across addresses. Each
 * further failure after a lock ends doubles it ({@link FIRST_LOCK_MS} up to {@link LONGEST_LOCK_MS});
 * a day without failures forgets the count.
 */
export const LOCK_AFTER = { pair: 5, account: 20 } as const;
const FIRST_LOCK_MS = 60_000;
const LONGEST_LOCK_MS = 3600_000;
const FORGET_AFTER_MS = 24 * 3600_000;

/**
 * Sign-in abuse (issue 13 §4, issue 29 §3), state in the database so every replica enforces it and
 * a restart lifts nothing:
 * - per address: `@fastify/rate-limit` with its counter in `rate_limit_hits` ({@link routeConfig}),
 *   one budget shared by every route that checks a password;
 * - per (account, address) pair: {@link LOCK_AFTER}.pair wrong passwords lock that pair with growing
 *   delays; other addresses, the owner's included, are not slowed;
 * - per account: {@link LOCK_AFTER}.account wrong passwords from any addresses lock the account,
 *   except for addresses it signed in from before (`sign_in_addresses`), so a distributed guesser
 *   is stopped and the owner still gets in from home. Staff lift both ({@link unlockSignIn}).
 */
export class LoginThrottle {
  constructor(private readonly db: Db) {}

  /** Registers the per-address limiter (routes opt in through {@link routeConfig}). */
  static async register(app: FastifyInstance, db: Db): Promise<void> {
    await app.register(rateLimit, {
      global: false,
      store: sharedRateLimitStore(db),
      // The plugin has set `retry-after` on the reply; the answer is the spec's envelope.
      errorResponseBuilder: () => new HttpError(429, LOGIN_THROTTLED),
    });
  }

  /** The route config of every route that checks a password: the shared per-address budget. */
  static routeConfig() {
    return {
      rateLimit: {
        shared: true,
        max: perAddressPerMinute(),
        timeWindow: 60_000,
        keyGenerator: (request: FastifyRequest) => `password:${request.ip}`,
        onExceeded: (request: FastifyRequest) =>
          request.log.warn({ ip: request.ip }, 'password checks throttled for address'),
      },
    };
  }

  /**
   * Raises 429 (with `retry-after` in seconds) when the (e-mail, address) pair is locked, or the
   * e-mail is locked across addresses and `accountId` never signed in from this address. Call
   * before the password is checked.
   */
  async check(
    request: FastifyRequest,
    reply: FastifyReply,
    email: string,
    accountId?: number,
  ): Promise<void> {
    const now = Date.now();
    const rows = await this.db
      .select({ address: signInFailures.address, lockedUntil: signInFailures.lockedUntil })
      .from(signInFailures)
      .where(
        and(
          eq(signInFailures.email, email),
          sql`${signInFailures.address} in (${request.ip}, '')`,
          sql`${signInFailures.lockedUntil} > ${new Date(now).toISOString()}::timestamptz`,
        ),
      );
    let until = 0;
    for (const row of rows) {
      if (row.address === '' && accountId !== undefined && (await this.knownAddress(accountId, request.ip)))
        continue;
      until = Math.max(until, row.lockedUntil?.getTime() ?? 0);
    }
    if (until > now) {
      request.log.warn({ email, ip: request.ip }, 'sign-in locked after wrong passwords');
      reply.header('retry-after', String(Math.ceil((until - now) / 1000)));
      throw new HttpError(429, LOGIN_THROTTLED);
    }
  }

  /** Counts a wrong password against the (e-mail, address) pair and against the e-mail. */
  async failed(request: FastifyRequest, email: string): Promise<void> {
    const now = Date.now();
    const at = new Date(now).toISOString();
    const forgetBefore = new Date(now - FORGET_AFTER_MS).toISOString();
    const failures = sql`case when ${signInFailures.lastFailedAt} < ${forgetBefore}::timestamptz then 1 else ${signInFailures.failures} + 1 end`;
    const threshold = sql`case when ${signInFailures.address} = '' then ${LOCK_AFTER.account}::int else ${LOCK_AFTER.pair}::int end`;
    await this.db
      .insert(signInFailures)
      .values([
        { email, address: request.ip, failures: 1, lastFailedAt: new Date(now) },
        { email, address: '', failures: 1, lastFailedAt: new Date(now) },
      ])
      .onConflictDoUpdate({
        target: [signInFailures.email, signInFailures.address],
        set: {
          failures,
          // The lock doubles with each failure past the threshold: 1, 2, 4 … 60 minutes.
          lockedUntil: sql`case when ${failures} >= ${threshold}
            then ${at}::timestamptz + least(${LONGEST_LOCK_MS}::float8, ${FIRST_LOCK_MS}::float8 * 2 ^ (${failures} - ${threshold})) * interval '1 millisecond'
            else null end`,
          lastFailedAt: new Date(now),
        },
      });
  }

  /** A right password: the pair's count is forgotten and the address becomes one the account uses. */
  async succeeded(request: FastifyRequest, email: string, accountId: number): Promise<void> {
    await this.db
      .delete(signInFailures)
      .where(and(eq(signInFailures.email, email), eq(signInFailures.address, request.ip)));
    await this.db
      .insert(signInAddresses)
      .values({ accountId, address: request.ip, lastSignedInAt: new Date() })
      .onConflictDoUpdate({
        target: [signInAddresses.accountId, signInAddresses.address],
        set: { lastSignedInAt: new Date() },
      });
  }

  private async knownAddress(accountId: number, address: string): Promise<boolean> {
    const [row] = await this.db
      .select({ accountId: signInAddresses.accountId })
      .from(signInAddresses)
      .where(and(eq(signInAddresses.accountId, accountId), eq(signInAddresses.address, address)))
      .limit(1);
    return row !== undefined;
  }
}

/** Lifts every sign-in lock of an e-mail (staff, issue 29 §3); answers how many counters were cleared. */
export async function unlockSignIn(db: Db, email: string): Promise<number> {
  const rows = await db
    .delete(signInFailures)
    .where(eq(signInFailures.email, email.toLowerCase()))
    .returning({ address: signInFailures.address });
  return rows.length;
}

/**
 * Deletes the sign-in guard rows that can no longer matter as of `now` (epoch ms), so the tables
 * stay as small as the traffic of the last day: `rate_limit_hits` whose window ended (a new hit
 * starts a fresh window anyway), and `sign_in_failures` without a running lock whose last failure
 * is older than the day after which a failure is forgotten (the next one starts again at 1).
 * Answers how many rows of each went. Run by the server's housekeeping timer (`main.ts`).
 */
export async function sweepSignInGuards(
  db: Db,
  now = Date.now(),
): Promise<{ hits: number; failures: number }> {
  const at = new Date(now);
  const hits = await db
    .delete(rateLimitHits)
    .where(lt(rateLimitHits.resetsAt, at))
    .returning({ key: rateLimitHits.key });
  const failures = await db
    .delete(signInFailures)
    .where(
      and(
        lt(signInFailures.lastFailedAt, new Date(now - FORGET_AFTER_MS)),
        or(isNull(signInFailures.lockedUntil), lt(signInFailures.lockedUntil, at)),
      ),
    )
    .returning({ email: signInFailures.email });
  return { hits: hits.length, failures: failures.length };
}
