import { randomBytes } from 'node:crypto';
import {
  type CreateKind,
  defaultStreamSettings,
  type Language,
  type StreamListQuery,
  type StreamMediaIds,
  type StreamSettings,
  StreamStatus,
  type StreamStatusCode,
  StreamType,
} from '@smuc/sdk';
import { and, asc, desc, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { prepared } from '../db/prepared';
import { streamListCounts, streamListRows, streamListVersions, streams, streamTotals } from '../db/schema';
import { notFound } from '../http/errors';
import { MEDIA_KEY } from './media';
import { type StreamListRow, toColumns, VOD_KEY } from './serialize';

const key = (bytes: number) => randomBytes(bytes).toString('hex');

/** A stream of the account that is not deleted, with its totals; `undefined` for anything else. */
export async function findStream(db: Db, accountId: number, id: number) {
  const [row] = await db
    .select({ stream: streams, totals: streamTotals })
    .from(streams)
    .leftJoin(streamTotals, eq(streamTotals.streamId, streams.id))
    .where(and(eq(streams.id, id), eq(streams.accountId, accountId), isNull(streams.deletedAt)))
    .limit(1);
  return row;
}

/** The 404 text of a stream that is not the account's, is deleted or does not exist (000 §8). */
export const STREAM_NOT_FOUND = 'The requested stream was not found.';

/**
 * {@link findStream} for a route: the account's not-deleted stream with its totals.
 * @throws HttpError 404 {@link STREAM_NOT_FOUND} for anything else (another account's id included).
 */
export async function getStream(db: Db, accountId: number, id: number) {
  const found = await findStream(db, accountId, id);
  if (!found) throw notFound(STREAM_NOT_FOUND);
  return found;
}

/**
 * Inserts a stream with full settings (and, for a copy, the image ids it names and the uploaded
 * video it plays, `vod_data_id`) in one statement; answers the new row. Keys are random: apikey
 * 16 bytes, streamkey 12.
 */
export async function insertStream(
  db: Db,
  accountId: number,
  settings: StreamSettings,
  media?: StreamMediaIds,
  vodDataId: string | null = null,
) {
  const cols = toColumns(settings);
  const owned = { ...(media ? { [MEDIA_KEY]: media } : {}), ...(vodDataId ? { [VOD_KEY]: vodDataId } : {}) };
  const [row] = await db
    .insert(streams)
    .values({
      accountId,
      apikey: key(16),
      streamkey: key(12),
      ...cols,
      settings: { ...cols.settings, ...owned },
    })
    .returning();
  return row!;
}

/**
 * Creates a stream of a creation kind with the defaults of 001 §2; the viewer's language is the
 * account's (`language`), English when not given.
 */
export function createStream(
  db: Db,
  accountId: number,
  kind: CreateKind,
  title: string,
  timezone?: string,
  language?: Language,
): ReturnType<typeof insertStream> {
  return insertStream(db, accountId, {
    ...defaultStreamSettings(kind, Date.now(), timezone, language),
    title,
  });
}

/**
 * Writes full settings to a stream of the account; answers whether a row was updated. Server-owned
 * keys of the jsonb (`vod_data_id`) survive: the new settings are merged over the stored ones.
 */
export async function updateStream(
  db: Db,
  accountId: number,
  id: number,
  settings: StreamSettings,
  media?: StreamMediaIds,
) {
  const cols = toColumns(settings);
  // Settings and image ids land in one statement: a save is never half written (issue 20 §1).
  const stored = media ? { ...cols.settings, [MEDIA_KEY]: media } : cols.settings;
  const rows = await db
    .update(streams)
    .set({
      ...cols,
      settings: sql`${streams.settings} || ${JSON.stringify(stored)}::jsonb`,
      updatedAt: new Date(),
    })
    .where(and(eq(streams.id, id), eq(streams.accountId, accountId), isNull(streams.deletedAt)))
    .returning({ id: streams.id });
  return rows.length > 0;
}

/** Marks a stream deleted (reports still show it, 000 §3). Answers whether it existed. */
export async function softDeleteStream(db: Db, accountId: number, id: number) {
  const rows = await db
    .update(streams)
    .set({ deletedAt: new Date() })
    .where(and(eq(streams.id, id), eq(streams.accountId, accountId), isNull(streams.deletedAt)))
    .returning({ id: streams.id });
  return rows.length > 0;
}

/** The columns the list filters on besides the title: on `streams` and on `stream_list_counts`. */
type FilterColumns = Pick<
  typeof streams | typeof streamListCounts | typeof streamListRows,
  'type' | 'status' | 'orientation' | 'optimizeForAd'
>;

/**
 * The list's filters except the title search (000 §2): type (closed broadcasts are their own kind),
 * `closed=1` (only closed) or `closed=0` (none closed) and orientation, over any of the three tables'
 * columns, so the page, its ranking and its total select the same players.
 */
function listFilters(t: FilterColumns, q: StreamListQuery): SQL[] {
  const open = ne(t.status, StreamStatus.closed);
  const where: SQL[] = [];
  switch (q.type) {
    case 'live':
      where.push(eq(t.type, 0), open);
      break;
    case 'playback':
      where.push(eq(t.type, 1), open);
      break;
    case 'embed':
      where.push(eq(t.type, 2), eq(t.optimizeForAd, false), open);
      break;
    case 'ad':
      where.push(eq(t.type, 2), eq(t.optimizeForAd, true), open);
      break;
    case 'photo_ad':
      where.push(eq(t.type, 4), open);
      break;
    case 'closed':
      where.push(eq(t.status, StreamStatus.closed));
      break;
  }
  if (q.closed === 1) where.push(eq(t.status, StreamStatus.closed));
  if (q.closed === 0) where.push(open);
  if (q.orientation !== undefined) where.push(eq(t.orientation, q.orientation));
  return where;
}

const sorts: Record<NonNullable<StreamListQuery['sort']>, SQL[]> = {
  latest: [desc(streams.createdAt), desc(streams.id)],
  az: [asc(sql`lower(${streams.title})`), asc(streams.id)],
  liked: [desc(sql`coalesce(${streamTotals.hearts}, 0)`), desc(streams.id)],
  commented: [desc(sql`coalesce(${streamTotals.comments}, 0)`), desc(streams.id)],
  natural: [asc(streams.id)],
};

/** The columns of a list row ({@link StreamListRow}): never the settings jsonb, only its ad size and still's ids. */
const listColumns = {
  id: streams.id,
  title: streams.title,
  type: streams.type,
  status: streams.status,
  orientation: streams.orientation,
  optimizeForAd: streams.optimizeForAd,
  adSize: sql<string | null>`${streams.settings}->>'ad_size'`,
  // The card's still (toStreamListItem): the first image the player shows, else its video's poster.
  stillImageId: sql<
    string | null
  >`coalesce(${streams.settings}->'media'->>'cover', ${streams.settings}->'media'->'photoad_photos'->>0, ${streams.settings}->'media'->>'ad_featured_image')`,
  vodDataId: sql<string | null>`${streams.settings}->>'vod_data_id'`,
  startDate: streams.startDate,
  endDate: streams.endDate,
  apikey: streams.apikey,
  createdAt: streams.createdAt,
  updatedAt: streams.updatedAt,
} satisfies Record<keyof StreamListRow, unknown>;

/**
 * The sorts of {@link sorts} over `stream_list_rows` (migration 0019), for ranking: the same keys
 * (its `title_lower` is `lower(streams.title)`, its `created_at` the stream's), so the ranked order
 * is the page's order.
 */
const rankSorts: Record<NonNullable<StreamListQuery['sort']>, SQL[]> = {
  latest: [desc(streamListRows.createdAt), desc(streamListRows.streamId)],
  az: [asc(streamListRows.titleLower), asc(streamListRows.streamId)],
  // The copy's counts equal the totals' (0 without a totals row), under one index per sort (0022).
  liked: [desc(streamListRows.hearts), desc(streamListRows.streamId)],
  commented: [desc(streamListRows.comments), desc(streamListRows.streamId)],
  natural: [asc(streamListRows.streamId)],
};

/**
 * A page that has to rank players (a search, or the most liked or commented first). The ranking
 * reads only the narrow `stream_list_rows` copy (migration 0019: list columns and the lower-cased
 * title under a trigram index; 0022: the hearts and comments counts; 0022 and 0025: an index per
 * sort with the account), never the wide `streams` rows, and stops at the page's rows when it can
 * walk a sort's index (a broad search does: most players match); a narrow search reads its few
 * matches through the trigram index and sorts them. Only the page's own rows are then read from
 * `streams`. `match` is the title condition over `stream_list_rows` (none without a search);
 * `carried` is a value evaluated once in the ranking query and answered on every row (the total
 * without a search, the account's list version with one).
 */
function pageOfMany<T>(db: Db, q: StreamListQuery, match: SQL | undefined, carried: SQL<T>) {
  const sort = q.sort ?? 'latest';
  const ranked = db
    .select({
      id: sql<number>`${streamListRows.streamId}`.as('ranked_id'),
      carried: sql<T>`${carried}`.as('ranked_carried'),
    })
    .from(streamListRows)
    .where(and(eq(streamListRows.accountId, accountParam), ...listFilters(streamListRows, q), match))
    .orderBy(...rankSorts[sort])
    .limit(limitParam)
    .offset(offsetParam)
    .as('ranked');
  return db
    .select({ stream: listColumns, totals: streamTotals, carried: ranked.carried })
    .from(ranked)
    .innerJoin(streams, eq(streams.id, ranked.id))
    .leftJoin(streamTotals, eq(streamTotals.streamId, streams.id))
    .orderBy(...sorts[sort]);
}

/**
 * One page of the account's players (000 §2 filters, see `listFilters`), with a case-insensitive
 * title search and a sort. Answers narrow rows (no settings) with totals plus the total count.
 *
 * The total never counts over the wide `streams` rows. Without a search it is a sum over the
 * account's few `stream_list_counts` rows (migration 0017), carried on the page's rows: one
 * statement, and a second only for a page past the last row. With a search it is the number of
 * matches in `stream_list_rows`, as much work as there are matches (15,000 of 100,000 players for
 * a two-letter fragment): it is counted once per account list version ({@link searchTotal}) and not
 * again while the page, which carries the version, finds it unchanged.
 */
export async function listStreams(db: Db, accountId: number, q: StreamListQuery) {
  const page = q.page ?? 1;
  const perPage = q.per_page ?? 9;
  const pattern = q.search ? `%${q.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : '';
  const values = { accountId, pattern, limit: perPage, offset: (page - 1) * perPage };
  if (q.search) {
    const found = await searchStatement(db, q).execute(values);
    const rows = found.map(({ stream, totals }) => ({ stream, totals }));
    return { rows, total: await searchTotal(db, q, values, found[0]?.carried), page, perPage };
  }
  const found = await listStatement(db, q).execute(values);
  const rows = found.map(({ stream, totals }) => ({ stream, totals }));
  if (found.length > 0) return { rows, total: found[0]!.carried, page, perPage };
  // No rows: none match (page 1), or the page lies past the last one and the total is asked apart.
  if (page === 1) return { rows, total: 0, page, perPage };
  const [count] = await totalStatement(db, q).execute(values);
  return { rows, total: count?.n ?? 0, page, perPage };
}

/** The bind parameters of the list's statements (values in {@link listStreams}). */
const accountParam = sql.placeholder('accountId');
const patternParam = sql.placeholder('pattern');
const limitParam = sql.placeholder('limit');
const offsetParam = sql.placeholder('offset');

/**
 * What changes the list's SQL text: the filters, the sort and whether there is a search. The
 * account, the search pattern, the page size and offset are bind parameters.
 */
const listShape = (q: StreamListQuery) =>
  `streams.list|${q.type ?? ''}|${q.closed ?? ''}|${q.orientation ?? ''}|${q.sort ?? 'latest'}|${q.search ? 's' : ''}`;

/** The page's conditions: over `streams` (no search), over `stream_list_rows` (the search) and over the counts. */
function listConditions(q: StreamListQuery) {
  const where: SQL[] = [
    eq(streams.accountId, accountParam),
    isNull(streams.deletedAt),
    ...listFilters(streams, q),
  ];
  // A search ranks and counts over `stream_list_rows` only (see pageOfMany and searchTotal).
  const match = q.search ? sql`${streamListRows.titleLower} like ${patternParam}` : undefined;
  const counted = and(eq(streamListCounts.accountId, accountParam), ...listFilters(streamListCounts, q));
  return { condition: and(...where), match, counted };
}

/** The total asked apart (a page past the last one, no search), prepared once per database and shape. */
function totalStatement(db: Db, q: StreamListQuery) {
  return prepared(db, `${listShape(q)}|total`, (name) =>
    db
      .select({ n: sql<number>`coalesce(sum(${streamListCounts.n}), 0)::int` })
      .from(streamListCounts)
      .where(listConditions(q).counted)
      .prepare(name),
  );
}

/** The page's one statement without a search, carrying the total; prepared once per database and shape. */
function listStatement(db: Db, q: StreamListQuery) {
  return prepared(db, listShape(q), (name) => {
    const { condition, counted } = listConditions(q);
    const total = sql<number>`(select coalesce(sum(${streamListCounts.n}), 0)::int from ${streamListCounts} where ${counted})`;
    if (q.sort === 'liked' || q.sort === 'commented')
      return pageOfMany(db, q, undefined, total).prepare(name);
    return db
      .select({ stream: listColumns, totals: streamTotals, carried: total })
      .from(streams)
      .leftJoin(streamTotals, eq(streamTotals.streamId, streams.id))
      .where(condition)
      .orderBy(...sorts[q.sort ?? 'latest'])
      .limit(limitParam)
      .offset(offsetParam)
      .prepare(name);
  });
}

/** The account's list version (migration 0025) as text, `null` when it has none, inside a statement. */
const listVersion = sql<
  string | null
>`(select ${streamListVersions.version}::text from ${streamListVersions} where ${streamListVersions.accountId} = ${accountParam})`;

/** A search page's statement, carrying the account's list version; prepared once per database and shape. */
function searchStatement(db: Db, q: StreamListQuery) {
  return prepared(db, listShape(q), (name) =>
    pageOfMany(db, q, listConditions(q).match, listVersion).prepare(name),
  );
}

/** A search's number of matches with the list version it was counted at, in one statement. */
function searchCountStatement(db: Db, q: StreamListQuery) {
  return prepared(db, `${listShape(q)}|count`, (name) =>
    db
      .select({ n: sql<number>`count(*)::int`, version: listVersion })
      .from(streamListRows)
      .where(
        and(
          eq(streamListRows.accountId, accountParam),
          ...listFilters(streamListRows, q),
          listConditions(q).match,
        ),
      )
      .prepare(name),
  );
}

/** Search counts kept per database, by account, filters and pattern (at most {@link SEARCH_COUNTS_KEPT}). */
const searchCounts = new WeakMap<Db, Map<string, { version: string; n: number }>>();
const SEARCH_COUNTS_KEPT = 1000;

/**
 * The number of the account's players matching a search and the filters: the count kept for this
 * account, filters and pattern when it was counted at `version` (the list version the page just
 * read, in the same snapshot as its rows), else counted now and kept with the version read by the
 * counting statement itself. Every change a count depends on moves the version in the writing
 * transaction (migration 0025's triggers), on whichever replica wrote it, so a kept count is never
 * stale; an account without a version (none since a TRUNCATE) is counted every time. Past
 * {@link SEARCH_COUNTS_KEPT} the least recently counted are dropped.
 */
async function searchTotal(
  db: Db,
  q: StreamListQuery,
  values: { accountId: number; pattern: string },
  version: string | null | undefined,
): Promise<number> {
  let counts = searchCounts.get(db);
  if (!counts) {
    counts = new Map();
    searchCounts.set(db, counts);
  }
  const key = `${values.accountId}|${q.type ?? ''}|${q.closed ?? ''}|${q.orientation ?? ''}|${values.pattern}`;
  const kept = counts.get(key);
  if (version != null && kept?.version === version) return kept.n;
  const [counted] = await searchCountStatement(db, q).execute(values);
  const n = counted?.n ?? 0;
  counts.delete(key);
  if (counted?.version != null) {
    counts.set(key, { version: counted.version, n });
    if (counts.size > SEARCH_COUNTS_KEPT) counts.delete(counts.keys().next().value as string);
  }
  return n;
}

/**
 * Sets or clears the uploaded video of a stream (001 §3 `vod_data_id`), for the upload flow and
 * for `DELETE /stream/{id}/vod/{vodId}?stream_field=vod_data_id`. Answers whether the stream exists.
 */
export async function setStreamVideo(db: Db, accountId: number, id: number, vodDataId: string | null) {
  const rows = await db
    .update(streams)
    .set({ settings: sql`${streams.settings} || ${JSON.stringify({ [VOD_KEY]: vodDataId })}::jsonb` })
    .where(and(eq(streams.id, id), eq(streams.accountId, accountId), isNull(streams.deletedAt)))
    .returning({ id: streams.id });
  return rows.length > 0;
}

/**
 * Clears the stream's social video (001 §7 `embed_social_video`), for
 * `DELETE /stream/{id}/vod/{vodId}`. Answers whether the stream exists.
 */
export async function clearStreamSocialVideo(db: Db, accountId: number, id: number) {
  const rows = await db
    .update(streams)
    .set({
      settings: sql`${streams.settings} || '{"embed_social_video": null}'::jsonb`,
      updatedAt: new Date(),
    })
    .where(and(eq(streams.id, id), eq(streams.accountId, accountId), isNull(streams.deletedAt)))
    .returning({ id: streams.id });
  return rows.length > 0;
}

/**
 * Unsets a subscriber form on every stream of the account that names it (its players take no more
 * subscriptions once the form is deleted, 000 §2 Forms).
 */
export async function clearStreamsForm(db: Db, accountId: number, formId: number) {
  await db
    .update(streams)
    .set({ settings: sql`${streams.settings} || '{"subscriber_form_id": null}'::jsonb` })
    .where(
      and(
        eq(streams.accountId, accountId),
        sql`(${streams.settings}->>'subscriber_form_id')::int = ${formId}`,
      ),
    );
}

/** Writes `status` to the account's stream (not deleted), 001 §4. Answers whether a row changed. */
export async function setStreamStatus(db: Db, accountId: number, id: number, status: StreamStatusCode) {
  const rows = await db
    .update(streams)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(streams.id, id), eq(streams.accountId, accountId), isNull(streams.deletedAt)))
    .returning({ id: streams.id });
  return rows.length > 0;
}

/**
 * Media-engine side of the status rules of 001 §4, keyed by the media stream id (apikey):
 * publishing started → live (from waiting or paused), publishing stopped → paused (from live).
 * Closed and deleted streams never change, nor players that are not live ones (an ad stays an ad,
 * issue 29 §4). Answers whether a row changed.
 */
export async function setStreamPublishing(db: Db, apikey: string, publishing: boolean) {
  const from = publishing ? [StreamStatus.waiting, StreamStatus.paused] : [StreamStatus.live];
  const rows = await db
    .update(streams)
    .set({ status: publishing ? StreamStatus.live : StreamStatus.paused, updatedAt: new Date() })
    .where(
      and(
        eq(streams.apikey, apikey),
        eq(streams.type, StreamType.live),
        isNull(streams.deletedAt),
        ne(streams.status, StreamStatus.closed),
        inArray(streams.status, from),
      ),
    )
    .returning({ id: streams.id });
  return rows.length > 0;
}
