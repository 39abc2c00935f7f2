/**
 * Go-live restreaming end to end (issue 15): the coordinator creates the remote broadcasts through
 * the Graph and YouTube stand-ins (real request/response shapes), the embedded engine's supervisor
 * pushes an RTMP source to the ingest addresses they hand out (node-media-server processes), the
 * YouTube broadcast goes live once frames flow, and the end ends both remote broadcasts.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../../scripts/free-port.mjs';
import { connectedPlatforms, streams } from '../db/schema';
import { DEMO_EMAIL, readJson, startTestServer, type TestServer } from '../test/harness';
import { issueOAuthState } from './oauth-state';
import { embeddedRestreamer, RestreamCoordinator } from './restream-coordinator';
import { syncScheduledRestreams } from './restream-schedule';
import { replaceRestreams, restreamTargets } from './restream-store';
import { listPlatforms, upsertPlatform } from './store';
import { type PlatformStandIns, startPlatformStandIns } from './testing/stand-ins';

const nmsChild = fileURLToPath(new URL('../../../media-server/test/nms-child.cjs', import.meta.url));
const mediaServerDir = fileURLToPath(new URL('../../../media-server', import.meta.url));
const children: ChildProcess[] = [];

async function rtmpServer(port: number) {
  const child = spawn(process.execPath, [nmsChild, String(port)], {
    cwd: mediaServerDir,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('nms did not start')), 15_000);
    child.stdout?.on('data', (c) => {
      if (String(c).includes(`NMS ${port}`)) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
}

async function until<T>(check: () => T | undefined | false, timeoutMs: number, what: string): Promise<T> {
  const start = Date.now();
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

let server: TestServer;
let standIns: PlatformStandIns;
let sourcePort = 0;
const logs: string[] = [];

beforeAll(async () => {
  [sourcePort] = [await freePort()];
  const [fbPort, ytPort] = [await freePort(), await freePort()];
  await Promise.all([rtmpServer(sourcePort), rtmpServer(fbPort), rtmpServer(ytPort)]);
  const publisher = spawn(
    'ffmpeg',
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-re',
      '-f',
      'lavfi',
      '-i',
      'testsrc2=size=320x180:rate=15',
      '-f',
      'lavfi',
      '-i',
      'sine=sample_rate=44100',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-tune',
      'zerolatency',
      '-g',
      '15',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
      '-t',
      '90',
      '-f',
      'flv',
      `rtmp://127.0.0.1:${sourcePort}/live/obs-key`,
    ],
    { stdio: 'ignore' },
  );
  children.push(publisher);
  // The stand-ins hand out these ingests: Facebook's (plain RTMP here) and YouTube's.
  standIns = await startPlatformStandIns({
    facebook: `rtmp://127.0.0.1:${fbPort}/rtmp/`,
    youtube: `rtmp://127.0.0.1:${ytPort}/live2`,
  });
  standIns.googleCodes.set('code', { refreshToken: 'refresh-1', channel: { id: 'UC1', title: 'Chan' } });
  standIns.facebookUsers.push({
    token: 'user',
    pages: [{ id: '111', name: 'Shop', access_token: 'page-token-111', tasks: ['MANAGE'] }],
  });
  server = await startTestServer();
  server.config.facebookGraphUrl = standIns.graphUrl;
  Object.assign(server.config.platforms, {
    googleClientId: 'google-client',
    googleClientSecret: 'google-secret',
    googleTokenUrl: standIns.tokenUrl,
    youtubeApiUrl: standIns.youtubeUrl,
  });
  // Connect both through the real routes (the YouTube one exchanges the code at the stand-in).
  const { token, userId } = await server.login(DEMO_EMAIL);
  expect(
    (await server.fetch('/connected-platforms/facebook/111?access_token=user', { method: 'POST', token }))
      .status,
  ).toBe(200);
  const yt = await server.fetch('/connected-platforms/youtube', {
    method: 'POST',
    token,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      code: 'code',
      redirect_uri: 'http://app.test/connected-platforms',
      state: issueOAuthState(server.config, userId),
    }),
  });
  expect((await readJson(yt)).success).toBe(true);
}, 90_000);

afterAll(async () => {
  await server?.close();
  await standIns?.close();
  for (const c of children) c.kill('SIGKILL');
});

describe('restream coordinator (go live → remote broadcasts → pushes → end)', () => {
  it('creates both remote broadcasts, pushes to their ingests, goes live on YouTube and ends both', async () => {
    const [stream] = await server.db.select().from(streams).limit(1);
    if (!stream) throw new Error('no seeded stream');
    const rows = await listPlatforms(server.db, stream.accountId);
    await replaceRestreams(
      server.db,
      stream.id,
      rows.map((r) => r.id),
    );

    const restreamer = await embeddedRestreamer(
      () => `rtmp://127.0.0.1:${sourcePort}/live/obs-key`,
      (l) => logs.push(l),
    );
    const coordinator = new RestreamCoordinator(server.db, server.config, restreamer);
    await coordinator.goLive({
      ...stream,
      settings: { ...stream.settings, restream_title: 'Live now', restream_privacy_status: 'unlisted' },
    });
    const views = await until(
      () => {
        const v = coordinator.status(stream.apikey);
        return v.length === 2 && v.every((d) => d.state === 'broadcasting') && v;
      },
      40_000,
      'both destinations broadcasting',
    );
    expect(views.map((v) => `${v.type}:${v.id}`).sort()).toEqual(['facebook:111', 'youtube:UC1']);

    const liveVideo = [...standIns.facebookLiveVideos.values()][0];
    expect(liveVideo).toMatchObject({ pageId: '111', status: 'LIVE_NOW', title: 'Live now' });
    const create = standIns.calls.find((c) => c.path === '/graph/111/live_videos');
    expect(create?.body.access_token).toBe('page-token-111');
    const broadcast = [...standIns.youtubeBroadcasts.values()][0];
    expect(broadcast?.privacy).toBe('unlisted');
    await until(() => broadcast?.status === 'live', 10_000, 'YouTube transition to live');
    expect(
      standIns.calls.some(
        (c) =>
          c.path === '/oauth/token' &&
          c.body.grant_type === 'refresh_token' &&
          c.body.refresh_token === 'refresh-1',
      ),
    ).toBe(true);

    // Chat to a destination goes through the platform's API.
    expect(await coordinator.sendChat(stream.apikey, 'facebook:111', 'Hello Facebook')).toBe(true);
    expect(await coordinator.sendChat(stream.apikey, 'youtube:UC1', 'Hello YouTube')).toBe(true);
    expect(standIns.calls.find((c) => c.path.endsWith('/comments'))?.body.message).toBe('Hello Facebook');
    const chat = standIns.calls.find((c) => c.path === '/youtube/v3/liveChat/messages');
    expect(chat?.body).toMatchObject({
      snippet: {
        liveChatId: expect.stringMatching(/^chat-/),
        textMessageDetails: { messageText: 'Hello YouTube' },
      },
    });

    await coordinator.end(stream.apikey);
    expect(liveVideo?.status).toBe('VOD');
    expect(broadcast?.status).toBe('complete');
    expect(coordinator.lastStatus(stream.apikey).map((v) => v.state)).toEqual(['finished', 'finished']);
    expect(logs.join('\n')).not.toMatch(/FB-\d+-0\?|yt-key-/);
  }, 90_000);

  it('marks only the destination whose provider refuses as failed, and its platform inactive', async () => {
    const [stream] = await server.db.select().from(streams).limit(1);
    if (!stream) throw new Error('no seeded stream');
    // The page token stops working at Facebook: a new one that Graph does not know.
    const [fb] = (await listPlatforms(server.db, stream.accountId)).filter((p) => p.type === 'facebook');
    if (!fb) throw new Error('no facebook platform');
    await upsertPlatform(server.db, server.config, {
      accountId: fb.accountId,
      type: 'facebook',
      externalId: '111',
      name: 'Shop',
      image: null,
      token: 'revoked',
      administrator: true,
    });
    const restreamer = await embeddedRestreamer(
      () => `rtmp://127.0.0.1:${sourcePort}/live/obs-key`,
      (l) => logs.push(l),
    );
    const coordinator = new RestreamCoordinator(server.db, server.config, restreamer);
    await coordinator.goLive(stream);
    try {
      await until(
        () => coordinator.status(stream.apikey).find((v) => v.type === 'youtube')?.state === 'broadcasting',
        40_000,
        'YouTube broadcasting',
      );
      const facebook = coordinator.status(stream.apikey).find((v) => v.type === 'facebook');
      expect(facebook?.state).toBe('failed');
      expect(facebook?.reason).toMatch(/token/i);
      const list = await listPlatforms(server.db, stream.accountId);
      expect(list.find((p) => p.type === 'facebook')?.inactive).toBe(true);
    } finally {
      await coordinator.end(stream.apikey);
    }
  }, 90_000);
});

describe('chat to a restream destination (001 §2 send-to)', () => {
  it('posts the owner message through the live destination, and refuses one that is not live', async () => {
    const { setRestreamCoordinator } = await import('./live-restream');
    const [stream] = await server.db.select().from(streams).limit(1);
    if (!stream) throw new Error('no seeded stream');
    // Reconnect Facebook with a working page token (the previous test revoked it).
    const { token } = await server.login(DEMO_EMAIL);
    await server.fetch('/connected-platforms/facebook/111?access_token=user', { method: 'POST', token });
    const restreamer = await embeddedRestreamer(
      () => `rtmp://127.0.0.1:${sourcePort}/live/obs-key`,
      () => {},
    );
    const coordinator = new RestreamCoordinator(server.db, server.config, restreamer);
    setRestreamCoordinator(coordinator);
    const chat = (body: unknown) =>
      server.fetch(`/stream/${stream.id}/restreams/chat`, {
        method: 'POST',
        token,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    try {
      expect((await chat({ destination: 'facebook:111', text: 'Too early' })).status).toBe(422);
      await coordinator.goLive(stream);
      const sent = await chat({ destination: 'facebook:111', text: 'Hi from the studio' });
      expect(await readJson(sent)).toEqual({ success: true, data: { sent: true } });
      expect(standIns.calls.filter((c) => c.path.endsWith('/comments')).at(-1)?.body.message).toBe(
        'Hi from the studio',
      );
      expect((await chat({ destination: 'facebook:999', text: 'x' })).status).toBe(422);
      expect((await chat({ destination: 'twitter:1', text: 'x' })).status).toBe(422);
    } finally {
      await coordinator.end(stream.apikey);
      setRestreamCoordinator(null);
    }
  }, 60_000);

  it('creates a scheduled restream ahead, moves it with the start, opens it at go-live, cancels it when turned off', async () => {
    const [stored] = await server.db.select().from(streams).limit(1);
    if (!stored) throw new Error('no seeded stream');
    const rows = await listPlatforms(server.db, stored.accountId);
    // The previous test left the YouTube platform inactive; reconnect its token for this one.
    for (const r of rows)
      await server.db
        .update(connectedPlatforms)
        .set({ inactive: false })
        .where(eq(connectedPlatforms.id, r.id));
    await replaceRestreams(
      server.db,
      stored.id,
      rows.map((r) => r.id),
    );
    const at = (ms: number) => new Date(Math.floor((Date.now() + ms) / 1000) * 1000);
    const scheduled = (startDate: Date, restream_scheduling = true) => ({
      ...stored,
      startDate,
      settings: { ...stored.settings, restream_title: 'Coming up', restream_scheduling },
    });
    const start = at(3600_000);
    const fbBefore = standIns.facebookLiveVideos.size;
    await syncScheduledRestreams(server.db, server.config, scheduled(start), (l) => logs.push(l));
    const targets = await restreamTargets(server.db, stored.id);
    const fb = targets.find((t) => t.platform.type === 'facebook')?.remote;
    const yt = targets.find((t) => t.platform.type === 'youtube')?.remote;
    expect(fb?.start.getTime()).toBe(start.getTime());
    expect(standIns.facebookLiveVideos.get(fb?.id ?? '')).toMatchObject({
      status: 'SCHEDULED_UNPUBLISHED',
      planned: String(start.getTime() / 1000),
      title: 'Coming up',
    });
    expect(standIns.youtubeBroadcasts.get(yt?.id ?? '')?.scheduledStartTime).toBe(start.toISOString());
    expect(yt?.streamId).toMatch(/^st/);

    // Saved again unchanged: nothing new at the platforms.
    await syncScheduledRestreams(server.db, server.config, scheduled(start), () => {});
    expect(standIns.facebookLiveVideos.size).toBe(fbBefore + 1);

    // The start moves: the old remotes are deleted, new ones planned for the new start.
    const later = at(7200_000);
    await syncScheduledRestreams(server.db, server.config, scheduled(later), () => {});
    expect(standIns.facebookLiveVideos.has(fb?.id ?? '')).toBe(false);
    expect(standIns.youtubeBroadcasts.has(yt?.id ?? '')).toBe(false);
    const moved = await restreamTargets(server.db, stored.id);
    expect(moved.every((t) => t.remote?.start.getTime() === later.getTime())).toBe(true);
    const fbMoved = moved.find((t) => t.platform.type === 'facebook')?.remote?.id ?? '';
    const ytMoved = moved.find((t) => t.platform.type === 'youtube')?.remote?.id ?? '';

    // Go-live opens the scheduled remotes instead of creating new ones, and uses them up.
    const restreamer = await embeddedRestreamer(
      () => `rtmp://127.0.0.1:${sourcePort}/live/obs-key`,
      () => {},
    );
    const coordinator = new RestreamCoordinator(server.db, server.config, restreamer);
    const videosBefore = standIns.facebookLiveVideos.size;
    const broadcastsBefore = standIns.youtubeBroadcasts.size;
    try {
      await coordinator.goLive(scheduled(later));
      await until(
        () => coordinator.status(stored.apikey).every((d) => d.state === 'broadcasting'),
        40_000,
        'both scheduled destinations broadcasting',
      );
      expect(standIns.facebookLiveVideos.size).toBe(videosBefore);
      expect(standIns.youtubeBroadcasts.size).toBe(broadcastsBefore);
      expect(standIns.facebookLiveVideos.get(fbMoved)?.status).toBe('LIVE_NOW');
      await until(() => standIns.youtubeBroadcasts.get(ytMoved)?.status === 'live', 10_000, 'YouTube live');
      expect((await restreamTargets(server.db, stored.id)).every((t) => t.remote === null)).toBe(true);
    } finally {
      await coordinator.end(stored.apikey);
    }

    // Scheduled again, then turned off: the remotes are deleted at the platforms.
    await syncScheduledRestreams(server.db, server.config, scheduled(start), () => {});
    const again = await restreamTargets(server.db, stored.id);
    const ids = again.map((t) => t.remote?.id ?? '');
    await syncScheduledRestreams(server.db, server.config, scheduled(start, false), () => {});
    expect(standIns.facebookLiveVideos.has(ids[0] ?? '')).toBe(false);
    expect((await restreamTargets(server.db, stored.id)).every((t) => t.remote === null)).toBe(true);
  }, 90_000);
});
