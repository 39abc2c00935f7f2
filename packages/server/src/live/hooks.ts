import { StreamType } from '@smuc/sdk';
import type { Db } from '../db/client';
import type { MediaStorage } from '../media/storage';
import { LOCAL_VIDEO_LAYOUT, type VideoLayout } from '../media/videos';
import { findStreamOwner } from '../streams/reads';
import { setStreamPublishing } from '../streams/repository';
import { addRecording } from './recordings';
import { rtmpPublishTarget } from './rtmp-permission';

/** The engine hooks of `startMediaServer` (interfaces.md), bound to the database and media store. */
export interface EngineHooks {
  resolveRtmpKey(streamkey: string): Promise<string | null>;
  onPublishStarted(streamId: string): void;
  onPublishStopped(streamId: string): void;
  onRecordingReady(streamId: string, file: string, durationSec: number, thumbnail: string | null): void;
  /** Resolves when every hook started so far has finished its database work (tests, shutdown). */
  settled(): Promise<void>;
}

/**
 * Builds the hooks the media engine (embedded or the AMS webhook) calls:
 * - `resolveRtmpKey`: stream key → apikey of a player the studio's rules let publish
 *   (`rtmpPublishTarget`: live player, not closed, live allowed, streaming software in the plan),
 *   else `null` and the engine ends the connection; the refusal's reason is logged (issue 29 §4);
 * - `onPublishStarted` → status live; `onPublishStopped` → paused (001 §4, see `setStreamPublishing` in `streams/repository.ts`);
 * - `onRecordingReady` → the recording becomes a VOD of the stream (`addRecording`); a recording of
 *   an unknown, deleted or non-live player is dropped with its file, so no publish ever replaces an
 *   ad's or a playback's video.
 * Hook errors are logged through `log`, never thrown into the engine.
 */
export function engineHooks(
  db: Db,
  storage: MediaStorage,
  log: (message: string, error?: unknown) => void,
  layout: VideoLayout = LOCAL_VIDEO_LAYOUT,
): EngineHooks {
  const pending = new Set<Promise<unknown>>();
  const track = (label: string, work: Promise<unknown>) => {
    const p = work.catch((error) => log(`live hook ${label} failed`, error)).finally(() => pending.delete(p));
    pending.add(p);
  };
  return {
    async resolveRtmpKey(streamkey) {
      const target = await rtmpPublishTarget(db, streamkey);
      if ('apikey' in target) return target.apikey;
      // The key itself is a credential: the log names the player by id only.
      log(`RTMP publish refused: ${target.refused}${target.streamId ? ` (player ${target.streamId})` : ''}`);
      return null;
    },
    onPublishStarted: (apikey) => track('publish-started', setStreamPublishing(db, apikey, true)),
    onPublishStopped: (apikey) => track('publish-stopped', setStreamPublishing(db, apikey, false)),
    onRecordingReady(apikey, file, durationSec, thumbnail) {
      track(
        'recording-ready',
        (async () => {
          const row = await findStreamOwner(db, apikey);
          if (!row || row.type !== StreamType.live) {
            if (row) log(`recording of player ${row.id} dropped: not a live player`);
            const { rm } = await import('node:fs/promises');
            await rm(file, { force: true });
            if (thumbnail) await rm(thumbnail, { force: true });
            return;
          }
          const source = /\.(flv|mp4)$/i.test(file) ? 'rtmp' : 'webrtc';
          await addRecording(
            db,
            storage,
            {
              streamId: row.id,
              accountId: row.accountId,
              file,
              durationSec,
              thumbnail,
              source,
            },
            layout,
          );
        })(),
      );
    },
    async settled() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
