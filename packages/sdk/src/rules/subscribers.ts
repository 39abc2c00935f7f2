import { toCsv } from './csv';
import { slugify } from './form';

/** One row of `GET /stream/{id}/subscribers` as the CSV needs it (000 §3 Subscriber CSV row). */
export interface SubscriberCsvRow {
  stream: string;
  email: string;
  created_at: string;
}

/** The header of the subscriber CSV (000 §7), word for word. */
export const SUBSCRIBER_CSV_HEADER = ['Stream', 'E-mail', 'Created at'] as const;

/**
 * The subscriber CSV of 000 §7: byte-order mark, `sep=;` hint line, header `Stream;E-mail;Created at`
 * (or `header`, the same columns in the user's language: `subscriberCsvHeader(lang)`), one
 * `;`-separated CRLF row per subscriber (created at as ISO-8601 UTC).
 */
export function subscribersCsv(
  rows: readonly SubscriberCsvRow[],
  header: readonly string[] = SUBSCRIBER_CSV_HEADER,
): string {
  return toCsv(
    header,
    rows.map((r) => [r.stream, r.email, r.created_at]),
    { bom: true, separatorHint: true },
  );
}

/**
 * File name of a subscriber CSV: the slugified stream title and a UTC timestamp,
 * e.g. `spring-launch_2026-11-21_10-05-00.csv` (`now` in epoch ms).
 */
export function subscribersCsvName(title: string, now: number): string {
  const stamp = new Date(now).toISOString().slice(0, 19).replace('T', '_').replaceAll(':', '-');
  return `${slugify(title) || 'stream'}_${stamp}.csv`;
}
