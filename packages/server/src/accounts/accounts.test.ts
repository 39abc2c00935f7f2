import { type ApiClient, limitationsSchema } from '@smuc/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAIL, OTHER_EMAIL, STAFF_EMAIL, startTestServer, type TestServer } from '../test/harness';

let server: TestServer;
let demo: ApiClient;
let other: ApiClient;
let staff: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  demo = (await server.login(DEMO_EMAIL)).client;
  other = (await server.login(OTHER_EMAIL)).client;
  staff = (await server.login(STAFF_EMAIL)).client;
});
afterAll(() => server?.close());

describe('GET /user/me', () => {
  it('answers the signed-in account', async () => {
    const me = await demo.user.me();
    expect(me).toMatchObject({
      email: DEMO_EMAIL,
      firstname: 'Dora',
      lastname: 'Demo',
      company: 'Demo Shop Ltd.',
      package: { plan: 'business', name: 'Business' },
      impression_based: false,
      masqueraded: false,
      staff: false,
    });
    expect(me.billing_period).not.toBeNull();
    expect(new Date(me.billing_period!.from).getTime()).toBeLessThan(
      new Date(me.billing_period!.to).getTime(),
    );
    expect(me.limitations).toEqual(await demo.user.limitations());
  });

  it('answers each account its own user', async () => {
    const [a, b, c] = await Promise.all([demo.user.me(), other.user.me(), staff.user.me()]);
    expect(new Set([a.user_id, b.user_id, c.user_id]).size).toBe(3);
    expect(b).toMatchObject({ email: OTHER_EMAIL, package: { plan: 'free', name: 'Free' }, staff: false });
    expect(c).toMatchObject({ email: STAFF_EMAIL, package: { plan: 'enterprise' }, staff: true });
  });

  it('never leaks the password hash', async () => {
    const response = await server.fetch('/user/me', { token: (await server.login(DEMO_EMAIL)).token });
    const text = await response.text();
    expect(text).not.toMatch(/argon2|password/i);
  });
});

describe('GET /user/limitations', () => {
  it('answers the Business plan values with live streaming for the demo account', async () => {
    const limits = await demo.user.limitations();
    expect(limitationsSchema.parse(limits)).toEqual(limits);
    expect(limits).toMatchObject({
      dashboardStats: true,
      maxStorageMinutes: 3000,
      maxViewerMinutes: 100_000,
      maxImpressions: 2_000_000,
      paymentIntegration: true,
      streamingSoftware: true,
      prerecordedVideoStreaming: true,
      watermarkRemoval: true,
      customBranding: true,
      googleAnalytics: true,
      multiChannel: 3,
      chatModeration: true,
      liveStreaming: true,
    });
  });

  it('answers Free plan values without live streaming or payments for the other account', async () => {
    const limits = await other.user.limitations();
    expect(limits).toMatchObject({
      dashboardStats: false,
      paymentIntegration: false,
      liveStreaming: false,
      streamingSoftware: false,
      prerecordedVideoStreaming: false,
      watermarkRemoval: false,
      customBranding: false,
      googleAnalytics: false,
    });
    expect(limits.maxStorageMinutes).toBeGreaterThan(0);
  });

  it('answers unlimited (-1) maxima for Enterprise, still without the live allow-list flag', async () => {
    const limits = await staff.user.limitations();
    expect(limits).toMatchObject({
      maxStorageMinutes: -1,
      maxViewerMinutes: -1,
      maxImpressions: -1,
      multiChannel: -1,
      paymentIntegration: true,
      liveStreaming: false,
    });
  });
});

describe('GET /user/monthly-stat', () => {
  it('answers non-zero usage for the demo account', async () => {
    const stat = await demo.user.monthlyStat();
    expect(stat.total_minutes).toBeGreaterThan(0);
    expect(stat.impressions).toBeGreaterThan(0);
    // Nine demo players carry the seeded 20 s clip (two playbacks, four video ads, two simple
    // videos, the closed broadcast): 180 s, 3 minutes (a part minute would round up).
    expect(stat.stored_minutes).toBe(3);
    expect(Number.isInteger(stat.total_minutes)).toBe(true);
  });

  it('answers no viewing for an account without analytics, and the storage of its videos', async () => {
    // The Free demo account has no viewer events; its video ad and simple video carry the seeded
    // 20 s clip: 40 s, 1 minute (a part minute rounds up).
    await expect(other.user.monthlyStat()).resolves.toEqual({
      stored_minutes: 1,
      total_minutes: 0,
      impressions: 0,
    });
  });

  it('agrees with the dashboard totals of this month', async () => {
    const [stat, dashboard] = await Promise.all([
      demo.user.monthlyStat(),
      demo.reports.dashboard('thismonth'),
    ]);
    expect(stat.impressions).toBe(dashboard.totals.impressions);
    expect(Math.abs(stat.total_minutes - dashboard.totals.total_minutes)).toBeLessThanOrEqual(1);
  });

  it('keeps counting the usage of a player after it is deleted', async () => {
    const before = await demo.user.monthlyStat();
    const { items } = await demo.streams.list({ sort: 'natural', per_page: 100 });
    const used = items.find((s) => s.impressions > 0)!;
    await demo.streams.remove(used.id);
    const after = await demo.user.monthlyStat();
    expect(after).toEqual(before);
    const dashboard = await demo.reports.dashboard('thismonth');
    expect(after.impressions).toBe(dashboard.totals.impressions);
  });
});
