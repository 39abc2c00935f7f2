import type { ReportGroupBy } from '../rules/report';
import type { ReportQuery } from '../schemas/report-row';
import { readDownload } from './download';
import type { Http } from './http';

/** The per-player report (000 §2 Reports, §7 Reports and Tools). */
export function reportTableResource(http: Http) {
  return {
    /** `GET /report/my-streams?start&end&customer&campaign`: one row per player, deleted ones marked. */
    myStreams: (query: ReportQuery, signal?: AbortSignal) =>
      http.call('GET', 'report/my-streams', (s) => s.z.array(s.reportRowSchema), {
        searchParams: query,
        signal,
      }),
    /** `GET /report/daily` (same query): the chart's days of the range and of the period before. */
    daily: (query: ReportQuery, signal?: AbortSignal) =>
      http.call('GET', 'report/daily', (s) => s.reportDailySchema, { searchParams: query, signal }),
    /** `GET /report/funnel` (same query): impression → … → purchase with drop-off and filtered traffic. */
    funnel: (query: ReportQuery, signal?: AbortSignal) =>
      http.call('GET', 'report/funnel', (s) => s.reportFunnelSchema, { searchParams: query, signal }),
    /** `GET /report/my-streams/csv` (same plus `group_by`): the `;`/CRLF file and its dated name. */
    csv: async (query: ReportQuery & { group_by?: ReportGroupBy }, signal?: AbortSignal) =>
      readDownload(
        await http.raw('GET', 'report/my-streams/csv', { searchParams: query, signal }),
        `report_${query.start}_${query.end}.csv`,
      ),
    /** `GET /tool/autosuggest/customer?name`: customer names of the account's players containing `name`. */
    customers: (name: string, signal?: AbortSignal) =>
      http.call('GET', 'tool/autosuggest/customer', (s) => s.z.array(s.z.string()), {
        searchParams: { name },
        signal,
      }),
    /** `GET /tool/autosuggest/campaign?customer&name`: campaign names, of one customer when given. */
    campaigns: (customer: string, name: string, signal?: AbortSignal) =>
      http.call('GET', 'tool/autosuggest/campaign', (s) => s.z.array(s.z.string()), {
        searchParams: { customer, name },
        signal,
      }),
  };
}
