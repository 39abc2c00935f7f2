import type { ReportDaily, ReportDay, ReportQuery } from '@smuc/sdk';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { inAccountStreams } from '../streams/reads';

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The inclusive UTC days from `start` to `end`, as `YYYY-MM-DD`. */
function daysOf(start: string, end: string): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${start}T00:00:00Z`); t <= Date.parse(`${end}T00:00:00Z`); t += DAY_MS)
    out.push(isoDay(t));
  return out;
}

/**
 * The report chart's series (issue 19, Charts): per UTC day of `q.start`..`q.end`, summed over the
 * account's players that match the report's filters (deleted ones included, as in the report):
 * viewers (distinct per player and day), impressions, product clicks, purchases; and the same for
 * the previous period of equal length. One query over `stream_daily_stats` for both periods.
 */
export async function reportDaily(db: Db, accountId: number, q: ReportQuery): Promise<ReportDaily> {
  const length = Math.round((Date.parse(q.end) - Date.parse(q.start)) / DAY_MS) + 1;
  const previousEnd = isoDay(Date.parse(q.start) - DAY_MS);
  const previousStart = isoDay(Date.parse(q.start) - length * DAY_MS);
  // The account's players that match the report's filters, deleted ones included (as the report).
  const players = inAccountStreams(sql`d.stream_id`, accountId, {
    withDeleted: true,
    customer: q.customer,
    campaign: q.campaign,
    id: q.stream_id,
  });
  const result = await db.execute(sql`
    select to_char(d.day, 'YYYY-MM-DD') as date, sum(d.viewers)::int as viewers,
      sum(d.impressions)::int as impressions, sum(d.product_clicks)::int as product_clicks,
      sum(d.product_purchases)::int as product_purchases
    from stream_daily_stats d
    where ${players} and d.day between ${previousStart}::date and ${q.end}::date
    group by d.day`);
  const byDate = new Map((result as unknown as { rows: ReportDay[] }).rows.map((r) => [r.date, r]));
  const day = (date: string): ReportDay =>
    byDate.get(date) ?? { date, viewers: 0, impressions: 0, product_clicks: 0, product_purchases: 0 };
  return {
    start: q.start,
    end: q.end,
    previous_start: previousStart,
    previous_end: previousEnd,
    days: daysOf(q.start, q.end).map(day),
    previous: daysOf(previousStart, previousEnd).map(day),
  };
}
