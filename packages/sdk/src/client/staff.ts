import type { StaffLimitationsInput } from '../schemas/plan';
import type { AuditLogQuery } from '../schemas/staff';
import type { Http } from './http';

/** Staff tools: account search and masquerade (000 §1, §4, §6; issue 13 §1). */
export function staffResource(http: Http) {
  return {
    /** `GET /staff/accounts?search=`: up to 50 accounts by e-mail, name or company. 403 for non-staff. */
    accounts: (search: string, signal?: AbortSignal) =>
      http.call('GET', 'staff/accounts', (s) => s.z.array(s.staffAccountSchema), {
        searchParams: { search },
        signal,
      }),
    /**
     * `POST /staff/masquerade/{userId}`: the session becomes the account's, read-only for the actions
     * of 000 §6; answers `{redirect: '/dashboard'}`. 403 for staff targets or from another origin.
     */
    masquerade: (userId: number, signal?: AbortSignal) =>
      http.call('POST', `staff/masquerade/${userId}`, (s) => s.masqueradeRedirectSchema, { signal }),
    /** `GET /staff/accounts/{userId}/limitations`: plan, overrides, allow-list flag and the result. */
    limitations: (userId: number, signal?: AbortSignal) =>
      http.call('GET', `staff/accounts/${userId}/limitations`, (s) => s.staffLimitationsSchema, { signal }),
    /**
     * `PUT /staff/accounts/{userId}/limitations`: replaces the overrides and/or sets the live
     * allow-list flag; answers as `limitations`. 403 for non-staff, 404 for an unknown account.
     */
    setLimitations: (userId: number, input: StaffLimitationsInput, signal?: AbortSignal) =>
      http.call('PUT', `staff/accounts/${userId}/limitations`, (s) => s.staffLimitationsSchema, {
        json: input,
        signal,
      }),
    /**
     * `POST /staff/accounts/{userId}/sign-in-unlock`: lifts the account's sign-in locks (wrong
     * passwords, every address); answers `{cleared}`. 403 for non-staff, 404 for an unknown account.
     */
    unlockSignIn: (userId: number, signal?: AbortSignal) =>
      http.call('POST', `staff/accounts/${userId}/sign-in-unlock`, (s) => s.signInUnlockSchema, { signal }),
    /**
     * `GET /staff/audit-log?page&per_page`: one page of the audit log, newest first (default 50 per
     * page). 403 for anyone but staff (a masqueraded session is the account's, never staff).
     */
    auditLog: (query: AuditLogQuery = {}, signal?: AbortSignal) =>
      http.call('GET', 'staff/audit-log', (s) => s.auditLogPageSchema, { searchParams: query, signal }),
    /** `GET /user/take-my-mask-off`: back to the staff member's own session; answers `{redirect}`. */
    takeMaskOff: (signal?: AbortSignal) =>
      http.call('GET', 'user/take-my-mask-off', (s) => s.masqueradeRedirectSchema, { signal }),
  };
}
