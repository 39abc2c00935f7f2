import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { accountRoutes } from './accounts/routes';
import { analyticsRoutes } from './analytics/routes';
import { API_PREFIX } from './api-prefix';
import { installLanguage } from './auth/context';
import { demoAccountRoutes } from './auth/demo-accounts';
import { LoginThrottle } from './auth/login-throttle';
import { installMasqueradeGuard } from './auth/masquerade';
import { authRoutes } from './auth/routes';
import { billingRoutes } from './billing/routes';
import { billingWebhookRoutes } from './billing/webhook';
import { captionJobRoutes } from './captions/job-routes';
import { captionRoutes } from './captions/routes';
import type { Config } from './config';
import type { Db } from './db/client';
import { embedApiRoutes, embedPages } from './embeds/routes';
import { faviconRoute } from './favicon';
import { fontRoutes } from './fonts/routes';
import { formRoutes } from './forms/routes';
import { installCompression } from './http/compression';
import { installCrossSiteDefence } from './http/cross-site';
import { frameworkErrorAnswer, installErrorHandler } from './http/envelope';
import { installIdempotency } from './http/idempotency';
import { loggerOptions } from './http/log-redaction';
import { installNulGuard } from './http/nul-guard';
import { openApiDocument } from './http/openapi';
import { installRequestId, requestIdOptions } from './http/request-id';
import { installRoutePolicy } from './http/route-policy';
import { installSecurityHeaders } from './http/security-headers';
import { learningRoutes } from './learning/routes';
import { liveRoutes } from './live/routes';
import { mediaPlugin } from './media/plugin';
import { installDrain } from './ops/drain';
import { healthRoutes } from './ops/health';
import { checkoutRoutes } from './payments/checkout';
import { paymentRoutes } from './payments/routes';
import { stripeWebhookRoutes } from './payments/webhook';
import { restreamRoutes } from './platforms/restream-routes';
import { connectedPlatformRoutes } from './platforms/routes';
import { productAreaRoutes } from './products/routes';
import type { RealtimeBus } from './realtime/bus';
import { realtimeRoutes } from './realtime/routes';
import { recordingRoutes } from './recordings/routes';
import { eventExportRoutes } from './reports/events-routes';
import { myStreamsReportRoutes } from './reports/my-streams-routes';
import { reportRoutes } from './reports/routes';
import { sampleRoutes } from './samples';
import { shopOrderRoutes } from './shop-orders/routes';
import { siteTokenRoutes } from './site-tokens/routes';
import { staffRoutes } from './staff/routes';
import { serveHostApp } from './static';
import { streamRoutes } from './streams/routes';
import { subscriberRoutes } from './subscribers/routes';

export interface AppOptions {
  db: Db;
  config: Config;
  /** Pino logging: the process's logger (`processLogger()`), `true` for a new one, off in tests. */
  logger?: boolean | Logger;
  /** Serve the built host app at `/` (default true). */
  serveApp?: boolean;
  /**
   * How realtime frames reach the other server processes: the in-memory bus by default (one
   * process); `PgBus` (LISTEN/NOTIFY) when several replicas share one PostgreSQL. Closed with the app.
   */
  realtimeBus?: RealtimeBus;
}

/** Builds the Fastify app: the REST interface under {@link API_PREFIX} and the host app at `/`. */
export async function buildApp({
  db,
  config,
  logger = false,
  serveApp = true,
  realtimeBus,
}: AppOptions): Promise<FastifyInstance> {
  // `request.ip` is the connection's address unless `TRUST_PROXY` names the proxies in front (issue 29 §1):
  // every per-address limit and the audit log key on it, so a client must not choose it.
  const app: FastifyInstance = Fastify({
    ...(typeof logger === 'object'
      ? { loggerInstance: logger as FastifyBaseLogger }
      : { logger: loggerOptions(logger) }),
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    frameworkErrors: frameworkErrorAnswer,
    ...requestIdOptions,
  });
  // First: every answer names its request (X-Request-Id), also the ones a later hook refuses.
  installRequestId(app);
  installRoutePolicy(app);
  // Before any route: a NUL character in a body is a 422, never a failed insert (issue 13 §5).
  installNulGuard(app);
  installErrorHandler(app);
  installLanguage(app, db);
  // After the language hook: once a shutdown drain starts, new requests answer 503 in the envelope.
  installDrain(app);
  // Before the routes (it hooks those that declare `idempotent`) and before compression (it stores
  // the JSON text of an answer): Idempotency-Key on the create routes (issue 32 §1).
  installIdempotency(app, db, config);
  // OpenAPI 3.1 generated from the routes' zod schemas, served at `${API_PREFIX}/openapi.json`.
  await app.register(swagger, openApiDocument(config));
  await installSecurityHeaders(app, config);
  // Every route's answer, the API's JSON and the host app's small files alike (over 1 kB).
  await installCompression(app);
  await app.register(cookie);
  // After the cookie parser: credentialed CORS and cookie writes only for trusted pages (issue 13 §2).
  await installCrossSiteDefence(app, config);
  // After the cookie parser: the guard reads the session cookie.
  installMasqueradeGuard(app, db);
  // Per-route request limits (password checks per address, public intake); routes opt in with
  // `config.rateLimit`; the password budget counts in the database.
  await LoginThrottle.register(app, db);
  // WebSocket routes anywhere in the app (the realtime hub, issue 8): registered once, before every route.
  await app.register(websocket, { options: { maxPayload: 256 * 1024 } });
  await app.register(
    async (api) => {
      authRoutes(api, db, config);
      demoAccountRoutes(api, db, config);
      accountRoutes(api, db, config);
      staffRoutes(api, db, config);
      streamRoutes(api, db, config);
      reportRoutes(api, db);
      productAreaRoutes(api, db);
      // The purchases a shop plugin reports for a player's products (issue 16 §4).
      shopOrderRoutes(api, db);
      myStreamsReportRoutes(api, db, config);
      // Raw viewer events to take away (issue 34 §3).
      eventExportRoutes(api, db);
      formRoutes(api, db);
      subscriberRoutes(api, db);
      connectedPlatformRoutes(api, db, config);
      restreamRoutes(api, db, config);
      siteTokenRoutes(api, db);
      paymentRoutes(api, db, config);
      checkoutRoutes(api, db, config);
      await api.register(stripeWebhookRoutes, { db, config });
      billingRoutes(api, db, config);
      await api.register(billingWebhookRoutes, { db, config });
      await api.register(analyticsRoutes, { db, config });
      // Font uploads are multipart uploads too: they take the media scope's parsing and limits.
      // Caption generation reads the stored videos' sound (issue 34 §1).
      await api.register(mediaPlugin, {
        db,
        config,
        uploadRoutes: [fontRoutes],
        videoFileRoutes: [captionJobRoutes],
      });
      captionRoutes(api, db);
      await api.register(liveRoutes, { db, config });
      await api.register(recordingRoutes, { db, config });
      await api.register(realtimeRoutes, {
        db,
        corsOrigins: config.corsOrigins,
        ...(realtimeBus ? { bus: realtimeBus } : {}),
      });
      await api.register(embedApiRoutes, { db, config });
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
      // The reference page of the same document, served from our own files (no CDN).
      // indexPrefix: the page at `…/docs` (no trailing slash) links its assets absolutely, with the API prefix.
      await api.register(swaggerUi, { routePrefix: '/docs', indexPrefix: API_PREFIX });
    },
    { prefix: API_PREFIX },
  );
  healthRoutes(app, db, config, realtimeBus);
  // The viewer page and the player bundle, before the host app so its history fallback never answers them.
  embedPages(app, db, config);
  faviconRoute(app);
  await learningRoutes(app, config.tutorialsDir);
  // The stream tester's sample videos, public and before the host app's history fallback.
  await sampleRoutes(app);
  if (serveApp) await serveHostApp(app, config.hostAppDir);
  return app;
}
