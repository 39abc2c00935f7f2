import {
  type DashboardReport,
  dashboardReportSchema,
  reportRangeQuerySchema,
  type TopProduct,
  topProductSchema,
} from '@smuc/sdk';
import { and, between, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAccount } from '../auth/context';
import type { Db } from '../db/client';
import { analyticsInvalidTraffic, productDailyStats, products, streamDailyStats } from '../db/schema';
import { ok } from '../http/envelope';
import { withAnswer } from '../http/openapi';
import { inAccountStreams } from '../streams/reads';
import { bucketsOf, rangeWindow } from './ranges';

const TOP_PRODUCTS = 5;

/** `/report/dashboard` and `/report/top-products` (000 §7 Reports). Deleted players still count. */
export function reportRoutes(scope: FastifyInstance, db: Db) {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const ranged = { schema: { querystring: reportRangeQuerySchema } };
  app.get('/report/dashboard', withAnswer(ranged, dashboardReportSchema), async (request) => {
    const account = await requireAccount(db, request);
    const { range } = request.query;
    const w = rangeWindow(range);
    const bucket =
      w.bucket === 'day'
        ? sql`${streamDailyStats.day}`
        : sql`date_trunc('month', ${streamDailyStats.day})::date`;
    const rows = await db
      .select({
        date: sql<string>`to_char(${bucket}, 'YYYY-MM-DD')`,
        viewers: sql<number>`sum(${streamDailyStats.viewers})::int`,
        hearts: sql<number>`sum(${streamDailyStats.hearts})::int`,
        comments: sql<number>`sum(${streamDailyStats.comments})::int`,
        impressions: sql<number>`sum(${streamDailyStats.impressions})::bigint`,
        minutes: sql<string>`sum(${streamDailyStats.minutes})`,
      })
      .from(streamDailyStats)
      .where(
        and(
          inAccountStreams(streamDailyStats.streamId, account.id, { withDeleted: true }),
          between(streamDailyStats.day, w.from, w.to),
        ),
      )
      .groupBy(bucket);
    const [filtered] = await db
      .select({ impressions: sql<string>`coalesce(sum(${analyticsInvalidTraffic.impressions}), 0)` })
      .from(analyticsInvalidTraffic)
      .where(
        and(
          inAccountStreams(analyticsInvalidTraffic.streamId, account.id, { withDeleted: true }),
          between(analyticsInvalidTraffic.day, w.from, w.to),
        ),
      );
    const byDate = new Map(rows.map((r) => [r.date, r]));
    const series = bucketsOf(w).map((date) => {
      const r = byDate.get(date);
      return { date, viewers: r?.viewers ?? 0, hearts: r?.hearts ?? 0, comments: r?.comments ?? 0 };
    });
    const sum = (f: (r: (typeof rows)[number]) => number) => rows.reduce((a, r) => a + f(r), 0);
    const report: DashboardReport = {
      range,
      from: new Date(`${w.from}T00:00:00Z`).toISOString(),
      to: new Date(`${w.to}T23:59:59.999Z`).toISOString(),
      bucket: w.bucket,
      series,
      totals: {
        viewers: sum((r) => r.viewers),
        hearts: sum((r) => r.hearts),
        comments: sum((r) => r.comments),
        impressions: sum((r) => Number(r.impressions)),
        total_minutes: Math.round(sum((r) => Number(r.minutes)) * 100) / 100,
        filtered_impressions: Number(filtered?.impressions ?? 0),
      },
    };
    return ok(report);
  });

  /** The account's products with the most clicks in the range (then impressions), at most 5. */
  app.get('/report/top-products', withAnswer(ranged, z.array(topProductSchema)), async (request) => {
    const account = await requireAccount(db, request);
    const { range } = request.query;
    const w = rangeWindow(range);
    const clicks = sql<number>`sum(${productDailyStats.clicks})::int`;
    const impressions = sql<number>`sum(${productDailyStats.impressions})::int`;
    const rows = await db
      .select({
        product: products,
        impressions,
        clicks,
        purchases: sql<number>`sum(${productDailyStats.purchases})::int`,
      })
      .from(productDailyStats)
      .innerJoin(products, eq(products.id, productDailyStats.productId))
      .where(and(eq(products.accountId, account.id), between(productDailyStats.day, w.from, w.to)))
      .groupBy(products.id)
      .orderBy(desc(clicks), desc(impressions))
      .limit(TOP_PRODUCTS);
    const out: TopProduct[] = rows.map(({ product: p, ...n }) => ({
      name: p.name,
      currency: p.currency as TopProduct['currency'],
      price: p.price === null ? null : Number(p.price),
      sales_price: p.salesPrice === null ? null : Number(p.salesPrice),
      photo: p.imageUrl ? { url: p.imageUrl, thumbnail_url: p.thumbnailUrl ?? p.imageUrl } : null,
      impressions: n.impressions,
      clicks: n.clicks,
      purchases: n.purchases,
      deleted: p.deletedAt !== null,
    }));
    return ok(out);
  });
}
