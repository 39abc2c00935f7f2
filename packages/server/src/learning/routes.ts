import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { LANGUAGES, type Language, tutorialListSchema } from '@smuc/sdk';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { titleCard } from './title-card';
import { loadTutorials } from './tutorials';

/** Browsers and proxies may keep the list and the recordings for five minutes. */
const CACHE = 'public, max-age=300';

const TYPES = { webm: 'video/webm', jpg: 'image/jpeg', vtt: 'text/vtt; charset=utf-8' } as const;

/** The languages with recordings of their own, under `{dir}/{language}/` (English is `{dir}/`). */
const OTHER = new Set<string>(LANGUAGES.filter((l) => l !== 'en'));

/**
 * The learning center's static files (000 §2, §7):
 * - `GET /tutorials.json`: the tutorial list (public, CORS open, so an element on any page reads it)
 *   in the language of `?lang=` (en, hu, de, ar), else of the request (`Accept-Language`, else the
 *   signed-in account's), else English (issue 30).
 * - `GET /tutorials/{videoId}.webm`, `.jpg` and `.vtt`: each tutorial's English recording, poster
 *   and captions from `dir` (`TUTORIALS_DIR`), made by `pnpm tutorials:record`; byte ranges answered
 *   so the video seeks.
 * - `GET /tutorials/{hu|de|ar}/{videoId}.webm`, `.jpg`, `.vtt`: the recording made in that language
 *   (captions in it), from `dir/{language}/`; while a language has no recording of a tutorial, its
 *   three files are the English ones, so a video and its captions always match.
 * A tutorial not recorded yet gets a drawn title card (in the asked language) as its poster and 404
 * for its video and captions; an id not in the list or another name is a 404.
 * Register before the host app so its history fallback never answers these paths.
 */
export async function learningRoutes(app: FastifyInstance, dir: string) {
  const tutorials = loadTutorials();
  const cards = new Map<string, Promise<Buffer>>();
  mkdirSync(dir, { recursive: true });
  app.withTypeProvider<ZodTypeProvider>().get(
    '/tutorials.json',
    {
      schema: {
        hide: true,
        querystring: z.object({ lang: z.enum(LANGUAGES).optional() }),
        response: { 200: tutorialListSchema },
      },
    },
    async (request, reply) => {
      reply
        .header('cache-control', CACHE)
        .header('access-control-allow-origin', '*')
        .header('vary', 'Accept-Language, Authorization, Cookie');
      return tutorials[request.query.lang ?? request.language];
    },
  );
  // In its own scope: `reply.sendFile` here never collides with the host app's static plugin.
  await app.register(async (scope) => {
    await scope.register(fastifyStatic, { root: dir, serve: false });
    const serve = async (language: Language, file: string, reply: FastifyReply) => {
      const match = /^([a-z0-9-]+)\.(webm|jpg|vtt)$/.exec(file);
      const tutorial = match?.[1] ? tutorials[language].find((t) => t.videoId === match[1]) : undefined;
      if (!match || !tutorial) return reply.status(404).send({ success: false, error: 'Not found.' });
      const extension = match[2] as keyof typeof TYPES;
      // The language's own recording once its video is there, else the English one, whole.
      const own = join(dir, language);
      const from = language !== 'en' && existsSync(join(own, `${tutorial.videoId}.webm`)) ? own : dir;
      const recorded = existsSync(join(from, file));
      if (!recorded && extension !== 'jpg') {
        return reply.status(404).send({ success: false, error: 'Not recorded yet.' });
      }
      reply.header('cache-control', CACHE).header('access-control-allow-origin', '*').type(TYPES[extension]);
      if (recorded) return reply.sendFile(file, from, { cacheControl: false });
      const key = `${language}/${tutorial.videoId}`;
      let card = cards.get(key);
      if (!card) {
        card = titleCard(tutorial);
        cards.set(key, card);
      }
      return reply.send(await card);
    };
    scope.get<{ Params: { file: string } }>('/tutorials/:file', (request, reply) =>
      serve('en', request.params.file, reply),
    );
    scope.get<{ Params: { language: string; file: string } }>(
      '/tutorials/:language/:file',
      (request, reply) =>
        OTHER.has(request.params.language)
          ? serve(request.params.language as Language, request.params.file, reply)
          : reply.status(404).send({ success: false, error: 'Not found.' }),
    );
  });
}
