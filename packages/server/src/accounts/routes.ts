import { limitationsSchema, monthlyStatSchema, plansAnswerSchema, userSchema } from '@smuc/sdk';
import { and, gte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAccount } from '../auth/context';
import { isMasqueraded } from '../auth/masquerade';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { streamDailyStats } from '../db/schema';
import { ok, okAnswer } from '../http/envelope';
import { storedMinutes } from '../media/videos';
import { inAccountStreams } from '../streams/reads';
import { limitationsOf, listPlans } from './plans';
import { profileRoutes } from './profile-routes';
import { toUser } from './serialize';

/**
 * `/user/me`, `/user/limitations`, `/user/monthly-stat` (000 §7 User) and `/plans`; the profile's
 * writes (`PUT /user/me`, `PUT /user/change-password`) are in `profile-routes.ts`.
 */
export function accountRoutes(scope: FastifyInstance, db: Db, config: Pick<Config, 'pricingUrl'>) {
  profileRoutes(scope, db);
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.get('/user/me', { schema: { response: okAnswer(userSchema) } }, async (request) => {
    const account = await requireAccount(db, request);
    // 000 §3 User: a masqueraded flag, from the session (a staff member viewing the account).
    return ok({ ...(await toUser(db, account)), masqueraded: await isMasqueraded(db, request) });
  });

  const limitations = { schema: { response: okAnswer(limitationsSchema) } };
  app.get('/user/limitations', limitations, async (request) =>
    ok(await limitationsOf(db, await requireAccount(db, request))),
  );

  /**
   * The packages page (000 §2): the four plans cheapest first with their limits, the account's plan
   * (`current`, null without one: the package gate shows this page) and the configured pricing page
   * (`pricing_url`, null when `PRICING_URL` is unset).
   */
  const plansAnswer = okAnswer(plansAnswerSchema);
  app.get('/plans', { schema: { response: plansAnswer } }, async (request) => {
    const account = await requireAccount(db, request);
    return ok({
      plans: await listPlans(db),
      current: account.plan,
      pricing_url: config.pricingUrl ?? null,
    });
  });

  /**
   * Usage of the current UTC calendar month: viewer minutes and impressions from the rollups.
   * Deleted players still count: their usage was consumed this month (and the dashboard counts it).
   * Stored minutes are the probed durations of the account's uploaded videos (`storedMinutes`).
   */
  const monthlyStat = { schema: { response: okAnswer(monthlyStatSchema) } };
  app.get('/user/monthly-stat', monthlyStat, async (request) => {
    const account = await requireAccount(db, request);
    const monthStart = new Date();
    monthStart.setUTCDate(1);
    const [row] = await db
      .select({
        minutes: sql<string>`coalesce(sum(${streamDailyStats.minutes}), 0)`,
        impressions: sql<string>`coalesce(sum(${streamDailyStats.impressions}), 0)`,
      })
      .from(streamDailyStats)
      .where(
        and(
          inAccountStreams(streamDailyStats.streamId, account.id, { withDeleted: true }),
          gte(streamDailyStats.day, monthStart.toISOString().slice(0, 10)),
        ),
      );
    return ok({
      stored_minutes: await storedMinutes(db, account.id),
      total_minutes: Math.round(Number(row?.minutes ?? 0)),
      impressions: Number(row?.impressions ?? 0),
    });
  });
}
