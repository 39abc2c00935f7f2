import type { FastifyRequest } from 'fastify';
import { API_PREFIX } from '../api-prefix';
import type { Db } from '../db/client';
import { forbidden, unauthorized } from '../http/errors';
import { requiredScope } from './scopes';
import { useSiteToken } from './store';

/** 403 text for a site token used outside its scopes. */
export const SCOPE_REFUSED = 'This token may not do that.';

/**
 * The account of a request signed with a site token, after checking the route against the
 * token's scopes: 401 for an unknown or revoked token, 403 {@link SCOPE_REFUSED} for a route the
 * scopes do not cover (see {@link requiredScope}).
 */
export async function siteTokenAccount(db: Db, request: FastifyRequest, token: string) {
  const found = await useSiteToken(db, token);
  if (!found) throw unauthorized();
  const route = (request.routeOptions.url ?? '').replace(API_PREFIX, '') || '/';
  const needed = requiredScope(request.method, route);
  if (!needed || !found.scopes.includes(needed)) throw forbidden(SCOPE_REFUSED);
  return found.account;
}
