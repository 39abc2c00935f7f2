import type { Column } from 'drizzle-orm';
import { and, asc, count, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accounts, feedItems, streams, subscriptions } from '../db/schema';
import type { StreamRow } from './row';

/**
 * The reads of the `streams` row that other areas need (issue 20 §1): lookups by the public apikey
 * or the RTMP stream key, the account's stream ids for another table's account scoping, and the
 * joins that answer another table's rows with their stream's title. Account-scoped reads of a route
 * (`findStream`, `getStream`, `listStreams`) and every write live in `repository.ts`. Nothing outside
 * `streams/` reads the table itself (`door.test.ts`). Each operation is one SQL statement.
 */

/** A database or a transaction of it: every read here runs inside either. */
type Reader = Pick<Db, 'select' | 'selectDistinct'>;

const notDeleted = isNull(streams.deletedAt);

/**
 * The stream with this public apikey (the media stream id), not deleted, any account (players,
 * checkouts and subscriptions are public). `undefined` when there is none; never throws.
 */
export async function findStreamByApikey(db: Reader, apikey: string): Promise<StreamRow | undefined> {
  const [row] = await db
    .select()
    .from(streams)
    .where(and(eq(streams.apikey, apikey), notDeleted))
    .limit(1);
  return row;
}

/**
 * The stream with this apikey whether deleted or not (a broadcast that started publishing is
 * restreamed by what its row says, 001 §7). `undefined` when no row has it; never throws.
 */
export async function findStreamByApikeyWithDeleted(
  db: Reader,
  apikey: string,
): Promise<StreamRow | undefined> {
  const [row] = await db.select().from(streams).where(eq(streams.apikey, apikey)).limit(1);
  return row;
}

/**
 * The stream with this id, not deleted, of any account (the public viewer page). `undefined` when
 * there is none; never throws. Account routes use `getStream` (`repository.ts`) instead.
 */
export async function findPublicStreamById(db: Reader, id: number): Promise<StreamRow | undefined> {
  const [row] = await db
    .select()
    .from(streams)
    .where(and(eq(streams.id, id), notDeleted))
    .limit(1);
  return row;
}

/** Who owns a stream and where it stands: the fields the live engine and media tokens decide by. */
export interface StreamOwner {
  id: number;
  accountId: number;
  /** 001 §4 status code (0 waiting, 1 live, 2 paused, 3 closed). */
  status: number;
  /** 001 §1 type code (0 live, 1 playback, 2 embed/ad, 4 photo ad). */
  type: number;
  title: string;
}

/**
 * Owner, status and title of the stream with this apikey (the media stream id), not deleted.
 * `undefined` when there is none; never throws.
 */
export async function findStreamOwner(db: Reader, apikey: string): Promise<StreamOwner | undefined> {
  const [row] = await db
    .select({
      id: streams.id,
      accountId: streams.accountId,
      status: streams.status,
      type: streams.type,
      title: streams.title,
    })
    .from(streams)
    .where(and(eq(streams.apikey, apikey), notDeleted))
    .limit(1);
  return row;
}

/**
 * Id, apikey and account of each not-deleted stream among `apikeys` (viewer events name their
 * player by apikey, 000 §3); unknown and deleted apikeys are simply absent. An empty list reads
 * nothing and answers `[]`.
 */
export async function streamOwnersByApikeys(
  db: Reader,
  apikeys: readonly string[],
): Promise<{ id: number; apikey: string; accountId: number }[]> {
  if (apikeys.length === 0) return [];
  return db
    .select({ id: streams.id, apikey: streams.apikey, accountId: streams.accountId })
    .from(streams)
    .where(and(inArray(streams.apikey, [...apikeys]), notDeleted));
}

/**
 * A not-deleted stream by apikey, id or RTMP stream key (what an encoder names it by) with its
 * account's plan columns (`plan`, `allowLive`, `limitOverrides`, what `limitationsOf` reads), in one
 * statement; `undefined` when there is none.
 */
export async function findStreamWithPlan(
  db: Reader,
  by: { apikey: string } | { id: number } | { streamkey: string },
) {
  const match =
    'apikey' in by
      ? eq(streams.apikey, by.apikey)
      : 'streamkey' in by
        ? eq(streams.streamkey, by.streamkey)
        : eq(streams.id, by.id);
  const [row] = await db
    .select({
      stream: streams,
      plan: accounts.plan,
      allowLive: accounts.allowLive,
      limitOverrides: accounts.limitOverrides,
    })
    .from(streams)
    .innerJoin(accounts, eq(accounts.id, streams.accountId))
    .where(and(match, notDeleted))
    .limit(1);
  return row;
}

/** Which of the account's streams {@link inAccountStreams} admits besides its account. */
export interface AccountStreamMatch {
  /** Deleted streams too (usage and reports count them, 000 §3); default `false`. */
  withDeleted?: boolean;
  /** Only streams whose `customer` / `campaign` setting equals this, trimmed, case-insensitive (report filters). */
  customer?: string | undefined;
  campaign?: string | undefined;
  /** Only this stream. */
  id?: number | undefined;
}

/**
 * A condition for another table's rows: its stream id column (`streamId`, a column or a raw SQL
 * reference) names a stream of the account that fits `match`:
 * `<streamId> in (select id from streams where account_id = … [and …])`, inside the caller's one
 * statement. It admits exactly the rows an inner join on the stream's primary key with the same
 * conditions would; rollups, feed items and subscriptions are scoped by it.
 */
export function inAccountStreams(
  streamId: Column | SQL,
  accountId: number,
  match: AccountStreamMatch = {},
): SQL {
  const where = [sql`${streams.accountId} = ${accountId}`];
  if (!match.withDeleted) where.push(sql`${streams.deletedAt} is null`);
  for (const field of ['customer', 'campaign'] as const) {
    const value = match[field]?.trim();
    if (value) where.push(sql`lower(${streams.settings}->>${field}) = lower(${value})`);
  }
  if (match.id !== undefined) where.push(sql`${streams.id} = ${match.id}`);
  return sql`${streamId} in (select ${streams.id} from ${streams} where ${sql.join(where, sql` and `)})`;
}

/**
 * A condition true while a stream with the id `streamId` still exists (deleted or not): the
 * ingest's inserts keyed by stream id keep only rows whose stream was not removed for good
 * meanwhile, instead of failing the whole write on the foreign key.
 */
export function streamStillExists(streamId: SQL): SQL {
  return sql`exists (select 1 from ${streams} where ${streams.id} = ${streamId})`;
}

/**
 * The ids of the account's streams, deleted ones included (their events still count in the
 * reports), ascending; only `id` when given (then `[]` when it is not the account's). One statement.
 */
export async function accountStreamIds(db: Reader, accountId: number, id?: number): Promise<number[]> {
  const where = [eq(streams.accountId, accountId)];
  if (id !== undefined) where.push(eq(streams.id, id));
  const rows = await db
    .select({ id: streams.id })
    .from(streams)
    .where(and(...where))
    .orderBy(asc(streams.id));
  return rows.map((r) => r.id);
}

/**
 * The account's not-deleted streams carrying a product (through a feed item), distinct, by title
 * then id: `{id, title}` (000 §2 Products, "relations").
 */
export function streamsCarryingProduct(db: Reader, accountId: number, productId: number) {
  return db
    .selectDistinct({ id: streams.id, title: streams.title })
    .from(feedItems)
    .innerJoin(streams, eq(streams.id, feedItems.streamId))
    .where(and(eq(feedItems.productId, productId), eq(streams.accountId, accountId), notDeleted))
    .orderBy(asc(streams.title), asc(streams.id));
}

/**
 * The account's not-deleted streams with at least one subscription, each with its subscription
 * count, by title then id: `{stream_id, title, subscribers}` (000 §2 /subscribers).
 */
export function streamsWithSubscriberCounts(db: Reader, accountId: number) {
  return db
    .select({ stream_id: streams.id, title: streams.title, subscribers: count(subscriptions.id) })
    .from(subscriptions)
    .innerJoin(streams, eq(streams.id, subscriptions.streamId))
    .where(and(eq(streams.accountId, accountId), notDeleted))
    .groupBy(streams.id)
    .orderBy(asc(streams.title), asc(streams.id));
}

/**
 * A form's subscriptions, oldest first, each with its stream's title (`null` when the stream row
 * is gone; a deleted stream keeps its title: exports name where a subscriber came from), optionally
 * only those of a customer and/or campaign (000 §2 Forms CSV). The caller has checked the form is
 * the account's.
 */
export function formSubscriptionsWithStreamTitle(
  db: Reader,
  formId: number,
  filter: { customer?: string; campaign?: string } = {},
) {
  const where = [eq(subscriptions.formId, formId)];
  if (filter.customer !== undefined) where.push(eq(subscriptions.customer, filter.customer));
  if (filter.campaign !== undefined) where.push(eq(subscriptions.campaign, filter.campaign));
  return db
    .select({ s: subscriptions, stream: streams.title })
    .from(subscriptions)
    .leftJoin(streams, eq(streams.id, subscriptions.streamId))
    .where(and(...where))
    .orderBy(asc(subscriptions.createdAt), asc(subscriptions.id));
}

/**
 * Every not-deleted stream row of the account, by id (the demo seeds pick their players from it;
 * not for request paths: it reads whole rows).
 */
export function accountStreamRows(db: Reader, accountId: number): Promise<StreamRow[]> {
  return db
    .select()
    .from(streams)
    .where(and(eq(streams.accountId, accountId), notDeleted))
    .orderBy(asc(streams.id));
}

/**
 * Autosuggest of a settings text field (000 §2 report filters): the distinct non-empty values of
 * `customer` or `campaign` over the account's players (deleted ones included, as in the report)
 * that contain `name` (case-insensitive, `%` and `_` taken literally), at most 10, sorted; for
 * campaigns optionally only those of players of `customer` (case-insensitive).
 */
export async function suggestStreamSetting(
  db: Pick<Db, 'execute'>,
  accountId: number,
  field: 'customer' | 'campaign',
  name: string,
  customer?: string,
): Promise<string[]> {
  const pattern = `%${name.trim().replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
  const result = await db.execute(sql`
    select distinct s.settings->>${field} as v from streams s
    where s.account_id = ${accountId} and coalesce(s.settings->>${field}, '') <> ''
      and s.settings->>${field} ilike ${pattern}
      ${customer?.trim() ? sql`and lower(s.settings->>'customer') = lower(${customer.trim()})` : sql``}
    order by 1 limit 10`);
  return (result as unknown as { rows: { v: string }[] }).rows.map((r) => r.v);
}
