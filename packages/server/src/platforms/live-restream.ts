import { randomBytes } from 'node:crypto';
import { RELAY_APP } from '@smuc/media-server/restream';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { EngineHooks } from '../live/hooks';
import { findStreamByApikeyWithDeleted } from '../streams/reads';
import { amsRestreamer } from './ams-restreamer';
import { embeddedRestreamer, RestreamCoordinator, type RestreamSource } from './restream-coordinator';

let current: RestreamCoordinator | null = null;

/** The coordinator of the running engine (null when restreaming is off), read by the status route. */
export const restreamCoordinator = () => current;

/** Installs a coordinator (the engine start does; tests pass their own). */
export function setRestreamCoordinator(next: RestreamCoordinator | null): void {
  current = next;
}

/** What restreaming needs of the running embedded engine (see `@smuc/media-server`). */
export interface RestreamEngine {
  liveRecordingPath(streamId: string): Promise<string | null>;
  allowRelay(key: string): () => void;
}

/**
 * Adds restreaming to the embedded engine's hooks (issue 15). A publish that goes live starts the
 * stream's restreams; its stop ends them:
 * - an RTMP publish (streaming software, H.264/AAC; recognised by its stream-key check) is pushed
 *   from the engine's local RTMP (`rtmp://127.0.0.1:RTMP_PORT/live/<streamkey>`) with `-c copy`;
 * - a browser (WebRTC: VP8 or H.264 with Opus) publish gets one shared transcode to H.264/AAC that
 *   reads the broadcast's recording as it grows and pushes to a one-off key of the engine's RTMP
 *   relay app, which the per-destination copies read.
 * Without RTMP (`RTMP_PORT=off` or taken) the hooks are answered unchanged.
 * @param engine the running engine, once started (null before and after)
 */
export async function withRestreaming(
  db: Db,
  config: Config,
  hooks: EngineHooks,
  rtmpPort: number | null,
  engine: () => RestreamEngine | null,
  log: (message: string, error?: unknown) => void,
): Promise<EngineHooks> {
  if (rtmpPort === null) return hooks;
  const rtmpKeys = new Map<string, string>();
  const relays = new Map<string, () => void>();
  const local = `rtmp://127.0.0.1:${rtmpPort}`;
  const restreamer = await embeddedRestreamer(
    async (apikey): Promise<RestreamSource | null> => {
      const streamkey = rtmpKeys.get(apikey);
      if (streamkey) return `${local}/live/${streamkey}`;
      const running = engine();
      const recording = await running?.liveRecordingPath(apikey);
      if (!running || !recording) return null;
      const relayKey = randomBytes(16).toString('hex');
      relays.get(apikey)?.();
      relays.set(apikey, running.allowRelay(relayKey));
      return { source: `file:${recording}`, transcodeTarget: `${local}/${RELAY_APP}/${relayKey}` };
    },
    (line) => log(line),
  );
  const coordinator = new RestreamCoordinator(db, config, restreamer, log);
  current = coordinator;
  const run = (label: string, work: Promise<unknown>) =>
    void work.catch((error) => log(`restream ${label} failed`, error));
  return {
    ...hooks,
    async resolveRtmpKey(streamkey) {
      const apikey = await hooks.resolveRtmpKey(streamkey);
      if (apikey) rtmpKeys.set(apikey, streamkey);
      return apikey;
    },
    onPublishStarted(apikey) {
      hooks.onPublishStarted(apikey);
      run(
        'start',
        (async () => {
          const row = await findStreamByApikeyWithDeleted(db, apikey);
          if (row) await coordinator.goLive(row);
        })(),
      );
    },
    onPublishStopped(apikey) {
      hooks.onPublishStopped(apikey);
      rtmpKeys.delete(apikey);
      run(
        'end',
        coordinator.end(apikey).finally(() => {
          relays.get(apikey)?.();
          relays.delete(apikey);
        }),
      );
    },
  };
}

/**
 * Adds restreaming to the hooks the Ant Media Server webhook feeds (`LIVE_BACKEND=ams`): every
 * publish that goes live (WebRTC or RTMP: AMS transcodes for its endpoints itself) starts the
 * stream's restreams as AMS RTMP endpoints (`amsRestreamer`); its end removes them. Pass the
 * answer as `hooks` to `liveRoutes`.
 */
export async function withAmsRestreaming(
  db: Db,
  config: Config,
  live: Parameters<typeof amsRestreamer>[0],
  hooks: EngineHooks,
  log: (message: string, error?: unknown) => void,
): Promise<EngineHooks> {
  const coordinator = new RestreamCoordinator(db, config, amsRestreamer(live), log);
  current = coordinator;
  const run = (label: string, work: Promise<unknown>) =>
    void work.catch((error) => log(`restream ${label} failed`, error));
  return {
    ...hooks,
    onPublishStarted(apikey) {
      hooks.onPublishStarted(apikey);
      run(
        'start',
        (async () => {
          const row = await findStreamByApikeyWithDeleted(db, apikey);
          if (row) await coordinator.goLive(row);
        })(),
      );
    },
    onPublishStopped(apikey) {
      hooks.onPublishStopped(apikey);
      run('end', coordinator.end(apikey));
    },
  };
}
