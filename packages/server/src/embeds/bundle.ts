import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The entry file Vite writes (`packages/player` build, entry `player.js`). */
export const PLAYER_ENTRY = 'player.js';
/** How long browsers and CDNs keep the loader before asking again (s); an ETag makes that cheap. */
export const LOADER_MAX_AGE_S = 300;
/** How often the loader route looks at the dist folder for a new build (ms). */
const RECHECK_MS = 2000;

const TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  map: 'application/json; charset=utf-8',
  json: 'application/json; charset=utf-8',
  svg: 'image/svg+xml',
  wasm: 'application/wasm',
  woff2: 'font/woff2',
  woff: 'font/woff',
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
};
const COMPRESSIBLE = /\.(m?js|css|map|json|svg)$/;
/** Vite's `[name]-[hash].ext` file names: a name that pins its content. */
const HASHED_NAME = /-[A-Za-z0-9_-]{8,}(\.[a-z0-9]+)+$/;

interface BundleFile {
  body: Buffer;
  type: string;
  etag: string;
  gzip?: Buffer;
  br?: Buffer;
}

/** One build of the player: its id (content hash of every file) and its files by relative path. */
export interface PlayerBuild {
  id: string;
  files: Map<string, BundleFile>;
  /** `/embed/player.js`: re-exports the entry of this build from its versioned folder. */
  loader: BundleFile;
}

function listFiles(dir: string, root = dir): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listFiles(path, root));
    else if (entry.isFile()) out.push(relative(root, path).split(sep).join('/'));
  }
  return out.sort();
}

function bundleFile(path: string, body: Buffer): BundleFile {
  const ext = path.slice(path.lastIndexOf('.') + 1).toLowerCase();
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
  return { body, type: TYPES[ext] ?? 'application/octet-stream', etag };
}

/**
 * Reads a built player folder into memory (it is small: the element, its loader and the engines
 * loaded on demand). The build id is a hash over every path and content, so any change makes a
 * new versioned folder. Answers null when the folder holds no `player.js`.
 */
export function readPlayerBuild(dir: string): PlayerBuild | null {
  let paths: string[];
  try {
    paths = listFiles(dir);
  } catch {
    return null;
  }
  if (!paths.includes(PLAYER_ENTRY)) return null;
  const hash = createHash('sha256');
  const files = new Map<string, BundleFile>();
  for (const path of paths) {
    const body = readFileSync(join(dir, path));
    hash.update(path).update('\0').update(body).update('\0');
    files.set(path, bundleFile(path, body));
  }
  const id = hash.digest('hex').slice(0, 12);
  const loaderText =
    `// SMUC player loader: the versioned build ${id} (immutable), this file stays short-cached.\n` +
    `export * from './player/${id}/${PLAYER_ENTRY}';\n`;
  return { id, files, loader: bundleFile('player.js', Buffer.from(loaderText)) };
}

/** Picks `br`, then `gzip`, when the client takes it and the type compresses; compresses once. */
function encodedBody(request: FastifyRequest, file: BundleFile, path: string) {
  if (!COMPRESSIBLE.test(path) || file.body.byteLength < 512) return { body: file.body, encoding: null };
  const accept = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accept)) {
    file.br ??= brotliCompressSync(file.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } });
    return { body: file.br, encoding: 'br' };
  }
  if (/\bgzip\b/.test(accept)) {
    file.gzip ??= gzipSync(file.body, { level: 9 });
    return { body: file.gzip, encoding: 'gzip' };
  }
  return { body: file.body, encoding: null };
}

function send(request: FastifyRequest, reply: FastifyReply, file: BundleFile, path: string, cache: string) {
  reply
    .header('access-control-allow-origin', '*')
    .header('cross-origin-resource-policy', 'cross-origin')
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', cache)
    .header('etag', file.etag)
    .header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === file.etag) return reply.status(304).send();
  const { body, encoding } = encodedBody(request, file, path);
  if (encoding) reply.header('content-encoding', encoding);
  return reply.type(file.type).header('content-length', body.byteLength).send(body);
}

const notFound = (reply: FastifyReply) =>
  reply
    .status(404)
    .header('access-control-allow-origin', '*')
    .header('cache-control', 'no-cache')
    .type('text/plain; charset=utf-8')
    .send('Not found.');

/**
 * Serves the viewer player bundle (issue 6 "Embeds"), built by `vite build` in `packages/player`
 * into `dir` (`PLAYER_DIR`):
 * - `GET /embed/player.js`: a two-line loader re-exporting `./player/{build}/player.js`. Short-cached
 *   ({@link LOADER_MAX_AGE_S} s, ETag → 304) so a deploy reaches every embed within minutes.
 * - `GET /embed/player/{build}/{file}`: every file of the build (entry and Vite's chunks, whose
 *   relative imports stay inside the versioned folder), `public, max-age=31536000, immutable`.
 *   After a deploy an old page may still ask the old build for a lazy chunk: a chunk whose
 *   file name carries Vite's content hash is served from the new build when it still exists there;
 *   anything else of an old build is 404.
 * Every answer is CORS open (module scripts from other origins need it), compressed with brotli or
 * gzip when asked, and read from memory. A new build in `dir` is picked up within 2 s.
 */
export function servePlayerBundle(app: FastifyInstance, dir: string) {
  let build = readPlayerBuild(dir);
  let checkedAt = Date.now();
  let seenMtime = mtimeOf(dir);
  const current = () => {
    if (Date.now() - checkedAt > RECHECK_MS) {
      checkedAt = Date.now();
      const mtime = mtimeOf(dir);
      if (mtime !== seenMtime) {
        seenMtime = mtime;
        build = readPlayerBuild(dir);
      }
    }
    return build;
  };

  app.get('/embed/player.js', (request, reply) => {
    const b = current();
    if (!b) return notFound(reply);
    return send(
      request,
      reply,
      b.loader,
      'player.js',
      `public, max-age=${LOADER_MAX_AGE_S}, stale-while-revalidate=86400`,
    );
  });

  app.get<{ Params: { build: string; '*': string } }>('/embed/player/:build/*', (request, reply) => {
    const b = current();
    const path = request.params['*'];
    const file = b?.files.get(path);
    if (!b || !file || (request.params.build !== b.id && !HASHED_NAME.test(path))) return notFound(reply);
    return send(request, reply, file, path, 'public, max-age=31536000, immutable');
  });
}

function mtimeOf(dir: string): number {
  try {
    return statSync(join(dir, PLAYER_ENTRY)).mtimeMs;
  } catch {
    return -1;
  }
}
