/** Requests the API keeps the answers of, for their retries (issue 32 §1). */
import { index, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { createdAt } from './columns';

/**
 * The answers of create requests that carried an `Idempotency-Key` (issue 32 §1, as Stripe keeps
 * them): per account and key, the request's fingerprint (method, path, body) and, once the handler
 * finished, the status, content type and body it answered (sealed: a new site token's secret is in
 * it). `status` null = still running. Rows older than 24 h are swept. Only `http/idempotency.ts`
 * reads or writes them.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    status: smallint('status'),
    contentType: text('content_type'),
    bodySealed: text('body_sealed'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.key] }),
    index('idempotency_keys_created_at').on(t.createdAt),
  ],
);
