import { and, countDistinct, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { analyticsMinuteViewers } from '../db/schema';

/**
 * Viewers watching a stream now: distinct visitors with a heartbeat in the current or the previous
 * UTC minute (`analytics_minute_viewers`, primary key `(stream_id, minute, visitor_id)`, so this
 * reads at most two minutes of one stream's index). The player sends a heartbeat every 15 s while
 * playing. Read by the player document (`viewer_count` at load) and the realtime hub (its
 * `viewers` frames while the page stays open).
 */
export async function viewersNow(db: Db, streamId: number): Promise<number> {
  const [row] = await db
    .select({ n: countDistinct(analyticsMinuteViewers.visitorId) })
    .from(analyticsMinuteViewers)
    .where(
      and(
        eq(analyticsMinuteViewers.streamId, streamId),
        gte(analyticsMinuteViewers.minute, sql`date_trunc('minute', now()) - interval '1 minute'`),
      ),
    );
  return Number(row?.n ?? 0);
}
