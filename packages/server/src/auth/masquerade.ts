import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { sessionMasquerades, sessions } from '../db/schema';
import { forbidden } from '../http/errors';
import { requestToken } from './context';
import { tokenHash } from './tokens';

/** The 403 text a masqueraded session gets on a refused action (000 §6). */
export const MASQUERADE_REFUSED =
  'This action is not available while staff view the account (masquerade). Take off the mask to make changes.';

/** The staff account behind a masquerade session, or `null` for an ordinary session or an unknown token. */
export async function masqueradeStaffId(db: Db, token: string): Promise<number | null> {
  const [row] = await db
    .select({ staffId: sessionMasquerades.staffAccountId })
    .from(sessions)
    .innerJoin(sessionMasquerades, eq(sessionMasquerades.sessionId, sessions.id))
    .where(eq(sessions.tokenHash, tokenHash(token)))
    .limit(1);
  return row?.staffId ?? null;
}

/**
 * For an action that is refused to masqueraded sessions only in one of its forms (a form's CSV
 * export shares its route with the readable list): raises 403 {@link MASQUERADE_REFUSED} there.
 */
export async function refuseMasquerade(db: Db, request: FastifyRequest): Promise<void> {
  const token = requestToken(request);
  if (token && (await masqueradeStaffId(db, token)) !== null) throw forbidden(MASQUERADE_REFUSED);
}

/**
 * The one guard of spec 000 §6: a route marked `config: { masquerade: 'refuse' }` (destructive,
 * account and payment actions) answers 403 {@link MASQUERADE_REFUSED} to a masqueraded session,
 * before its handler runs, so no route can forget it. Sessions without a token pass through to the
 * handler's own 401. Reads and unmarked routes are untouched.
 */
export function installMasqueradeGuard(app: FastifyInstance, db: Db) {
  // onRequest: before body parsing and schema validation, so a refused write never reaches either.
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config?.masquerade !== 'refuse') return;
    await refuseMasquerade(db, request);
  });
}
