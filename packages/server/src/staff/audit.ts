import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema';

/** One audit entry (see `auditLog` in the schema). */
export interface AuditEntry {
  action: 'masquerade.start' | 'masquerade.stop' | 'write.refused' | 'limitations.set' | 'sign-in.unlock';
  staffAccountId: number | null;
  accountId: number | null;
  /** The request's network address (behind the proxy: the forwarded one, `trustProxy`). */
  address?: string | null;
  detail?: string | null;
}

/** Appends an audit entry; the only door to `audit_log`. */
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
