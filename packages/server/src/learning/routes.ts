import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { tutorialListSchema } from '@smuc/sdk';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { titleCard } from './title-card';
import { loadTutorials } from './tutorials';

/** Browsers and proxies may keep the list and the recordings for five minutes. */
const CACHE = 'public, max-age=300';

const TYPES = { webm: 'video/webm', jpg: 'image/jpeg', vtt: 'text/vtt; charset=utf-8' } as const;

/**
 * The learning center's static files (000 §2, §7):
 * - `GET /tutorials.json`: the tutorial list (public, CORS open, so an element on any page reads it).
 * - `GET /tutorials/{videoId}.webm`, `.jpg` and `.vtt`: each tutorial's recording, poster and English
 *   captions from `dir` (`TUTORIALS_DIR`), made by `pnpm tutorials:record`; byte ranges answered so
 *   the video seeks. A tutorial not recorded yet gets a drawn title card as its poster and 404 for
 *   its video and captions; an id not in the list or another name is a 404.
 * Register before the host app so its history fallback never answers these paths.
 */
export async function learningRoutes(app: FastifyInstance, dir: string) {
  const tutorials = loadTutorials();
  const byId = new Map(tutorials.map((t) => [t.videoId, t]));
  const cards = new Map<string, Promise<Buffer>>();
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
  // In its own scope: `reply.sendFile` here never collides with the host app's static plugin.
  await app.register(async (scope) => {
    await scope.register(fastifyStatic, { root: dir, serve: false });
    scope.get<{ Params: { file: string } }>('/tutorials/:file', async (request, reply) => {
      const match = /^([a-z0-9-]+)\.(webm|jpg|vtt)$/.exec(request.params.file);
      const tutorial = match?.[1] ? byId.get(match[1]) : undefined;
      if (!match || !tutorial) return reply.status(404).send({ success: false, error: 'Not found.' });
      const extension = match[2] as keyof typeof TYPES;
      if (!existsSync(join(dir, request.params.file)) && extension !== 'jpg') {
        return reply.status(404).send({ success: false, error: 'Not recorded yet.' });
      }
      reply.header('cache-control', CACHE).header('access-control-allow-origin', '*').type(TYPES[extension]);
      if (existsSync(join(dir, request.params.file))) {
        return reply.sendFile(request.params.file, dir, { cacheControl: false });
      }
      let card = cards.get(tutorial.videoId);
      if (!card) {
        card = titleCard(tutorial);
        cards.set(tutorial.videoId, card);
      }
      return reply.send(await card);
    });
  });
}
