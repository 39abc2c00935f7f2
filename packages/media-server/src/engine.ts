/**
 * AMS-compatible signalling over WebSocket and the registry of live broadcasts
 * (issue 8, "The embedded live engine": publish → start → offer → answer → trickled candidates →
 * publish_started; play → server offer with idMapping → answer → play_started; stop frees the
 * stream id at once; ping/pong; getStreamInfo; getIceServerConfig; data channels both ways).
 */
import type { WebSocket } from 'ws';
import { type ClientCommand, ErrorDefinition, msg, parseClientMessage } from './protocol.js';
import { type RecordingResult, WebRtcRecording } from './recorder.js';
import { verifyMediaToken } from './tokens.js';
import {
  type IceOptions,
  PublisherSession,
  type RelaySource,
  type VideoCodecName,
  ViewerSession,
} from './webrtc.js';

/** Publish sessions without an offer are released after this many ms. */
export const PUBLISH_OFFER_TIMEOUT_MS = 20_000;

/** Engine-level callbacks (see `MediaServerHooks` in index.ts). */
export interface EngineHooks {
  onPublishStarted?(streamId: string): void;
  onPublishStopped?(streamId: string): void;
  onRecordingReady?(streamId: string, file: string, durationSec: number, thumbnail: string | null): void;
}

export interface EngineOptions {
  secret: string;
  recordingsDir: string;
  ice: IceOptions;
  /** STUN URI handed out by `getIceServerConfig` (empty: keep the client's own). */
  stunServerUri: string;
  hooks: EngineHooks;
  /** True when the stream id is being published over RTMP. */
  isRtmpLive(streamId: string): boolean;
  /** Whether to record WebRTC broadcasts (default true). */
  record: boolean;
  /** Video codecs accepted from WebRTC publishers. */
  videoCodecs: VideoCodecName[];
}

interface Broadcast {
  streamId: string;
  /** The publishing socket; null for an RTP source fed by the RTMP ingest ({@link LiveEngine.addRelaySource}). */
  owner: Connection | null;
  publisher: RelaySource | null;
  viewers: Map<ViewerSession, Connection>;
  recording: WebRtcRecording | null;
  recordingStart: Promise<void> | null;
  live: boolean;
  ended: boolean;
  offerTimer: NodeJS.Timeout | null;
}

type Session = { role: 'publish'; broadcast: Broadcast } | { role: 'play'; viewer: ViewerSession };

function logError(context: string, error: unknown): void {
  process.stderr.write(
    `[media-server] ${context}: ${error instanceof Error ? error.message : String(error)}\n`,
  );
}

/**
 * How long an answer to the offer of a stopped play session is still expected (ms). The adaptor
 * answers every offer it receives, in order, even one of a session it stopped meanwhile.
 */
export const STALE_ANSWER_MS = 30_000;

/** One signalling WebSocket; may publish and play several stream ids at once. */
class Connection {
  readonly sessions = new Map<string, Session>();
  /**
   * Per stream id, when each play session whose offer went out unanswered was stopped: the next
   * answers for that id belong to those offers, not to the current session (see {@link staleAnswer}).
   */
  private readonly unanswered = new Map<string, number[]>();

  constructor(
    private readonly engine: LiveEngine,
    private readonly ws: WebSocket,
  ) {}

  send(message: object): void {
    if (this.ws.readyState === this.ws.OPEN) this.ws.send(JSON.stringify(message));
  }

  /** A play session of this socket ended before the answer to its offer came. */
  offerAbandoned(streamId: string): void {
    const list = this.unanswered.get(streamId) ?? [];
    list.push(Date.now());
    this.unanswered.set(streamId, list);
  }

  /**
   * Whether an answer for `streamId` answers the offer of a play session that has ended (and is
   * dropped): the adaptor stops and plays again on the same socket, and the browser's answer to
   * the first offer can arrive after the second play. Applied to the new session, that answer
   * connected nothing, and the right one was then refused ("Cannot handle answer in signaling
   * state stable"), ending the session. Answers come in the order of the offers, so the oldest
   * abandoned offer (within {@link STALE_ANSWER_MS}) takes this answer.
   */
  private staleAnswer(streamId: string): boolean {
    const list = this.unanswered.get(streamId);
    if (!list) return false;
    const now = Date.now();
    while (list.length > 0 && now - (list[0] as number) > STALE_ANSWER_MS) list.shift();
    const stale = list.shift() !== undefined;
    if (list.length === 0) this.unanswered.delete(streamId);
    return stale;
  }

  async handle(raw: string): Promise<void> {
    const command = parseClientMessage(raw);
    try {
      await this.dispatch(command);
    } catch (error) {
      logError(`command ${command.kind}`, error);
      if ('streamId' in command && command.kind !== 'invalid') {
        const session = this.sessions.get(command.streamId);
        if (session) await this.engine.stopSession(this, command.streamId, session, false);
        this.send(msg.error(ErrorDefinition.notSetRemoteDescription, command.streamId));
      }
    }
  }

  private async dispatch(command: ClientCommand): Promise<void> {
    switch (command.kind) {
      case 'ping':
        this.send(msg.pong());
        return;
      case 'getIceServerConfig':
        this.send(msg.iceServerConfig(this.engine.options.stunServerUri));
        return;
      case 'invalid':
        this.send(msg.error(command.reason, command.streamId));
        return;
      case 'unknown':
        return;
      case 'publish':
        this.engine.publish(this, command.streamId, command.token);
        return;
      case 'play':
        await this.engine.play(this, command.streamId, command.token);
        return;
      case 'stop': {
        const session = this.sessions.get(command.streamId);
        // A stop for a stream this socket does not hold is ignored (the adaptor stops before re-sending).
        if (session) await this.engine.stopSession(this, command.streamId, session, true);
        return;
      }
      case 'getStreamInfo':
        this.engine.streamInfo(this, command.streamId);
        return;
      case 'takeConfiguration': {
        if (command.type === 'answer' && this.staleAnswer(command.streamId)) return;
        const session = this.sessions.get(command.streamId);
        if (!session) {
          this.send(msg.error(ErrorDefinition.noPeerAssociatedBefore, command.streamId));
          return;
        }
        if (session.role === 'publish' && command.type === 'offer') {
          await this.engine.acceptOffer(this, session.broadcast, command.sdp);
        } else if (session.role === 'play' && command.type === 'answer') {
          await session.viewer.accept(command.sdp);
        } else {
          this.send(msg.error(ErrorDefinition.notSetRemoteDescription, command.streamId));
        }
        return;
      }
      case 'takeCandidate': {
        const session = this.sessions.get(command.streamId);
        if (!session) return; // late candidate of a stopped session
        // A publish session's source is its browser's peer connection (RTP sources have no socket).
        const target = session.role === 'publish' ? session.broadcast.publisher : session.viewer;
        if (target instanceof PublisherSession || target instanceof ViewerSession)
          await target.addCandidate(command);
        return;
      }
    }
  }

  async closeAll(): Promise<void> {
    for (const [streamId, session] of [...this.sessions]) {
      await this.engine.stopSession(this, streamId, session, false);
    }
  }
}

/** Registry of WebRTC broadcasts and the signalling logic. */
export class LiveEngine {
  readonly broadcasts = new Map<string, Broadcast>();
  private readonly pending = new Set<Promise<unknown>>();
  private readonly connections = new Set<Connection>();

  constructor(readonly options: EngineOptions) {}

  /** Attaches a signalling WebSocket. */
  attach(ws: WebSocket): void {
    const connection = new Connection(this, ws);
    this.connections.add(connection);
    let queue = Promise.resolve();
    ws.on('message', (data, isBinary) => {
      if (isBinary) return;
      const text = String(data);
      // Commands of one socket run in order (offer before its candidates).
      queue = queue.then(() => connection.handle(text));
    });
    ws.on('close', () => {
      this.connections.delete(connection);
      queue = queue.then(() => connection.closeAll());
      this.track(queue);
    });
  }

  /** True when a WebRTC publisher holds the stream id. */
  isBusy(streamId: string): boolean {
    return this.broadcasts.has(streamId);
  }

  /**
   * The file a live WebRTC broadcast is being recorded into, once its recording has started
   * (waits up to `timeoutMs` for the publisher's tracks); null when the stream id has no recorded
   * WebRTC broadcast. Restreaming reads it as it grows.
   */
  async liveRecordingPath(streamId: string, timeoutMs = 10_000): Promise<string | null> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const broadcast = this.broadcasts.get(streamId);
      // An RTMP-fed broadcast is recorded by the ingest (MP4), not here.
      if (!broadcast || broadcast.ended || !broadcast.owner) return null;
      if (broadcast.recordingStart) {
        await broadcast.recordingStart;
        return broadcast.recording?.path ?? null;
      }
      if (Date.now() >= deadline) return null;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  private track<T>(promise: Promise<T>): Promise<T> {
    this.pending.add(promise);
    promise.finally(() => this.pending.delete(promise)).catch(() => undefined);
    return promise;
  }

  publish(connection: Connection, streamId: string, token: string): void {
    if (!verifyMediaToken(this.options.secret, token, streamId, 'publish')) {
      connection.send(msg.error(ErrorDefinition.unauthorizedAccess, streamId));
      return;
    }
    if (this.broadcasts.has(streamId) || this.options.isRtmpLive(streamId)) {
      connection.send(msg.error(ErrorDefinition.streamIdInUse, streamId));
      return;
    }
    const broadcast: Broadcast = {
      streamId,
      owner: connection,
      publisher: null,
      viewers: new Map(),
      recording: null,
      recordingStart: null,
      live: false,
      ended: false,
      offerTimer: null,
    };
    broadcast.offerTimer = setTimeout(() => {
      if (broadcast.publisher || broadcast.ended) return;
      connection.send(msg.error(ErrorDefinition.publishTimeoutError, streamId));
      void this.stopSession(connection, streamId, { role: 'publish', broadcast }, false);
    }, PUBLISH_OFFER_TIMEOUT_MS);
    this.broadcasts.set(streamId, broadcast);
    connection.sessions.set(streamId, { role: 'publish', broadcast });
    connection.send(msg.start(streamId));
  }

  async acceptOffer(connection: Connection, broadcast: Broadcast, sdp: string): Promise<void> {
    if (broadcast.publisher) {
      connection.send(msg.error(ErrorDefinition.notSetRemoteDescription, broadcast.streamId));
      return;
    }
    if (broadcast.offerTimer) clearTimeout(broadcast.offerTimer);
    const { streamId } = broadcast;
    const publisher = new PublisherSession(
      streamId,
      this.options.ice,
      {
        onCandidate: (c) => connection.send(msg.takeCandidate(streamId, c.label, c.id, c.candidate)),
        onLive: () => {
          if (broadcast.ended) return;
          broadcast.live = true;
          connection.send(msg.notification('publish_started', streamId));
          this.options.hooks.onPublishStarted?.(streamId);
        },
        onFailed: () => {
          if (broadcast.ended) return;
          connection.send(msg.notification('publish_finished', streamId));
          void this.stopSession(connection, streamId, { role: 'publish', broadcast }, false);
        },
        onTracksReady: (tracks) => {
          if (!this.options.record || broadcast.ended) return;
          const recording = new WebRtcRecording(this.options.recordingsDir, streamId, tracks, {
            width: publisher.width,
            height: publisher.height,
          });
          broadcast.recording = recording;
          broadcast.recordingStart = recording
            .start()
            .then(() => publisher.requestKeyframe())
            .catch((error) => {
              logError('recording start', error);
              broadcast.recording = null;
            });
        },
        onData: (data) => {
          for (const viewer of broadcast.viewers.keys()) viewer.sendData(data);
        },
      },
      this.options.videoCodecs,
    );
    broadcast.publisher = publisher;
    const answer = await publisher.answer(sdp);
    connection.send(msg.takeConfiguration(streamId, 'answer', answer));
  }

  async play(connection: Connection, streamId: string, token: string): Promise<void> {
    if (!verifyMediaToken(this.options.secret, token, streamId, 'play')) {
      connection.send(msg.error(ErrorDefinition.unauthorizedAccess, streamId));
      return;
    }
    const broadcast = this.broadcasts.get(streamId);
    const publisher = broadcast?.publisher;
    if (!broadcast || !publisher || broadcast.ended || !publisher.hasTracks) {
      connection.send(msg.error(ErrorDefinition.noStreamExist, streamId));
      return;
    }
    const previous = connection.sessions.get(streamId);
    if (previous?.role === 'publish') {
      connection.send(msg.error(ErrorDefinition.streamIdInUse, streamId));
      return;
    }
    if (previous) await this.stopSession(connection, streamId, previous, false);
    const viewer: ViewerSession = new ViewerSession(streamId, publisher, this.options.ice, {
      onCandidate: (c) => connection.send(msg.takeCandidate(streamId, c.label, c.id, c.candidate)),
      onConnected: () => connection.send(msg.notification('play_started', streamId)),
      onFailed: () => {
        const current = connection.sessions.get(streamId);
        if (current?.role === 'play' && current.viewer === viewer) {
          void this.stopSession(connection, streamId, current, true);
        }
      },
      onData: (data) => {
        publisher.sendData(data);
        for (const other of broadcast.viewers.keys()) if (other !== viewer) other.sendData(data);
      },
    });
    broadcast.viewers.set(viewer, connection);
    connection.sessions.set(streamId, { role: 'play', viewer });
    const offer = await viewer.offer();
    connection.send(msg.takeConfiguration(streamId, 'offer', offer, viewer.idMapping));
  }

  streamInfo(connection: Connection, streamId: string): void {
    const publisher = this.broadcasts.get(streamId)?.publisher;
    if (!publisher?.hasTracks) {
      connection.send(msg.error(ErrorDefinition.noStreamExist, streamId));
      return;
    }
    const seconds = Math.max(1, (Date.now() - publisher.startedAt) / 1000);
    connection.send(
      msg.streamInformation(streamId, {
        width: publisher.width,
        height: publisher.height,
        videoCodec: publisher.videoCodecName,
        videoBitrate: Math.round((publisher.videoBytes * 8) / seconds),
        audioBitrate: Math.round((publisher.audioBytes * 8) / seconds),
      }),
    );
  }

  /**
   * Ends a publish or play session of a connection; the stream id is free when this returns
   * (recording post-processing continues in the background and is awaited by {@link close}).
   * @param notify send `publish_finished` / `play_finished` to the connection.
   */
  async stopSession(
    connection: Connection,
    streamId: string,
    session: Session,
    notify: boolean,
  ): Promise<void> {
    const current = connection.sessions.get(streamId);
    const same =
      current?.role === 'publish'
        ? session.role === 'publish' && current.broadcast === session.broadcast
        : current?.role === 'play' && session.role === 'play' && current.viewer === session.viewer;
    if (same) connection.sessions.delete(streamId);
    if (session.role === 'play') {
      const broadcast = this.broadcasts.get(streamId);
      broadcast?.viewers.delete(session.viewer);
      if (session.viewer.offered && !session.viewer.answered) connection.offerAbandoned(streamId);
      await session.viewer.close();
      if (notify) connection.send(msg.notification('play_finished', streamId));
      return;
    }
    const { broadcast } = session;
    if (broadcast.ended) return;
    broadcast.ended = true;
    if (broadcast.offerTimer) clearTimeout(broadcast.offerTimer);
    if (this.broadcasts.get(streamId) === broadcast) this.broadcasts.delete(streamId);
    this.endViewers(broadcast);
    if (notify) connection.send(msg.notification('publish_finished', streamId));
    const publisher = broadcast.publisher;
    const wasLive = broadcast.live;
    const finishing = (async () => {
      await broadcast.recordingStart;
      const result: RecordingResult | null = broadcast.recording ? await broadcast.recording.finish() : null;
      if (publisher instanceof PublisherSession) await publisher.close();
      if (wasLive) this.options.hooks.onPublishStopped?.(streamId);
      if (result) {
        this.options.hooks.onRecordingReady?.(streamId, result.file, result.durationSec, result.thumbnail);
      }
    })();
    this.track(finishing).catch((error) => logError('finish broadcast', error));
  }

  /** Tells every viewer of a broadcast that it ended and closes their sessions. */
  private endViewers(broadcast: Broadcast): void {
    const { streamId } = broadcast;
    for (const [viewer, viewerConnection] of broadcast.viewers) {
      const current = viewerConnection.sessions.get(streamId);
      if (current?.role === 'play' && current.viewer === viewer) viewerConnection.sessions.delete(streamId);
      if (viewer.offered && !viewer.answered) viewerConnection.offerAbandoned(streamId);
      viewerConnection.send(msg.notification('play_finished', streamId));
      void viewer.close();
    }
    broadcast.viewers.clear();
  }

  /**
   * Makes an RTP source (the RTMP ingest's WebRTC feed, issue 35 §1) the publisher of `streamId`:
   * viewers play it over WebRTC like a browser broadcast. No hooks and no recording run here (the
   * ingest reports the broadcast and records MP4). Answers false when the id already has a broadcast.
   */
  addRelaySource(streamId: string, source: RelaySource): boolean {
    if (this.broadcasts.has(streamId)) return false;
    this.broadcasts.set(streamId, {
      streamId,
      owner: null,
      publisher: source,
      viewers: new Map(),
      recording: null,
      recordingStart: null,
      live: true,
      ended: false,
      offerTimer: null,
    });
    return true;
  }

  /** Ends the broadcast of an RTP source: its viewers get `play_finished`, the id is free at once. */
  removeRelaySource(streamId: string, source: RelaySource): void {
    const broadcast = this.broadcasts.get(streamId);
    if (!broadcast || broadcast.publisher !== source) return;
    broadcast.ended = true;
    this.broadcasts.delete(streamId);
    this.endViewers(broadcast);
  }

  /** Ends every session and waits for recordings to be reported. */
  async close(): Promise<void> {
    for (const connection of [...this.connections]) await connection.closeAll();
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }
}
