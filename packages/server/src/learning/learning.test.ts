import { mkdirSync, writeFileSync } from 'node:fs';
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
    const german = await server.client().tutorials.list(undefined, 'de');
    expect(german[0]?.title).toBe('Deine Übersicht in zwei Minuten');
  });

  it('answers in the asked language: ?lang= first, else Accept-Language (issue 30)', async () => {
    const read = async (query: string, headers: Record<string, string> = {}) => {
      const res = await fetch(`${server.origin}/tutorials.json${query}`, { headers });
      expect(res.status, query).toBe(200);
      expect(res.headers.get('vary')).toContain('Accept-Language');
      return tutorialListSchema.parse(await res.json());
    };
    const en = await read('');
    const tags = (html: string) => html.match(/<\/?[a-z]+>/g);
    for (const [query, headers] of [
      ['?lang=hu', {}],
      ['?lang=de', { 'accept-language': 'hu' }],
      ['?lang=ar', {}],
      ['', { 'accept-language': 'de-DE,de;q=0.9' }],
    ] as const) {
      const list = await read(query, headers);
      // Same tutorials, order and dates; every word translated; the description's markup kept.
      expect(list.map((t) => [t.videoId, t.date])).toEqual(en.map((t) => [t.videoId, t.date]));
      list.forEach((t, i) => {
        const source = en[i]!;
        expect(t.title, `${query} ${t.videoId}`).not.toBe(source.title);
        expect(t.description).not.toBe(source.description);
        expect(tags(t.description), `${query} ${t.videoId}`).toEqual(tags(source.description));
        expect(t.category).not.toBe(source.category);
      });
    }
    expect((await read('?lang=de'))[0]?.title).toBe('Deine Übersicht in zwei Minuten');
    expect((await read('', { 'accept-language': 'de' }))[0]?.title).toBe('Deine Übersicht in zwei Minuten');
    expect((await read('?lang=ar'))[0]?.category).toBe('البدء');
    expect((await read('?lang=en', { 'accept-language': 'hu' }))[0]?.title).toBe(en[0]!.title);
    const unknown = await fetch(`${server.origin}/tutorials.json?lang=fr`);
    expect(unknown.status >= 400 && unknown.status < 500).toBe(true);
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

  it("serves a language's own recording, else the English one whole (issue 30)", async () => {
    const dir = server.config.tutorialsDir;
    writeFileSync(join(dir, 'embed-codes.webm'), 'english video');
    writeFileSync(join(dir, 'embed-codes.vtt'), 'WEBVTT\n\nenglish');
    const text = async (path: string) => {
      const res = await fetch(`${server.origin}/tutorials/${path}`);
      expect(res.status, path).toBe(200);
      return res.text();
    };
    // No German recording yet: the English video with its English captions.
    expect(await text('de/embed-codes.webm')).toBe('english video');
    expect(await text('de/embed-codes.vtt')).toBe('WEBVTT\n\nenglish');
    mkdirSync(join(dir, 'de'), { recursive: true });
    writeFileSync(join(dir, 'de', 'embed-codes.webm'), 'german video');
    writeFileSync(join(dir, 'de', 'embed-codes.vtt'), 'WEBVTT\n\ndeutsch');
    expect(await text('de/embed-codes.webm')).toBe('german video');
    expect(await text('de/embed-codes.vtt')).toBe('WEBVTT\n\ndeutsch');
    expect(await text('embed-codes.webm')).toBe('english video');
    expect(await text('hu/embed-codes.webm')).toBe('english video');
    // A poster not recorded is drawn, in the language asked.
    const card = await fetch(`${server.origin}/tutorials/ar/products.jpg`);
    expect(card.headers.get('content-type')).toBe('image/jpeg');
    for (const path of ['fr/embed-codes.webm', 'en/embed-codes.webm', 'de/products.webm', 'de/secret.webm'])
      expect((await fetch(`${server.origin}/tutorials/${path}`)).status, path).toBe(404);
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
