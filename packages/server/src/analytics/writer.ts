import type { Db } from '../db/client';
import type { DropCounts } from './classify';
import type { FilteredEvent, ResolvedEvent } from './resolve';
import { type BatchOutcome, type IncomingBatch, storeEvents } from './store';

interface Job extends IncomingBatch {
  done: (error: unknown, outcome?: BatchOutcome) => void;
}

/** Events written in one transaction at most (several requests' batches together). */
const MAX_EVENTS_PER_WRITE = 5000;

/**
 * Writes batches one transaction at a time, merging the batches that arrived meanwhile into the
 * next transaction. Rollups are therefore SYNCHRONOUS per request (the answer comes after its
 * events and rollups are committed) yet cheap under load, and the peak-viewer count of a minute is
 * exact because no two writes of this process overlap. Merged batches share their fate: a failed
 * transaction fails every request in it, and none of their events is stored.
 */
export class IngestWriter {
  private queue: Job[] = [];
  private running = false;

  constructor(
    private readonly db: Db,
    private readonly today: () => string = () => new Date().toISOString().slice(0, 10),
  ) {}

  /**
   * Resolves, once `events` and `drops` are committed, with what became of the events: how many
   * were stored, dropped as a replay of `batchId`, or dropped as repeated impressions; rejects when
   * the transaction failed. `filtered`: the batch's events filtered as invalid traffic, counted
   * per player apart (not counted again when the batch is a replay).
   */
  write(
    events: ResolvedEvent[],
    drops: DropCounts,
    batchId?: string,
    filtered: FilteredEvent[] = [],
  ): Promise<BatchOutcome> {
    return new Promise((resolve, reject) => {
      this.queue.push({
        events,
        drops,
        batchId,
        filtered,
        done: (error, outcome) =>
          error || !outcome ? reject(error ?? new Error('no outcome')) : resolve(outcome),
      });
      if (!this.running) void this.drain();
    });
  }

  private async drain() {
    this.running = true;
    try {
      while (this.queue.length > 0) {
        const jobs: Job[] = [];
        let size = 0;
        while (
          this.queue.length > 0 &&
          (jobs.length === 0 || size + this.queue[0]!.events.length <= MAX_EVENTS_PER_WRITE)
        ) {
          const job = this.queue.shift()!;
          jobs.push(job);
          size += job.events.length;
        }
        try {
          const outcomes = await storeEvents(this.db, jobs, this.today());
          for (const [i, job] of jobs.entries()) job.done(undefined, outcomes[i]);
        } catch (error) {
          for (const job of jobs) job.done(error);
        }
      }
    } finally {
      this.running = false;
    }
  }
}

const writers = new WeakMap<Db, IngestWriter>();

/**
 * The one {@link IngestWriter} of this process for `db`: the ingest route (`POST /events`), the
 * realtime hub's comment counts and the demo seed all write through it, so the promise above (no
 * two writes overlap, exact peak viewers) holds for the whole app.
 */
export function ingestWriterOf(db: Db): IngestWriter {
  let writer = writers.get(db);
  if (!writer) {
    writer = new IngestWriter(db);
    writers.set(db, writer);
  }
  return writer;
}
