import type { FastifyRequest } from 'fastify';
import { invalid } from '../http/errors';

/**
 * The bytes of the first multipart file part named `field`, at most `maxBytes`. A missing part, a
 * request that is not multipart or a larger file is a 422 with `message` under `field`.
 */
export async function readUpload(request: FastifyRequest, field: string, maxBytes: number, message: string) {
  const refuse = () => invalid({ [field]: [message] }, message);
  if (!request.isMultipart()) throw refuse();
  const parts = request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 10 } });
  for await (const part of parts) {
    if (part.type !== 'file') continue;
    if (part.fieldname !== field) {
      part.file.resume();
      continue;
    }
    let bytes: Buffer;
    try {
      bytes = await part.toBuffer();
    } catch {
      throw refuse();
    }
    // A file cut at the limit is refused, never stored as if it were whole.
    if (part.file.truncated || bytes.length > maxBytes) throw refuse();
    return bytes;
  }
  throw refuse();
}
