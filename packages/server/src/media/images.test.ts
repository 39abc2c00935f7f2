import { ValidationError } from '@smuc/sdk';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaImages } from '../db/schema';
import { DEMO_EMAIL, OTHER_EMAIL, readJson, startTestServer, type TestServer } from '../test/harness';
import { purgeUnconfirmedImages, UNCONFIRMED_TTL_MS } from './image-routes';
import { localDiskStorage } from './storage';

let server: TestServer;
let token: string;
let otherToken: string;

beforeAll(async () => {
  server = await startTestServer();
  ({ token } = await server.login(DEMO_EMAIL));
  ({ token: otherToken } = await server.login(OTHER_EMAIL));
});
afterAll(() => server?.close());

const png = (w: number, h: number) =>
  sharp({ create: { width: w, height: h, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();

async function newLink(query = '', as = token) {
  const body = await readJson(await server.fetch(`/cloudflare/image${query}`, { method: 'POST', token: as }));
  expect(body.success).toBe(true);
  return body.data as { id: string; link: string };
}

function send(link: string, bytes: Buffer, name: string, type = 'application/octet-stream', field = 'file') {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  return fetch(link, { method: 'POST', body: form });
}

const INVALID = 'Invalid file! The following file types are allowed: jpg, jpeg, png, webp';

describe('image direct upload (001 §7)', () => {
  it('answers a one-time link on this server; the upload answers public and thumbnail variants', async () => {
    const { id, link } = await newLink();
    expect(link.startsWith(`${server.baseUrl}/media/image-upload/`)).toBe(true);
    const response = await send(link, await png(1200, 600), 'wide.png', 'image/png');
    expect(response.status).toBe(200);
    const body = (await response.json()) as { success: boolean; result: { id: string; variants: string[] } };
    expect(body.result.id).toBe(id);
    expect(body.result.variants).toEqual([
      `${server.baseUrl}/media/image/${id}/public`,
      `${server.baseUrl}/media/image/${id}/thumbnail`,
    ]);
    const pub = await fetch(body.result.variants[0] as string);
    expect(pub.headers.get('content-type')).toBe('image/png');
    expect(await sharp(Buffer.from(await pub.arrayBuffer())).metadata()).toMatchObject({
      width: 1200,
      height: 600,
    });
    const thumb = await fetch(body.result.variants[1] as string);
    expect(await sharp(Buffer.from(await thumb.arrayBuffer())).metadata()).toMatchObject({
      width: 320,
      height: 160,
    });

    const again = await send(link, await png(10, 10), 'again.png');
    expect(again.status).toBe(404);
  });

  it('checks the type by content: a png named .jpg is a png, an exe named .png is refused with the spec text', async () => {
    const renamed = await newLink();
    const ok = await send(renamed.link, await png(50, 50), 'photo.jpg', 'image/jpeg');
    expect(ok.status).toBe(200);
    const confirmed = await readJson(
      await server.fetch(`/cloudflare/image/${renamed.id}`, { method: 'POST', token }),
    );
    expect(confirmed.data).toMatchObject({ id: renamed.id, mime: 'image/png', width: 50, height: 50 });

    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(512, 0)]);
    const { id, link } = await newLink();
    const refused = await send(link, exe, 'cat.png', 'image/png');
    expect(refused.status).toBe(422);
    expect(await readJson(refused)).toMatchObject({ success: false, error: INVALID });
    const [row] = await server.db.select().from(mediaImages).where(eq(mediaImages.id, id));
    expect(row?.mime).toBeNull();
  });

  it('accepts jpeg and webp, and svg only on a link that allows it', async () => {
    for (const format of ['jpeg', 'webp'] as const) {
      const { link } = await newLink();
      const bytes = await sharp(await png(40, 30))
        .toFormat(format)
        .toBuffer();
      const response = await send(link, bytes, `x.${format}`);
      expect(response.status).toBe(200);
    }
    const svg = Buffer.from(
      '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"/>',
    );
    const plain = await newLink();
    const refused = await send(plain.link, svg, 'logo.svg', 'image/svg+xml');
    expect((await readJson(refused)).error).toBe(INVALID);
    const withSvg = await newLink('?svg=1');
    const accepted = await send(withSvg.link, svg, 'logo.svg', 'image/svg+xml');
    expect(accepted.status).toBe(200);
    const served = await fetch(`${server.baseUrl}/media/image/${withSvg.id}/public`);
    expect(served.headers.get('content-type')).toBe('image/svg+xml');
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
  });

  it('refuses a broken image with the processing text and a file over 10 MB with the upload text', async () => {
    const broken = await newLink();
    const head = (await png(100, 100)).subarray(0, 60);
    const response = await send(broken.link, Buffer.from(head), 'cut.png');
    expect(await readJson(response)).toMatchObject({
      error: 'An unknown error occurred during processing your image',
    });
    const big = await newLink();
    const huge = Buffer.concat([await png(10, 10), Buffer.alloc(10 * 1024 * 1024 + 1)]);
    const tooBig = await send(big.link, huge, 'big.png');
    expect(tooBig.status).toBe(422);
    expect((await readJson(tooBig)).error).toBe('An unexpected error occurred while uploading the image.');
  });

  it('confirms and deletes only the own image, through an own stream', async () => {
    const { id, link } = await newLink();
    await send(link, await png(20, 20), 'a.png');
    expect(
      (await server.fetch(`/cloudflare/image/${id}`, { method: 'POST', token: otherToken })).status,
    ).toBe(404);
    const media = await readJson(await server.fetch(`/cloudflare/image/${id}`, { method: 'POST', token }));
    expect(media.data.url).toBe(`${server.baseUrl}/media/image/${id}/public`);
    expect(media.data.thumbnail_url).toBe(`${server.baseUrl}/media/image/${id}/thumbnail`);

    const { client } = await server.login(DEMO_EMAIL);
    const stream = await client.streams.create({ kind: 'embed', title: 'Images' });
    const otherClient = (await server.login(OTHER_EMAIL)).client;
    const otherStream = await otherClient.streams.create({ kind: 'embed', title: 'Not mine' });
    const path = (s: number) => `/cloudflare/image/${id}/stream/${s}`;
    expect((await server.fetch(path(otherStream.id), { method: 'DELETE', token })).status).toBe(404);
    expect((await server.fetch(path(stream.id), { method: 'DELETE', token: otherToken })).status).toBe(404);
    expect((await server.fetch(path(stream.id), { method: 'DELETE', token })).status).toBe(200);
    expect((await fetch(media.data.url)).status).toBe(404);
  });

  it('runs link, upload and confirm through the sdk and raises the spec text as a ValidationError', async () => {
    const { client } = await server.login(DEMO_EMAIL);
    const media = await client.media.uploadImage(new Blob([new Uint8Array(await png(64, 48))]), {});
    expect(media).toMatchObject({ mime: 'image/png', width: 64, height: 48 });
    const error = await client.media
      .uploadImage(new Blob([new Uint8Array(Buffer.from('GIF89a....'))]))
      .catch((e) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.message).toBe(INVALID);
  });

  it('needs a session to ask for a link', async () => {
    expect((await server.fetch('/cloudflare/image', { method: 'POST' })).status).toBe(401);
  });

  it('removes unconfirmed uploads after a day, keeps confirmed ones', async () => {
    const kept = await newLink();
    await send(kept.link, await png(10, 10), 'k.png');
    await server.fetch(`/cloudflare/image/${kept.id}`, { method: 'POST', token });
    const dropped = await newLink();
    await send(dropped.link, await png(10, 10), 'd.png');
    const storage = localDiskStorage(server.config.mediaDir);
    const later = new Date(Date.now() + UNCONFIRMED_TTL_MS + 60_000);
    expect(await purgeUnconfirmedImages(server.db, storage, later)).toBeGreaterThanOrEqual(1);
    expect(await storage.get(`images/${dropped.id}/public`)).toBeNull();
    expect(await storage.get(`images/${kept.id}/public`)).not.toBeNull();
    expect((await fetch(`${server.baseUrl}/media/image/${kept.id}/public`)).status).toBe(200);
  });
});
