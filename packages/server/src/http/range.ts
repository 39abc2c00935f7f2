import type { FastifyReply, FastifyRequest } from 'fastify';
import parseRange from 'range-parser';
import type { ByteRange, MediaStorage } from '../media/storage';

/**
 * Sends a stored file with HTTP byte-range support (RFC 9110 §14): `Accept-Ranges: bytes`, a 206
 * with `Content-Range` for one satisfiable `Range: bytes=…`, 416 for an unsatisfiable one, else
 * the whole file (200). Videos need this: browsers seek (a fake live joins mid-video) by asking
 * for ranges. Several ranges in one request are answered with the whole file. `size` is the
 * file's total size in bytes. Answers 404 through `notFound()` when the key is absent.
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: MediaStorage,
  key: string,
  size: number,
  contentType: string,
  notFound: () => Error,
) {
  const header = request.headers.range;
  let range: ByteRange | undefined;
  if (header && size > 0) {
    const parsed = parseRange(size, header, { combine: true });
    if (parsed === -1) {
      return reply
        .status(416)
        .header('content-range', `bytes */${size}`)
        .header('accept-ranges', 'bytes')
        .send();
    }
    if (Array.isArray(parsed) && parsed.type === 'bytes' && parsed.length === 1 && parsed[0])
      range = { start: parsed[0].start, end: parsed[0].end };
  }
  const found = await storage.stream(key, range);
  if (!found) throw notFound();
  reply.header('content-type', contentType).header('accept-ranges', 'bytes');
  if (!range) return reply.header('content-length', found.size).send(found.body);
  return reply
    .status(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${found.size}`)
    .header('content-length', range.end - range.start + 1)
    .send(found.body);
}
