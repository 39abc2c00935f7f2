import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where uploaded media (images, fonts, video posters) live. Keys are `/`-separated relative paths
 * such as `images/<id>/public`. Two stores implement it: {@link localDiskStorage} (default) and
 * `s3Storage` (`s3-storage.ts`, `STORAGE=s3`).
 */
/** An inclusive byte range of a stored file, as HTTP `Range: bytes=start-end` names it. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface MediaStorage {
  /** Writes `data` under `key`, replacing what was there. */
  put(key: string, data: Buffer | Readable): Promise<void>;
  /** The bytes under `key`, or `null` when absent. */
  get(key: string): Promise<Buffer | null>;
  /**
   * A stream of `key` and its total size in bytes, or `null` when absent. With `range` (inclusive
   * byte offsets, already checked against the size) only those bytes are streamed.
   */
  stream(key: string, range?: ByteRange): Promise<{ body: Readable; size: number } | null>;
  /** Removes `key` (or every key under the prefix `key/`); absent keys are fine. */
  delete(key: string): Promise<void>;
  /** The file of `key` on this machine's disk when the store is local (ffmpeg probes it in place). */
  localPath?(key: string): string;
}

const KEY = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*(\/[A-Za-z0-9_.-]+)*$/;

/** Refuses keys that are not `/`-separated safe names (no `..`, no leading `/`). */
export function assertMediaKey(key: string) {
  if (!KEY.test(key) || key.split('/').includes('..')) throw new Error(`bad media key ${key}`);
}

/** The local-disk {@link MediaStorage} rooted at `root` (the server's `MEDIA_DIR`). */
export function localDiskStorage(root: string): MediaStorage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    if (!KEY.test(key) || key.split('/').includes('..')) throw new Error(`bad media key ${key}`);
    const path = resolve(base, key);
    if (!path.startsWith(base + sep)) throw new Error(`bad media key ${key}`);
    return path;
  };
  const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';
  return {
    async put(key, data) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      if (Buffer.isBuffer(data)) {
        const out = createWriteStream(path);
        await new Promise<void>((ok, fail) => out.end(data, () => ok()).on('error', fail));
      } else await pipeline(data, createWriteStream(path));
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async stream(key, range) {
      const path = pathOf(key);
      try {
        const { size, isFile } = await stat(path).then((s) => ({ size: s.size, isFile: s.isFile() }));
        if (!isFile) return null;
        return { body: createReadStream(path, range ? { start: range.start, end: range.end } : {}), size };
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { recursive: true, force: true });
    },
    localPath: pathOf,
  };
}

/**
 * Runs `work` on a local file holding `key`: the store's own file when it is on disk, else a
 * temporary copy (removed afterwards) — ffmpeg needs a seekable file. Throws when `key` is absent.
 */
export async function withLocalCopy<T>(
  storage: MediaStorage,
  key: string,
  work: (path: string) => Promise<T>,
): Promise<T> {
  const direct = storage.localPath?.(key);
  if (direct) return work(direct);
  const found = await storage.stream(key);
  if (!found) throw new Error(`media key ${key} is missing`);
  const dir = await mkdtemp(join(tmpdir(), 'smuc-media-'));
  try {
    const path = join(dir, 'file');
    await pipeline(found.body, createWriteStream(path));
    return await work(path);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
