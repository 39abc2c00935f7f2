import type { FastifyReply } from 'fastify';
import type { Config } from '../config';
import { LOGGED_IN_COOKIE, SESSION_COOKIE } from './context';

/** Sets the httpOnly session cookie and the readable logged-in cookie the shell checks (000 §2). */
export function setSessionCookies(reply: FastifyReply, token: string, config: Config) {
  const base = {
    path: '/',
    sameSite: 'lax' as const,
    secure: config.secureCookies,
    maxAge: config.sessionTtlMs / 1000,
  };
  reply.setCookie(SESSION_COOKIE, token, { ...base, httpOnly: true });
  reply.setCookie(LOGGED_IN_COOKIE, '1', { ...base, httpOnly: false });
}

/** Clears both session cookies. */
export function clearSessionCookies(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  reply.clearCookie(LOGGED_IN_COOKIE, { path: '/' });
}
