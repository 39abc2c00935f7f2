import type { ReportRange } from '../schemas/common';
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
  };
}
