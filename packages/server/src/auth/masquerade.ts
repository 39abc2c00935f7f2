import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { sessionMasquerades, sessions } from '../db/schema';
import { forbidden } from '../http/errors';
import { audit, routeOf } from '../staff/audit';
import { requestToken } from './context';
import { tokenHash } from './tokens';

/** The 403 text a masqueraded session gets on a refused action (000 §6). */
export const MASQUERADE_REFUSED =
  'This action is not available while staff view the account (masquerade). Take off the mask to make changes.';

/**
 * The masquerade behind a session token: the session row, the account viewed and the staff member;
 * `null` for an ordinary session or an unknown token.
 */
export async function masqueradeOf(
  db: Db,
  token: string,
): Promise<{ sessionId: number; accountId: number; staffId: number } | null> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      accountId: sessions.accountId,
      staffId: sessionMasquerades.staffAccountId,
    })
    .from(sessions)
    .innerJoin(sessionMasquerades, eq(sessionMasquerades.sessionId, sessions.id))
    .where(eq(sessions.tokenHash, tokenHash(token)))
    .limit(1);
  return row ?? null;
}

/** Whether the request's session is a staff masquerade (000 §3 User `masqueraded`). */
export async function isMasqueraded(db: Db, request: FastifyRequest): Promise<boolean> {
  const token = requestToken(request);
  return token ? (await masqueradeOf(db, token)) !== null : false;
}

/**
 * For an action that is refused to masqueraded sessions only in one of its forms (a form's CSV
 * export shares its route with the readable list): raises 403 {@link MASQUERADE_REFUSED} there.
 */
export async function refuseMasquerade(db: Db, request: FastifyRequest): Promise<void> {
  const token = requestToken(request);
  if (!token) return;
  const masquerade = await masqueradeOf(db, token);
  if (!masquerade) return;
  await audit(db, {
    action: 'write.refused',
    staffAccountId: masquerade.staffId,
    accountId: masquerade.accountId,
    address: request.ip,
    detail: routeOf(request),
  });
  throw forbidden(MASQUERADE_REFUSED);
}

/**
 * The one guard of spec 000 §6: a route marked `config: { masquerade: 'refuse' }` (destructive,
 * account and payment actions) answers 403 {@link MASQUERADE_REFUSED} to a masqueraded session,
 * before its handler runs, so no route can forget it; each refusal is written to the audit log. Sessions without a token pass through to the
 * handler's own 401. Reads and unmarked routes are untouched.
 */
export function installMasqueradeGuard(app: FastifyInstance, db: Db) {
  // onRequest: before body parsing and schema validation, so a refused write never reaches either.
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config?.masquerade !== 'refuse') return;
    await refuseMasquerade(db, request);
  });
}
