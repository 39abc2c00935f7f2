import type { Language } from '../schemas/common';
import { SERVER_TEXTS } from './catalogues';

/**
 * Title of a report CSV column (`GET /report/my-streams/csv`, 000 §7) in `lang`: the report screen's
 * titles (metric names of 000 §3, the per-product columns) and, for the columns the screen folds
 * into its player cell, their own titles. Keys are the wire names of the report row
 * (`id`, `title`, `player_url`, `impressions`, …; `item`/`product` of a per-product line); an
 * unknown key is its own title.
 */
export function reportCsvTitle(lang: Language, column: string): string {
  const texts = SERVER_TEXTS[lang];
  const identity: Record<string, string> = {
    id: texts.csv.id,
    title: texts.csv.player,
    customer: texts.csv.customer,
    campaign: texts.csv.campaign,
    player_url: texts.csv.playerUrl,
    deleted: texts.csv.deleted,
    type: texts.csv.type,
    created_at: texts.csv.createdAt,
    item: texts.csv.itemId,
    product: texts.report.columns.item,
  };
  return (
    identity[column] ??
    (texts.report.columns as Record<string, string>)[column] ??
    (texts.report.metrics as Record<string, string>)[column] ??
    column
  );
}

/** The subscriber CSV's header in `lang`; English is the spec's `Stream;E-mail;Created at` (000 §7). */
export function subscriberCsvHeader(lang: Language): string[] {
  const { csv } = SERVER_TEXTS[lang];
  return [csv.stream, csv.email, csv.createdAt];
}

/** The form subscription CSV's header in `lang` (000 §7): stream, customer, campaign, name, e-mail, phone, created at. */
export function formCsvHeader(lang: Language): string[] {
  const { csv } = SERVER_TEXTS[lang];
  return [csv.stream, csv.customer, csv.campaign, csv.name, csv.email, csv.phone, csv.createdAt];
}

/**
 * A player's kind as a word in `lang` for the report CSV's Type column (issue 30: it was the numeric
 * type code): `type` 0 live, 1 playback, 2 a simple video or, ad-optimised, an advertisement, 4 a
 * photo ad (001 §3); an unknown code stays a number.
 */
export function reportCsvKind(lang: Language, type: number, optimizeForAd: boolean): string | number {
  const { kinds } = SERVER_TEXTS[lang].csv;
  switch (type) {
    case 0:
      return kinds.live;
    case 1:
      return kinds.playback;
    case 2:
      return optimizeForAd ? kinds.advertisement : kinds.simpleVideo;
    case 4:
      return kinds.photoAd;
    default:
      return type;
  }
}

/** Languages whose spreadsheets read a decimal comma (Excel and LibreOffice in hu and de read `25.24` as a date or text). */
const COMMA_DECIMAL: ReadonlySet<Language> = new Set<Language>(['hu', 'de']);

/**
 * One report CSV cell for a spreadsheet in `lang` (issue 30): a fraction with the language's decimal
 * separator (`25,24` in hu and de; `25.24` in en and ar, whose spreadsheets read a point), a boolean
 * as the word yes/no in `lang`; anything else as it is. No digit grouping, so a number stays one
 * number; the file's separator is `;`, so a decimal comma needs no quoting.
 */
export function reportCsvCell(
  lang: Language,
  value: string | number | boolean | null | undefined,
): string | number | null | undefined {
  if (typeof value === 'boolean') return value ? SERVER_TEXTS[lang].csv.yes : SERVER_TEXTS[lang].csv.no;
  if (typeof value === 'number' && !Number.isInteger(value) && COMMA_DECIMAL.has(lang))
    return String(value).replace('.', ',');
  return value;
}

/**
 * Title of a raw event export column (`GET /report/events` as CSV, issue 34 §3) in `lang`, by the
 * wire name of the exported event (`EXPORTED_EVENT_COLUMNS`); the times say they are UTC.
 */
export function eventCsvTitle(lang: Language, column: string): string {
  const { csv } = SERVER_TEXTS[lang];
  const titles: Record<string, string> = {
    id: csv.id,
    stream_id: csv.events.streamId,
    ts: csv.events.ts,
    received_at: csv.events.receivedAt,
    type: csv.events.event,
    visitor_id: csv.events.visitor,
    session_id: csv.events.session,
    feed_item_id: csv.events.feedItem,
    product_id: csv.events.product,
    value: csv.events.value,
    traffic: csv.events.traffic,
  };
  return titles[column] ?? column;
}
