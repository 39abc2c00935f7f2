import { z } from 'zod';

/** One row of the staff accounts search (`GET /staff/accounts`, issue 13 §1). */
export const staffAccountSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  /** First and last name joined; empty when neither is set. */
  name: z.string(),
  plan: z.string(),
  staff: z.boolean(),
});
export type StaffAccount = z.infer<typeof staffAccountSchema>;

/** Answer of starting or ending a masquerade: the dashboard page to go to next. */
export const masqueradeRedirectSchema = z.object({ redirect: z.string() });

/** Answer of `POST /staff/accounts/{userId}/sign-in-unlock`: how many wrong-password counters were cleared. */
export const signInUnlockSchema = z.object({ cleared: z.number().int().nonnegative() });
