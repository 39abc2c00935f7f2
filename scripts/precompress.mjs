// Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every compressible file of the built
// folders given (default: the host app and the elements bundle), so the server sends them as they
// are (`@fastify/static` `preCompressed`) instead of compressing per request or not at all.
//
//   node scripts/precompress.mjs [dir …]
//
// Files under 1 kB, and files whose copy would not be smaller, get none. Runs after each build.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.wasm']);
const MIN_BYTES = 1024;
const root = new URL('..', import.meta.url).pathname;
const dirs = process.argv.slice(2).length
  ? process.argv.slice(2)
  : [join(root, 'packages/host-app/dist'), join(root, 'packages/components/dist')];

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (COMPRESSIBLE.has(extname(entry.name)) && statSync(path).size >= MIN_BYTES) yield path;
  }
}

let count = 0;
let before = 0;
let after = 0;
for (const dir of dirs) {
  for (const path of files(dir)) {
    const data = readFileSync(path);
    const br = brotliCompressSync(data, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
    });
    const gz = gzipSync(data, { level: 9 });
    if (br.length < data.length) writeFileSync(`${path}.br`, br);
    if (gz.length < data.length) writeFileSync(`${path}.gz`, gz);
    count++;
    before += data.length;
    after += Math.min(br.length, data.length);
  }
}
const kB = (n) => `${(n / 1024).toFixed(0)} kB`;
console.log(`precompressed ${count} files: ${kB(before)} → ${kB(after)} brotli`);
