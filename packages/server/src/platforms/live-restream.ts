import { eq } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { streams } from '../db/schema';
import type { EngineHooks } from '../live/hooks';
import { amsRestreamer } from './ams-restreamer';
import { embeddedRestreamer, RestreamCoordinator } from './restream-coordinator';

let current: RestreamCoordinator | null = null;

/** The coordinator of the running engine (null when restreaming is off), read by the status route. */
export const restreamCoordinator = () => current;

/** Installs a coordinator (the engine start does; tests pass their own). */
export function setRestreamCoordinator(next: RestreamCoordinator | null): void {
  current = next;
}

/**
 * Adds restreaming to the embedded engine's hooks (issue 15): an RTMP publish (streaming software,
 * H.264/AAC; recognised by its stream-key check) that goes live starts the stream's restreams from
 * the engine's local RTMP (`rtmp://127.0.0.1:RTMP_PORT/live/<streamkey>`); its stop ends them.
 * A browser (WebRTC) publish is not restreamed by the embedded engine: its media never passes the
 * local RTMP. Without RTMP the hooks are answered unchanged.
 */
export async function withRestreaming(
  db: Db,
  config: Config,
  hooks: EngineHooks,
  rtmpPort: number | null,
  log: (message: string, error?: unknown) => void,
): Promise<EngineHooks> {
  if (rtmpPort === null) return hooks;
  const rtmpKeys = new Map<string, string>();
  const restreamer = await embeddedRestreamer(
    (apikey) => `rtmp://127.0.0.1:${rtmpPort}/live/${rtmpKeys.get(apikey) ?? ''}`,
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
      if (!rtmpKeys.has(apikey)) return;
      run(
        'start',
        (async () => {
          const [row] = await db.select().from(streams).where(eq(streams.apikey, apikey)).limit(1);
          if (row) await coordinator.goLive(row);
        })(),
      );
    },
    onPublishStopped(apikey) {
      hooks.onPublishStopped(apikey);
      rtmpKeys.delete(apikey);
      run('end', coordinator.end(apikey));
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
          const [row] = await db.select().from(streams).where(eq(streams.apikey, apikey)).limit(1);
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
