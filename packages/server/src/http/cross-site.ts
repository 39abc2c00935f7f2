import cors, { type FastifyCorsOptionsDelegateCallback } from '@fastify/cors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../auth/context';
import type { Config } from '../config';
import { forbidden } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `'open'`: a public write other sites' pages make (viewer events, subscribing): it never acts
     * with the session, so a cross-site call is served as an anonymous one instead of refused.
     */
    crossSite?: 'open';
  }
}

/** The 403 text of a cookie-authenticated write from a page the product does not trust (issue 13 §2). */
export const CROSS_SITE_REFUSED =
  'This request came from a page that may not act with your session. Sign in on the dashboard itself, or call the API with a token.';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** `scheme://host[:port]` the request itself reached: same-origin pages are always trusted. */
const selfOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/**
 * The page a browser request came from: `Origin`, else the origin of `Referer`; `undefined` for
 * clients that send neither (servers, command-line tools), which cannot carry a victim's cookie.
 */
export function requestOrigin(request: FastifyRequest): string | undefined {
  const origin = request.headers.origin;
  if (origin && origin !== 'null') return origin;
  const referer = request.headers.referer;
  if (!referer) return origin === 'null' ? 'null' : undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return 'null';
  }
}

/**
 * Whether pages on `origin` may use the signed-in session: the product's own origin (`PUBLIC_URL`),
 * the origin the request reached, and the origins listed in `CORS_ORIGINS` (an account's own sites
 * embedding the dashboard elements with cookies).
 */
export function isTrustedOrigin(origin: string, request: FastifyRequest, config: Config): boolean {
  return origin === selfOrigin(request) || config.corsOrigins.includes(origin);
}

/**
 * Whether a GET that acts on the session (`GET /user/logout`, `GET /user/take-my-mask-off`: the
 * spec names GET for both) may act (issue 29 §3): a bearer token or no session cookie at all, or a
 * browser request from this product's own page (`Sec-Fetch-Site: same-origin`) or a trusted one
 * (`Origin`, else `Referer`). A cookie-only request that says neither (a cross-site link, an
 * image, a page with `Referrer-Policy: no-referrer`) may not.
 */
export function sameOriginRead(request: FastifyRequest, config: Config): boolean {
  if (!request.cookies[SESSION_COOKIE] || request.headers.authorization?.startsWith('Bearer ')) return true;
  if (request.headers['sec-fetch-site'] === 'same-origin') return true;
  const origin = requestOrigin(request);
  return origin !== undefined && isTrustedOrigin(origin, request, config);
}

/**
 * CORS and cross-site request defence (issue 13 §2), installed once on the root app after the
 * cookie parser:
 * - CORS answers every origin (elements on any page call the API with a bearer token, which a
 *   foreign page cannot borrow), but allows credentials only to trusted origins
 *   ({@link isTrustedOrigin}), so no other page can read the API as the signed-in user.
 * - A state-changing request that carries the session cookie and no bearer token, sent from an
 *   untrusted page, is refused with 403 {@link CROSS_SITE_REFUSED} before its body is read; on routes
 *   marked `config: { crossSite: 'open' }` the cookie is dropped instead and the call runs anonymous.
 */
export async function installCrossSiteDefence(app: FastifyInstance, config: Config) {
  const delegator: FastifyCorsOptionsDelegateCallback = (request, callback) => {
    const origin = request.headers.origin;
    const trusted = origin !== undefined && isTrustedOrigin(origin, request, config);
    callback(null, {
      origin: origin ?? false,
      credentials: trusted,
      // Elements on other origins call every method; the default list would block PUT and DELETE.
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      exposedHeaders: ['content-disposition', 'stream-media-id', 'x-total-count', 'x-time-zone'],
    });
  };
  await app.register(cors, { delegator });
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (!request.cookies[SESSION_COOKIE] || request.headers.authorization?.startsWith('Bearer ')) return;
    const origin = requestOrigin(request);
    if (origin === undefined || isTrustedOrigin(origin, request, config)) return;
    if (request.routeOptions.config?.crossSite === 'open') {
      delete request.cookies[SESSION_COOKIE];
      return;
    }
    request.log.warn({ origin, route: request.routeOptions.url }, 'cross-site write refused');
    throw forbidden(CROSS_SITE_REFUSED);
  });
}
