import { existsSync, readFileSync } from 'node:fs';
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
  const withPreloads = routeDocuments(dir);
  app.get('/*', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path.startsWith(API_PREFIX) || /\.[a-z0-9]+$/i.test(path)) {
      return reply.status(404).send({ success: false, error: 'Not found.' });
    }
    reply.header('cache-control', 'no-cache');
    const document = withPreloads.get(path);
    if (document) return reply.type('text/html; charset=utf-8').send(document);
    return reply.sendFile('index.html');
  });
}

/**
 * The host app's `index.html` for each route the build listed in `route-preloads.json` (the host
 * app's vite config), with a `<link rel="modulepreload">` per script that route's first render
 * needs beyond the entry: the browser fetches and compiles the area's chunks while the entry runs,
 * instead of after it asked for them (issue 35 §2). Other routes get the plain file. A build
 * without the list serves the plain file everywhere.
 */
function routeDocuments(dir: string): Map<string, string> {
  const documents = new Map<string, string>();
  const listFile = join(dir, 'route-preloads.json');
  if (!existsSync(listFile)) return documents;
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  const routes = JSON.parse(readFileSync(listFile, 'utf8')) as Record<string, string[]>;
  for (const [path, scripts] of Object.entries(routes)) {
    const links = scripts.map((src) => `<link rel="modulepreload" crossorigin href="${src}">`).join('');
    documents.set(path, html.replace('</head>', `${links}</head>`));
  }
  return documents;
}
