import { FUNNEL_STEPS, type FunnelStep, funnelSteps, type ReportFunnel, type ReportQuery } from '@smuc/sdk';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { inAccountStreams } from '../streams/reads';

/** The `stream_daily_stats` column that counts each step (the report row's field of the same name). */
const STEP_COLUMN: Record<FunnelStep, string> = {
  impression: 'impressions',
  play: 'plays',
  product_impression: 'product_impressions',
  product_click: 'product_clicks',
  add_to_cart: 'product_add_to_carts',
  purchase: 'product_purchases',
};

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * The viewer funnel of the account's players that match the report's query (`stream_id`,
 * `customer`, `campaign`; deleted players included, as in the report) over the inclusive UTC days
 * `q.start`..`q.end` (issue 34 §2). Counts come from `stream_daily_stats`, the rollup the report
 * reads, so each step equals the report's sum for the same range; the filtered invalid traffic of
 * each step (reasons other than `own`) from the raw `analytics_excluded_events` of the same UTC
 * days. Two indexed queries; no raw counted event is read.
 */
export async function reportFunnel(db: Db, accountId: number, q: ReportQuery): Promise<ReportFunnel> {
  const match = { withDeleted: true, customer: q.customer, campaign: q.campaign, id: q.stream_id };
  const sums = sql.join(
    FUNNEL_STEPS.map((step) => sql.raw(`coalesce(sum(d.${STEP_COLUMN[step]}), 0)::int as ${step}`)),
    sql`, `,
  );
  const [counts] = rowsOf<Record<FunnelStep, number>>(
    await db.execute(sql`
      select ${sums} from stream_daily_stats d
      where ${inAccountStreams(sql`d.stream_id`, accountId, match)}
        and d.day between ${q.start}::date and ${q.end}::date`),
  );
  const from = `${q.start}T00:00:00Z`;
  const to = new Date(Date.parse(`${q.end}T00:00:00Z`) + 86_400_000).toISOString();
  const filtered = rowsOf<{ type: FunnelStep; n: number }>(
    await db.execute(sql`
      select x.type, count(*)::int as n from analytics_excluded_events x
      where ${inAccountStreams(sql`x.stream_id`, accountId, match)}
        and x.reason <> 'own' and x.client_ts >= ${from}::timestamptz and x.client_ts < ${to}::timestamptz
        and x.type in (${sql.join(
          FUNNEL_STEPS.map((s) => sql`${s}`),
          sql`, `,
        )})
      group by x.type`),
  );
  return {
    start: q.start,
    end: q.end,
    stream_id: q.stream_id ?? null,
    steps: funnelSteps(counts ?? {}, Object.fromEntries(filtered.map((r) => [r.type, r.n]))),
  };
}
