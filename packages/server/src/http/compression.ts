import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * What is worth compressing: JSON (the API's answers, the OpenAPI document), text (CSV exports,
 * HTML, CSS; not `text/event-stream`, which must flush per event), scripts and SVG. Images,
 * videos, HLS segments and uploads are already compressed, and the library's default would also
 * take `application/octet-stream`.
 */
const COMPRESSIBLE =
  /^(?:text\/(?!event-stream)|application\/(?:[\w.+-]*\+)?json|(?:application|text)\/javascript|image\/svg\+xml)/i;

/**
 * Compresses answers over 1 kB with brotli (quality 4, the library's default; 11 costs far more
 * CPU for a few per cent) or gzip, whichever the request's `Accept-Encoding` prefers (issue 31 §5).
 * Files the build already compressed (`preCompressed` in static.ts) go out as they are: an answer
 * with a `Content-Encoding` is left alone, and so is a ranged (206) one. Request bodies are not
 * decompressed (no route takes compressed uploads; a body limit must hold on what arrives).
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    customTypes: COMPRESSIBLE,
    globalDecompression: false,
  });
}
