import {
  type ApiClient,
  defaultReportRange,
  parseCsv,
  type ReportRow,
  reportCsvTitle,
  ValidationError,
} from '@smuc/sdk';
import { and, between, eq, sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, productDailyStats, streamDailyStats, streams } from '../db/schema';
import { DEMO_EMAIL, OTHER_EMAIL, readJson, startTestServer, type TestServer } from '../test/harness';
import { reportCsvHeader } from './my-streams-routes';

let server: TestServer;
let demo: ApiClient;
let demoToken: string;
let other: ApiClient;
const range = defaultReportRange(Date.now());

beforeAll(async () => {
  server = await startTestServer();
  ({ client: demo, token: demoToken } = await server.login(DEMO_EMAIL));
  ({ client: other } = await server.login(OTHER_EMAIL));
});
afterAll(() => server?.close());

async function dbSums(streamId: number) {
  const [s] = await server.db
    .select({
      impressions: sql<number>`coalesce(sum(${streamDailyStats.impressions}), 0)::int`,
      productClicks: sql<number>`coalesce(sum(${streamDailyStats.productClicks}), 0)::int`,
      peak: sql<number>`coalesce(max(${streamDailyStats.peakViewers}), 0)::int`,
    })
    .from(streamDailyStats)
    .where(
      and(eq(streamDailyStats.streamId, streamId), between(streamDailyStats.day, range.start, range.end)),
    );
  return s!;
}

describe('GET /report/my-streams', () => {
  let rows: ReportRow[];
  beforeAll(async () => {
    rows = await demo.reportTable.myStreams(range);
  });

  it('sums the daily rollup of the range per player, as the database does', async () => {
    expect(rows.length).toBeGreaterThan(10);
    for (const r of rows.slice(0, 5)) {
      const s = await dbSums(r.id);
      expect(r.impressions).toBe(s.impressions);
      expect(r.product_clicks).toBe(s.productClicks);
      expect(r.viewer_count).toBe(s.peak);
      expect(r.stored_minutes).toBe(0);
    }
  });

  it('keeps a deleted player that had activity, marked deleted, and drops one without', async () => {
    const active = rows.find((r) => r.impressions > 0 && !r.deleted)!;
    const idle = await demo.streams.create({ kind: 'embed', title: 'Idle and deleted' });
    await demo.streams.remove(idle.id);
    await demo.streams.remove(active.id);
    const after = await demo.reportTable.myStreams(range);
    expect(after.find((r) => r.id === active.id)).toMatchObject({
      deleted: true,
      impressions: active.impressions,
    });
    expect(after.find((r) => r.id === idle.id)).toBeUndefined();
    await server.db.update(streams).set({ deletedAt: null }).where(eq(streams.id, active.id));
  });

  it('lists per-product statistics matching product_daily_stats', async () => {
    const row = rows.find((r) => r.products.length > 0)!;
    const p = row.products[0]!;
    const [s] = await server.db
      .select({ clicks: sql<number>`sum(${productDailyStats.clicks})::int` })
      .from(productDailyStats)
      .where(
        and(
          eq(productDailyStats.streamId, row.id),
          eq(productDailyStats.productId, p.item),
          between(productDailyStats.day, range.start, range.end),
        ),
      );
    expect(p.clicks).toBe(s!.clicks);
    expect(p.total_interactions).toBe(p.clicks + p.link_clicks + p.purchases);
  });

  it('filters by customer and campaign, case-insensitively', async () => {
    const acme = await demo.reportTable.myStreams({ ...range, customer: 'acme retail' });
    expect(acme.map((r) => r.customer)).toEqual(['ACME Retail', 'ACME Retail']);
    const bf = await demo.reportTable.myStreams({ ...range, campaign: 'Black Friday' });
    expect(new Set(bf.map((r) => r.customer))).toEqual(new Set(['ACME Retail', 'Globex']));
    expect(bf).toHaveLength(2);
    const one = await demo.reportTable.myStreams({ ...range, customer: 'Globex', campaign: 'Black Friday' });
    expect(one).toHaveLength(1);
  });

  it('answers empty for a range without activity and rejects reversed ranges', async () => {
    const none = await demo.reportTable.myStreams({ start: '2000-01-01', end: '2000-01-31' });
    expect(none.every((r) => r.impressions === 0 && !r.deleted)).toBe(true);
    await expect(demo.reportTable.myStreams({ start: range.end, end: range.start })).rejects.toBeInstanceOf(
      ValidationError,
    );
  });

  it('drops the viewer metrics for impression-based accounts', async () => {
    await server.db.update(accounts).set({ impressionBased: true }).where(eq(accounts.email, DEMO_EMAIL));
    try {
      const reduced = await demo.reportTable.myStreams(range);
      expect(
        reduced.every(
          (r) => r.viewer_count === null && r.total_minutes === null && r.stored_minutes === null,
        ),
      ).toBe(true);
      const file = await demo.reportTable.csv(range);
      expect(parseCsv(file.text)[0]).not.toContain('viewer_count');
    } finally {
      await server.db.update(accounts).set({ impressionBased: false }).where(eq(accounts.email, DEMO_EMAIL));
    }
  });

  it("never shows another account's players", async () => {
    const others = await other.reportTable.myStreams(range);
    const [demoAccount] = await server.db.select().from(accounts).where(eq(accounts.email, DEMO_EMAIL));
    const demoIds = (
      await server.db.select().from(streams).where(eq(streams.accountId, demoAccount!.id))
    ).map((s) => s.id);
    expect(others.some((r) => demoIds.includes(r.id))).toBe(false);
  });

  it('answers one player with stream_id (the editor panel), the same row as in the full report', async () => {
    const target = rows.find((r) => r.impressions > 0 && !r.deleted)!;
    const one = await demo.reportTable.myStreams({ ...range, stream_id: target.id });
    expect(one.map((r) => r.id)).toEqual([target.id]);
    expect(one[0]!.impressions).toBe(target.impressions);
    // Another account's player id answers no row, and a bad id is a 422.
    expect(await other.reportTable.myStreams({ ...range, stream_id: target.id })).toEqual([]);
    const bad = await server.fetch(`/report/my-streams?start=${range.start}&end=${range.end}&stream_id=abc`, {
      token: demoToken,
    });
    expect(bad.status).toBe(422);
  });
});

describe('GET /report/daily', () => {
  it('answers every day of the range and of the period before it, summing to the report', async () => {
    const rows = await demo.reportTable.myStreams(range);
    const daily = await demo.reportTable.daily(range);
    const days = Math.round((Date.parse(range.end) - Date.parse(range.start)) / 86_400_000) + 1;
    expect(daily.days).toHaveLength(days);
    expect(daily.previous).toHaveLength(days);
    expect(daily.days[0]!.date).toBe(range.start);
    expect(daily.days.at(-1)!.date).toBe(range.end);
    expect(daily.previous.at(-1)!.date).toBe(
      new Date(Date.parse(range.start) - 86_400_000).toISOString().slice(0, 10),
    );
    const sum = (list: { impressions: number }[]) => list.reduce((n, r) => n + r.impressions, 0);
    expect(sum(daily.days)).toBe(sum(rows));
    expect(sum(daily.days)).toBeGreaterThan(0);
    const clicks = daily.days.reduce((n, d) => n + d.product_clicks, 0);
    expect(clicks).toBe(rows.reduce((n, r) => n + r.product_clicks, 0));
    // One player: its own row's numbers; another account's player: zeros.
    const busy = rows.find((r) => r.impressions > 0)!;
    expect(sum((await demo.reportTable.daily({ ...range, stream_id: busy.id })).days)).toBe(busy.impressions);
    expect(sum((await other.reportTable.daily({ ...range, stream_id: busy.id })).days)).toBe(0);
    // The report's customer and campaign filters (any case) narrow the series as they narrow the table.
    const tagged = rows.find((r) => r.impressions > 0 && r.customer && r.campaign)!;
    for (const filter of [{ customer: tagged.customer!.toUpperCase() }, { campaign: tagged.campaign! }]) {
      const narrowed = sum((await demo.reportTable.daily({ ...range, ...filter })).days);
      expect(narrowed).toBe(sum(await demo.reportTable.myStreams({ ...range, ...filter })));
      expect(narrowed).toBeGreaterThan(0);
      expect(narrowed).toBeLessThan(sum(rows));
    }
    const reversed = await server.fetch(`/report/daily?start=${range.end}&end=${range.start}`, {
      token: demoToken,
    });
    expect(reversed.status).toBe(422);
  });
});

describe('GET /report/my-streams/csv', () => {
  it('writes ; separated CRLF rows named with the dates that parse back to the report', async () => {
    const res = await server.fetch(`/report/my-streams/csv?start=${range.start}&end=${range.end}`, {
      token: demoToken,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="report_${range.start}_${range.end}.csv"`,
    );
    const text = await res.text();
    expect(text).toContain('\r\n');
    expect(text.replaceAll('\r\n', '')).not.toContain('\n');
    const parsed = Papa.parse<string[]>(text, { delimiter: ';', newline: '\r\n' }).data;
    // The header row: the report screen's column titles (issue 19 §7), English without a language header.
    const columns = reportCsvHeader(false, 'stream');
    expect(parsed[0]).toEqual(columns.map((c) => reportCsvTitle('en', c)));
    expect(parsed[0]?.slice(0, 3)).toEqual(['ID', 'Player', 'Customer']);
    const rows = await demo.reportTable.myStreams(range);
    expect(parsed.slice(1).map((r) => Number(r[0]))).toEqual(rows.map((r) => r.id));
    const col = (name: string) => columns.indexOf(name);
    for (const [i, r] of rows.entries()) {
      const line = parsed[i + 1]!;
      expect(line[col('title')]).toBe(r.title);
      expect(line[col('campaign')]).toBe(r.campaign);
      expect(Number(line[col('impressions')])).toBe(r.impressions);
      expect(Number(line[col('engagement_rate')])).toBe(r.engagement_rate);
    }
    expect(parsed.slice(1).some((l) => l[col('campaign')] === 'Spring; Summer')).toBe(true);
  });

  it('groups by product', async () => {
    const file = await demo.reportTable.csv({ ...range, group_by: 'product' });
    const parsed = parseCsv(file.text);
    expect(parsed[0]).toContain('Product');
    const rows = await demo.reportTable.myStreams(range);
    expect(parsed.length - 1).toBe(rows.reduce((a, r) => a + r.products.length, 0));
  });

  it('titles its columns in the request’s language', async () => {
    const res = await server.fetch(`/report/my-streams/csv?start=${range.start}&end=${range.end}`, {
      token: demoToken,
      headers: { 'accept-language': 'hu-HU,hu;q=0.9,en;q=0.5' },
    });
    const header = parseCsv(await res.text())[0];
    expect(header).toEqual(reportCsvHeader(false, 'stream').map((c) => reportCsvTitle('hu', c)));
    expect(header).toContain('Megjelenések');
    expect(header).toContain('Lejátszó URL-je');
  });

  it('neutralises formula prefixes', async () => {
    const s = await demo.streams.create({ kind: 'embed', title: '=cmd|calc' });
    const file = await demo.reportTable.csv(range);
    expect(parseCsv(file.text).some((l) => l[1] === "'=cmd|calc")).toBe(true);
    await demo.streams.remove(s.id);
  });

  it('rejects a missing date', async () => {
    const res = await server.fetch(`/report/my-streams/csv?start=${range.start}`, { token: demoToken });
    expect(res.status).toBe(422);
    expect((await readJson(res)).success).toBe(false);
  });
});

describe('autosuggest tools', () => {
  it('suggests customers containing the text and campaigns of a customer', async () => {
    expect(await demo.reportTable.customers('ac')).toEqual(['ACME Retail']);
    expect(await demo.reportTable.customers('')).toEqual(['ACME Retail', 'Globex', 'Initech']);
    expect(await demo.reportTable.campaigns('Globex', '')).toEqual(['Black Friday', 'Coffee Week']);
    expect(await demo.reportTable.campaigns('', 'friday')).toEqual(['Black Friday']);
    expect(await demo.reportTable.customers('%')).toEqual([]);
    expect(await other.reportTable.customers('')).toEqual([]);
  });
});
