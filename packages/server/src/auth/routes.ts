import {
  type LoginInput,
  loginInputSchema,
  loginResultSchema,
  logoutResultSchema,
  sessionStateSchema,
  tokenResultSchema,
} from '@smuc/sdk';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { findAccountByEmail } from '../accounts/repository';
import { toUser } from '../accounts/serialize';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { CROSS_SITE_REFUSED, sameOriginRead } from '../http/cross-site';
import { ok, okAnswer } from '../http/envelope';
import { forbidden, unauthorized } from '../http/errors';
import { PUBLIC, withAnswer } from '../http/openapi';
import { requestToken } from './context';
import { clearSessionCookies, setSessionCookies } from './cookies';
import { LoginThrottle } from './login-throttle';
import { verifyPassword } from './passwords';
import { createSession, deleteSession, lookupToken } from './tokens';

/** One message for an unknown e-mail and a wrong password, so the form does not reveal which. */
export const WRONG_CREDENTIALS = 'Wrong e-mail address or password.';

/** `POST /auth/login`, `POST /auth/token`, `GET /auth/session`, `GET`/`POST /user/logout`. */
export function authRoutes(scope: FastifyInstance, db: Db, config: Config) {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const throttle = new LoginThrottle(db);

  /**
   * Checks e-mail and password (throttled per address, per account and address pair, and per
   * account for addresses it never used: `login-throttle.ts`); answers the account.
   */
  async function authenticate(input: LoginInput, request: FastifyRequest, reply: FastifyReply) {
    const email = input.email.toLowerCase();
    const account = await findAccountByEmail(db, email);
    await throttle.check(request, reply, email, account?.id);
    // Verify against a real hash even for unknown e-mails so timing does not reveal accounts.
    const valid = await verifyPassword(account?.passwordHash ?? DUMMY_HASH, input.password);
    if (!account || !valid) {
      await throttle.failed(request, email);
      throw unauthorized(WRONG_CREDENTIALS);
    }
    await throttle.succeeded(request, email, account.id);
    return account;
  }

  // Browsers: a new session in httpOnly cookies; the token never reaches page scripts (issue 13 §6).
  // One per-address budget for both (the key is the address, the counter in the database).
  const login = () => ({
    schema: { body: loginInputSchema, ...PUBLIC },
    config: LoginThrottle.routeConfig(),
  });
  app.post('/auth/login', withAnswer(login(), loginResultSchema), async (request, reply) => {
    const account = await authenticate(request.body, request, reply);
    setSessionCookies(reply, await createSession(db, account.id, config.sessionTtlMs), config);
    return ok({ user: await toUser(db, account) });
  });

  // API clients that ask for one (scripts, plugins, tests): a bearer token, no cookies.
  app.post('/auth/token', withAnswer(login(), tokenResultSchema), async (request, reply) => {
    const account = await authenticate(request.body, request, reply);
    const token = await createSession(db, account.id, config.sessionTtlMs);
    return ok({ token, user: await toUser(db, account) });
  });

  app.get(
    '/auth/session',
    { schema: { response: okAnswer(sessionStateSchema), ...PUBLIC } },
    async (request) => {
      const token = requestToken(request);
      const found = token ? await lookupToken(db, token) : { state: 'unknown' as const };
      return ok({ active: found.state === 'active' });
    },
  );

  // Ends the session (issue 29 §3). The spec's call is `GET /user/logout`; a GET is what a
  // cross-site link or image makes, and the Lax session cookie goes with a top-level one, so a
  // cookie-only GET must come from this product's own pages ({@link sameOriginRead}) or it is
  // refused with the cross-site 403 and the session stays. `POST /user/logout` does the same under
  // the cookie-write guard every POST has (`http/cross-site.ts`).
  const logout = async (request: FastifyRequest, reply: FastifyReply) => {
    const token = requestToken(request);
    if (request.method === 'GET' && !sameOriginRead(request, config)) {
      request.log.warn({ route: request.routeOptions.url }, 'cross-site logout refused');
      throw forbidden(CROSS_SITE_REFUSED);
    }
    if (token) await deleteSession(db, token);
    clearSessionCookies(reply);
    return ok({ redirect: '/login' });
  };
  const logoutOptions = { schema: { response: okAnswer(logoutResultSchema), ...PUBLIC } };
  app.get('/user/logout', logoutOptions, logout);
  app.post('/user/logout', logoutOptions, logout);
}

/** Argon2id hash of a random string, used only to spend the same time on unknown e-mails. */
const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHRzb21lc2FsdA$Qk2cP7eh9yQh0TiwOXm2NfK9dNw2nU6R3pK5X6wX6fA';
