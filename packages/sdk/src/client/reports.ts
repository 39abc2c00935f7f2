import { z } from 'zod';
import type { ReportRange } from '../schemas/common';
import { dashboardReportSchema, topProductSchema } from '../schemas/report';
import type { Http } from './http';

/** Dashboard analytics (000 §7 Reports). */
export function reportsResource(http: Http) {
  return {
    dashboard: (range: ReportRange, signal?: AbortSignal) =>
      http.call('GET', 'report/dashboard', dashboardReportSchema, { searchParams: { range }, signal }),
    topProducts: (range: ReportRange, signal?: AbortSignal) =>
      http.call('GET', 'report/top-products', z.array(topProductSchema), { searchParams: { range }, signal }),
  };
}
