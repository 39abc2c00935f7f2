import {
  type Limitations,
  type LimitOverrides,
  limitOverridesSchema,
  type Plan,
  type PlanInfo,
  type PlanLimits,
} from '@smuc/sdk';
import { asc } from 'drizzle-orm';
import type { Db } from '../db/client';
import { plans } from '../db/schema';

/**
 * The only door to the `plans` table (000 §1, §6; rows seeded by migration 0010): the plans in
 * packages-page order and the limitations of an account, its plan's limits with the overrides staff
 * set for it (`accounts.limit_overrides`) on top and the live allow-list flag (`accounts.allow_live`).
 *
 * Plans change only through migrations or an operator's SQL, while limitations are read on every
 * sign-in, user call, player save and viewer connection; so the rows are cached per database for
 * {@link PLAN_CACHE_MS}, which bounds how long an edited row takes to show.
 */
export const PLAN_CACHE_MS = 60_000;

type PlanRow = typeof plans.$inferSelect;

const cache = new WeakMap<Db, { at: number; rows: Promise<PlanRow[]> }>();

function planRows(db: Db): Promise<PlanRow[]> {
  const hit = cache.get(db);
  if (hit && Date.now() - hit.at < PLAN_CACHE_MS) return hit.rows;
  const rows = db.select().from(plans).orderBy(asc(plans.position));
  const entry = { at: Date.now(), rows: Promise.resolve(rows) };
  // A failed read is not remembered: the next call asks the database again.
  entry.rows.catch(() => cache.get(db) === entry && cache.delete(db));
  cache.set(db, entry);
  return entry.rows;
}

/** A row's limit fields (the wire names of 000 §3 limitations, without the allow-list flag). */
function limitsOf(row: PlanRow): PlanLimits {
  const { id: _id, name: _name, position: _position, ...limits } = row;
  return limits;
}

/** The four plans, cheapest first, each with its display name and limits (`GET /plans`). */
export async function listPlans(db: Db): Promise<PlanInfo[]> {
  return (await planRows(db)).map((row) => ({ id: row.id, name: row.name, limits: limitsOf(row) }));
}

/** The display name of a plan, e.g. `Business`. Throws when the plan has no row (a broken database). */
export async function planName(db: Db, plan: Plan): Promise<string> {
  return (await planRow(db, plan)).name;
}

async function planRow(db: Db, plan: Plan): Promise<PlanRow> {
  const row = (await planRows(db)).find((r) => r.id === plan);
  if (!row) throw new Error(`plan ${plan} has no row in the plans table`);
  return row;
}

/**
 * The overrides stored for an account. The column is written only through the staff route, which
 * checks it with {@link limitOverridesSchema}; a value that no longer fits (a limit renamed since)
 * is left out rather than failing every request of the account.
 */
export function overridesOf(stored: unknown): LimitOverrides {
  const parsed = limitOverridesSchema.safeParse(stored);
  if (parsed.success) return parsed.data;
  const kept: Record<string, unknown> = {};
  if (stored && typeof stored === 'object') {
    for (const [key, value] of Object.entries(stored)) {
      if (limitOverridesSchema.safeParse({ [key]: value }).success) kept[key] = value;
    }
  }
  return kept as LimitOverrides;
}

/**
 * Limitations of an account (000 §3, §6; 001 §4): its plan's limits (Free when it has none), then
 * the staff overrides, then `liveStreaming` from the allow-list flag.
 */
export async function limitationsOf(
  db: Db,
  account: { plan: Plan | null; allowLive: boolean; limitOverrides: unknown },
): Promise<Limitations> {
  const base = limitsOf(await planRow(db, account.plan ?? 'free'));
  return { ...base, ...overridesOf(account.limitOverrides), liveStreaming: account.allowLive };
}
