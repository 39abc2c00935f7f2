import { type ApiClient, limitationsSchema, type Plan, type PlanLimits, plansAnswerSchema } from '@smuc/sdk';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { accounts, auditLog } from '../db/schema';
import { makeMasquerade } from '../realtime/test-helpers';
import {
  DEMO_EMAIL,
  OTHER_EMAIL,
  readJson,
  STAFF_EMAIL,
  startTestServer,
  type TestServer,
} from '../test/harness';

// The plans as migration 0010 seeds them (000 §6, 001 §4); written out here so a changed row fails.
const SEEDED: Record<Plan, { name: string; limits: PlanLimits }> = {
  free: {
    name: 'Free',
    limits: {
      dashboardStats: false,
      maxStorageMinutes: 60,
      maxViewerMinutes: 1_000,
      maxImpressions: 10_000,
      paymentIntegration: false,
      broadcaster: 'local',
      streamingSoftware: false,
      prerecordedVideoStreaming: false,
      watermarkRemoval: false,
      customBranding: false,
      chat: true,
      buttonColor: false,
      textColor: false,
      cover: false,
      googleAnalytics: false,
      multiChannel: 1,
      chatModeration: false,
    },
  },
  basic: {
    name: 'Basic',
    limits: {
      dashboardStats: true,
      maxStorageMinutes: 600,
      maxViewerMinutes: 20_000,
      maxImpressions: 200_000,
      paymentIntegration: false,
      broadcaster: 'local',
      streamingSoftware: true,
      prerecordedVideoStreaming: true,
      watermarkRemoval: false,
      customBranding: true,
      chat: true,
      buttonColor: true,
      textColor: true,
      cover: true,
      googleAnalytics: true,
      multiChannel: 3,
      chatModeration: true,
    },
  },
  business: {
    name: 'Business',
    limits: {
      dashboardStats: true,
      maxStorageMinutes: 3_000,
      maxViewerMinutes: 100_000,
      maxImpressions: 2_000_000,
      paymentIntegration: true,
      broadcaster: 'local',
      streamingSoftware: true,
      prerecordedVideoStreaming: true,
      watermarkRemoval: true,
      customBranding: true,
      chat: true,
      buttonColor: true,
      textColor: true,
      cover: true,
      googleAnalytics: true,
      multiChannel: 3,
      chatModeration: true,
    },
  },
  enterprise: {
    name: 'Enterprise',
    limits: {
      dashboardStats: true,
      maxStorageMinutes: -1,
      maxViewerMinutes: -1,
      maxImpressions: -1,
      paymentIntegration: true,
      broadcaster: 'local',
      streamingSoftware: true,
      prerecordedVideoStreaming: true,
      watermarkRemoval: true,
      customBranding: true,
      chat: true,
      buttonColor: true,
      textColor: true,
      cover: true,
      googleAnalytics: true,
      multiChannel: -1,
      chatModeration: true,
    },
  },
};

let server: TestServer;
let other: ApiClient;
let otherId: number;
let otherToken: string;
let staff: ApiClient;
let staffToken: string;
let demoToken: string;
let demoId: number;

beforeAll(async () => {
  server = await startTestServer();
  ({ client: other, userId: otherId, token: otherToken } = await server.login(OTHER_EMAIL));
  ({ client: staff, token: staffToken } = await server.login(STAFF_EMAIL));
  ({ token: demoToken, userId: demoId } = await server.login(DEMO_EMAIL));
});
afterAll(() => server?.close());

const setPlan = (plan: Plan | null) =>
  server.db.update(accounts).set({ plan }).where(eq(accounts.id, otherId));

describe('GET /plans', () => {
  it('answers the four plans cheapest first with their limits and the account’s plan', async () => {
    await setPlan('free');
    const answer = await other.plans.list();
    expect(plansAnswerSchema.parse(answer)).toEqual(answer);
    expect(answer.plans).toEqual(
      (['free', 'basic', 'business', 'enterprise'] as const).map((id) => ({ id, ...SEEDED[id] })),
    );
    expect(answer.current).toBe('free');
    expect(answer.pricing_url).toBeNull();
    expect((await staff.plans.list()).current).toBe('enterprise');
  });

  it('answers a null plan for an account without one, and the configured pricing page', async () => {
    await setPlan(null);
    server.config.pricingUrl = 'https://pricing.example/plans';
    try {
      const answer = await other.plans.list();
      expect(answer.current).toBeNull();
      expect(answer.pricing_url).toBe('https://pricing.example/plans');
    } finally {
      server.config.pricingUrl = undefined;
      await setPlan('free');
    }
  });

  it('needs a signed-in account', async () => {
    expect((await server.fetch('/plans')).status).toBe(401);
  });
});

describe('PRICING_URL', () => {
  it('takes an http(s) address and refuses anything else at start', () => {
    expect(loadConfig({ PRICING_URL: 'https://example.com/pricing' }).pricingUrl).toBe(
      'https://example.com/pricing',
    );
    expect(loadConfig({ PRICING_URL: ' ' }).pricingUrl).toBeUndefined();
    expect(() => loadConfig({ PRICING_URL: 'javascript:alert(1)' })).toThrow(/PRICING_URL/);
  });
});

describe('GET /user/limitations per plan', () => {
  it.each(['free', 'basic', 'business', 'enterprise'] as const)('answers the %s row', async (plan) => {
    await setPlan(plan);
    try {
      const limits = await other.user.limitations();
      expect(limitationsSchema.parse(limits)).toEqual(limits);
      expect(limits).toEqual({ ...SEEDED[plan].limits, liveStreaming: false });
      const me = await other.user.me();
      expect(me.package).toEqual({ plan, name: SEEDED[plan].name });
      expect(me.limitations).toEqual(limits);
    } finally {
      await setPlan('free');
    }
  });

  it('gives an account without a plan the Free limits', async () => {
    await setPlan(null);
    try {
      expect(await other.user.limitations()).toEqual({ ...SEEDED.free.limits, liveStreaming: false });
      expect((await other.user.me()).package).toBeNull();
    } finally {
      await setPlan('free');
    }
  });
});

describe('staff limit overrides and the allow-list flag', () => {
  it('puts overrides over the plan, for this account only, and clears them with {}', async () => {
    const set = await staff.staff.setLimitations(otherId, {
      overrides: { maxStorageMinutes: 6_000, paymentIntegration: true, multiChannel: -1 },
    });
    expect(set).toMatchObject({
      user_id: otherId,
      plan: 'free',
      overrides: { maxStorageMinutes: 6_000, paymentIntegration: true, multiChannel: -1 },
      allow_live: false,
    });
    const expected = {
      ...SEEDED.free.limits,
      maxStorageMinutes: 6_000,
      paymentIntegration: true,
      multiChannel: -1,
      liveStreaming: false,
    };
    expect(set.limitations).toEqual(expected);
    expect(await other.user.limitations()).toEqual(expected);
    expect((await other.user.me()).limitations).toEqual(expected);
    expect(await staff.staff.limitations(otherId)).toEqual(set);
    // Other accounts on the same plan keep the plan's limits.
    await setPlan('business');
    expect((await other.user.limitations()).maxStorageMinutes).toBe(6_000);
    expect((await other.user.limitations()).maxViewerMinutes).toBe(SEEDED.business.limits.maxViewerMinutes);
    const demo = await server.fetch('/user/limitations', { token: demoToken });
    expect((await readJson(demo)).data.maxStorageMinutes).toBe(SEEDED.business.limits.maxStorageMinutes);
    await setPlan('free');

    const cleared = await staff.staff.setLimitations(otherId, { overrides: {} });
    expect(cleared.overrides).toEqual({});
    expect(await other.user.limitations()).toEqual({ ...SEEDED.free.limits, liveStreaming: false });
  });

  it('sets the live/playback allow-list flag, which then lets the account create a live player', async () => {
    const live = () =>
      server.fetch('/stream', {
        method: 'POST',
        token: otherToken,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ kind: 'live', title: 'Allowed now' }),
      });
    expect((await live()).status).toBe(403);
    const on = await staff.staff.setLimitations(otherId, { allow_live: true });
    expect(on).toMatchObject({ allow_live: true, limitations: { liveStreaming: true } });
    expect((await other.user.limitations()).liveStreaming).toBe(true);
    expect((await live()).status).toBe(201);
    const off = await staff.staff.setLimitations(otherId, { allow_live: false });
    expect(off.limitations.liveStreaming).toBe(false);
    expect((await live()).status).toBe(403);
    const entries = await server.db.select().from(auditLog).where(eq(auditLog.action, 'limitations.set'));
    expect(entries).toContainEqual(
      expect.objectContaining({ accountId: otherId, detail: '{"allow_live":true}' }),
    );
  });

  it('refuses unknown limits, out-of-range maxima and wrong types with 422', async () => {
    for (const body of [
      { overrides: { noSuchLimit: true } },
      { overrides: { maxStorageMinutes: -2 } },
      { overrides: { maxImpressions: 1.5 } },
      { overrides: { dashboardStats: 'yes' } },
      { overrides: { liveStreaming: true } },
      { allow_live: 'true' },
      { plan: 'enterprise' },
    ]) {
      const res = await server.fetch(`/staff/accounts/${otherId}/limitations`, {
        method: 'PUT',
        token: staffToken,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect({ body, status: res.status }).toEqual({ body, status: 422 });
      expect((await readJson(res)).success).toBe(false);
    }
    expect((await staff.staff.limitations(otherId)).overrides).toEqual({});
  });

  it('is for staff only: 403 to an account, 403 to a masquerade, 404 for an unknown account', async () => {
    const put = (token: string, id: number) =>
      server.fetch(`/staff/accounts/${id}/limitations`, {
        method: 'PUT',
        token,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ overrides: { maxStorageMinutes: -1 } }),
      });
    expect((await put(demoToken, otherId)).status).toBe(403);
    expect((await server.fetch(`/staff/accounts/${otherId}/limitations`, { token: demoToken })).status).toBe(
      403,
    );
    const staffId = (await staff.user.me()).user_id;
    const masked = await makeMasquerade(server, demoId, staffId);
    expect((await put(masked, otherId)).status).toBe(403);
    expect((await put(staffToken, 2_000_000)).status).toBe(404);
    expect((await other.user.limitations()).maxStorageMinutes).toBe(SEEDED.free.limits.maxStorageMinutes);
  });
});
