import {
  auditLogPageSchema,
  auditLogQuerySchema,
  masqueradeRedirectSchema,
  type StaffLimitations,
  signInUnlockSchema,
  staffAccountSchema,
  staffLimitationsInputSchema,
  staffLimitationsSchema,
} from '@smuc/sdk';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { limitationsOf, overridesOf } from '../accounts/plans';
import { findAccount, searchAccounts, updateAccount } from '../accounts/repository';
import { type Account, requestToken, requireAccount } from '../auth/context';
import { setSessionCookies } from '../auth/cookies';
import { unlockSignIn } from '../auth/login-throttle';
import { masqueradeOf } from '../auth/masquerade';
import { createSession, deleteSession, tokenHash } from '../auth/tokens';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { sessionMasquerades, sessions } from '../db/schema';
import { CROSS_SITE_REFUSED, sameOriginRead } from '../http/cross-site';
import { ok, okAnswer } from '../http/envelope';
import { forbidden, HttpError, notFound } from '../http/errors';
import { audit, auditPage } from './audit';

/** The readable cookie that tells the UI a masquerade is on (000 §6 "Masquerade is detected by a cookie"). */
export const MASQUERADE_COOKIE = 'smuc_masquerade';

const accountSearchQuery = z.object({ search: z.string().max(255).optional() });
const userIdParams = z.object({ userId: z.coerce.number().int().positive().max(2_147_483_647) });

/** An account as the staff accounts page lists it. */
export interface StaffAccountRow {
  id: number;
  email: string;
  name: string;
  plan: string | null;
  staff: boolean;
}

async function requireStaff(db: Db, request: FastifyRequest) {
  const account = await requireAccount(db, request);
  if (!account.staff) throw forbidden('Only staff can do this.');
  return account;
}

/**
 * Whether a state-changing request comes from a page of this product: its `Origin` (or, without
 * one, `Sec-Fetch-Site: same-origin`) must be the public origin or the origin the request reached.
 */
function sameOrigin(request: FastifyRequest, config: Config): boolean {
  const origin = request.headers.origin;
  if (!origin) return request.headers['sec-fetch-site'] === 'same-origin';
  const own = new Set([new URL(config.publicUrl).origin, `${request.protocol}://${request.headers.host}`]);
  return own.has(origin);
}

function setMasqueradeCookie(reply: FastifyReply, config: Config, on: boolean) {
  if (on)
    reply.setCookie(MASQUERADE_COOKIE, '1', {
      path: '/',
      sameSite: 'lax',
      secure: config.secureCookies,
      maxAge: config.sessionTtlMs / 1000,
    });
  else reply.clearCookie(MASQUERADE_COOKIE, { path: '/' });
}

/**
 * Staff masquerade (000 §1, §4, §6; design note accounts.md):
 * - `GET /staff/accounts?search` (staff only): up to 50 accounts whose e-mail or name contains the text.
 * - `POST /staff/masquerade/{userId}` (staff only, same origin): the staff member's session ends and
 *   a new session of the account begins, recorded with the staff id (`session_masquerades`); the
 *   account must exist and not be staff. Sets the session cookies and the readable
 *   {@link MASQUERADE_COOKIE}; audited. The account's own sign-in time is not touched. Answers
 *   `{ redirect: '/dashboard' }`.
 * - `GET /user/take-my-mask-off`: ends the masquerade session and gives the staff member a new
 *   session of their own (audited); answers `{ redirect: '/staff/accounts' }`. 422 when the session
 *   is not a masquerade.
 * - `GET /staff/audit-log?page&per_page` (staff only): one page of the audit log, newest first.
 * Masqueraded sessions are read-only for the actions of 000 §6: see `auth/masquerade.ts`.
 */
export function staffRoutes(app: FastifyInstance, db: Db, config: Config) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/staff/accounts',
    { schema: { answer: z.array(staffAccountSchema), querystring: accountSearchQuery } },
    async (request) => {
      await requireStaff(db, request);
      const rows = await searchAccounts(db, request.query.search?.trim());
      return ok(
        rows.map(
          (a): StaffAccountRow => ({
            id: a.id,
            email: a.email,
            name: [a.firstname, a.lastname].filter(Boolean).join(' '),
            plan: a.plan,
            staff: a.staff,
          }),
        ),
      );
    },
  );

  api.post(
    '/staff/masquerade/:userId',
    { schema: { answer: masqueradeRedirectSchema, params: userIdParams } },
    async (request, reply) => {
      const staff = await requireStaff(db, request);
      if (!sameOrigin(request, config)) throw forbidden('Masquerade starts only from this dashboard.');
      const target = await findAccount(db, request.params.userId);
      if (!target) throw notFound('No such account.');
      if (target.staff) throw forbidden('Staff accounts cannot be masqueraded.');
      const token = await createSession(db, target.id, config.sessionTtlMs);
      const created = await sessionIdOf(db, token);
      await db.insert(sessionMasquerades).values({ sessionId: created, staffAccountId: staff.id });
      // The staff member's own session ends (rotation); take-my-mask-off gives them a new one.
      const own = requestToken(request);
      if (own) await deleteSession(db, own);
      await audit(db, {
        action: 'masquerade.start',
        staffAccountId: staff.id,
        accountId: target.id,
        address: request.ip,
      });
      setSessionCookies(reply, token, config);
      setMasqueradeCookie(reply, config, true);
      return ok({ redirect: '/dashboard' });
    },
  );

  // The staff audit page (issue 33 §1). A masqueraded session is the account's own, never staff's,
  // so `requireStaff` refuses it with 403 like any other non-staff session.
  api.get(
    '/staff/audit-log',
    { schema: { answer: auditLogPageSchema, querystring: auditLogQuerySchema } },
    async (request) => {
      await requireStaff(db, request);
      return ok(await auditPage(db, request.query.page ?? 1, request.query.per_page ?? 50));
    },
  );

  /**
   * An account's limit settings (000 §6; staff only): its plan, the overrides staff set over the
   * plan's limits, the live/playback allow-list flag and the limitations these give.
   */
  const limitationsAnswer = okAnswer(staffLimitationsSchema);
  api.get(
    '/staff/accounts/:userId/limitations',
    { schema: { params: userIdParams, response: limitationsAnswer } },
    async (request) => {
      await requireStaff(db, request);
      return ok(await staffLimitations(db, await accountById(db, request.params.userId)));
    },
  );

  /**
   * Sets an account's limit overrides (`overrides` replaces the whole set; `{}` clears it) and/or its
   * live/playback allow-list flag (`allow_live`); staff only, audited with the new values. A
   * masqueraded session is the account's own, never staff: refused by the guard as well.
   */
  api.put(
    '/staff/accounts/:userId/limitations',
    {
      schema: { params: userIdParams, body: staffLimitationsInputSchema, response: limitationsAnswer },
      config: { masquerade: 'refuse' },
    },
    async (request) => {
      const staff = await requireStaff(db, request);
      const target = await accountById(db, request.params.userId);
      const { overrides, allow_live } = request.body;
      const updated = await updateAccount(db, target.id, {
        ...(overrides !== undefined ? { limitOverrides: overrides } : {}),
        ...(allow_live !== undefined ? { allowLive: allow_live } : {}),
      });
      if (!updated) throw notFound('No such account.');
      await audit(db, {
        action: 'limitations.set',
        staffAccountId: staff.id,
        accountId: target.id,
        address: request.ip,
        detail: JSON.stringify(request.body),
      });
      return ok(await staffLimitations(db, updated));
    },
  );

  /**
   * Lifts an account's sign-in locks (issue 29 §3; staff only, this dashboard's pages only,
   * audited): every wrong-password counter of its e-mail, on every address. Answers `{ cleared }`.
   */
  api.post(
    '/staff/accounts/:userId/sign-in-unlock',
    { schema: { params: userIdParams, answer: signInUnlockSchema }, config: { masquerade: 'refuse' } },
    async (request) => {
      const staff = await requireStaff(db, request);
      const target = await accountById(db, request.params.userId);
      const cleared = await unlockSignIn(db, target.email);
      await audit(db, {
        action: 'sign-in.unlock',
        staffAccountId: staff.id,
        accountId: target.id,
        address: request.ip,
        detail: JSON.stringify({ cleared }),
      });
      return ok({ cleared });
    },
  );

  // 422 when the session is not a masquerade; a cookie-only GET from another site is refused (the
  // spec names GET, and a link must not switch sessions: `sameOriginRead`).
  const maskOff = { schema: { response: okAnswer(masqueradeRedirectSchema), answerErrors: [422] as const } };
  api.get('/user/take-my-mask-off', maskOff, async (request, reply) => {
    if (!sameOriginRead(request, config)) throw forbidden(CROSS_SITE_REFUSED);
    const token = requestToken(request);
    const masquerade = token ? await masqueradeOf(db, token) : null;
    if (!token || !masquerade) throw new HttpError(422, 'This session is not a masquerade.');
    await deleteSession(db, token);
    const staffToken = await createSession(db, masquerade.staffId, config.sessionTtlMs);
    await audit(db, {
      action: 'masquerade.stop',
      staffAccountId: masquerade.staffId,
      accountId: masquerade.accountId,
      address: request.ip,
    });
    setSessionCookies(reply, staffToken, config);
    setMasqueradeCookie(reply, config, false);
    return ok({ redirect: '/staff/accounts' });
  });
}

async function accountById(db: Db, id: number): Promise<Account> {
  const row = await findAccount(db, id);
  if (!row) throw notFound('No such account.');
  return row;
}

async function staffLimitations(db: Db, account: Account): Promise<StaffLimitations> {
  return {
    user_id: account.id,
    plan: account.plan,
    overrides: overridesOf(account.limitOverrides),
    allow_live: account.allowLive,
    limitations: await limitationsOf(db, account),
  };
}

/** The id of the session row of a token (just created by `createSession`). */
async function sessionIdOf(db: Db, token: string): Promise<number> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.tokenHash, tokenHash(token)));
  if (!row) throw new Error('session just created is missing');
  return row.id;
}
