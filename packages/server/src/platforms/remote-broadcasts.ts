import type { Config } from '../config';
import { facebookGraph } from './facebook';
import { ProviderError } from './provider-error';
import type { ScheduledRemote } from './restream-store';
import { type PlatformRow, platformToken } from './store';
import { youtubeApi } from './youtube';

/** What a remote broadcast is made with (the stream's restream settings, 001 §3). */
export interface RemoteInput {
  title: string;
  description?: string | undefined;
  privacy: 'public' | 'unlisted';
  /** A scheduled restream's planned start; absent for one that starts now. */
  plannedStart?: Date | undefined;
}

/** A remote broadcast ready to receive the push. */
export interface OpenedRemote {
  /** Facebook live video id or YouTube broadcast id. */
  id: string;
  /** YouTube: the bound live stream. */
  streamId: string | null;
  /** Where chat messages go (Facebook live video id, YouTube live chat id). */
  chatId: string | null;
  /** The ingest address with its stream key (RTMPS for Facebook). */
  url: string;
  /** YouTube: the fresh access token (transitions and chat during the broadcast). */
  accessToken?: string;
}

/**
 * Creates a remote broadcast at the platform (money-and-reach.md): Facebook `POST /{page}/live_videos`
 * (`LIVE_NOW`, or `SCHEDULED_UNPUBLISHED` with `planned_start_time`) → `secure_stream_url`; YouTube
 * refresh token → access token, `liveBroadcasts.insert` (scheduled start = the planned start or now)
 * + `liveStreams.insert` + `bind` → `ingestionAddress/streamName`.
 * @throws ProviderError when the platform refuses (a page without MANAGE is refused before asking)
 */
export async function createRemote(
  config: Config,
  platform: PlatformRow,
  input: RemoteInput,
): Promise<OpenedRemote> {
  if (!platform.administrator) throw new ProviderError('facebook', 403, 'not an administrator of the page');
  const token = platformToken(config, platform);
  if (platform.type === 'facebook') {
    const video = await facebookGraph(config.facebookGraphUrl).createLiveVideo(platform.externalId, token, {
      title: input.title,
      description: input.description,
      plannedStart: input.plannedStart,
    });
    const url = video.secure_stream_url ?? video.stream_url;
    if (!url) throw new ProviderError('facebook', 200, 'live video without an ingest address');
    return { id: video.id, streamId: null, chatId: video.id, url };
  }
  const yt = youtubeApi(config.platforms);
  const { access_token: accessToken } = await yt.refresh(token);
  const broadcast = await yt.insertBroadcast(accessToken, {
    title: input.title,
    description: input.description,
    privacy: input.privacy,
    start: input.plannedStart ?? new Date(),
  });
  const liveStream = await yt.insertStream(accessToken, input.title);
  await yt.bind(accessToken, broadcast.id, liveStream.id);
  const ingest = liveStream.cdn?.ingestionInfo;
  if (!ingest?.ingestionAddress || !ingest.streamName)
    throw new ProviderError('youtube', 200, 'live stream without ingestion info');
  return {
    id: broadcast.id,
    streamId: liveStream.id,
    chatId: broadcast.snippet?.liveChatId ?? null,
    url: `${ingest.ingestionAddress.replace(/\/$/, '')}/${ingest.streamName}`,
    accessToken,
  };
}

/**
 * Opens a remote broadcast created ahead (a scheduled restream) at go-live: Facebook publishes the
 * scheduled live video (`status=LIVE_NOW`) and reads its ingest; YouTube reads the bound live
 * stream's ingest with a fresh access token.
 * @throws ProviderError when the platform refuses or the remote has no ingest any more
 */
export async function openScheduledRemote(
  config: Config,
  platform: PlatformRow,
  remote: ScheduledRemote,
): Promise<OpenedRemote> {
  const token = platformToken(config, platform);
  if (platform.type === 'facebook') {
    const graph = facebookGraph(config.facebookGraphUrl);
    await graph.publishLiveVideo(remote.id, token);
    const video = await graph.liveVideo(remote.id, token);
    const url = video.secure_stream_url ?? video.stream_url;
    if (!url) throw new ProviderError('facebook', 200, 'live video without an ingest address');
    return { id: remote.id, streamId: null, chatId: remote.chatId ?? remote.id, url };
  }
  const yt = youtubeApi(config.platforms);
  const { access_token: accessToken } = await yt.refresh(token);
  const ingest = remote.streamId ? await yt.streamIngest(accessToken, remote.streamId) : undefined;
  if (!ingest?.ingestionAddress || !ingest.streamName)
    throw new ProviderError('youtube', 200, 'live stream without ingestion info');
  return {
    id: remote.id,
    streamId: remote.streamId,
    chatId: remote.chatId,
    url: `${ingest.ingestionAddress.replace(/\/$/, '')}/${ingest.streamName}`,
    accessToken,
  };
}

/**
 * Removes a remote broadcast that has not started (a scheduled restream cancelled, moved or no
 * longer picked): Facebook `DELETE /{live-video-id}`, YouTube `liveBroadcasts.delete`.
 * @throws ProviderError when the platform refuses
 */
export async function cancelRemote(config: Config, platform: PlatformRow, remote: ScheduledRemote) {
  const token = platformToken(config, platform);
  if (platform.type === 'facebook')
    await facebookGraph(config.facebookGraphUrl).deleteLiveVideo(remote.id, token);
  else {
    const yt = youtubeApi(config.platforms);
    const { access_token: accessToken } = await yt.refresh(token);
    await yt.deleteBroadcast(accessToken, remote.id);
  }
}
