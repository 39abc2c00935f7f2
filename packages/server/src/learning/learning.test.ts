import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tutorialListSchema } from '@smuc/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seed: false });
});
afterAll(() => server?.close());

describe('GET /tutorials.json (000 §7 static list)', () => {
  it('serves at least 8 tutorials in at least 4 categories that fit the schema, open to any page', async () => {
    const res = await fetch(`${server.origin}/tutorials.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const list = tutorialListSchema.parse(await res.json());
    expect(list.length).toBeGreaterThanOrEqual(8);
    expect(new Set(list.map((t) => t.category)).size).toBeGreaterThanOrEqual(4);
    for (const t of list) expect(t.description).toMatch(/^<p>/);
  });

  it('is what the sdk client reads', async () => {
    const list = await server.client().tutorials.list();
    expect(list[0]?.videoId).toBe('dashboard-tour');
  });
});

describe('GET /tutorials/{videoId}.webm|.jpg', () => {
  it('serves a recorded file of a listed tutorial, with byte ranges', async () => {
    writeFileSync(join(server.config.tutorialsDir, 'reports.webm'), Buffer.alloc(2048, 7));
    const whole = await fetch(`${server.origin}/tutorials/reports.webm`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/webm');
    const part = await fetch(`${server.origin}/tutorials/reports.webm`, { headers: { range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect((await part.arrayBuffer()).byteLength).toBe(100);
  });

  it('draws a title card as the poster of a tutorial not recorded yet', async () => {
    const res = await fetch(`${server.origin}/tutorials/products.jpg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([bytes[0], bytes[1]]).toEqual([0xff, 0xd8]);
  });

  it('answers 404 for an id not in the list, another extension, or a tutorial not recorded yet', async () => {
    writeFileSync(join(server.config.tutorialsDir, 'secret.webm'), 'x');
    writeFileSync(join(server.config.tutorialsDir, 'reports.txt'), 'x');
    for (const path of ['secret.webm', 'reports.txt', 'products.webm', 'products.vtt', '..%2Freports.webm']) {
      const res = await fetch(`${server.origin}/tutorials/${path}`);
      expect(res.status, path).toBe(404);
    }
  });
});
