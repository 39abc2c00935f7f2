import type { Config } from '../config';
import type { Db } from '../db/client';
import { settingsOf } from '../streams/serialize';
import { cancelRemote, createRemote } from './remote-broadcasts';
import { type RestreamTarget, restreamTargets, setScheduledRemote } from './restream-store';

type StreamRow = { id: number; title: string } & Parameters<typeof settingsOf>[0];

/**
 * Brings a stream's scheduled restreams in line with its settings (issue 15; 001 §3
 * `restream_scheduling`, §4 window): with scheduling on and a start ahead, each picked destination
 * gets its remote broadcast created ahead with the planned start (Facebook `SCHEDULED_UNPUBLISHED`
 * with `planned_start_time`, YouTube broadcast with `scheduledStartTime` and its bound stream), so
 * followers see the upcoming live on the page or channel; go-live then opens those instead of new ones.
 * A remote made for another start, or kept after scheduling was turned off, is deleted at the
 * platform first. Each destination on its own: a refusal is logged and that destination falls back
 * to a broadcast created at go-live. Call after a save of the stream or of its targets.
 */
export async function syncScheduledRestreams(
  db: Db,
  config: Config,
  stream: StreamRow,
  log: (message: string, error?: unknown) => void,
): Promise<void> {
  const settings = settingsOf(stream);
  const start = settings.start_date ? new Date(settings.start_date) : null;
  const wanted =
    settings.restream_scheduling && start !== null && Number.isFinite(start.getTime()) && start > new Date()
      ? start
      : null;
  const targets = await restreamTargets(db, stream.id);
  const input = {
    title: (settings.restream_title || settings.title || stream.title).slice(0, 100),
    description: settings.restream_desc ?? undefined,
    privacy: settings.restream_privacy_status,
  };
  await Promise.all(
    targets.map(async ({ platform, remote }) => {
      const label = `restream ${platform.type}:${platform.externalId} of stream ${stream.id}`;
      try {
        let current = remote;
        if (current && current.start.getTime() !== wanted?.getTime()) {
          await cancelRemote(config, platform, current);
          await setScheduledRemote(db, stream.id, platform.id, null);
          current = null;
        }
        if (!wanted || current || !platform.administrator || platform.inactive) return;
        const created = await createRemote(config, platform, { ...input, plannedStart: wanted });
        await setScheduledRemote(db, stream.id, platform.id, {
          id: created.id,
          streamId: created.streamId,
          chatId: created.chatId,
          start: wanted,
        });
      } catch (error) {
        log(`${label}: the scheduled broadcast could not be updated`, error);
      }
    }),
  );
}

/**
 * Deletes at the platforms the scheduled remote broadcasts of destinations no longer picked (the
 * answer of `replaceRestreams`). Failures are logged.
 */
export async function cancelDroppedRemotes(
  config: Config,
  dropped: RestreamTarget[],
  log: (message: string, error?: unknown) => void,
): Promise<void> {
  await Promise.all(
    dropped.map(async ({ platform, remote }) => {
      if (!remote) return;
      try {
        await cancelRemote(config, platform, remote);
      } catch (error) {
        log(`restream ${platform.type}:${platform.externalId}: the dropped scheduled broadcast stays`, error);
      }
    }),
  );
}

/** The last queued sync of each stream (by id), so syncs of one stream never overlap. */
const queued = new Map<number, Promise<void>>();

/** Runs `work` after the stream's earlier queued sync, and keeps it as the stream's last one. */
function enqueue(
  streamId: number,
  work: () => Promise<void>,
  log: (message: string, error?: unknown) => void,
) {
  const run = (queued.get(streamId) ?? Promise.resolve())
    .then(work)
    .catch((error) => log(`scheduled restreams of stream ${streamId} failed`, error));
  queued.set(streamId, run);
  void run.finally(() => {
    if (queued.get(streamId) === run) queued.delete(streamId);
  });
  return run;
}

/**
 * Queues {@link cancelDroppedRemotes} and {@link syncScheduledRestreams} for a stream after its save,
 * behind any earlier sync of the same stream (two overlapping syncs would create two remotes).
 * Routes do not wait for it (the platforms may take seconds); the answer settles when it ran.
 */
export function queueScheduledRestreams(
  db: Db,
  config: Config,
  stream: StreamRow,
  log: (message: string, error?: unknown) => void,
  dropped: RestreamTarget[] = [],
): Promise<void> {
  return enqueue(
    stream.id,
    async () => {
      await cancelDroppedRemotes(config, dropped, log);
      await syncScheduledRestreams(db, config, stream, log);
    },
    log,
  );
}

/**
 * Queues the removal of every scheduled remote broadcast of a deleted stream (issue 15): followers
 * must not keep seeing an upcoming live on the page or channel for a player that no longer exists.
 * Each destination on its own; a refusal is logged and that remote stays at the platform.
 * Resolves when it ran (routes do not wait for it).
 */
export function queueCancelScheduledRestreams(
  db: Db,
  config: Config,
  streamId: number,
  log: (message: string, error?: unknown) => void,
): Promise<void> {
  return enqueue(
    streamId,
    async () => {
      const targets = await restreamTargets(db, streamId);
      await Promise.all(
        targets.map(async ({ platform, remote }) => {
          if (!remote) return;
          try {
            await cancelRemote(config, platform, remote);
            await setScheduledRemote(db, streamId, platform.id, null);
          } catch (error) {
            log(
              `restream ${platform.type}:${platform.externalId}: the deleted stream's broadcast stays`,
              error,
            );
          }
        }),
      );
    },
    log,
  );
}
