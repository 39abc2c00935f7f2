import { z } from 'zod';
import { limitationsSchema, planSchema } from './user';

/** What a plan allows: the limitations of 000 §3 without the allow-list flag `liveStreaming`. */
export const planLimitsSchema = limitationsSchema.omit({ liveStreaming: true });
export type PlanLimits = z.infer<typeof planLimitsSchema>;

/**
 * Limits staff set for one account over its plan's: any subset of the plan limit fields (e.g.
 * `{ maxStorageMinutes: 6000 }`); `{}` is none. Unknown fields are refused; maxima are whole
 * numbers from -1 (unlimited).
 */
const maximum = z.number().int().min(-1).max(2_147_483_647);
export const limitOverridesSchema = planLimitsSchema
  .extend({
    maxStorageMinutes: maximum,
    maxViewerMinutes: maximum,
    maxImpressions: maximum,
    multiChannel: maximum,
    broadcaster: z.string().trim().min(1).max(64),
  })
  .partial()
  .strict();
export type LimitOverrides = z.infer<typeof limitOverridesSchema>;

/** One plan as the packages page shows it (000 §1, §2). */
export const planInfoSchema = z.object({
  id: planSchema,
  /** Display name: Free, Basic, Business, Enterprise. */
  name: z.string(),
  limits: planLimitsSchema,
});
export type PlanInfo = z.infer<typeof planInfoSchema>;

/**
 * Answer of `GET /plans`: the plans cheapest first, the account's plan (`null` without one) and the
 * pricing page the upgrade call to action opens (`null` when the server has none configured).
 */
export const plansAnswerSchema = z.object({
  plans: z.array(planInfoSchema),
  current: planSchema.nullable(),
  pricing_url: z.string().nullable(),
});
export type PlansAnswer = z.infer<typeof plansAnswerSchema>;

/** An account's limit settings as staff see them (`GET`/`PUT /staff/accounts/{id}/limitations`). */
export const staffLimitationsSchema = z.object({
  user_id: z.number().int(),
  plan: planSchema.nullable(),
  /** The overrides in force (`{}` when none). */
  overrides: limitOverridesSchema,
  /** On the live/playback allow-list (000 §2, §6). */
  allow_live: z.boolean(),
  /** What the account gets: plan limits, overrides and the allow-list flag together. */
  limitations: limitationsSchema,
});
export type StaffLimitations = z.infer<typeof staffLimitationsSchema>;

/**
 * Body of `PUT /staff/accounts/{id}/limitations`: `overrides` replaces the whole set when given;
 * `allow_live` sets the allow-list flag when given.
 */
export const staffLimitationsInputSchema = z
  .object({ overrides: limitOverridesSchema.optional(), allow_live: z.boolean().optional() })
  .strict();
export type StaffLimitationsInput = z.infer<typeof staffLimitationsInputSchema>;
