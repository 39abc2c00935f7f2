import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_PREFIX } from '../api-prefix';
import type { Db } from '../db/client';
import { forbidden, unauthorized } from '../http/errors';
import { requiredScope } from './scopes';
import { isSiteToken, useSiteToken } from './store';

/** 403 text for a site token used outside its scopes. */
export const SCOPE_REFUSED = 'This token may not do that.';

/** The account each request's site token was already checked for (one lookup per request). */
const checked = new WeakMap<FastifyRequest, Awaited<ReturnType<typeof siteTokenCheck>>>();

const routeOf = (request: FastifyRequest) => (request.routeOptions.url ?? '').replace(API_PREFIX, '') || '/';

async function siteTokenCheck(db: Db, request: FastifyRequest, token: string) {
  const found = await useSiteToken(db, token);
  if (!found) throw unauthorized();
  const needed = requiredScope(request.method, routeOf(request));
  if (!needed || !found.scopes.includes(needed)) throw forbidden(SCOPE_REFUSED);
  return found.account;
}

/**
 * The account of a request signed with a site token, after checking the route against the
 * token's scopes: 401 for an unknown or revoked token, 403 {@link SCOPE_REFUSED} for a route the
 * scopes do not cover (see {@link requiredScope}). Checked once per request (the guard of
 * {@link installSiteTokenGuard} may have done it already).
 */
export async function siteTokenAccount(db: Db, request: FastifyRequest, token: string) {
  const done = checked.get(request);
  if (done) return done;
  const account = await siteTokenCheck(db, request, token);
  checked.set(request, account);
  return account;
}

/**
 * Checks a bearer site token on every route a scope covers before the body is parsed or
 * validated (onRequest), so a token outside its scopes gets 401/403, never a 422 that reveals the
 * route's validation. Routes no scope covers are left to their handler (`requireAccount` refuses
 * site tokens there; public routes ignore the header).
 */
export function installSiteTokenGuard(app: FastifyInstance, db: Db) {
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
    if (!token || !isSiteToken(token) || !requiredScope(request.method, routeOf(request))) return;
    await siteTokenAccount(db, request, token);
  });
}
