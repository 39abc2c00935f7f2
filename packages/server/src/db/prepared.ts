import { createHash } from 'node:crypto';
import type { Db } from './client';

const byDb = new WeakMap<Db, Map<string, unknown>>();

/**
 * A statement of the hot read paths, built once per database and shape and then executed with
 * bind parameters (drizzle's `.prepare(name)` and `sql.placeholder`), so a request does not pay for
 * building the SQL text again (issue 18: on PostgreSQL drizzle's query building was ~24 % of the
 * players list's time). On PostgreSQL the name also makes each pooled connection parse it once.
 *
 * `shape` names everything that changes the SQL text (which filters, which sort); values go in as
 * bind parameters at execution. `build(name)` makes the prepared query; the name is derived from the
 * shape (PostgreSQL caps identifiers at 63 bytes, so it is a hash) and must be passed to
 * `.prepare(name)`. Answers the same object for the same database and shape.
 */
export function prepared<T>(db: Db, shape: string, build: (name: string) => T): T {
  let statements = byDb.get(db);
  if (!statements) {
    statements = new Map();
    byDb.set(db, statements);
  }
  let statement = statements.get(shape) as T | undefined;
  if (statement === undefined) {
    statement = build(`q_${createHash('sha256').update(shape).digest('hex').slice(0, 24)}`);
    statements.set(shape, statement);
  }
  return statement;
}
