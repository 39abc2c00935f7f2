import type { Db } from '../db/client';
import { type DropCounts, noDrops } from './classify';
import type { ResolvedEvent } from './resolve';
import { storeEvents } from './store';

interface Job {
  events: ResolvedEvent[];
  drops: DropCounts;
  done: (error?: unknown) => void;
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

  /** Resolves once `events` and `drops` are committed; rejects when their transaction failed. */
  write(events: ResolvedEvent[], drops: DropCounts): Promise<void> {
    return new Promise((resolve, reject) => {
      this.queue.push({ events, drops, done: (error) => (error ? reject(error) : resolve()) });
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
        const drops = noDrops();
        for (const job of jobs)
          for (const [k, n] of Object.entries(job.drops)) drops[k as keyof DropCounts] += n;
        try {
          await storeEvents(
            this.db,
            jobs.flatMap((j) => j.events),
            drops,
            this.today(),
          );
          for (const job of jobs) job.done();
        } catch (error) {
          for (const job of jobs) job.done(error);
        }
      }
    } finally {
      this.running = false;
    }
  }
}
