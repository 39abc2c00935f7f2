import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test/harness';

/** Issue 19 defect 8: `/favicon.ico` answered 404. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('GET /favicon.ico', () => {
  it('answers an ICO holding 16, 32 and 48 px PNG images', async () => {
    const res = await fetch(`${server.origin}/favicon.ico`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/x-icon');
    const ico = Buffer.from(await res.arrayBuffer());
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 3]);
    const sizes = [];
    for (let i = 0; i < 3; i++) {
      const entry = 6 + 16 * i;
      const png = ico.subarray(
        ico.readUInt32LE(entry + 12),
        ico.readUInt32LE(entry + 12) + ico.readUInt32LE(entry + 8),
      );
      const meta = await sharp(png).metadata();
      expect(meta.format).toBe('png');
      sizes.push(meta.width);
    }
    expect(sizes).toEqual([16, 32, 48]);
  });
});
