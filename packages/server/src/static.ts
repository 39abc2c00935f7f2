import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from './api-prefix';

/**
 * Serves the built host app at `/` with history-mode fallback: a GET for a path that is not a
 * file and not under the API answers `index.html`, so deep links like `/stream/12` load the app.
 * Hashed assets are cached for a year; `index.html` is never cached. Files go out as the brotli or
 * gzip copy the build wrote beside them (`scripts/precompress.mjs`) when the client accepts it.
 * The dashboard elements for other pages are served under `/embed/` by `serveElementsBundle`.
 */
export async function serveHostApp(app: FastifyInstance, dir: string) {
  if (!existsSync(join(dir, 'index.html'))) {
    app.log.warn(`host app not built at ${dir}; only the API is served`);
    return;
  }
  await app.register(fastifyStatic, {
    root: dir,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders(res, path) {
      res.header(
        'cache-control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  app.get('/*', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path.startsWith(API_PREFIX) || /\.[a-z0-9]+$/i.test(path)) {
      return reply.status(404).send({ success: false, error: 'Not found.' });
    }
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  });
}
