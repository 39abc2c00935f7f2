import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type ApiClient,
  embedCodesSchema,
  NotFoundError,
  playerConfigSchema,
  type Stream,
  type StreamListItem,
} from '@smuc/sdk';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsMinuteViewers, mediaVideos, streams as streamsTable } from '../db/schema';
import { localDiskStorage } from '../media/storage';
import { posterKey } from '../media/videos';
import { setStreamVideo } from '../streams/repository';
import { DEMO_EMAIL, OTHER_EMAIL, readJson, startTestServer, type TestServer } from '../test/harness';
import { validateBanner } from './banner-validator';
import { readPlayerBuild } from './bundle';
import { platformByName } from './platforms';

let server: TestServer;
let demo: ApiClient;
let demoToken: string;
let other: ApiClient;
let otherToken: string;
let streams: StreamListItem[];
let otherStreams: StreamListItem[];

const byTitle = (title: string) => {
  const s = streams.find((x) => x.title === title);
  if (!s) throw new Error(`seeded stream ${title} missing`);
  return s;
};

// A player build of its own with the viewer page's entry (`start.js`), whatever packages/player/dist holds.
const playerDir = mkdtempSync(join(tmpdir(), 'smuc-embeds-player-'));
writeFileSync(join(playerDir, 'player.js'), 'export {};\n');
writeFileSync(join(playerDir, 'start.js'), "import('./player.js');\n");

beforeAll(async () => {
  server = await startTestServer({ env: { PLAYER_DIR: playerDir } });
  ({ client: demo, token: demoToken } = await server.login(DEMO_EMAIL));
  ({ client: other, token: otherToken } = await server.login(OTHER_EMAIL));
  streams = (await demo.streams.list({ per_page: 100 })).items;
  otherStreams = (await other.streams.list({ per_page: 100 })).items;
  // The demo seed writes 90 days of analytics through the ingest pipeline: slow on a busy machine.
}, 300_000);
afterAll(async () => {
  await server?.close();
  rmSync(playerDir, { recursive: true, force: true });
});

const player = (apikey: string, init?: RequestInit) => server.fetch(`/player/${apikey}`, init);

describe('GET /player/{apikey} (public player document)', () => {
  it('answers the PlayerConfig without a session, for anyone', async () => {
    const s = byTitle('How to Style a Scarf');
    const res = await player(s.apikey);
    expect(res.status).toBe(200);
    const body = await readJson(res);
    expect(body.success).toBe(true);
    const config = playerConfigSchema.parse(body.data);
    expect(config).toMatchObject({ id: s.id, apikey: s.apikey, kind: 'embed', title: s.title });
    expect(config.endpoints).toEqual({
      events: `${server.config.publicUrl}/smucrestapi/v2/events`,
      subscribe: `${server.config.publicUrl}/smucrestapi/v2/stream/${s.apikey}/subscribe`,
      realtime: `${server.config.publicUrl.replace(/^http/, 'ws')}/smucrestapi/v2/realtime`,
      checkout: null,
    });
  });

  it('derives the kind of every seeded type (001 §3 "Derived kinds")', async () => {
    const expected: [string, string][] = [
      ['Morning Coffee Live', 'live'],
      ['Autumn Collection Launch', 'vod'],
      // Seeded in the past: a playback past its end date is a VOD.
      ['Kitchen Gadgets Replay', 'vod'],
      ['How to Style a Scarf', 'embed'],
      ['Winter Boots Video Ad', 'ad'],
      ['Spring Lookbook Photo Ad', 'photo_ad'],
    ];
    for (const [title, kind] of expected) {
      const config = playerConfigSchema.parse((await readJson(await player(byTitle(title).apikey))).data);
      expect([title, config.kind]).toEqual([title, kind]);
    }
    const upcoming = await demo.streams.create({ kind: 'playback', title: 'Upcoming replay' });
    expect(playerConfigSchema.parse((await readJson(await player(upcoming.apikey))).data).kind).toBe(
      'playback',
    );
  });

  it('gives live kinds the live source of the media server (stream id = apikey), other kinds none', async () => {
    const live = byTitle('Morning Coffee Live');
    const config = playerConfigSchema.parse((await readJson(await player(live.apikey))).data);
    expect(config.source.live).toMatchObject({ stream_id: live.apikey });
    expect(config.source.video).toBeNull();
    const closed = playerConfigSchema.parse(
      (await readJson(await player(byTitle('Autumn Collection Launch').apikey))).data,
    );
    expect(closed.source.live).toBeNull();
  });

  it('is CORS open (the asking origin echoed, for credentialed clients) and cached briefly with an ETag', async () => {
    const s = byTitle('Winter Boots Video Ad');
    const res = await player(s.apikey, { headers: { origin: 'https://shop.example' } });
    expect(res.headers.get('access-control-allow-origin')).toBe('https://shop.example');
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    expect(res.headers.get('vary')).toContain('Origin');
    const bare = await player(s.apikey);
    expect(bare.headers.get('access-control-allow-origin')).toBe('*');
    expect(bare.headers.get('access-control-allow-credentials')).toBeNull();
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const etag = res.headers.get('etag');
    expect(etag).toMatch(/^W\/"/);
    const again = await player(s.apikey, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
  });

  it('answers 404 in the envelope for an unknown or deleted player', async () => {
    const unknown = await player('0'.repeat(32), { headers: { origin: 'https://shop.example' } });
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('access-control-allow-origin')).toBe('https://shop.example');
    expect(await readJson(unknown)).toEqual({ success: false, error: 'The requested stream was not found.' });
    const created = await demo.streams.create({ kind: 'embed', title: 'Gone soon' });
    expect((await player(created.apikey)).status).toBe(200);
    await demo.streams.remove(created.id);
    expect((await player(created.apikey)).status).toBe(404);
    expect((await player('bad key!')).status).toBe(404);
  });

  it('lists visible products by position and leaves hidden ones out', async () => {
    const s = await demo.streams.create({ kind: 'embed', title: 'Products' });
    const item = (title: string, ordno: number, show_in_feed = true) => ({
      title,
      price: 10,
      link: 'https://shop.example/p',
      ordno,
      show_in_feed,
    });
    const a = await demo.feedItems.create(s.id, item('Second', 2));
    await demo.feedItems.create(s.id, item('Hidden', 0, false));
    const c = await demo.feedItems.create(s.id, item('First', 1));
    const config = playerConfigSchema.parse((await readJson(await player(s.apikey))).data);
    expect(config.products.map((p) => p.id)).toEqual([c.id, a.id]);
    expect(config.products[0]).not.toHaveProperty('sku');
  });

  it('carries the chosen form with its public fields only', async () => {
    const form = await demo.forms.create({
      name: 'Embed test form',
      name_placeholder: 'Your name',
      email_placeholder: 'Your e-mail',
      privacy_url: 'https://shop.example/privacy',
      click_tracking: 'https://track.example/secret',
    });
    const s = await demo.streams.create({ kind: 'embed', title: 'With form' });
    await demo.streams.update(s.id, {
      subscriber_form_id: form.id,
      privacy_policy_url: 'https://shop.example/privacy',
    });
    const config = playerConfigSchema.parse((await readJson(await player(s.apikey))).data);
    expect(config.form).toMatchObject({ id: form.id, email_placeholder: 'Your e-mail' });
    expect(JSON.stringify(config)).not.toContain('track.example');
  });

  it('counts viewers with a heartbeat in the last two minutes when show_viewers is on', async () => {
    const s = await demo.streams.create({ kind: 'embed', title: 'Viewers' });
    const minute = (offset: number) => new Date(Math.floor(Date.now() / 60_000) * 60_000 + offset * 60_000);
    await server.db.insert(analyticsMinuteViewers).values([
      { streamId: s.id, minute: minute(0), visitorId: 'visitor-a1' },
      { streamId: s.id, minute: minute(0), visitorId: 'visitor-b1' },
      { streamId: s.id, minute: minute(-1), visitorId: 'visitor-a1' },
      { streamId: s.id, minute: minute(-1), visitorId: 'visitor-c1' },
      { streamId: s.id, minute: minute(-5), visitorId: 'visitor-old' },
    ]);
    await demo.streams.update(s.id, { show_viewers: false });
    const off = playerConfigSchema.parse((await readJson(await player(s.apikey))).data);
    expect(off.viewer_count).toBe(0);
    await demo.streams.update(s.id, { show_viewers: true });
    const on = playerConfigSchema.parse((await readJson(await player(s.apikey))).data);
    expect(on.viewer_count).toBe(3);
  });
});

describe('GET /stream/{id}/embed-codes', () => {
  it('answers inline, floating and one banner per platform for an ad', async () => {
    const s = byTitle('Headphones Half Page');
    const codes = await demo.streams.embedCodes(s.id);
    const script = `<script type="module" src="${server.config.publicUrl}/embed/player.js"></script>`;
    expect(codes.inline).toBe(`${script}\n<smuc-player apikey="${s.apikey}"></smuc-player>`);
    expect(codes.floating).toBe(`${script}\n<smuc-player apikey="${s.apikey}" floating></smuc-player>`);
    expect(codes.banners.map((b) => [b.machine_name, b.downloadable])).toEqual([
      ['google_dv360', true],
      ['the_trade_desk', true],
      ['xandr', true],
    ]);
    const macros = codes.banners.map((b) => /click-url="([^"]+)"/.exec(b.code)?.[1]);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: Xandr's macro syntax, not a template
    expect(macros).toEqual(['%%CLICK_URL_UNESC%%', '%%TTD_CLK%%', '${CLICK_URL}']);
    for (const b of codes.banners) {
      expect(b.code).toContain(script);
      expect(b.code).toContain('width:300px;height:600px');
    }
  });

  it('has no floating code for a simple video and no banners without optimize_for_ad (001 §2)', async () => {
    const codes = await demo.streams.embedCodes(byTitle('How to Style a Scarf').id);
    expect(codes.floating).toBeNull();
    expect(codes.banners).toEqual([]);
    const live = await demo.streams.embedCodes(byTitle('Morning Coffee Live').id);
    expect(live.floating).toContain('floating');
    expect(live.banners).toEqual([]);
  });

  it('is scoped to the signed-in account: another account’s, unknown and deleted players are 404', async () => {
    const theirs = otherStreams[0]!;
    await expect(demo.streams.embedCodes(theirs.id)).rejects.toBeInstanceOf(NotFoundError);
    expect((await server.fetch(`/stream/${streams[0]!.id}/embed-codes`, { token: otherToken })).status).toBe(
      404,
    );
    expect((await server.fetch('/stream/999999/embed-codes', { token: demoToken })).status).toBe(404);
    const gone = await demo.streams.create({ kind: 'ad', title: 'Deleted ad' });
    await demo.streams.remove(gone.id);
    expect((await server.fetch(`/stream/${gone.id}/embed-codes`, { token: demoToken })).status).toBe(404);
    expect((await server.fetch(`/stream/${streams[0]!.id}/embed-codes`)).status).toBe(401);
    const own = await readJson(await server.fetch(`/stream/${theirs.id}/embed-codes`, { token: otherToken }));
    expect(embedCodesSchema.parse(own.data).inline).toContain(theirs.apikey);
  });
});

describe('GET /stream/{id}/download-banner?platform', () => {
  it('answers an HTML5 zip for the stream’s ad size that passes the platform rules', async () => {
    const s = byTitle('Garden Tools Rectangle');
    for (const platform of ['google_dv360', 'the_trade_desk', 'xandr']) {
      const res = await server.fetch(`/stream/${s.id}/download-banner?platform=${platform}`, {
        token: demoToken,
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/zip');
      expect(res.headers.get('content-disposition')).toBe(
        `attachment; filename="banner-${platform}-300x250.zip"`,
      );
      expect(res.headers.get('cache-control')).toBe('no-store');
      const zip = new Uint8Array(await res.arrayBuffer());
      const files = unzipSync(zip);
      expect(Object.keys(files)).toContain('index.html');
      const { violations } = validateBanner(zip, {
        width: 300,
        height: 250,
        rules: platformByName(platform)!.rules,
      });
      // The test server's PUBLIC_URL is http://127.0.0.1: the only rule it may break is https
      // (banners serve on https pages); every other rule holds.
      expect(violations.map((v) => v.rule)).toEqual(['https']);
      expect(res.headers.get('x-banner-check')).toBe('https');
    }
  });

  it('downloads through the sdk client', async () => {
    const s = byTitle('Spring Lookbook Photo Ad');
    const { filename, blob } = await demo.streams.downloadBanner(s.id, 'xandr');
    expect(filename).toBe('banner-xandr-300x600.zip');
    expect(unzipSync(new Uint8Array(await blob.arrayBuffer()))['index.html']).toBeDefined();
  });

  it('refuses an unknown platform (422), players without ads (404) and other accounts (404)', async () => {
    const ad = byTitle('Winter Boots Video Ad');
    const bad = await server.fetch(`/stream/${ad.id}/download-banner?platform=myspace`, { token: demoToken });
    expect(bad.status).toBe(422);
    expect((await readJson(bad)).errors).toHaveProperty('platform');
    expect((await server.fetch(`/stream/${ad.id}/download-banner`, { token: demoToken })).status).toBe(422);
    const embed = byTitle('How to Style a Scarf');
    const notAd = await server.fetch(`/stream/${embed.id}/download-banner?platform=xandr`, {
      token: demoToken,
    });
    expect(notAd.status).toBe(404);
    expect(
      (await server.fetch(`/stream/${ad.id}/download-banner?platform=xandr`, { token: otherToken })).status,
    ).toBe(404);
    expect((await server.fetch(`/stream/${ad.id}/download-banner?platform=xandr`)).status).toBe(401);
  });
});

describe('a player with an uploaded video', () => {
  const videoId = 'ab'.repeat(16);
  let ad: Stream;
  beforeAll(async () => {
    ad = await demo.streams.create({ kind: 'ad', title: 'Video ad with poster' });
    const [row] = await server.db.select().from(streamsTable).where(eq(streamsTable.id, ad.id));
    await server.db.insert(mediaVideos).values({
      id: videoId,
      accountId: row!.accountId,
      streamId: ad.id,
      bytes: 1000,
      status: 'ready',
      durationSeconds: 12.5,
      readyAt: new Date(),
    });
    const poster = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#3366cc' } })
      .jpeg()
      .toBuffer();
    await localDiskStorage(server.config.mediaDir).put(posterKey(videoId), poster);
    await setStreamVideo(server.db, row!.accountId, ad.id, videoId);
  });

  it('plays the video with its poster and duration', async () => {
    const config = playerConfigSchema.parse((await readJson(await player(ad.apikey))).data);
    const base = `${server.config.publicUrl}/smucrestapi/v2/media/video/${videoId}`;
    expect(config.source).toEqual({
      video: { url: base, poster: `${base}/poster.jpg`, duration: 12.5, captions: [] },
      social: null,
      live: null,
    });
  });

  it('carries the video’s caption track in its banner, on from the start (issue 34 §1)', async () => {
    const vtt = 'WEBVTT\n\n00:00:00.000 --> 00:00:05.000\nBanner caption\n';
    const put = await server.fetch(`/media/video/${videoId}/captions/en`, {
      token: demoToken,
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ file_name: 'ad.vtt', content: vtt }),
    });
    expect(put.status).toBe(200);
    const res = await server.fetch(`/stream/${ad.id}/download-banner?platform=google_dv360`, {
      token: demoToken,
    });
    expect(res.status).toBe(200);
    const zip = new Uint8Array(await res.arrayBuffer());
    const html = new TextDecoder().decode(unzipSync(zip)['index.html']);
    expect(html).toContain('Banner caption');
    expect(html).toContain('track.default = true');
    const { width, height } = { width: 300, height: 600 };
    // Every rule but https passes (this test server's PUBLIC_URL is http, and so its video address).
    const { violations } = validateBanner(zip, {
      width,
      height,
      rules: platformByName('google_dv360')!.rules,
    });
    expect(violations.map((v) => v.rule).filter((rule) => rule !== 'https')).toEqual([]);
    await server.fetch(`/media/video/${videoId}/captions/en`, { token: demoToken, method: 'DELETE' });
  });

  it('shows the poster as the Open Graph image of the viewer page', async () => {
    const html = await (await fetch(`${server.origin}/watch/${ad.id}`)).text();
    expect(html).toContain(
      `<meta property="og:image" content="${server.config.publicUrl}/smucrestapi/v2/media/video/${videoId}/poster.jpg">`,
    );
  });

  it('preloads the poster and paints it in the player box before the player runs (issue 35 §4)', async () => {
    const html = await (await fetch(`${server.origin}/watch/${ad.id}`)).text();
    const poster = `${server.config.publicUrl}/smucrestapi/v2/media/video/${videoId}/poster.jpg`;
    expect(html).toContain(`<link rel="preload" as="image" href="${poster}" fetchpriority="high">`);
    expect(html).toMatch(
      new RegExp(
        `<smuc-player apikey="${ad.apikey}"><img src="${poster.replace(/[.?]/g, '\\$&')}" alt="" width="300" height="600" fetchpriority="high" style="max-inline-size:300px;aspect-ratio:300/600;object-fit:(cover|contain)"></smuc-player>`,
      ),
    );
    // The preload comes before the player's script, so the poster is asked for first.
    expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('<script type="module"'));
  });

  it('packs the poster as the first frame and streams the video after load in the banner', async () => {
    const res = await server.fetch(`/stream/${ad.id}/download-banner?platform=google_dv360`, {
      token: demoToken,
    });
    const zip = new Uint8Array(await res.arrayBuffer());
    const files = unzipSync(zip);
    expect(Object.keys(files).sort()).toEqual(['index.html', 'poster.jpg']);
    expect(await sharp(Buffer.from(files['poster.jpg']!)).metadata()).toMatchObject({
      width: 300,
      height: 600,
    });
    const html = new TextDecoder().decode(files['index.html']);
    expect(html).toContain(`media/video/${videoId}`);
    const { violations, measurement } = validateBanner(zip, {
      width: 300,
      height: 600,
      rules: platformByName('google_dv360')!.rules,
    });
    expect(violations.map((v) => v.rule)).toEqual(['https']);
    expect(measurement.initialLoads).toEqual(['index.html', 'poster.jpg']);
  });
});

describe('GET /watch/{id} (viewer page)', () => {
  const watch = (path: string) => fetch(`${server.origin}${path}`);

  it('renders the player page with the escaped title and Open Graph tags', async () => {
    const s = await demo.streams.create({ kind: 'embed', title: 'x' });
    await demo.streams.update(s.id, { title: 'Sale <script>alert(1)</script> & "more"' });
    expect(s.player_url).toBe(`${server.config.publicUrl}/watch/${s.id}`);
    const res = await watch(`/watch/${s.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const html = await res.text();
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain(
      '<title>Sale &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;more&quot;</title>',
    );
    expect(html).toContain(
      '<meta property="og:title" content="Sale &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;more&quot;">',
    );
    expect(html).toContain(`<meta property="og:url" content="${s.player_url}">`);
    // The build's viewer-page entry at its versioned address (issue 35 §4), not the loader: one request less.
    const watchEntry = `/embed/player/${readPlayerBuild(playerDir)!.id}/start.js`;
    expect(html).toContain(`<script type="module" src="${watchEntry}"></script>`);
    const entry = await watch(watchEntry);
    expect(entry.status).toBe(200);
    expect(entry.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(html).toContain(`<smuc-player apikey="${s.apikey}"></smuc-player>`);
  });

  it('answers the 404 page for unknown, deleted and malformed ids', async () => {
    const gone = await demo.streams.create({ kind: 'embed', title: 'Gone' });
    await demo.streams.remove(gone.id);
    for (const path of [
      `/watch/${gone.id}`,
      '/watch/999999',
      '/watch/abc',
      '/watch/012',
      '/watch/1/extra',
      '/watch',
    ]) {
      const res = await watch(path);
      expect([path, res.status]).toEqual([path, 404]);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await res.text()).toContain('Player not found');
    }
  });

  it('needs no session: any visitor sees another account’s public page', async () => {
    const res = await watch(`/watch/${otherStreams[0]!.id}`);
    expect(res.status).toBe(200);
  });
});
