import cookie from '@fastify/cookie';
import type { Language } from '@smuc/sdk';
import { LANGUAGES } from '@smuc/sdk';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import type { accounts } from '../db/schema';
import { forbidden, unauthorized } from '../http/errors';
import { siteTokenAccount } from '../site-tokens/auth';
import { isSiteToken } from '../site-tokens/store';
import { lookupToken } from './tokens';

export type Account = typeof accounts.$inferSelect;

/** Name of the httpOnly session cookie. */
export const SESSION_COOKIE = 'smuc_session';
/** Name of the readable cookie the dashboard shell checks to know a session exists (000 §2). */
export const LOGGED_IN_COOKIE = 'smuc_logged_in';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The language of the `Accept-Language` header (first supported tag); without one, the
     * signed-in account's language (issue 30); else `en`.
     */
    language: Language;
  }
}

/**
 * The token of a request: bearer header first, then the session cookie (read from the header when
 * the cookie plugin has not parsed it yet: the language hook runs before it).
 */
export function requestToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || undefined;
  const cookies = request.cookies ?? cookie.parse(request.headers.cookie ?? '');
  return cookies[SESSION_COOKIE];
}

const isLanguage = (tag: string | undefined): tag is Language =>
  tag !== undefined && (LANGUAGES as readonly string[]).includes(tag);

/** The first supported language of an `Accept-Language` header, or `undefined`. */
function pickLanguage(header: string | undefined): Language | undefined {
  for (const part of (header ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim().slice(0, 2).toLowerCase();
    if (isLanguage(tag)) return tag;
  }
  return undefined;
}

/**
 * Adds `request.language` to every request (000 §7): the first supported language of its
 * `Accept-Language`; for a request without one (an API client, curl) made with a session or
 * personal access token, the account's language (issue 30: an Arabic account was answered in
 * English); else `en`. Runs before the body is parsed and before routing, so bad JSON and unknown
 * routes are answered in that language too. Site tokens (plugins) keep `en` unless they send the
 * header: their scopes are checked with the route, later. Without `db` (an app of a unit test)
 * only the header counts.
 */
export function installLanguage(app: FastifyInstance, db?: Db) {
  app.decorateRequest('language', 'en');
  app.addHook('onRequest', async (request) => {
    const asked = pickLanguage(request.headers['accept-language']);
    if (asked) {
      request.language = asked;
      return;
    }
    request.language = 'en';
    if (!db) return;
    const token = requestToken(request);
    if (!token || isSiteToken(token)) return;
    const found = await lookupToken(db, token);
    if (found.state === 'active' && isLanguage(found.account.language))
      request.language = found.account.language;
  });
}

/**
 * The signed-in account of a request, or a raised 401 (no or unknown token) / 403 "Expired token"
 * (a session past its time: the client logs out, 000 §8). Every route that reads account data
 * starts here, and every query it makes is scoped by the returned account's id.
 */
export async function requireAccount(db: Db, request: FastifyRequest): Promise<Account> {
  const token = requestToken(request);
  if (!token) throw unauthorized();
  // Site tokens of the plugins (issue 16) carry scopes checked against the route.
  if (isSiteToken(token)) return siteTokenAccount(db, request, token);
  const found = await lookupToken(db, token);
  if (found.state === 'expired') throw forbidden('Expired token');
  if (found.state === 'unknown') throw unauthorized();
  return found.account;
}
