import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The entry file Vite writes (`packages/player` build, entry `player.js`). */
export const PLAYER_ENTRY = 'player.js';
/** The entry that starts the player after the page's paint (`packages/player/src/start.ts`, issue 35 §4). */
export const START_ENTRY = 'start.js';
/** The dashboard elements' loader entry (`packages/components` build, `src/elements/loader.ts`). */
export const ELEMENTS_ENTRY = 'smuc-elements.js';
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
  /** The file's bytes; for a source map, read on its first request (`path`). */
  body?: Buffer;
  /** Where the file is on disk, with the `.br` / `.gz` copies the build may have written beside it. */
  path?: string;
  type: string;
  etag: string;
  gzip?: Buffer;
  br?: Buffer;
}

/** One versioned build: its id (content hash of every file) and its files by relative path. */
export interface BundleBuild {
  id: string;
  files: Map<string, BundleFile>;
  /**
   * The loader (`/embed/player.js`, …): re-exports the entry of this build from its versioned folder,
   * or imports its `start` entry (the player's `start.js`) when the build has one.
   */
  loader: BundleFile;
}
/** One build of the player (see {@link BundleBuild}). */
export type PlayerBuild = BundleBuild;

/** Which bundle a build folder holds and where it is served. */
export interface BundleKind {
  /** The entry file in the build folder and the loader's name under `/embed/`. */
  entry: string;
  /** The versioned folder's name under `/embed/`: files are at `/embed/{folder}/{build}/…`. */
  folder: string;
  /** Says what the loader is, in its first line. */
  title: string;
  /**
   * Files of the current build also answered beside the loader, at `/embed/{file}`, short-cached
   * like it (the elements' Custom Elements Manifest, for editors and doc tools: issue 32 §2).
   */
  beside?: readonly string[];
  /**
   * An entry of the build that starts `entry` itself, later: when the build has it, the loader imports
   * it instead of re-exporting `entry` (the player's `start.js`, which imports the player once the page
   * has painted, issue 35 §4).
   */
  start?: string;
}

export const PLAYER_BUNDLE: BundleKind = {
  entry: PLAYER_ENTRY,
  folder: 'player',
  title: 'SMUC player loader',
  start: START_ENTRY,
};
export const ELEMENTS_BUNDLE: BundleKind = {
  entry: ELEMENTS_ENTRY,
  folder: 'elements',
  title: 'SMUC dashboard elements loader',
  beside: ['custom-elements.json'],
};

/** The files a build serves: not dot folders (Vite's `.vite/manifest.json`), not `.br` / `.gz` copies. */
function listFiles(dir: string, root = dir): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.name.startsWith('.') || /\.(br|gz)$/.test(entry.name)) continue;
    if (entry.isDirectory()) out.push(...listFiles(path, root));
    else if (entry.isFile()) out.push(relative(root, path).split(sep).join('/'));
  }
  return out.sort();
}

function bundleFile(name: string, body: Buffer, path?: string): BundleFile {
  const ext = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
  return { body: path ? undefined : body, path, type: TYPES[ext] ?? 'application/octet-stream', etag };
}

/**
 * Indexes a build folder of `kind` (default: the player). The build id is a hash over every path
 * and content, so any change makes a new versioned folder. The files are kept in memory with the
 * `.br` / `.gz` copies the build wrote beside them, except source maps: those are read on their
 * first request (stale by a rebuild within the 2 s recheck at worst). Answers null when the folder
 * holds no entry file.
 */
export function readBundleBuild(dir: string, kind: BundleKind = PLAYER_BUNDLE): BundleBuild | null {
  let paths: string[];
  try {
    paths = listFiles(dir);
  } catch {
    return null;
  }
  if (!paths.includes(kind.entry)) return null;
  const hash = createHash('sha256');
  const files = new Map<string, BundleFile>();
  for (const path of paths) {
    const body = readFileSync(join(dir, path));
    hash.update(path).update('\0').update(body).update('\0');
    const onDisk = join(dir, path);
    if (path.endsWith('.map')) files.set(path, bundleFile(path, body, onDisk));
    else
      files.set(path, {
        ...bundleFile(path, body),
        br: copyBeside(onDisk, '.br'),
        gzip: copyBeside(onDisk, '.gz'),
      });
  }
  const id = hash.digest('hex').slice(0, 12);
  const loaderText =
    `// ${kind.title}: the versioned build ${id} (immutable), this file stays short-cached.\n` +
    (kind.start && files.has(kind.start)
      ? `import './${kind.folder}/${id}/${kind.start}';\n`
      : `export * from './${kind.folder}/${id}/${kind.entry}';\n`);
  return { id, files, loader: bundleFile(kind.entry, Buffer.from(loaderText)) };
}

/** {@link readBundleBuild} for the player's build folder. */
export const readPlayerBuild = (dir: string): PlayerBuild | null => readBundleBuild(dir, PLAYER_BUNDLE);

/** Reads a file copy the build wrote beside `path` (`.br`, `.gz`), or undefined. */
function copyBeside(path: string, suffix: string): Buffer | undefined {
  try {
    return readFileSync(`${path}${suffix}`);
  } catch {
    return undefined;
  }
}

/** The file's bytes, read from disk on first use (null when the file went away with a new build). */
function bodyOf(file: BundleFile): Buffer | null {
  if (!file.body && file.path) {
    try {
      file.body = readFileSync(file.path);
    } catch {
      return null;
    }
    file.br = copyBeside(file.path, '.br');
    file.gzip = copyBeside(file.path, '.gz');
  }
  return file.body ?? null;
}

/**
 * Picks `br`, then `gzip`, when the client takes it and the type compresses: the build's copy when
 * it wrote one (`scripts/precompress.mjs`), else compressed once here.
 */
function encodedBody(request: FastifyRequest, file: BundleFile, raw: Buffer, path: string) {
  if (!COMPRESSIBLE.test(path) || raw.byteLength < 512) return { body: raw, encoding: null };
  const accept = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accept)) {
    file.br ??= brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } });
    return { body: file.br, encoding: 'br' };
  }
  if (/\bgzip\b/.test(accept)) {
    file.gzip ??= gzipSync(raw, { level: 9 });
    return { body: file.gzip, encoding: 'gzip' };
  }
  return { body: raw, encoding: null };
}

function send(request: FastifyRequest, reply: FastifyReply, file: BundleFile, path: string, cache: string) {
  const raw = bodyOf(file);
  if (!raw) return notFound(reply);
  reply
    .header('access-control-allow-origin', '*')
    .header('cross-origin-resource-policy', 'cross-origin')
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', cache)
    .header('etag', file.etag)
    .header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === file.etag) return reply.status(304).send();
  const { body, encoding } = encodedBody(request, file, raw, path);
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
 * into `dir` (`PLAYER_DIR`): `/embed/player.js` and `/embed/player/{build}/…`, see
 * {@link serveVersionedBundle}.
 */
export function servePlayerBundle(app: FastifyInstance, dir: string): () => PlayerBuild | null {
  return serveVersionedBundle(app, dir, PLAYER_BUNDLE);
}

/**
 * The script the viewer page loads (issue 35 §4): the build's `start.js` at its versioned,
 * immutable address (one request less than the loader, and it starts the player only after the
 * page's still has painted; the page itself is revalidated on every visit, so it names the current
 * build), else the loader `/embed/player.js` (a build without `start.js`, or none yet).
 */
export function watchScriptUrl(build: PlayerBuild | null): string {
  return build?.files.has(START_ENTRY)
    ? `/embed/${PLAYER_BUNDLE.folder}/${build.id}/${START_ENTRY}`
    : `/embed/${PLAYER_ENTRY}`;
}

/**
 * Serves the dashboard elements for any page (issue 16 §1), built by `packages/components` into
 * `dir` (`ELEMENTS_DIR`): `/embed/smuc-elements.js` (registers every `smuc-*` tag) and
 * `/embed/elements/{build}/…` (the loader module, one chunk per area, the shared runtime chunk),
 * see {@link serveVersionedBundle}.
 */
export function serveElementsBundle(app: FastifyInstance, dir: string) {
  serveVersionedBundle(app, dir, ELEMENTS_BUNDLE);
}

/**
 * Serves one bundle built by Vite into `dir`, `kind` saying which:
 * - `GET /embed/{entry}`: a two-line loader re-exporting `./{folder}/{build}/{entry}` (importing
 *   `./{folder}/{build}/{start}` instead when the kind and the build have a start entry). Short-cached
 *   ({@link LOADER_MAX_AGE_S} s, ETag → 304) so a deploy reaches every embed within minutes.
 * - `GET /embed/{folder}/{build}/{file}`: every file of the build (entry and Vite's chunks, whose
 *   relative imports stay inside the versioned folder), `public, max-age=31536000, immutable`.
 *   After a deploy an old page may still ask the old build for a lazy chunk: a chunk whose
 *   file name carries Vite's content hash is served from the new build when it still exists there;
 *   anything else of an old build is 404.
 * Every answer is CORS open (module scripts from other origins need it), compressed with brotli or
 * gzip when asked (the build's precompressed copies when there are), and read from memory after
 * the first request. A new build in `dir` is picked up within 2 s. Answers a function that gives the
 * current build (null while there is none).
 */
export function serveVersionedBundle(
  app: FastifyInstance,
  dir: string,
  kind: BundleKind,
): () => BundleBuild | null {
  let build = readBundleBuild(dir, kind);
  let checkedAt = Date.now();
  let seenMtime = mtimeOf(join(dir, kind.entry));
  const current = () => {
    if (Date.now() - checkedAt > RECHECK_MS) {
      checkedAt = Date.now();
      const mtime = mtimeOf(join(dir, kind.entry));
      if (mtime !== seenMtime) {
        seenMtime = mtime;
        build = readBundleBuild(dir, kind);
      }
    }
    return build;
  };

  app.get(`/embed/${kind.entry}`, (request, reply) => {
    const b = current();
    if (!b) return notFound(reply);
    return send(
      request,
      reply,
      b.loader,
      kind.entry,
      `public, max-age=${LOADER_MAX_AGE_S}, stale-while-revalidate=86400`,
    );
  });

  for (const name of kind.beside ?? [])
    app.get(`/embed/${name}`, (request, reply) => {
      const file = current()?.files.get(name);
      if (!file) return notFound(reply);
      return send(
        request,
        reply,
        file,
        name,
        `public, max-age=${LOADER_MAX_AGE_S}, stale-while-revalidate=86400`,
      );
    });

  app.get<{ Params: { build: string; '*': string } }>(`/embed/${kind.folder}/:build/*`, (request, reply) => {
    const b = current();
    const path = request.params['*'];
    const file = b?.files.get(path);
    const oldBuild = request.params.build !== b?.id;
    // An old build's entry is gone (`smuc-elements.js` looks like a hashed name, so it is named here).
    if (!b || !file || (oldBuild && (path === kind.entry || !HASHED_NAME.test(path)))) return notFound(reply);
    return send(request, reply, file, path, 'public, max-age=31536000, immutable');
  });
  return current;
}

function mtimeOf(file: string): number {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return -1;
  }
}
