import type { ReportRange } from '../schemas/common';
import type { EventExportQuery } from '../schemas/event-export';
import { readDownloadWithProgress } from './download';
import type { Http } from './http';

/** Dashboard analytics (000 §7 Reports). */
export function reportsResource(http: Http) {
  return {
    dashboard: (range: ReportRange, signal?: AbortSignal) =>
      http.call('GET', 'report/dashboard', (s) => s.dashboardReportSchema, {
        searchParams: { range },
        signal,
      }),
    topProducts: (range: ReportRange, signal?: AbortSignal) =>
      http.call('GET', 'report/top-products', (s) => s.z.array(s.topProductSchema), {
        searchParams: { range },
        signal,
      }),
    /**
     * `GET /report/events?stream_id&from&to&format` (issue 34 §3): the raw events as a streamed
     * file, read with `onProgress(lines, total)` (lines received; the CSV's header is one of them).
     */
    events: async (
      query: EventExportQuery,
      onProgress: (lines: number, total: number | null) => void,
      signal?: AbortSignal,
    ) =>
      readDownloadWithProgress(
        await http.raw('GET', 'report/events', { searchParams: query, signal }),
        `events_${query.from}_${query.to}.${query.format ?? 'ndjson'}`,
        onProgress,
      ),
  };
}
