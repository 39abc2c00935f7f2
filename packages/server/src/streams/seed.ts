import { StreamType } from '@smuc/sdk';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { streams } from '../db/schema';
import { VOD_KEY } from './serialize';

/**
 * Demo data: the account's playback players carry an uploaded video id (`vod_data_id`,
 * `demo-video-{id}`), as playbacks that were set up through the upload flow do, so the editor's
 * save check 4 (001 §5) passes for them. Fresh playbacks created in the app start without one.
 */
export async function seedStreamVideos(db: Db, accountId: number) {
  await db
    .update(streams)
    .set({
      settings: sql`${streams.settings} || jsonb_build_object(${VOD_KEY}::text, 'demo-video-' || ${streams.id})`,
    })
    .where(and(eq(streams.accountId, accountId), eq(streams.type, StreamType.playback)));
}
