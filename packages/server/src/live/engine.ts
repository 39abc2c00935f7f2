import { createServer } from 'node:net';
import { join } from 'node:path';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { mediaStorageFor, videoLayoutFor } from '../media/select';
import { withRestreaming } from '../platforms/live-restream';
import { amsBackend, embeddedBackend } from './backend';
import type { LiveConfig } from './config';
import { engineHooks } from './hooks';
import { runningEngine, setLiveBackend, setRunningEngine } from './runtime';

/** Whether `port` can be bound on all interfaces right now. */
function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '0.0.0.0', () => probe.close(() => resolve(true)));
  });
}

/**
 * Starts the live side of the product from `main.ts` (issue 8):
 * - `LIVE_BACKEND=ams`: installs the Ant Media Server backend; nothing runs in-process;
 * - otherwise starts the embedded engine in this process on `MEDIA_PORT` with RTMP on `RTMP_PORT`
 *   (when that port is taken it logs and continues without RTMP), recordings into
 *   `DATA_DIR/recordings`, the hooks of `hooks.ts`, and installs the embedded backend.
 * When the engine's own port cannot be bound it logs and answers with live streaming off (the
 * dashboard keeps working). Answers a `close()` that stops the engine.
 */
export async function startLive(
  db: Db,
  config: Config,
  live: LiveConfig,
  log: (message: string, error?: unknown) => void,
): Promise<{ close(): Promise<void>; describe: string }> {
  if (live.backend === 'ams') {
    setLiveBackend(amsBackend(live));
    return { close: async () => {}, describe: `Ant Media Server at ${live.amsRestUrl}` };
  }
  const { startMediaServer } = await import('@smuc/media-server');
  let rtmpPort = live.rtmpPort;
  if (rtmpPort !== null && !(await portFree(rtmpPort))) {
    log(`RTMP port ${rtmpPort} is taken: streaming software ingest is off.`);
    rtmpPort = null;
  }
  const hooks = engineHooks(db, mediaStorageFor(config), log, videoLayoutFor(config));
  // Publishes are restreamed to the stream's connected platforms (issue 15).
  let engine: Awaited<ReturnType<typeof startMediaServer>> | null = null;
  const engineSideHooks = await withRestreaming(db, config, hooks, rtmpPort, () => engine, log);
  try {
    engine = await startMediaServer({
      port: live.mediaPort,
      rtmpPort,
      recordingsDir: join(config.dataDir, 'recordings'),
      secret: live.secret,
      hooks: engineSideHooks,
    });
  } catch (error) {
    // The dashboard still works without live streaming (e.g. the port is used by another copy).
    log(
      `The live engine could not start on port ${live.mediaPort} (${(error as Error).message}): live streaming is off.`,
    );
    setLiveBackend(embeddedBackend(live, config.publicUrl, () => null));
    return { close: async () => {}, describe: 'off (port unavailable)' };
  }
  setRunningEngine(engine);
  setLiveBackend(embeddedBackend(live, config.publicUrl, runningEngine));
  return {
    describe: `${engine.websocketUrl}${rtmpPort !== null ? `, RTMP on ${rtmpPort}` : ''}`,
    async close() {
      setRunningEngine(null);
      await engine.close();
      await hooks.settled();
    },
  };
}
