import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_PREFIX } from '../api-prefix';
import { requestToken } from '../auth/context';
import type { Db } from '../db/client';
import { ok } from '../http/envelope';
import { notFound } from '../http/errors';
import { PUBLIC } from '../http/openapi';
import { STREAM_NOT_FOUND } from '../streams/repository';
import type { RealtimeBus } from './bus';
import { RealtimeHub } from './hub';
import { attachHub, detachHub } from './notify';
import { loadStream, loadTimeline } from './store';

/** The WebSocket address of the hub for a public origin: `https://x` → `wss://x/smucrestapi/v2/realtime`. */
export function realtimeUrl(publicUrl: string): string {
  return `${publicUrl.replace(/^http/, 'ws').replace(/\/$/, '')}${API_PREFIX}/realtime`;
}

/**
 * Realtime routes (issue 8), registered under the API prefix:
 * - `GET /realtime` WebSocket: the hub (protocol in `@smuc/sdk/realtime`). Needs `@fastify/websocket`
 *   registered on the app (app.ts does, once, before every route).
 * - `GET /player/{apikey}/timeline` public: the replay timeline (`PlayerTimeline`) of the player's
 *   latest broadcast with pins or feed changes; 404 for an unknown or deleted player.
 */
export const realtimeRoutes: FastifyPluginAsync<{
  db: Db;
  /** `CORS_ORIGINS` as a list: pages there may also sign in to the hub with the session cookie. */
  corsOrigins?: string[] | true;
  bus?: RealtimeBus;
  pollMs?: number;
}> = async (app, { db, corsOrigins, bus, pollMs }) => {
  const hub = new RealtimeHub(db, { ...(bus ? { bus } : {}), ...(pollMs ? { pollMs } : {}), log: app.log });
  attachHub(db, hub);
  app.addHook('onClose', async () => {
    detachHub(db, hub);
    await hub.close();
  });

  app.get('/realtime', { websocket: true }, (socket, request) => {
    // Cross-site WebSocket hijacking guard: the session cookie counts only for pages of this origin
    // (or a listed CORS origin); other pages send the bearer token in `hello`.
    const origin = request.headers.origin;
    let trusted = !origin || (Array.isArray(corsOrigins) && corsOrigins.includes(origin));
    if (!trusted && origin) {
      try {
        trusted = new URL(origin).host === request.headers.host;
      } catch {
        trusted = false;
      }
    }
    const bearer = request.headers.authorization?.startsWith('Bearer ');
    hub.accept(socket, trusted || bearer ? requestToken(request) : undefined, request.ip);
  });

  // Public (players read it): any apikey is looked up, unknown or deleted is 404.
  const timeline = { schema: { params: z.object({ apikey: z.string() }), ...PUBLIC } };
  app.withTypeProvider<ZodTypeProvider>().get('/player/:apikey/timeline', timeline, async (request) => {
    const info = await loadStream(db, { apikey: request.params.apikey.slice(0, 200) });
    if (!info) throw notFound(STREAM_NOT_FOUND);
    return ok(await loadTimeline(db, info.id));
  });
};
