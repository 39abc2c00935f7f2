import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import { tutorialListSchema } from '@smuc/sdk';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loadTutorials } from './tutorials';

/** Browsers and proxies may keep the list and the recordings for five minutes. */
const CACHE = 'public, max-age=300';

/**
 * The learning center's static files (000 §2, §7):
 * - `GET /tutorials.json`: the tutorial list (public, CORS open, so an element on any page reads it).
 * - `GET /tutorials/{videoId}.webm`, `.jpg` and `.vtt`: each tutorial's recording, poster and English
 *   captions from `dir`
 *   (`TUTORIALS_DIR`), made by `pnpm tutorials:record`; byte ranges answered so the video seeks.
 *   A file of an id not in the list, another name, or one not recorded yet answers 404.
 * Register before the host app so its history fallback never answers these paths.
 */
export async function learningRoutes(app: FastifyInstance, dir: string) {
  const tutorials = loadTutorials();
  const ids = new Set(tutorials.map((t) => t.videoId));
  mkdirSync(dir, { recursive: true });
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/tutorials.json',
      { schema: { hide: true, response: { 200: tutorialListSchema } } },
      async (_request, reply) => {
        reply.header('cache-control', CACHE).header('access-control-allow-origin', '*');
        return tutorials;
      },
    );
  await app.register(async (scope) => {
    await scope.register(fastifyStatic, {
      root: dir,
      prefix: '/tutorials/',
      decorateReply: false,
      index: false,
      cacheControl: false,
      allowedPath: (path) => {
        const match = /^\/?([a-z0-9-]+)\.(webm|jpg|vtt)$/.exec(path);
        return Boolean(match?.[1] && ids.has(match[1]));
      },
      setHeaders(res) {
        res.header('cache-control', CACHE);
        res.header('access-control-allow-origin', '*');
      },
    });
  });
}
