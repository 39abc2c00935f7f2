import {
  type ApiClient,
  type DashboardReport,
  REPORT_RANGES,
  type ReportRange,
  ValidationError,
} from '@smuc/sdk';
import { and, between, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productDailyStats, products, streamDailyStats } from '../db/schema';
import { DEMO_EMAIL, OTHER_EMAIL, readJson, startTestServer, type TestServer } from '../test/harness';
import { rangeWindow } from './ranges';

let server: TestServer;
let demo: ApiClient;
let demoToken: string;
let other: ApiClient;
let otherId: number;

beforeAll(async () => {
  server = await startTestServer();
  ({ client: demo, token: demoToken } = await server.login(DEMO_EMAIL));
  ({ client: other, userId: otherId } = await server.login(OTHER_EMAIL));
});
afterAll(() => server?.close());

const DAY = 86_400_000;
const utcDay = (iso: string) => new Date(`${iso}T00:00:00Z`);
const sum = (r: DashboardReport, key: 'viewers' | 'hearts' | 'comments') =>
  r.series.reduce((a, p) => a + p[key], 0);

/** The series is one bucket per day (or month) from the window's first to its last, no gaps. */
function expectContiguous(r: DashboardReport) {
  expect(r.series.length).toBeGreaterThan(0);
  const from = r.from.slice(0, 10);
  const to = r.to.slice(0, 10);
  expect(r.series[0]!.date).toBe(from);
  for (let i = 1; i < r.series.length; i++) {
    const prev = utcDay(r.series[i - 1]!.date);
    const next = utcDay(r.series[i]!.date);
    if (r.bucket === 'day') {
      expect(next.getTime() - prev.getTime()).toBe(DAY);
    } else {
      expect(next.getUTCDate()).toBe(1);
      expect(
        (next.getUTCFullYear() - prev.getUTCFullYear()) * 12 + next.getUTCMonth() - prev.getUTCMonth(),
      ).toBe(1);
    }
  }
  const last = r.series.at(-1)!.date;
  if (r.bucket === 'day') expect(last).toBe(to);
  else expect(last).toBe(`${to.slice(0, 7)}-01`);
}

describe('GET /report/dashboard', () => {
  it.each(REPORT_RANGES)('%s: contiguous buckets whose sums are the totals', async (range) => {
    const r = await demo.reports.dashboard(range);
    expect(r.range).toBe(range);
    expect(r.bucket).toBe(range === 'lastyear' ? 'month' : 'day');
    expectContiguous(r);
    expect(r.totals.viewers).toBe(sum(r, 'viewers'));
    expect(r.totals.hearts).toBe(sum(r, 'hearts'));
    expect(r.totals.comments).toBe(sum(r, 'comments'));
    expect(r.totals.viewers).toBeGreaterThan(0);
    expect(r.totals.impressions).toBeGreaterThan(r.totals.viewers);
    expect(r.totals.total_minutes).toBeGreaterThan(0);
    const window = rangeWindow(range);
    expect(r.from).toBe(`${window.from}T00:00:00.000Z`);
    expect(r.to).toBe(`${window.to}T23:59:59.999Z`);
  });

  it('answers day buckets for this month and the last 3 months and 12 month buckets for last year', async () => {
    const [month, quarter, year] = await Promise.all(REPORT_RANGES.map((r) => demo.reports.dashboard(r)));
    expect(month!.series).toHaveLength(new Date().getUTCDate());
    expect(quarter!.series.length).toBeGreaterThanOrEqual(89);
    expect(quarter!.series.length).toBeLessThanOrEqual(93);
    expect(year!.series).toHaveLength(12);
  });

  it('nests the ranges: this month is inside the last 3 months, which are inside last year', async () => {
    const [month, quarter, year] = (await Promise.all(
      REPORT_RANGES.map((r) => demo.reports.dashboard(r)),
    )) as [DashboardReport, DashboardReport, DashboardReport];
    const quarterByDay = new Map(quarter.series.map((p) => [p.date, p]));
    for (const p of month.series) expect(quarterByDay.get(p.date)).toEqual(p);
    // The current month's bucket of last year is this month.
    expect(year.series.at(-1)).toEqual({
      date: month.series[0]!.date,
      viewers: month.totals.viewers,
      hearts: month.totals.hearts,
      comments: month.totals.comments,
    });
    expect(quarter.totals.viewers).toBeLessThanOrEqual(year.totals.viewers);
    expect(month.totals.viewers).toBeLessThanOrEqual(quarter.totals.viewers);
  });

  it('agrees with the players’ lifetime counters (the seed has 90 days, all inside last year)', async () => {
    const year = await demo.reports.dashboard('lastyear');
    const { items } = await demo.streams.list({ per_page: 100 });
    const total = (key: 'total_viewers' | 'hearts' | 'comments' | 'impressions') =>
      items.reduce((a, s) => a + s[key], 0);
    expect(year.totals.viewers).toBe(total('total_viewers'));
    expect(year.totals.hearts).toBe(total('hearts'));
    expect(year.totals.comments).toBe(total('comments'));
    expect(year.totals.impressions).toBe(total('impressions'));
  });

  it('defaults to this month', async () => {
    const response = await server.fetch('/report/dashboard', { token: demoToken });
    expect(response.status).toBe(200);
    const body = await readJson(response);
    expect(body.data.range).toBe('thismonth');
    expect(body.data).toEqual(await demo.reports.dashboard('thismonth'));
  });

  it('answers 422 for a bad range', async () => {
    const response = await server.fetch('/report/dashboard?range=forever', { token: demoToken });
    expect(response.status).toBe(422);
    const body = await readJson(response);
    expect(body.success).toBe(false);
    expect(Object.keys(body.errors ?? {})).toEqual(['range']);
    const error = await demo.reports.dashboard('yesterday' as ReportRange).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect(Object.keys((error as ValidationError).errors)).toEqual(['range']);
  });

  it('answers zeros in every bucket for an account without analytics', async () => {
    for (const range of REPORT_RANGES) {
      const r = await other.reports.dashboard(range);
      expectContiguous(r);
      expect(r.series.every((p) => p.viewers === 0 && p.hearts === 0 && p.comments === 0)).toBe(true);
      expect(r.totals).toEqual({
        viewers: 0,
        hearts: 0,
        comments: 0,
        impressions: 0,
        total_minutes: 0,
        filtered_impressions: 0,
      });
    }
  });

  it('counts only the account’s own players', async () => {
    const before = await demo.reports.dashboard('thismonth');
    const ad = await other.streams.create({ kind: 'ad', title: 'Other Co. Busy Ad' });
    const today = new Date().toISOString().slice(0, 10);
    await server.db
      .insert(streamDailyStats)
      .values({ streamId: ad.id, day: today, viewers: 1_000_000, hearts: 7 });
    await expect(demo.reports.dashboard('thismonth')).resolves.toEqual(before);
    const mine = await other.reports.dashboard('thismonth');
    expect(mine.totals).toMatchObject({ viewers: 1_000_000, hearts: 7 });
    expect(mine.series.at(-1)).toMatchObject({ date: today, viewers: 1_000_000, hearts: 7 });
  });

  it('still counts deleted players', async () => {
    const before = await demo.reports.dashboard('last3months');
    const { items } = await demo.streams.list({ sort: 'liked', per_page: 1 });
    await demo.streams.remove(items[0]!.id);
    await expect(demo.reports.dashboard('last3months')).resolves.toEqual(before);
  });
});

describe('GET /report/top-products', () => {
  /** The account's product clicks in a range, summed in JS straight from the rollup rows. */
  async function expectedTop(accountId: number, range: ReportRange) {
    const w = rangeWindow(range);
    const rows = await server.db
      .select({
        name: products.name,
        clicks: productDailyStats.clicks,
        impressions: productDailyStats.impressions,
      })
      .from(productDailyStats)
      .innerJoin(products, eq(products.id, productDailyStats.productId))
      .where(and(eq(products.accountId, accountId), between(productDailyStats.day, w.from, w.to)));
    const by = new Map<string, { clicks: number; impressions: number }>();
    for (const r of rows) {
      const t = by.get(r.name) ?? { clicks: 0, impressions: 0 };
      t.clicks += r.clicks;
      t.impressions += r.impressions;
      by.set(r.name, t);
    }
    return [...by.entries()].sort((a, b) => b[1].clicks - a[1].clicks || b[1].impressions - a[1].impressions);
  }

  it.each(REPORT_RANGES)('%s: at most 5 products, most clicks first', async (range) => {
    const top = await demo.reports.topProducts(range);
    expect(top.length).toBeGreaterThan(0);
    expect(top.length).toBeLessThanOrEqual(5);
    for (let i = 1; i < top.length; i++) {
      const [a, b] = [top[i - 1]!, top[i]!];
      expect(a.clicks).toBeGreaterThanOrEqual(b.clicks);
      if (a.clicks === b.clicks) expect(a.impressions).toBeGreaterThanOrEqual(b.impressions);
    }
    const me = await demo.user.me();
    const expected = await expectedTop(me.user_id, range);
    expect(top.map((p) => [p.name, p.clicks])).toEqual(
      expected.slice(0, 5).map(([name, t]) => [name, t.clicks]),
    );
  });

  it('answers product details in the contract’s shape, deleted ones flagged', async () => {
    const top = await demo.reports.topProducts('lastyear');
    expect(top).toHaveLength(5);
    for (const p of top) {
      expect(p.purchases).toBeLessThanOrEqual(p.clicks);
      expect(p.clicks).toBeLessThanOrEqual(p.impressions);
      expect(typeof p.deleted).toBe('boolean');
    }
    const scarf = top.find((p) => p.name === 'Merino Wool Scarf');
    if (scarf) expect(scarf).toMatchObject({ currency: 'eur', price: 39.9, sales_price: 29.9, photo: null });
  });

  it('answers 422 for a bad range', async () => {
    const response = await server.fetch('/report/top-products?range=all', { token: demoToken });
    expect(response.status).toBe(422);
    expect(Object.keys((await readJson(response)).errors ?? {})).toEqual(['range']);
  });

  it('is scoped to the account', async () => {
    await expect(other.reports.topProducts('thismonth')).resolves.toEqual([]);
    const before = await demo.reports.topProducts('thismonth');

    const [product] = await server.db
      .insert(products)
      .values({ accountId: otherId, name: 'Other Co. Bestseller', price: '10.00', currency: 'usd' })
      .returning();
    const { items } = await other.streams.list({ per_page: 1 });
    await server.db.insert(productDailyStats).values({
      productId: product!.id,
      streamId: items[0]!.id,
      day: new Date().toISOString().slice(0, 10),
      impressions: 9_000_000,
      clicks: 5_000_000,
      purchases: 1,
    });

    const demoTop = await demo.reports.topProducts('thismonth');
    expect(demoTop).toEqual(before);
    expect(demoTop.map((p) => p.name)).not.toContain('Other Co. Bestseller');
    await expect(other.reports.topProducts('thismonth')).resolves.toEqual([
      {
        name: 'Other Co. Bestseller',
        currency: 'usd',
        price: 10,
        sales_price: null,
        photo: null,
        impressions: 9_000_000,
        clicks: 5_000_000,
        purchases: 1,
        deleted: false,
      },
    ]);
  });
});
