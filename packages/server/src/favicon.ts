import type { FastifyInstance } from 'fastify';
import { loadSharp } from './media/sharp';

/** The product mark: a play triangle on the brand colour (the dashboard's `--smuc-color-primary`). */
const MARK_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
<rect width="64" height="64" rx="14" fill="#4f46e5"/><path d="M25 18l22 14-22 14z" fill="#fff"/></svg>`;

/**
 * Wraps PNG images in an ICO container (one directory entry per image; PNG-in-ICO is read by every
 * current browser). Sizes are in pixels, at most 256.
 */
export function icoOf(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const e = Buffer.alloc(16);
    e.writeUInt8(size >= 256 ? 0 : size, 0);
    e.writeUInt8(size >= 256 ? 0 : size, 1);
    e.writeUInt16LE(1, 4);
    e.writeUInt16LE(32, 6);
    e.writeUInt32LE(png.length, 8);
    e.writeUInt32LE(offset, 12);
    offset += png.length;
    return e;
  });
  return Buffer.concat([header, ...entries, ...images.map((i) => i.png)]);
}

/**
 * `GET /favicon.ico` (issue 19 defect 8: it answered 404): the product mark as a 16, 32 and 48 px
 * icon, rendered once with sharp and cached by browsers for a day.
 */
export function faviconRoute(app: FastifyInstance) {
  let ico: Promise<Buffer> | null = null;
  const build = async () => {
    const sharp = await loadSharp();
    return icoOf(
      await Promise.all(
        [16, 32, 48].map(async (size) => ({
          size,
          png: await sharp(Buffer.from(MARK_SVG)).resize(size, size).png().toBuffer(),
        })),
      ),
    );
  };
  app.get('/favicon.ico', async (_request, reply) => {
    ico ??= build();
    return reply
      .type('image/x-icon')
      .header('cache-control', 'public, max-age=86400')
      .send(await ico);
  });
}
