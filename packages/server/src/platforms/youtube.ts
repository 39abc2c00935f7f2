import type { PlatformsConfig } from '../config';
import { providerJson } from './provider-error';

/** Google's token endpoint answer (authorization code or refresh token grant). */
export interface GoogleTokens {
  access_token: string;
  refresh_token?: string;
  expires_in?: number;
  token_type?: string;
  scope?: string;
}

/** `liveStreams.insert` answer: `cdn.ingestionInfo` holds the RTMP(S) ingest and the stream name. */
export interface YoutubeLiveStream {
  id: string;
  cdn?: {
    ingestionInfo?: { ingestionAddress?: string; rtmpsIngestionAddress?: string; streamName?: string };
  };
  status?: { streamStatus?: string; healthStatus?: { status?: string } };
}

/** `liveBroadcasts.insert` answer; `snippet.liveChatId` is where chat messages go. */
export interface YoutubeBroadcast {
  id: string;
  snippet?: { liveChatId?: string; scheduledStartTime?: string };
  status?: { lifeCycleStatus?: string; privacyStatus?: string };
}

/** The OAuth scopes the restreaming needs: manage broadcasts and post chat messages. */
export const YOUTUBE_SCOPES = ['https://www.googleapis.com/auth/youtube'];

/**
 * Google's consent page for `redirectUri` with `access_type=offline` (so the code exchange yields a
 * refresh token) and `prompt=consent` (so a reconnect yields a new one).
 */
export function youtubeConsentUrl(config: PlatformsConfig, redirectUri: string, state: string): string {
  const q = new URLSearchParams({
    client_id: config.googleClientId ?? '',
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: YOUTUBE_SCOPES.join(' '),
    access_type: 'offline',
    prompt: 'consent',
    include_granted_scopes: 'true',
    state,
  });
  return `${config.googleOAuthUrl}?${q}`;
}

/**
 * Google OAuth and the YouTube Data API v3 calls of restreaming, against the configured
 * `GOOGLE_TOKEN_URL` and `YOUTUBE_API_URL` (tests: local stand-ins replaying the real shapes).
 */
export function youtubeApi(config: PlatformsConfig) {
  const api = config.youtubeApiUrl;
  const token = (fields: Record<string, string>) =>
    providerJson<GoogleTokens>('google', config.googleTokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_id: config.googleClientId ?? '',
        client_secret: config.googleClientSecret ?? '',
        ...fields,
      }),
    });
  const call = <T>(
    method: string,
    path: string,
    accessToken: string,
    query: Record<string, string>,
    body?: unknown,
  ) =>
    providerJson<T>('youtube', `${api}/${path}?${new URLSearchParams(query)}`, {
      method,
      headers: {
        authorization: `Bearer ${accessToken}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  return {
    /** Exchanges an authorization code (`grant_type=authorization_code`). */
    exchangeCode: (code: string, redirectUri: string) =>
      token({ code, redirect_uri: redirectUri, grant_type: 'authorization_code' }),
    /** A fresh access token from the stored refresh token. */
    refresh: (refreshToken: string) => token({ refresh_token: refreshToken, grant_type: 'refresh_token' }),
    /** The signed-in user's channel (`channels?part=snippet&mine=true`), or undefined when they have none. */
    async myChannel(accessToken: string) {
      const body = await call<{
        items?: { id: string; snippet?: { title?: string; thumbnails?: { default?: { url?: string } } } }[];
      }>('GET', 'channels', accessToken, { part: 'snippet', mine: 'true' });
      return body.items?.[0];
    },
    /** `liveBroadcasts.insert` (privacy public/unlisted; `scheduledStartTime` now for an immediate restream). */
    insertBroadcast: (
      accessToken: string,
      input: { title: string; description?: string | undefined; privacy: 'public' | 'unlisted'; start: Date },
    ) =>
      call<YoutubeBroadcast>(
        'POST',
        'liveBroadcasts',
        accessToken,
        { part: 'snippet,status,contentDetails' },
        {
          snippet: {
            title: input.title,
            description: input.description ?? '',
            scheduledStartTime: input.start.toISOString(),
          },
          status: { privacyStatus: input.privacy, selfDeclaredMadeForKids: false },
          contentDetails: {
            enableAutoStart: false,
            enableAutoStop: false,
            latencyPreference: 'low',
            // No monitor stream: the broadcast may go from ready straight to live.
            monitorStream: { enableMonitorStream: false },
          },
        },
      ),
    /** `liveStreams.insert` with an RTMP ingest (`resolution`/`frameRate` variable). */
    insertStream: (accessToken: string, title: string) =>
      call<YoutubeLiveStream>(
        'POST',
        'liveStreams',
        accessToken,
        { part: 'snippet,cdn,status' },
        { snippet: { title }, cdn: { ingestionType: 'rtmp', resolution: 'variable', frameRate: 'variable' } },
      ),
    /** `liveBroadcasts.bind`. */
    bind: (accessToken: string, broadcastId: string, streamId: string) =>
      call<YoutubeBroadcast>('POST', 'liveBroadcasts/bind', accessToken, {
        id: broadcastId,
        streamId,
        part: 'id,snippet,status',
      }),
    /** `liveBroadcasts.transition` to `testing`, `live` or `complete`. */
    transition: (accessToken: string, broadcastId: string, status: 'testing' | 'live' | 'complete') =>
      call<YoutubeBroadcast>('POST', 'liveBroadcasts/transition', accessToken, {
        id: broadcastId,
        broadcastStatus: status,
        part: 'id,status',
      }),
    /** `liveStreams.list` status: `streamStatus` active when frames arrive, `healthStatus.status`. */
    async streamStatus(accessToken: string, streamId: string) {
      const body = await call<{ items?: YoutubeLiveStream[] }>('GET', 'liveStreams', accessToken, {
        part: 'status',
        id: streamId,
      });
      return body.items?.[0]?.status;
    },
    /** `liveStreams.list?part=cdn`: the ingest of a live stream created ahead (a scheduled restream). */
    async streamIngest(accessToken: string, streamId: string) {
      const body = await call<{ items?: YoutubeLiveStream[] }>('GET', 'liveStreams', accessToken, {
        part: 'cdn,status',
        id: streamId,
      });
      return body.items?.[0]?.cdn?.ingestionInfo;
    },
    /** `liveBroadcasts.delete`: removes a broadcast that has not started (204, no body). */
    deleteBroadcast: (accessToken: string, broadcastId: string) =>
      call<Record<string, never>>('DELETE', 'liveBroadcasts', accessToken, { id: broadcastId }),
    /** `liveChatMessages.insert`: a text message in the broadcast's live chat. */
    chat: (accessToken: string, liveChatId: string, text: string) =>
      call<{ id: string }>(
        'POST',
        'liveChat/messages',
        accessToken,
        { part: 'snippet' },
        { snippet: { liveChatId, type: 'textMessageEvent', textMessageDetails: { messageText: text } } },
      ),
  };
}
export type YoutubeApi = ReturnType<typeof youtubeApi>;
