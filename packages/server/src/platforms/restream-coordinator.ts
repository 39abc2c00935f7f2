import type { RestreamDestination, RestreamState, RestreamStatus } from '@smuc/media-server/restream';
import type { PlatformType } from '@smuc/sdk';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { settingsOf } from '../streams/serialize';
import { facebookGraph } from './facebook';
import { ProviderError } from './provider-error';
import { createRemote, openScheduledRemote } from './remote-broadcasts';
import { restreamTargets, setScheduledRemote } from './restream-store';
import { markInactive, type PlatformRow, platformToken } from './store';
import { youtubeApi } from './youtube';

/**
 * The engine side of restreaming, behind one interface: the embedded engine's supervisor
 * (`embeddedRestreamer`) or Ant Media Server's endpoint API. `key` names the broadcast (the stream's
 * apikey); statuses come back per destination id (`<type>:<id>`).
 */
export interface Restreamer {
  start(
    key: string,
    destinations: RestreamDestination[],
    onStatus: (status: RestreamStatus) => void,
  ): Promise<void>;
  stop(key: string): Promise<void>;
}

/** One destination of a live broadcast as the editor and the studio show it (issue 15). */
export interface RestreamView {
  type: PlatformType;
  id: string;
  name: string;
  state: RestreamState;
  /** Why it failed or is reconnecting (provider or ffmpeg text, keys masked). */
  reason?: string;
}

/** What ending a remote broadcast needs, kept while live. */
interface RemoteBroadcast {
  platform: PlatformRow;
  /** Facebook live video id or YouTube broadcast id. */
  remoteId: string;
  /** YouTube: the fresh access token of this broadcast. */
  accessToken?: string;
  /** YouTube: moved to `live` once frames arrive. */
  transitioned?: boolean;
  /** Where chat messages go: the live video id (Facebook) or the live chat id (YouTube). */
  chatId?: string;
}

interface Session {
  views: Map<string, RestreamView>;
  remotes: Map<string, RemoteBroadcast>;
}

const serviceId = (p: PlatformRow) => `${p.type}:${p.externalId}`;

/**
 * Creates the remote broadcasts when a stream goes live (or opens those a scheduled restream created
 * ahead, see `restream-schedule.ts`) and ends them when it stops (issue 15):
 * Facebook `POST /{page}/live_videos` (LIVE_NOW) → `secure_stream_url`; YouTube refresh token →
 * access token, `liveBroadcasts.insert` + `liveStreams.insert` + `bind`, ingest
 * `ingestionAddress/streamName`, `transition live` once the push broadcasts, `transition complete`
 * at the end. Each destination is independent: one provider refusing marks only that destination
 * failed (a refused token also marks the platform inactive). The ingest addresses go to the
 * {@link Restreamer}; its statuses are kept for {@link RestreamCoordinator.status}.
 */
export class RestreamCoordinator {
  private readonly sessions = new Map<string, Session>();

  constructor(
    private readonly db: Db,
    private readonly config: Config,
    private readonly restreamer: Restreamer,
    private readonly log: (message: string, error?: unknown) => void = () => {},
  ) {}

  /** The destinations of a live (or just ended) broadcast, keyed by the stream's apikey. */
  status(key: string): RestreamView[] {
    return [...(this.sessions.get(key)?.views.values() ?? [])];
  }

  /**
   * Starts restreaming a stream that went live. No targets: nothing happens.
   * @param stream the stream row (its settings give title, description, privacy)
   */
  async goLive(
    stream: { id: number; apikey: string; title: string } & Parameters<typeof settingsOf>[0],
  ): Promise<void> {
    const key = stream.apikey;
    if (this.sessions.has(key)) return;
    const targets = await restreamTargets(this.db, stream.id);
    if (targets.length === 0) return;
    const settings = settingsOf(stream);
    const input = {
      title: (settings.restream_title || settings.title || stream.title).slice(0, 100),
      description: settings.restream_desc ?? undefined,
      privacy: settings.restream_privacy_status,
    };
    const session: Session = { views: new Map(), remotes: new Map() };
    this.sessions.set(key, session);
    for (const { platform: p } of targets)
      session.views.set(serviceId(p), { type: p.type, id: p.externalId, name: p.name, state: 'starting' });

    const destinations: RestreamDestination[] = [];
    await Promise.all(
      targets.map(async ({ platform, remote: scheduled }) => {
        const id = serviceId(platform);
        try {
          // A scheduled restream's remote broadcast was created ahead; it serves this broadcast only.
          const remote = scheduled
            ? await openScheduledRemote(this.config, platform, scheduled)
            : await createRemote(this.config, platform, input);
          if (scheduled) await setScheduledRemote(this.db, stream.id, platform.id, null);
          session.remotes.set(id, {
            platform,
            remoteId: remote.id,
            ...(remote.accessToken ? { accessToken: remote.accessToken } : {}),
            ...(remote.chatId ? { chatId: remote.chatId } : {}),
          });
          destinations.push({ id, url: remote.url });
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          this.update(key, id, 'failed', reason);
          this.log(`restream ${id} could not start: ${reason}`);
          if (error instanceof ProviderError && error.unauthorized) await markInactive(this.db, platform);
        }
      }),
    );
    if (destinations.length === 0) return;
    await this.restreamer.start(key, destinations, (status) => {
      this.update(key, status.id, status.state, status.reason);
      if (status.state === 'broadcasting') void this.transitionLive(key, status.id);
    });
  }

  /** Ends the pushes and the remote broadcasts of a stream that stopped; keeps the final states. */
  async end(key: string): Promise<void> {
    const session = this.sessions.get(key);
    if (!session) return;
    await this.restreamer.stop(key);
    await Promise.all(
      [...session.remotes.entries()].map(async ([id, remote]) => {
        try {
          const token = platformToken(this.config, remote.platform);
          if (remote.platform.type === 'facebook')
            await facebookGraph(this.config.facebookGraphUrl).endLiveVideo(remote.remoteId, token);
          else if (remote.accessToken)
            await youtubeApi(this.config.platforms).transition(
              remote.accessToken,
              remote.remoteId,
              'complete',
            );
        } catch (error) {
          this.log(`restream ${id} could not end its remote broadcast`, error);
        }
        const view = session.views.get(id);
        if (view && view.state !== 'failed') this.update(key, id, 'finished');
      }),
    );
    this.sessions.delete(key);
    this.finished.set(key, [...session.views.values()]);
  }

  /** Final states of the last broadcast of each stream, for the editor after the end. */
  private readonly finished = new Map<string, RestreamView[]>();

  /** The destinations of the current broadcast, or the final states of the last one. */
  lastStatus(key: string): RestreamView[] {
    return this.sessions.has(key) ? this.status(key) : (this.finished.get(key) ?? []);
  }

  /**
   * Posts a chat message to a live destination (001 §2 send-to): a comment on the Facebook live
   * video, a YouTube live chat message. Answers false when that destination is not live.
   */
  async sendChat(key: string, destination: string, text: string): Promise<boolean> {
    const remote = this.sessions.get(key)?.remotes.get(destination);
    if (!remote?.chatId) return false;
    if (remote.platform.type === 'facebook')
      await facebookGraph(this.config.facebookGraphUrl).comment(
        remote.chatId,
        platformToken(this.config, remote.platform),
        text,
      );
    else if (remote.accessToken)
      await youtubeApi(this.config.platforms).chat(remote.accessToken, remote.chatId, text);
    else return false;
    return true;
  }

  private update(key: string, id: string, state: RestreamState, reason?: string) {
    const view = this.sessions.get(key)?.views.get(id);
    if (!view) return;
    view.state = state;
    if (reason && (state === 'failed' || state === 'reconnecting')) view.reason = reason;
    else delete view.reason;
  }

  /** YouTube: the broadcast goes live once its stream receives frames (Facebook needs no step). */
  private async transitionLive(key: string, id: string) {
    const remote = this.sessions.get(key)?.remotes.get(id);
    if (remote?.platform.type !== 'youtube' || remote.transitioned || !remote.accessToken) return;
    remote.transitioned = true;
    try {
      await youtubeApi(this.config.platforms).transition(remote.accessToken, remote.remoteId, 'live');
    } catch (error) {
      remote.transitioned = false;
      this.log(`restream ${id} could not go live on YouTube`, error);
    }
  }
}

/**
 * Where the embedded engine reads a broadcast for restreaming: an RTMP address of H.264/AAC
 * (streaming software; pushed with `-c copy`), or a WebRTC broadcast's growing recording
 * (`file:` URL) that gets one shared transcode to `transcodeTarget` (a local RTMP relay) first.
 */
export type RestreamSource = string | { source: string; transcodeTarget: string };

/**
 * The embedded engine's {@link Restreamer}: one `RestreamSupervisor` per broadcast, reading the
 * stream from `sourceOf(key)` (see {@link RestreamSource}); a null source starts nothing and marks
 * every destination failed.
 */
export async function embeddedRestreamer(
  sourceOf: (key: string) => RestreamSource | null | Promise<RestreamSource | null>,
  log: (line: string) => void,
): Promise<Restreamer> {
  const { RestreamSupervisor } = await import('@smuc/media-server/restream');
  const running = new Map<string, InstanceType<typeof RestreamSupervisor>>();
  return {
    async start(key, destinations, onStatus) {
      await running.get(key)?.stop();
      const from = await sourceOf(key);
      if (from === null) {
        for (const d of destinations)
          onStatus({
            id: d.id,
            state: 'failed',
            target: '',
            reason: 'the broadcast has no restreamable source',
            frames: 0,
            speed: null,
            restarts: 0,
            pid: null,
          });
        return;
      }
      const supervisor = new RestreamSupervisor(
        typeof from === 'string'
          ? { source: from, mode: 'copy', onStatus, log }
          : { source: from.source, mode: 'transcode', transcodeTarget: from.transcodeTarget, onStatus, log },
      );
      running.set(key, supervisor);
      supervisor.start(destinations);
    },
    async stop(key) {
      const supervisor = running.get(key);
      running.delete(key);
      await supervisor?.stop();
    },
  };
}
