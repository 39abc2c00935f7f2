import {
  type EventExportFormat,
  EXPORTED_EVENT_COLUMNS,
  type ExportedEvent,
  eventCsvTitle,
  type Language,
  REPORT_MAX_DAYS,
  reportCsvCell,
  toCsvRows,
} from '@smuc/sdk';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { analyticsEvents, analyticsExcludedEvents } from '../db/schema';
import { invalid } from '../http/errors';

/*
 * Raw viewer events to take away (issue 34 §3). The export walks the account's players one at a
 * time and each player's events in pages of PAGE_ROWS by keyset (ts, source, id): every page is one
 * indexed query (`analytics_events_stream_idx`, `analytics_excluded_events_stream_idx`) that starts
 * where the last one ended, so memory holds one page whatever the range holds, no transaction or
 * connection is held between pages (PGlite has one connection; other requests run in between), and
 * both drivers run the same SQL.
 */

/** Rows per page: large enough that the per-query cost vanishes, small enough to stay a few MB. */
export const PAGE_ROWS = 5000;

/** A range as instants: `from` inclusive, `to` exclusive (ISO 8601). */
export interface ExportWindow {
  from: string;
  to: string;
}

/**
 * The query's `from`/`to` as instants: a day is all of it in UTC (`to` a day: up to its end), an
 * instant as given. 422 when `to` is not after `from` or they span more than {@link REPORT_MAX_DAYS}.
 */
export function exportWindow(q: { from: string; to: string }): ExportWindow {
  const isDay = (v: string) => v.length === 10;
  const from = new Date(isDay(q.from) ? `${q.from}T00:00:00Z` : q.from);
  const to = new Date(isDay(q.to) ? Date.parse(`${q.to}T00:00:00Z`) + 86_400_000 : Date.parse(q.to));
  if (to.getTime() <= from.getTime())
    throw invalid({ to: ['The end date must not be before the start date.'] });
  if (to.getTime() - from.getTime() > REPORT_MAX_DAYS * 86_400_000)
    throw invalid({ to: [`A report spans at most ${REPORT_MAX_DAYS} days.`] });
  return { from: from.toISOString(), to: to.toISOString() };
}

interface PageRow {
  src: 'e' | 'x';
  id: string;
  /** The exact time (microseconds) the keyset continues from; `ts` is rounded to milliseconds. */
  key_ts: string;
  stream_id: number;
  ts: string;
  received_at: string;
  type: ExportedEvent['type'];
  visitor_id: string;
  session_id: string;
  feed_item_id: number | null;
  product_id: number | null;
  value: number | null;
  traffic: ExportedEvent['traffic'];
}

/** ISO 8601 UTC with milliseconds, formatted by the database (no Date per row). */
const iso = (column: unknown) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The time to the microsecond, as the keyset compares it (times written by SQL may carry them). */
const keyOf = (column: unknown) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** One page of a player's events after the keyset `after` (ts, source, id), both tables merged. */
async function page(
  db: Db,
  streamId: number,
  w: ExportWindow,
  after: { ts: string; src: string; id: string } | null,
) {
  const branch = (table: typeof analyticsEvents | typeof analyticsExcludedEvents, src: 'e' | 'x') => {
    const traffic = src === 'e' ? sql`'counted'` : sql`${analyticsExcludedEvents.reason}`;
    const keyset = after
      ? sql`and ${table.clientTs} >= ${after.ts}::timestamptz
          and (${table.clientTs}, ${src}::text, ${table.id}) > (${after.ts}::timestamptz, ${after.src}::text, ${after.id}::bigint)`
      : sql``;
    return sql`(select ${src}::text as src, ${table.id}::text as id, ${table.streamId} as stream_id,
        ${table.clientTs} as client_ts, ${iso(table.clientTs)} as ts, ${keyOf(table.clientTs)} as key_ts, ${iso(table.receivedAt)} as received_at,
        ${table.type} as type, ${table.visitorId} as visitor_id, ${table.sessionId} as session_id,
        ${table.feedItemId} as feed_item_id, ${table.productId} as product_id, ${table.value} as value,
        ${traffic} as traffic
      from ${table}
      where ${table.streamId} = ${streamId}
        and ${table.clientTs} >= ${w.from}::timestamptz and ${table.clientTs} < ${w.to}::timestamptz ${keyset}
      order by ${table.clientTs}, ${table.id} limit ${PAGE_ROWS})`;
  };
  const result = await db.execute(sql`
    select src, id, key_ts, stream_id, ts, received_at, type, visitor_id, session_id, feed_item_id, product_id, value, traffic
    from (${branch(analyticsEvents, 'e')} union all ${branch(analyticsExcludedEvents, 'x')}) both_tables
    order by client_ts, src, id::bigint limit ${PAGE_ROWS}`);
  return (result as unknown as { rows: PageRow[] }).rows;
}

/**
 * The events of `streamIds` (the account's, already scoped) in the window, page by page: per
 * player in the given order, then by `ts`, source and id. Holds one page at a time.
 */
export async function* exportedEvents(
  db: Db,
  streamIds: readonly number[],
  w: ExportWindow,
): AsyncGenerator<ExportedEvent[]> {
  for (const streamId of streamIds) {
    let after: { ts: string; src: string; id: string } | null = null;
    for (;;) {
      const rows = await page(db, streamId, w, after);
      if (rows.length === 0) break;
      yield rows.map(({ src, id, key_ts: _, ...r }) => ({
        id: `${src}${id}`,
        stream_id: r.stream_id,
        ts: r.ts,
        received_at: r.received_at,
        type: r.type,
        visitor_id: r.visitor_id,
        session_id: r.session_id,
        feed_item_id: r.feed_item_id,
        product_id: r.product_id,
        value: r.value,
        traffic: r.traffic,
      }));
      if (rows.length < PAGE_ROWS) break;
      const last = rows[rows.length - 1] as PageRow;
      after = { ts: last.key_ts, src: last.src, id: last.id };
    }
  }
}

/** How many events {@link exportedEvents} yields (the download's progress total): one count per table. */
export async function countExportedEvents(
  db: Db,
  streamIds: readonly number[],
  w: ExportWindow,
): Promise<number> {
  if (streamIds.length === 0) return 0;
  const ids = sql.join(
    streamIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const count = (table: typeof analyticsEvents | typeof analyticsExcludedEvents) =>
    sql`(select count(*) from ${table} where ${table.streamId} in (${ids})
      and ${table.clientTs} >= ${w.from}::timestamptz and ${table.clientTs} < ${w.to}::timestamptz)`;
  const result = await db.execute(
    sql`select (${count(analyticsEvents)} + ${count(analyticsExcludedEvents)})::text as n`,
  );
  return Number((result as unknown as { rows: { n: string }[] }).rows[0]?.n ?? 0);
}

/**
 * The export's text, chunk by chunk (one chunk per page): NDJSON, one {@link ExportedEvent} per
 * line, or CSV (`;`, CRLF, column titles in `lang` saying the times are UTC, cells through
 * `reportCsvCell` as the report CSV's).
 */
export async function* exportText(
  pages: AsyncIterable<ExportedEvent[]>,
  format: EventExportFormat,
  lang: Language,
): AsyncGenerator<string> {
  if (format === 'csv') yield toCsvRows([EXPORTED_EVENT_COLUMNS.map((c) => eventCsvTitle(lang, c))]);
  for await (const rows of pages) {
    if (format === 'ndjson') yield rows.map((r) => `${JSON.stringify(r)}\n`).join('');
    else yield toCsvRows(rows.map((r) => EXPORTED_EVENT_COLUMNS.map((c) => reportCsvCell(lang, r[c]))));
  }
}
