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

/** What an audit entry records (`audit_log.action`, issue 13, issue 33 §1). */
export const AUDIT_ACTIONS = [
  'masquerade.start',
  'masquerade.stop',
  'write.refused',
  'limitations.set',
  'sign-in.unlock',
] as const;

/** One entry of the staff audit log (`GET /staff/audit-log`), newest first. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  action: z.enum(AUDIT_ACTIONS),
  /** The staff member acting, by e-mail; null when unknown or deleted. */
  staff_email: z.string().nullable(),
  /** The account acted on, by e-mail; null when none or deleted. */
  account_email: z.string().nullable(),
  /** The request's network address. */
  address: z.string().nullable(),
  /** The refused route (`PUT /stream/:id`), the limit settings written, and the like. */
  detail: z.string().nullable(),
  /** When, ISO 8601 (UTC). */
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** Query of `GET /staff/audit-log`: the page (from 1) and its size (default 50, at most 100). */
export const auditLogQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).optional(),
  per_page: z.coerce.number().int().min(1).max(100).optional(),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

/** One page of `GET /staff/audit-log`; `total` counts every entry. */
export const auditLogPageSchema = z.object({
  items: z.array(auditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;
