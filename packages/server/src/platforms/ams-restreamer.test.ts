import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RestreamStatus } from '@smuc/media-server/restream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amsEndpointState, amsRestreamer } from './ams-restreamer';

/** A stand-in for Ant Media Server's REST API: broadcasts with an `endPointList`, JWT required. */
let ams: Server;
let base = '';
const calls: { method: string; path: string; body: unknown; auth: string | undefined }[] = [];
const endpoints: { rtmpUrl: string; type: string; endpointServiceId: string; status: string }[] = [];

beforeAll(async () => {
  ams = createServer(async (request, response) => {
    let text = '';
    for await (const chunk of request) text += chunk;
    const url = new URL(request.url ?? '/', 'http://ams');
    calls.push({
      method: request.method ?? '',
      path: url.pathname + url.search,
      body: text ? JSON.parse(text) : null,
      auth: request.headers.authorization,
    });
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (!request.headers.authorization?.startsWith('Bearer ey'))
      return send(403, { success: false, message: 'no token' });
    const m = /^\/WebRTCAppEE\/rest\/v2\/broadcasts\/([^/]+)(\/rtmp-endpoint)?$/.exec(url.pathname);
    if (!m) return send(404, {});
    if (m[2] && request.method === 'POST') {
      const body = JSON.parse(text) as { rtmpUrl: string; type: string; endpointServiceId: string };
      if (body.rtmpUrl.includes('refuse'))
        return send(200, { success: false, message: 'Rtmp endpoint is not added to stream' });
      endpoints.push({ ...body, status: 'started' });
      return send(200, { success: true, message: null, dataId: body.endpointServiceId });
    }
    if (m[2] && request.method === 'DELETE') {
      const id = url.searchParams.get('endpointServiceId');
      const i = endpoints.findIndex((e) => e.endpointServiceId === id);
      if (i >= 0) endpoints.splice(i, 1);
      return send(200, { success: i >= 0 });
    }
    return send(200, { streamId: m[1], status: 'broadcasting', endPointList: endpoints });
  });
  await new Promise<void>((r) => ams.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(ams.address() as AddressInfo).port}/WebRTCAppEE`;
});
afterAll(() => new Promise<void>((r) => ams.close(() => r())));

async function until(check: () => boolean, ms = 5000) {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > ms) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('AMS restreaming through RTMP endpoints (LIVE_BACKEND=ams)', () => {
  it('maps AMS endpoint statuses', () => {
    expect(['started', 'broadcasting', 'error', 'failed', 'finished'].map(amsEndpointState)).toEqual([
      'starting',
      'broadcasting',
      'reconnecting',
      'failed',
      'finished',
    ]);
  });

  it('adds one endpoint per destination, follows their states and removes them at the end', async () => {
    const restreamer = amsRestreamer({ amsRestUrl: base, amsJwtSecret: 'jwt-secret' }, fetch, 50);
    const seen: RestreamStatus[] = [];
    await restreamer.start(
      'apikey1',
      [
        { id: 'facebook:111', url: 'rtmps://live-api-s.facebook.com:443/rtmp/FB-1-0?s=SECRET' },
        { id: 'youtube:UC1', url: 'rtmp://a.rtmp.youtube.com/live2/yt-SECRET' },
        { id: 'youtube:UC2', url: 'rtmp://refuse.example/live2/key' },
      ],
      (s) => seen.push(s),
    );
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => c.path)).toEqual(
      Array(3).fill('/WebRTCAppEE/rest/v2/broadcasts/apikey1/rtmp-endpoint'),
    );
    expect(posts[0]?.body).toEqual({
      rtmpUrl: 'rtmps://live-api-s.facebook.com:443/rtmp/FB-1-0?s=SECRET',
      type: 'facebook',
      endpointServiceId: 'facebook:111',
    });
    expect(seen.find((s) => s.id === 'youtube:UC2')).toMatchObject({ state: 'failed' });

    // AMS reports the pushes: one broadcasting, one failed after its republishes.
    endpoints[0]!.status = 'broadcasting';
    endpoints[1]!.status = 'failed';
    await until(() => seen.some((s) => s.id === 'facebook:111' && s.state === 'broadcasting'));
    await until(() => seen.some((s) => s.id === 'youtube:UC1' && s.state === 'failed'));
    expect(JSON.stringify(seen)).not.toContain('SECRET');

    await restreamer.stop('apikey1');
    const deletes = calls.filter((c) => c.method === 'DELETE').map((c) => c.path);
    expect(deletes).toEqual([
      '/WebRTCAppEE/rest/v2/broadcasts/apikey1/rtmp-endpoint?endpointServiceId=facebook%3A111',
      '/WebRTCAppEE/rest/v2/broadcasts/apikey1/rtmp-endpoint?endpointServiceId=youtube%3AUC1',
    ]);
    expect(endpoints).toEqual([]);
  });
});
