import { z } from 'zod';
import { EVENT_TYPES, INVALID_TRAFFIC_REASONS } from './events';
import { EVENT_EXPORT_FORMATS, type EventExportFormat } from './values';

export { EVENT_EXPORT_FORMATS, EVENT_EXPORT_TIME_ZONE, type EventExportFormat } from './values';

/**
 * Raw viewer events to take away (issue 34 §3): `GET /report/events` streams the stored events of
 * the account's players, one {@link exportedEventSchema} row per event, as NDJSON or as the
 * report-style CSV (`;`, CRLF, column titles and decimals in the request's language).
 */

/**
 * What an exported event counted as: `counted` (on the player's figures), `own` (a view by the
 * account itself or by staff: counted nowhere, issue 13) or the invalid traffic reason it was
 * filtered for (issue 29 §2: counted apart as filtered traffic). Own and filtered events are kept
 * raw since migration 0027; older ones exist only as the per-day filtered counts.
 */
export const EXPORTED_TRAFFIC = ['counted', 'own', ...INVALID_TRAFFIC_REASONS] as const;
export type ExportedTraffic = (typeof EXPORTED_TRAFFIC)[number];

/** A range bound: a UTC day (`2026-11-01`, the whole day) or an instant with its offset. */
const rangeBound = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);

/**
 * `GET /report/events` query: `from` and `to` (a day includes all of it in UTC; an instant is
 * exact, `to` exclusive), at most 400 days apart; `stream_id` one of the account's players (all of
 * them, deleted ones too, when absent); `format` ndjson (default) or csv.
 */
export const eventExportQuerySchema = z.object({
  stream_id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  from: rangeBound,
  to: rangeBound,
  format: z.enum(EVENT_EXPORT_FORMATS).default('ndjson'),
});
/** The query as a caller writes it (`format` defaults to ndjson). */
export type EventExportQuery = {
  stream_id?: number;
  from: string;
  to: string;
  format?: EventExportFormat;
};

/**
 * One exported event (one NDJSON line, one CSV row in this column order): `id` unique within the
 * export (`e…` a counted event, `x…` an own or filtered one); `ts` the viewer's clock when it
 * happened and `received_at` the server's when it arrived, both ISO 8601 UTC; `type` the event
 * kind (`POST /events`); `visitor_id` and `session_id` as the player sent them; `feed_item_id` the
 * player's product the event names and `product_id` the account product it links to; `value` the
 * quartile (25, 50, 75) or the heartbeat's seconds; `traffic` what it counted as
 * ({@link EXPORTED_TRAFFIC}). Rows come per player (by id), then by `ts`.
 */
export const exportedEventSchema = z.object({
  id: z.string(),
  stream_id: z.number().int(),
  ts: z.iso.datetime(),
  received_at: z.iso.datetime(),
  type: z.enum(EVENT_TYPES),
  visitor_id: z.string(),
  session_id: z.string(),
  feed_item_id: z.number().int().nullable(),
  product_id: z.number().int().nullable(),
  value: z.number().int().nullable(),
  traffic: z.enum(EXPORTED_TRAFFIC),
});
export type ExportedEvent = z.infer<typeof exportedEventSchema>;

/** The columns of the export, in order (the CSV header's wire names). */
export const EXPORTED_EVENT_COLUMNS = Object.keys(exportedEventSchema.shape) as (keyof ExportedEvent)[];
