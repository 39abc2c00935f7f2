import type { streams } from '../db/schema';

/** One row of the `streams` table as drizzle reads it (settings as stored JSON). */
export type StreamRow = typeof streams.$inferSelect;
