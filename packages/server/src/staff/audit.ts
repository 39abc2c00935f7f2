import type { AuditLogPage } from '@smuc/sdk';
import { count, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { accounts, auditLog } from '../db/schema';

/** One audit entry (see `auditLog` in the schema). */
export interface AuditEntry {
  action: 'masquerade.start' | 'masquerade.stop' | 'write.refused' | 'limitations.set' | 'sign-in.unlock';
  staffAccountId: number | null;
  accountId: number | null;
  /** The request's network address (behind the proxy: the forwarded one, `trustProxy`). */
  address?: string | null;
  detail?: string | null;
}

/** Appends an audit entry; with {@link auditPage}, the only door to `audit_log`. */
export async function audit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    action: entry.action,
    staffAccountId: entry.staffAccountId,
    accountId: entry.accountId,
    address: entry.address ?? null,
    detail: entry.detail ?? null,
  });
}

/** `METHOD /route/:pattern` of a request, for audit details (never the concrete ids or query). */
export const routeOf = (request: FastifyRequest) =>
  `${request.method} ${request.routeOptions.url ?? request.url}`;

const staffAccount = alias(accounts, 'staff_account');

/**
 * One page of the audit log for the staff audit page (`GET /staff/audit-log`, issue 33 §1): newest
 * first (ties by id), `perPage` entries from page `page` (1-based), each with the staff member's and
 * the account's e-mail (null once the account is deleted), and the count of all entries.
 */
export async function auditPage(db: Db, page: number, perPage: number): Promise<AuditLogPage> {
  const rows = await db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      staffEmail: staffAccount.email,
      accountEmail: accounts.email,
      address: auditLog.address,
      detail: auditLog.detail,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(staffAccount, eq(staffAccount.id, auditLog.staffAccountId))
    .leftJoin(accounts, eq(accounts.id, auditLog.accountId))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const [total] = await db.select({ n: count() }).from(auditLog);
  return {
    items: rows.map((r) => ({
      id: r.id,
      action: r.action,
      staff_email: r.staffEmail,
      account_email: r.accountEmail,
      address: r.address,
      detail: r.detail,
      created_at: r.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
    page,
    per_page: perPage,
  };
}
