import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openTestDatabase, type TestDatabase } from '../test/harness';
import {
  ELEMENTS_BUNDLE,
  readBundleBuild,
  readPlayerBuild,
  serveElementsBundle,
  servePlayerBundle,
  watchScriptUrl,
} from './bundle';

// Issue 6 "Embeds": /embed/player.js is the short-cached loader of a versioned, immutable build.

const ENTRY = `import{a}from"./assets/chunk-Ab12Cd34.js";customElements.define("smuc-player",class extends HTMLElement{});${'/*pad*/'.repeat(200)}`;
const CHUNK = `export const a=1;${'/*chunk*/'.repeat(200)}`;
const LAZY = 'export const hls=2;';

function writeBuild(dir: string, entry = ENTRY) {
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(join(dir, 'player.js'), entry);
  writeFileSync(join(dir, 'assets/chunk-Ab12Cd34.js'), CHUNK);
  writeFileSync(join(dir, 'assets/hls-Zz98Yy76.js'), LAZY);
}

let dir: string;
let app: FastifyInstance;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'smuc-player-dist-'));
  writeBuild(dir);
  app = Fastify();
  servePlayerBundle(app, dir);
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('GET /embed/player.js (loader)', () => {
  it('re-exports the entry of the current build from its versioned folder, short-cached with an ETag', async () => {
    const build = readPlayerBuild(dir)!;
    const res = await get('/embed/player.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=300, stale-while-revalidate=86400');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.body).toContain(`export * from './player/${build.id}/player.js';`);
    const again = await get('/embed/player.js', { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('picks up a new build (new id, new loader)', async () => {
    const before = readPlayerBuild(dir)!.id;
    writeFileSync(join(dir, 'player.js'), `${ENTRY}//v2`);
    utimesSync(join(dir, 'player.js'), new Date(), new Date(Date.now() + 10_000));
    await new Promise((r) => setTimeout(r, 2100));
    const res = await get('/embed/player.js');
    const after = readPlayerBuild(dir)!.id;
    expect(after).not.toBe(before);
    expect(res.body).toContain(`./player/${after}/player.js`);
    // The old build's hashed chunks still answer (an open page may load them lazily); its entry does not.
    expect((await get(`/embed/player/${before}/assets/hls-Zz98Yy76.js`)).statusCode).toBe(200);
    expect((await get(`/embed/player/${before}/player.js`)).statusCode).toBe(404);
  });
});

describe("the viewer page's script (issue 35 §4)", () => {
  it("is the build's start.js at its versioned address, else the loader, which then imports it", () => {
    const own = mkdtempSync(join(tmpdir(), 'smuc-player-watch-'));
    try {
      writeBuild(own);
      expect(watchScriptUrl(readPlayerBuild(own))).toBe('/embed/player.js');
      writeFileSync(join(own, 'start.js'), "import('./player.js');");
      const build = readPlayerBuild(own)!;
      expect(watchScriptUrl(build)).toBe(`/embed/player/${build.id}/start.js`);
      // The loader imports it too (publishers' pages), exporting nothing.
      expect(build.loader.body?.toString()).toContain(`\nimport './player/${build.id}/start.js';\n`);
      expect(build.loader.body?.toString()).not.toContain('export');
      expect(watchScriptUrl(null)).toBe('/embed/player.js');
    } finally {
      rmSync(own, { recursive: true, force: true });
    }
  });
});

describe('GET /embed/player/{build}/… (versioned files)', () => {
  it('serves the entry and its chunks immutable, CORS open, compressed on request', async () => {
    const { id } = readPlayerBuild(dir)!;
    const entry = await get(`/embed/player/${id}/player.js`);
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(entry.headers['access-control-allow-origin']).toBe('*');
    const br = await app.inject({
      method: 'GET',
      url: `/embed/player/${id}/assets/chunk-Ab12Cd34.js`,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(CHUNK);
    const gz = await get(`/embed/player/${id}/assets/chunk-Ab12Cd34.js`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(CHUNK);
    expect(Number(gz.headers['content-length'])).toBeLessThan(CHUNK.length);
  });

  it('answers 404 for files outside the build and unknown paths', async () => {
    const { id } = readPlayerBuild(dir)!;
    expect((await get(`/embed/player/${id}/nope.js`)).statusCode).toBe(404);
    expect((await get(`/embed/player/${id}/../../etc/passwd`)).statusCode).toBe(404);
    expect((await get('/embed/player/ffffffffffff/player.js')).statusCode).toBe(404);
  });

  it('answers 404 while no build exists', async () => {
    const empty = Fastify();
    servePlayerBundle(empty, join(dir, 'missing'));
    expect((await empty.inject({ method: 'GET', url: '/embed/player.js' })).statusCode).toBe(404);
    await empty.close();
  });
});

describe('GET /embed/smuc-elements.js and /embed/elements/{build}/… (dashboard elements, issue 16)', () => {
  const LOADER = `const a=()=>import("./chunks/PlayerList-Ab12Cd34.js");${'/*loader*/'.repeat(200)}`;
  const AREA = `export const PlayerList=1;${'/*area*/'.repeat(200)}`;
  const MANIFEST = '{"schemaVersion":"1.0.0","modules":[]}';
  let elementsDir: string;
  let server: FastifyInstance;
  beforeAll(async () => {
    elementsDir = mkdtempSync(join(tmpdir(), 'smuc-elements-dist-'));
    mkdirSync(join(elementsDir, 'chunks'));
    mkdirSync(join(elementsDir, '.vite'));
    writeFileSync(join(elementsDir, 'smuc-elements.js'), LOADER);
    writeFileSync(join(elementsDir, 'chunks/PlayerList-Ab12Cd34.js'), AREA);
    // The build's brotli copy (scripts/precompress.mjs) goes out as it is.
    writeFileSync(join(elementsDir, 'chunks/PlayerList-Ab12Cd34.js.br'), 'precompressed');
    writeFileSync(join(elementsDir, 'chunks/PlayerList-Ab12Cd34.js.map'), '{"version":3}');
    writeFileSync(join(elementsDir, '.vite/manifest.json'), '{}');
    writeFileSync(join(elementsDir, 'custom-elements.json'), MANIFEST);
    server = Fastify();
    serveElementsBundle(server, elementsDir);
    await server.ready();
  });
  afterAll(async () => {
    await server?.close();
    rmSync(elementsDir, { recursive: true, force: true });
  });
  const fetchElements = (url: string, headers: Record<string, string> = {}) =>
    server.inject({ method: 'GET', url, headers });

  it('the loader re-exports the versioned build, short-cached; the build is immutable', async () => {
    const { id } = readBundleBuild(elementsDir, ELEMENTS_BUNDLE)!;
    const loader = await fetchElements('/embed/smuc-elements.js');
    expect(loader.statusCode).toBe(200);
    expect(loader.headers['cache-control']).toBe('public, max-age=300, stale-while-revalidate=86400');
    expect(loader.body).toContain(`export * from './elements/${id}/smuc-elements.js';`);
    const entry = await fetchElements(`/embed/elements/${id}/smuc-elements.js`, {
      'accept-encoding': 'gzip',
    });
    expect(entry.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(entry.headers['access-control-allow-origin']).toBe('*');
    expect(entry.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(entry.rawPayload).toString()).toBe(LOADER);
  });

  it("serves an area chunk with the build's precompressed copy, its source map, and nothing else", async () => {
    const { id } = readBundleBuild(elementsDir, ELEMENTS_BUNDLE)!;
    const area = await fetchElements(`/embed/elements/${id}/chunks/PlayerList-Ab12Cd34.js`, {
      'accept-encoding': 'br, gzip',
    });
    expect(area.statusCode).toBe(200);
    expect(area.headers['content-encoding']).toBe('br');
    expect(area.body).toBe('precompressed');
    const plain = await fetchElements(`/embed/elements/${id}/chunks/PlayerList-Ab12Cd34.js`);
    expect(plain.body).toBe(AREA);
    expect(plain.headers['content-type']).toBe('text/javascript; charset=utf-8');
    const map = await fetchElements(`/embed/elements/${id}/chunks/PlayerList-Ab12Cd34.js.map`);
    expect(map.statusCode).toBe(200);
    expect(map.body).toBe('{"version":3}');
    for (const path of ['.vite/manifest.json', 'chunks/PlayerList-Ab12Cd34.js.br', 'nope.js']) {
      expect((await fetchElements(`/embed/elements/${id}/${path}`)).statusCode).toBe(404);
    }
    // An older page's build id still gets the hashed chunk; its entry is gone.
    expect(
      (await fetchElements('/embed/elements/ffffffffffff/chunks/PlayerList-Ab12Cd34.js')).statusCode,
    ).toBe(200);
    expect((await fetchElements('/embed/elements/ffffffffffff/smuc-elements.js')).statusCode).toBe(404);
  });

  it('answers the Custom Elements Manifest beside the loader, short-cached like it (issue 32 §2)', async () => {
    const manifest = await fetchElements('/embed/custom-elements.json');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.body).toBe(MANIFEST);
    expect(manifest.headers['content-type']).toMatch(/^application\/json/);
    expect(manifest.headers['cache-control']).toBe('public, max-age=300, stale-while-revalidate=86400');
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
  });
});

describe('beside the host app', () => {
  let database: TestDatabase;
  let full: FastifyInstance;
  beforeAll(async () => {
    const hostApp = mkdtempSync(join(tmpdir(), 'smuc-host-app-'));
    writeFileSync(join(hostApp, 'index.html'), '<!doctype html><title>host app</title>');
    const elements = mkdtempSync(join(tmpdir(), 'smuc-elements-'));
    writeFileSync(join(elements, 'smuc-elements.js'), 'export {};');
    database = await openTestDatabase();
    full = await buildApp({
      db: database.db,
      config: loadConfig({
        PORT: '0',
        DATA_DIR: '/nonexistent-test-data-dir',
        MEDIA_DIR: mkdtempSync(join(tmpdir(), 'smuc-test-media-')),
        HOST_APP_DIR: hostApp,
        ELEMENTS_DIR: elements,
        PLAYER_DIR: dir,
      }),
    });
    await full.ready();
  });
  afterAll(async () => {
    await full?.close();
    await database?.close();
  });

  it('keeps /watch/* and /embed/player* out of the history fallback and /embed/* for the elements', async () => {
    const inject = (url: string) => full.inject({ method: 'GET', url });
    const watch = await inject('/watch/424242');
    expect(watch.statusCode).toBe(404);
    expect(watch.body).toContain('Player not found');
    expect((await inject('/watch/424242/more')).body).toContain('Player not found');
    expect((await inject('/embed/player.js')).body).toContain('./player/');
    expect((await inject('/embed/smuc-elements.js')).body).toContain("export * from './elements/");
    expect((await inject('/stream/12')).body).toContain('host app');
  });
});
