import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '../api-prefix';
import type { Config } from '../config';

/**
 * The Content-Security-Policy of the dashboard's own HTML (the host app): scripts only from this
 * origin and the two third-party SDKs the dashboard loads (Stripe.js for cards, Facebook's SDK for
 * connecting pages, at their configured addresses), never inline; styles may be inline (React
 * style attributes); media and images from anywhere over http(s) (product images, uploaded media on
 * a CDN); the API, the realtime hub and the live engine over http(s) and ws(s); the social video and
 * payment frames the editor shows; never framed by another site.
 */
export function dashboardCsp(config: Pick<Config, 'platforms'>): string {
  const sdkOrigins = new Set(['https://js.stripe.com', new URL(config.platforms.facebookSdkUrl).origin]);
  return [
    "default-src 'self'",
    `script-src 'self' ${[...sdkOrigins].join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https: http:",
    "media-src 'self' data: blob: https: http:",
    "font-src 'self' data:",
    "connect-src 'self' ws: wss: https: http:",
    'frame-src https://www.youtube.com https://www.youtube-nocookie.com https://player.vimeo.com https://www.facebook.com https://js.stripe.com https://hooks.stripe.com',
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/**
 * The Content-Security-Policy of the viewer page `/watch/{id}` (issue 29 §6): framed by any site
 * (`frame-ancestors *`); scripts only from this origin (the player bundle, never inline) and Google's
 * tag (`https://www.googletagmanager.com/gtag/js`, which the player loads for a player with a
 * Google Analytics code, issue 34 §4; its hits go over https, which connect-src and img-src allow); the
 * page's own `<style>` and the player's shadow styles inline; video as HLS `blob:` URLs from
 * MediaSource, hls.js's `blob:` worker, segments, posters and product images from anywhere over
 * http(s); the API, the realtime hub and the live engine's WebRTC signalling over http(s) and ws(s);
 * social videos (YouTube, Vimeo, Facebook) in https frames; no plugins, no `<base>` elsewhere.
 * Checked in Chromium by `e2e/live.spec.ts` (a live broadcast plays) and `e2e/watch-ga.spec.ts`
 * (Google's tag loads and gets the play, no CSP violation).
 */
export const WATCH_CSP = [
  "default-src 'self'",
  "script-src 'self' https://www.googletagmanager.com",
  "worker-src 'self' blob:",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https: http:",
  "media-src 'self' data: blob: https: http:",
  "font-src 'self' data: https:",
  "connect-src 'self' ws: wss: https: http:",
  'frame-src https:',
  'frame-ancestors *',
  "base-uri 'self'",
  "object-src 'none'",
].join('; ');

/** Pages made to be embedded on any site: the viewer page and the embed bundles. */
const embeddable = (url: string) => url.startsWith('/watch/') || url.startsWith('/embed/');

/**
 * Security headers (issue 13 §6), with `@fastify/helmet` for the common set (nosniff,
 * Referrer-Policy, HSTS on https, …) minus what would break embedding: no Cross-Origin-Resource-
 * Policy (players, media and the elements load on other origins), no Cross-Origin-Opener-Policy
 * (the Facebook login popup talks to its opener), no global frame or CSP rule. Then per answer:
 * - the dashboard's HTML: {@link dashboardCsp} and `X-Frame-Options: SAMEORIGIN`;
 * - the viewer page: {@link WATCH_CSP}, frameable by any site; the embed bundles: no frame rule;
 * - `*.map` outside the API: 404 unless `config.sourceMaps` (off in production);
 * - API answers: `Cache-Control: no-store` unless the route chose its own caching (the player
 *   document revalidates with an ETag, media files are immutable).
 */
export async function installSecurityHeaders(
  app: FastifyInstance,
  config: Pick<Config, 'platforms' | 'sourceMaps'>,
) {
  const csp = dashboardCsp(config);
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: false,
    frameguard: false,
    crossOriginResourcePolicy: false,
    crossOriginOpenerPolicy: false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const url = request.url;
    if (url.startsWith(API_PREFIX)) {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      return payload;
    }
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html') && !embeddable(url)) {
      reply.header('content-security-policy', csp);
      reply.header('x-frame-options', 'SAMEORIGIN');
    } else if (type.startsWith('text/html') && url.startsWith('/watch')) {
      reply.header('content-security-policy', WATCH_CSP);
    }
    return payload;
  });
  // Source maps give out the sources: in production no path answers one (issue 29 §6), whatever a
  // build left in the host app's or a bundle's folder. The builds write them `hidden` (no
  // `sourceMappingURL` comment), for symbolicating error reports offline.
  if (!config.sourceMaps)
    app.addHook('onRequest', async (request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      if (/\.map$/i.test(path) && !path.startsWith(API_PREFIX))
        return reply.status(404).send({ success: false, error: 'Not found.' });
    });
}
