import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request a stand-in received (method, path, query, parsed body, authorization header). */
export interface RecordedCall {
  method: string;
  path: string;
  query: Record<string, string>;
  body: Record<string, unknown>;
  authorization: string | undefined;
}

/** A Facebook user of the Graph stand-in: its token and the pages it manages. */
export interface StandInFacebookUser {
  token: string;
  pages: { id: string; name: string; access_token: string; tasks: string[]; picture?: string }[];
}

/** The ingest the stand-ins hand out for new broadcasts (tests point them at local RTMP servers). */
export interface StandInIngest {
  /** Facebook: `secure_stream_url` base (e.g. `rtmps://127.0.0.1:PORT/rtmp/`); the live video id is appended. */
  facebook: string;
  /** YouTube: `cdn.ingestionInfo.ingestionAddress` (e.g. `rtmp://127.0.0.1:PORT/live2`). */
  youtube: string;
}

/**
 * Local stand-ins for the Graph API, Google's OAuth token endpoint and the YouTube Data API v3,
 * replaying the real request and response shapes (design note money-and-reach.md) so the server's
 * real client code runs against them. Every call is recorded in `calls`.
 */
export interface PlatformStandIns {
  /** `FACEBOOK_GRAPH_URL`. */
  graphUrl: string;
  /** `GOOGLE_TOKEN_URL`. */
  tokenUrl: string;
  /** `YOUTUBE_API_URL`. */
  youtubeUrl: string;
  calls: RecordedCall[];
  facebookUsers: StandInFacebookUser[];
  /** Authorization codes Google accepts → the refresh token they yield (null: none in the answer). */
  googleCodes: Map<string, { refreshToken: string | null; channel: { id: string; title: string } | null }>;
  ingest: StandInIngest;
  /** Live videos and broadcasts created, by id, with their current status. */
  facebookLiveVideos: Map<string, { pageId: string; status: string; title: string; planned?: string }>;
  youtubeBroadcasts: Map<
    string,
    { status: string; privacy: string; streamId?: string; liveChatId: string; scheduledStartTime?: string }
  >;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return {};
  if ((request.headers['content-type'] ?? '').includes('json')) return JSON.parse(text);
  return Object.fromEntries(new URLSearchParams(text));
}

/** Starts the stand-ins on a loopback port (`port` 0: any free one). */
export async function startPlatformStandIns(ingest: StandInIngest, port = 0): Promise<PlatformStandIns> {
  let seq = 0;
  const state: Omit<PlatformStandIns, 'graphUrl' | 'tokenUrl' | 'youtubeUrl' | 'close'> = {
    calls: [],
    facebookUsers: [],
    googleCodes: new Map(),
    ingest,
    facebookLiveVideos: new Map(),
    youtubeBroadcasts: new Map(),
  };
  // Access tokens Google handed out → the channel they belong to.
  const googleAccess = new Map<string, { id: string; title: string } | null>();
  const refreshToChannel = new Map<string, { id: string; title: string } | null>();
  /** A live stream's `cdn` as YouTube answers it (the stream name follows from the stream id). */
  const youtubeCdn = (id: string) => ({
    ingestionType: 'rtmp',
    ingestionInfo: {
      streamName: `yt-key-${id}`,
      ingestionAddress: ingest.youtube,
      backupIngestionAddress: ingest.youtube,
      rtmpsIngestionAddress: ingest.youtube.replace(/^rtmp:/, 'rtmps:'),
    },
    resolution: 'variable',
    frameRate: 'variable',
  });
  const pageTokens = () => new Set(state.facebookUsers.flatMap((u) => u.pages.map((p) => p.access_token)));

  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const body = await readBody(request);
    const query = Object.fromEntries(url.searchParams);
    state.calls.push({
      method: request.method ?? 'GET',
      path: url.pathname,
      query,
      body,
      authorization: request.headers.authorization,
    });
    const send = (status: number, json: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(json));
    };
    const graphError = (message: string) =>
      send(400, { error: { message, type: 'OAuthException', code: 190, fbtrace_id: 'A1' } });
    const youtubeError = (status: number, message: string) =>
      send(status, {
        error: { code: status, message, errors: [{ message, domain: 'youtube', reason: 'x' }] },
      });
    const path = url.pathname;

    // ---- Graph API (/graph/...) ----
    if (path.startsWith('/graph/')) {
      const rest = path.slice('/graph/'.length).split('/');
      const token = String(body.access_token ?? query.access_token ?? '');
      if (rest[0] === 'me' && rest[1] === 'accounts') {
        const user = state.facebookUsers.find((u) => u.token === token);
        if (!user) return graphError('Invalid OAuth access token - Cannot parse access token');
        return send(200, {
          data: user.pages.map((p) => ({
            id: p.id,
            name: p.name,
            access_token: p.access_token,
            tasks: p.tasks,
            picture: {
              data: {
                height: 50,
                is_silhouette: false,
                url: p.picture ?? `https://img.test/${p.id}.png`,
                width: 50,
              },
            },
            category: 'Shopping & retail',
          })),
          paging: { cursors: { before: 'QVFI', after: 'QVFJ' } },
        });
      }
      if (!pageTokens().has(token)) return graphError('Error validating access token: Session has expired');
      if (rest.length === 2 && rest[1] === 'live_videos' && request.method === 'POST') {
        const id = `${1000 + ++seq}`;
        const scheduled = body.status === 'SCHEDULED_UNPUBLISHED';
        state.facebookLiveVideos.set(id, {
          pageId: rest[0] as string,
          status: scheduled ? 'SCHEDULED_UNPUBLISHED' : 'LIVE_NOW',
          title: String(body.title ?? ''),
          ...(body.planned_start_time ? { planned: String(body.planned_start_time) } : {}),
        });
        const key = `FB-${id}-0?s_bl=1&s_psm=1&s_sc=${id}&s_sw=0&s_vt=api-s&a=Abz${id}`;
        return send(200, {
          id,
          stream_url: `${ingest.facebook.replace(/^rtmps:/, 'rtmp:')}${key}`,
          secure_stream_url: `${ingest.facebook}${key}`,
        });
      }
      if (rest.length === 2 && rest[1] === 'comments' && request.method === 'POST') {
        if (!state.facebookLiveVideos.has(rest[0] as string)) return graphError('Unsupported post request.');
        return send(200, { id: `${rest[0]}_${++seq}` });
      }
      if (rest.length === 1 && state.facebookLiveVideos.has(rest[0] as string)) {
        const video = state.facebookLiveVideos.get(rest[0] as string);
        if (!video) return graphError('Unsupported');
        if (request.method === 'POST' && body.end_live_video === 'true') {
          video.status = 'VOD';
          return send(200, { id: rest[0] });
        }
        if (request.method === 'POST' && body.status === 'LIVE_NOW') {
          if (video.status !== 'SCHEDULED_UNPUBLISHED') return graphError('The live video is not scheduled.');
          video.status = 'LIVE_NOW';
          return send(200, { id: rest[0] });
        }
        if (request.method === 'DELETE') {
          if (video.status !== 'SCHEDULED_UNPUBLISHED' && video.status !== 'UNPUBLISHED')
            return graphError('(#100) A live video that has started cannot be deleted.');
          state.facebookLiveVideos.delete(rest[0] as string);
          return send(200, { success: true });
        }
        const key = `FB-${rest[0]}-0?s_bl=1&s_sc=${rest[0]}&a=Abz${rest[0]}`;
        return send(200, {
          id: rest[0],
          status: video.status,
          stream_url: `${ingest.facebook.replace(/^rtmps:/, 'rtmp:')}${key}`,
          secure_stream_url: `${ingest.facebook}${key}`,
        });
      }
      return graphError(`Unsupported ${request.method} request.`);
    }

    // ---- Google OAuth token endpoint ----
    if (path === '/oauth/token' && request.method === 'POST') {
      if (body.client_id !== 'google-client' || body.client_secret !== 'google-secret')
        return send(401, { error: 'invalid_client', error_description: 'The OAuth client was not found.' });
      if (body.grant_type === 'authorization_code') {
        const grant = state.googleCodes.get(String(body.code));
        if (!grant || !String(body.redirect_uri ?? '').startsWith('http'))
          return send(400, { error: 'invalid_grant', error_description: 'Malformed auth code.' });
        state.googleCodes.delete(String(body.code));
        const access = `ya29.access-${++seq}`;
        googleAccess.set(access, grant.channel);
        if (grant.refreshToken) refreshToChannel.set(grant.refreshToken, grant.channel);
        return send(200, {
          access_token: access,
          expires_in: 3599,
          ...(grant.refreshToken ? { refresh_token: grant.refreshToken } : {}),
          scope: 'https://www.googleapis.com/auth/youtube',
          token_type: 'Bearer',
        });
      }
      if (body.grant_type === 'refresh_token') {
        const refresh = String(body.refresh_token);
        if (!refreshToChannel.has(refresh))
          return send(400, {
            error: 'invalid_grant',
            error_description: 'Token has been expired or revoked.',
          });
        const access = `ya29.access-${++seq}`;
        googleAccess.set(access, refreshToChannel.get(refresh) ?? null);
        return send(200, { access_token: access, expires_in: 3599, token_type: 'Bearer' });
      }
      return send(400, { error: 'unsupported_grant_type' });
    }

    // ---- YouTube Data API v3 (/youtube/v3/...) ----
    if (path.startsWith('/youtube/v3/')) {
      const access = (request.headers.authorization ?? '').replace(/^Bearer /, '');
      if (!googleAccess.has(access))
        return youtubeError(401, 'Request had invalid authentication credentials.');
      const channel = googleAccess.get(access);
      const rest = path.slice('/youtube/v3/'.length);
      if (rest === 'channels' && query.mine === 'true') {
        return send(200, {
          kind: 'youtube#channelListResponse',
          items: channel
            ? [
                {
                  kind: 'youtube#channel',
                  id: channel.id,
                  snippet: {
                    title: channel.title,
                    thumbnails: {
                      default: { url: `https://yt3.test/${channel.id}.jpg`, width: 88, height: 88 },
                    },
                  },
                },
              ]
            : [],
        });
      }
      if (rest === 'liveBroadcasts' && request.method === 'POST') {
        const id = `bc${++seq}`;
        const status = (body.status ?? {}) as { privacyStatus?: string };
        const snippet = (body.snippet ?? {}) as { scheduledStartTime?: string };
        state.youtubeBroadcasts.set(id, {
          status: 'created',
          privacy: status.privacyStatus ?? 'private',
          liveChatId: `chat-${id}`,
          ...(snippet.scheduledStartTime ? { scheduledStartTime: snippet.scheduledStartTime } : {}),
        });
        return send(200, {
          kind: 'youtube#liveBroadcast',
          id,
          snippet: { ...(body.snippet as object), liveChatId: `chat-${id}` },
          status: { lifeCycleStatus: 'created', privacyStatus: status.privacyStatus },
        });
      }
      if (rest === 'liveStreams' && request.method === 'POST') {
        const id = `st${++seq}`;
        return send(200, {
          kind: 'youtube#liveStream',
          id,
          snippet: body.snippet,
          cdn: youtubeCdn(id),
          status: { streamStatus: 'ready', healthStatus: { status: 'noData' } },
        });
      }
      if (rest === 'liveBroadcasts' && request.method === 'DELETE') {
        const broadcast = state.youtubeBroadcasts.get(query.id ?? '');
        if (!broadcast) return youtubeError(404, 'Broadcast not found');
        if (broadcast.status === 'live' || broadcast.status === 'complete')
          return youtubeError(403, 'The broadcast cannot be deleted in its current state.');
        state.youtubeBroadcasts.delete(query.id ?? '');
        response.writeHead(204);
        return response.end();
      }
      if (rest === 'liveBroadcasts/bind' && request.method === 'POST') {
        const broadcast = state.youtubeBroadcasts.get(query.id ?? '');
        if (!broadcast) return youtubeError(404, 'Broadcast not found');
        broadcast.streamId = query.streamId;
        broadcast.status = 'ready';
        return send(200, {
          kind: 'youtube#liveBroadcast',
          id: query.id,
          status: { lifeCycleStatus: 'ready' },
        });
      }
      if (rest === 'liveBroadcasts/transition' && request.method === 'POST') {
        const broadcast = state.youtubeBroadcasts.get(query.id ?? '');
        if (!broadcast) return youtubeError(404, 'Broadcast not found');
        broadcast.status = query.broadcastStatus ?? broadcast.status;
        return send(200, {
          kind: 'youtube#liveBroadcast',
          id: query.id,
          status: { lifeCycleStatus: broadcast.status },
        });
      }
      if (rest === 'liveChat/messages' && request.method === 'POST') {
        return send(200, { kind: 'youtube#liveChatMessage', id: `msg${++seq}`, snippet: body.snippet });
      }
      if (rest === 'liveStreams' && request.method === 'GET') {
        const parts = String(query.part ?? '').split(',');
        return send(200, {
          items: [
            {
              id: query.id,
              ...(parts.includes('cdn') ? { cdn: youtubeCdn(String(query.id)) } : {}),
              status: { streamStatus: 'active', healthStatus: { status: 'good' } },
            },
          ],
        });
      }
      return youtubeError(404, 'Not found');
    }
    send(404, { error: 'no such stand-in route' });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    ...state,
    graphUrl: `${base}/graph`,
    tokenUrl: `${base}/oauth/token`,
    youtubeUrl: `${base}/youtube/v3`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
