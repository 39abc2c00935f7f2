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
    /** The language of the `Accept-Language` header (first supported tag), else `en`. */
    language: Language;
  }
}

/** The token of a request: bearer header first, then the session cookie. */
export function requestToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || undefined;
  return request.cookies[SESSION_COOKIE];
}

function pickLanguage(header: string | undefined): Language {
  for (const part of (header ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim().slice(0, 2).toLowerCase();
    if (tag && (LANGUAGES as readonly string[]).includes(tag)) return tag as Language;
  }
  return 'en';
}

/** Adds `request.language` to every request. */
export function installLanguage(app: FastifyInstance) {
  app.decorateRequest('language', 'en');
  app.addHook('onRequest', async (request) => {
    request.language = pickLanguage(request.headers['accept-language']);
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
