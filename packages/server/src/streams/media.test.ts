import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ApiClient } from '@smuc/sdk';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/passwords';
import { accounts } from '../db/schema';
import { DEMO_PASSWORD, readJson, startTestServer, type TestServer } from '../test/harness';

const DEMO_EMAIL = 'media-demo@smuc.test';
const OTHER_EMAIL = 'media-free@smuc.test';

let server: TestServer;
let demo: { token: string; client: ApiClient };
let other: { token: string; client: ApiClient };

/** A stand-in for Facebook's Graph API at the HTTP boundary: `oembed_video` answers by video id. */
let facebook: Server;
const facebookCalls: URL[] = [];
const FACEBOOK_VIDEOS: Record<string, { status: number; body: unknown }> = {
  '111': { status: 200, body: { width: 1280, height: 720, html: '<iframe></iframe>' } },
  '222': { status: 200, body: { width: 720, height: 1280, html: '<iframe></iframe>' } },
  '333': { status: 200, body: { width: 640, height: 480 } },
  '404': { status: 400, body: { error: { message: 'Unsupported get request.' } } },
  '500': { status: 500, body: { error: { message: 'Internal' } } },
};

beforeAll(async () => {
  // Two accounts of their own (a Business plan with custom branding, a Free plan without): no demo
  // seed needed, so the file runs fast and alone.
  server = await startTestServer({ seed: false });
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await server.db.insert(accounts).values([
    // English accounts: the server answers in the account's language when a request names none
    // (new accounts default to hu, 000 §9), and this file checks the English texts.
    {
      email: DEMO_EMAIL,
      firstname: 'Media',
      lastname: 'Demo',
      plan: 'business',
      passwordHash,
      language: 'en',
    },
    { email: OTHER_EMAIL, firstname: 'Media', lastname: 'Free', plan: 'free', passwordHash, language: 'en' },
  ]);
  demo = await server.login(DEMO_EMAIL);
  other = await server.login(OTHER_EMAIL);
  facebook = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fb');
    facebookCalls.push(url);
    const video = /\/videos\/(\d+)/.exec(url.searchParams.get('url') ?? '')?.[1] ?? '';
    const answer =
      url.pathname === '/v19.0/oembed_video'
        ? (FACEBOOK_VIDEOS[video] ?? { status: 400, body: {} })
        : { status: 404, body: {} };
    res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
  });
  await new Promise<void>((ok) => facebook.listen(0, '127.0.0.1', ok));
  server.config.facebookGraphUrl = `http://127.0.0.1:${(facebook.address() as AddressInfo).port}/v19.0`;
  server.config.facebookAccessToken = 'app|secret';
});
afterAll(async () => {
  await server?.close();
  await new Promise((ok) => facebook?.close(ok));
});

const png = (w: number, h: number) =>
  sharp({ create: { width: w, height: h, channels: 3, background: '#cc3366' } })
    .png()
    .toBuffer();
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"/>');

/** Uploads and confirms an image through the sdk; answers its id. */
async function image(client: ApiClient, bytes: Buffer | Promise<Buffer>, allowSvg = false) {
  const media = await client.media.uploadImage(new Blob([new Uint8Array(await bytes)]), { allowSvg });
  return media.id;
}

const put = (id: number, body: unknown, token = demo.token) =>
  server.fetch(`/stream/${id}`, {
    method: 'PUT',
    token,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('stream media fields (001 §3, §5)', () => {
  it('stores image ids and answers Media on every read: one, list, duplicate', async () => {
    const stream = await demo.client.streams.create({ kind: 'photo_ad', title: 'Media read' });
    expect(stream).toMatchObject({ logo: null, cover: null, photoad_photos: [], embed_social_video: null });
    const [logo, bg, p1, p2, p3] = await Promise.all([
      image(demo.client, png(300, 300)),
      image(demo.client, png(1920, 1080)),
      image(demo.client, png(800, 450)),
      image(demo.client, png(800, 450)),
      image(demo.client, png(800, 450)),
    ]);
    const agency = await image(demo.client, SVG, true);
    const saved = await demo.client.streams.update(stream.id, {
      logo,
      ad_bg: bg,
      agency_logo: agency,
      photoad_photos: [p3 as string, p1 as string, p2 as string],
    });
    expect(saved.logo).toMatchObject({
      id: logo,
      url: `${server.origin}/smucrestapi/v2/media/image/${logo}/public`,
      thumbnail_url: `${server.origin}/smucrestapi/v2/media/image/${logo}/thumbnail`,
      mime: 'image/png',
      width: 300,
    });
    expect(saved.agency_logo?.mime).toBe('image/svg+xml');
    expect(saved.photoad_photos?.map((m) => m.id)).toEqual([p3, p1, p2]);

    const read = await demo.client.streams.get(stream.id);
    expect(read.ad_bg?.id).toBe(bg);
    expect(read.photoad_photos?.map((m) => m.id)).toEqual([p3, p1, p2]);
    // The list is a narrow projection without media; the player itself carries it (above).
    const page = await demo.client.streams.list({ search: 'Media read' });
    expect(page.items[0]?.id).toBe(stream.id);

    // A settings-only save keeps the media; null clears one field.
    const renamed = await demo.client.streams.update(stream.id, { title: 'Media read 2', logo: null });
    expect(renamed.logo).toBeNull();
    expect(renamed.ad_bg?.id).toBe(bg);

    const { id: copyId } = await demo.client.streams.duplicate(stream.id);
    const copy = await demo.client.streams.get(copyId);
    expect(copy.ad_bg?.id).toBe(bg);
    expect(copy.photoad_photos?.map((m) => m.id)).toEqual([p3, p1, p2]);
  });

  it('refuses ids that are not confirmed images of the account, of a type the field takes', async () => {
    const stream = await demo.client.streams.create({ kind: 'ad', title: 'Media checks' });
    const foreign = await image(other.client, png(300, 300));
    let response = await put(stream.id, { logo: foreign });
    expect(response.status).toBe(422);
    expect((await readJson(response)).errors).toEqual({ logo: ['The selected image was not found.'] });

    const { id: unconfirmed, link } = (
      await readJson(await server.fetch('/cloudflare/image', { method: 'POST', token: demo.token }))
    ).data as { id: string; link: string };
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await png(20, 20))]), 'a.png');
    await fetch(link, { method: 'POST', body: form });
    response = await put(stream.id, { cover: unconfirmed });
    expect((await readJson(response)).errors?.cover).toEqual(['The selected image was not found.']);

    const svg = await image(demo.client, SVG, true);
    response = await put(stream.id, { logo: svg });
    expect((await readJson(response)).errors?.logo).toEqual([
      'Invalid file! The following file types are allowed: jpg, jpeg, png, webp',
    ]);
    const webp = await image(
      demo.client,
      sharp(await png(30, 30))
        .webp()
        .toBuffer(),
    );
    response = await put(stream.id, { agency_logo: webp });
    expect((await readJson(response)).errors?.agency_logo).toEqual([
      'Invalid file! The following file types are allowed: jpg, jpeg, png, svg',
    ]);
    const big = await image(demo.client, png(64, 64));
    response = await put(stream.id, { agency_logo: big });
    expect((await readJson(response)).errors?.agency_logo).toEqual([
      'The agency logo must fit in 32x32 pixels.',
    ]);
    const small = await image(demo.client, png(32, 20));
    expect((await put(stream.id, { agency_logo: small })).status).toBe(200);

    const ids = await Promise.all([1, 2, 3, 4, 5, 6].map(() => image(demo.client, png(80, 45))));
    response = await put(stream.id, { photoad_photos: ids });
    expect(response.status).toBe(422);
    expect(Object.keys((await readJson(response)).errors ?? {})).toEqual(['photoad_photos']);
    response = await put(stream.id, { photoad_photos: [ids[0], ids[0]] });
    expect((await readJson(response)).errors?.photoad_photos).toEqual([
      'The same image cannot be added twice.',
    ]);
    // Nothing of a refused PUT is stored.
    expect((await demo.client.streams.get(stream.id)).photoad_photos).toEqual([]);
  });

  it('stores no logo or covers without custom branding (001 §4)', async () => {
    const stream = await other.client.streams.create({ kind: 'embed', title: 'Free branding' });
    const logo = await image(other.client, png(300, 300));
    const bg = await image(other.client, png(1920, 1080));
    const saved = await other.client.streams.update(stream.id, { logo, cover: logo, ad_bg: bg });
    expect(saved.logo).toBeNull();
    expect(saved.cover).toBeNull();
    expect(saved.ad_bg?.id).toBe(bg);
  });

  it('DELETE /cloudflare/image/{id}/stream/{streamId} clears the field; files go with the last player', async () => {
    const stream = await demo.client.streams.create({ kind: 'photo_ad', title: 'Media delete' });
    const [cover, p1, p2] = await Promise.all([
      image(demo.client, png(960, 540)),
      image(demo.client, png(800, 450)),
      image(demo.client, png(800, 450)),
    ]);
    await demo.client.streams.update(stream.id, {
      ad_bg: cover,
      photoad_photos: [p1 as string, p2 as string],
    });
    const { id: copyId } = await demo.client.streams.duplicate(stream.id);

    let answer = await readJson(
      await server.fetch(`/cloudflare/image/${p1}/stream/${stream.id}`, {
        method: 'DELETE',
        token: demo.token,
      }),
    );
    expect(answer.data).toEqual({ id: p1, cleared: ['photoad_photos'], removed: false });
    expect((await demo.client.streams.get(stream.id)).photoad_photos?.map((m) => m.id)).toEqual([p2]);
    const copy = await demo.client.streams.get(copyId);
    expect(copy.photoad_photos?.map((m) => m.id)).toEqual([p1, p2]);
    expect((await fetch(copy.photoad_photos?.[0]?.url as string)).status).toBe(200);

    answer = await readJson(
      await server.fetch(`/cloudflare/image/${p1}/stream/${copyId}`, { method: 'DELETE', token: demo.token }),
    );
    expect(answer.data).toEqual({ id: p1, cleared: ['photoad_photos'], removed: true });
    expect((await fetch(copy.photoad_photos?.[0]?.url as string)).status).toBe(404);

    await demo.client.media.removeImage(cover as string, stream.id);
    expect((await demo.client.streams.get(stream.id)).ad_bg).toBeNull();
    expect((await demo.client.streams.get(copyId)).ad_bg?.id).toBe(cover);
  });
});

describe('social video by link (001 §3-§5)', () => {
  it('stores YouTube and Vimeo links canonically and refuses other providers with the spec text', async () => {
    const stream = await demo.client.streams.create({ kind: 'embed', title: 'Social' });
    const saved = await demo.client.streams.update(stream.id, {
      embed_social_video: 'https://youtu.be/dQw4w9WgXcQ',
    });
    expect(saved.embed_social_video).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(saved.embed_social_video_processing).toBe(false);
    const refused = await put(stream.id, { embed_social_video: 'https://www.dailymotion.com/video/x7tgad0' });
    expect(refused.status).toBe(422);
    expect(await readJson(refused)).toMatchObject({
      error:
        'The given embed code is not from one of the following accepted provider: YouTube, Vimeo or Facebook video.',
      errors: { embed_social_video: [expect.any(String)] },
    });
    expect((await demo.client.streams.get(stream.id)).embed_social_video).toBe(
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    );
  });

  it('GET /tool/facebook-video-check asks Facebook and allows landscape 16:9 only', async () => {
    facebookCalls.length = 0;
    const check = (url: string) => demo.client.media.facebookVideoCheck(url);
    expect(await check('https://www.facebook.com/smuc/videos/111/')).toEqual({
      allowed_in_stream: true,
      width: 1280,
      height: 720,
    });
    expect(facebookCalls[0]?.searchParams.get('url')).toBe('https://www.facebook.com/smuc/videos/111/');
    expect(facebookCalls[0]?.searchParams.get('access_token')).toBe('app|secret');
    expect((await check('https://www.facebook.com/smuc/videos/222/')).allowed_in_stream).toBe(false);
    expect((await check('https://www.facebook.com/smuc/videos/333/')).allowed_in_stream).toBe(false);
    expect(await check('https://www.facebook.com/smuc/videos/404/')).toEqual({
      allowed_in_stream: false,
      width: null,
      height: null,
    });
    const down = await server.fetch(
      `/tool/facebook-video-check?url=${encodeURIComponent('https://www.facebook.com/x/videos/500/')}`,
      { token: demo.token },
    );
    expect(down.status).toBe(502);
    const notFacebook = await server.fetch(
      `/tool/facebook-video-check?url=${encodeURIComponent('https://vimeo.com/76979871')}`,
      { token: demo.token },
    );
    expect(notFacebook.status).toBe(422);
    expect((await server.fetch('/tool/facebook-video-check?url=x')).status).toBe(401);
  });

  it('re-checks Facebook links on save with the landscape text', async () => {
    const stream = await demo.client.streams.create({ kind: 'embed', title: 'Facebook' });
    const portrait = await put(stream.id, {
      embed_social_video: 'https://www.facebook.com/smuc/videos/222/',
    });
    expect(portrait.status).toBe(422);
    expect((await readJson(portrait)).error).toBe(
      'In case of Facebook videos, you can currently use landscape videos with a 16:9 aspect ratio only.',
    );
    const saved = await demo.client.streams.update(stream.id, {
      embed_social_video: 'https://www.facebook.com/smuc/videos/111/',
    });
    expect(saved.embed_social_video).toBe('https://www.facebook.com/smuc/videos/111/');
  });

  it('DELETE /stream/{id}/vod/{vodId}?stream_field clears the social video of the own stream only', async () => {
    const stream = await demo.client.streams.create({ kind: 'embed', title: 'Social clear' });
    const url = 'https://vimeo.com/76979871';
    await demo.client.streams.update(stream.id, { embed_social_video: url });
    const path = (vod: string, id = stream.id) => `/stream/${id}/vod/${encodeURIComponent(vod)}`;
    expect((await server.fetch(path(url), { method: 'DELETE', token: other.token })).status).toBe(404);
    expect(
      (await server.fetch(path('https://vimeo.com/1'), { method: 'DELETE', token: demo.token })).status,
    ).toBe(404);
    const bad = await server.fetch(`${path(url)}?stream_field=playlist`, {
      method: 'DELETE',
      token: demo.token,
    });
    expect(bad.status).toBe(422);
    expect(await demo.client.streams.removeVod(stream.id, url)).toEqual({
      id: stream.id,
      stream_field: 'embed_social_video',
    });
    expect((await demo.client.streams.get(stream.id)).embed_social_video).toBeNull();
  });
});
