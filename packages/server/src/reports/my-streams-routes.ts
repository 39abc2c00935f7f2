import {
  autosuggestQuerySchema,
  type Language,
  REPORT_MAX_DAYS,
  type ReportRow,
  reportCsvCell,
  reportCsvKind,
  reportCsvName,
  reportCsvQuerySchema,
  reportCsvTitle,
  reportDailySchema,
  reportFunnelSchema,
  reportMetrics,
  reportQuerySchema,
  reportRowSchema,
  toCsv,
} from '@smuc/sdk';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAccount } from '../auth/context';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { ok } from '../http/envelope';
import { invalid, notFound } from '../http/errors';
import { withAnswer } from '../http/openapi';
import { accountStreamIds, suggestStreamSetting } from '../streams/reads';
import { STREAM_NOT_FOUND } from '../streams/repository';
import { reportDaily } from './daily';
import { reportFunnel } from './funnel';
import { myStreamsReport } from './my-streams';

/** Checks the order and span of a report range; 422 otherwise. */
function checkRange(q: { start: string; end: string }) {
  const days = (Date.parse(q.end) - Date.parse(q.start)) / 86_400_000;
  if (days < 0) throw invalid({ end: ['The end date must not be before the start date.'] });
  if (days >= REPORT_MAX_DAYS) throw invalid({ end: [`A report spans at most ${REPORT_MAX_DAYS} days.`] });
}

/**
 * The report CSV's columns by wire name: the row's identity columns, then the metric keys the account
 * sees (000 §3 names). The file's header row carries their titles in the user's language
 * (`reportCsvTitle`, the report screen's column titles).
 */
export function reportCsvHeader(impressionBased: boolean, groupBy: 'stream' | 'product'): string[] {
  const identity = ['id', 'title', 'customer', 'campaign', 'player_url', 'deleted', 'type', 'created_at'];
  if (groupBy === 'product')
    return [
      ...identity,
      'item',
      'product',
      'reach',
      'impressions',
      'clicks',
      'link_clicks',
      'ctr',
      'link_ctr',
      'purchases',
      'total_interactions',
    ];
  return [...identity, ...reportMetrics(impressionBased)];
}

/**
 * One report row → its CSV lines (one line, or one per product when grouped by product), each cell
 * for a spreadsheet in `lang` (`reportCsvCell`: decimal comma in hu and de, yes/no as words; the
 * Type column as the kind's word, `reportCsvKind`).
 */
export function reportCsvLines(
  row: ReportRow,
  impressionBased: boolean,
  groupBy: 'stream' | 'product',
  lang: Language = 'en',
) {
  const cells = (line: (string | number | boolean | null | undefined)[]) =>
    line.map((value) => reportCsvCell(lang, value));
  const identity = [
    row.id,
    row.title,
    row.customer,
    row.campaign,
    row.player_url,
    row.deleted,
    reportCsvKind(lang, row.type, row.optimize_for_ad),
    row.created_at,
  ];
  if (groupBy === 'product')
    return row.products.map((p) =>
      cells([
        ...identity,
        p.item,
        p.title,
        p.reach,
        p.impressions,
        p.clicks,
        p.link_clicks,
        p.ctr,
        p.link_ctr,
        p.purchases,
        p.total_interactions,
      ]),
    );
  return [cells([...identity, ...reportMetrics(impressionBased).map((m) => row[m] ?? '')])];
}

/**
 * `GET /report/my-streams?start&end&customer&campaign` (rows as JSON), `GET /report/my-streams/csv`
 * (same plus `group_by` = stream | product: `;` separated, CRLF rows, file `report_{start}_{end}.csv`,
 * column titles in the request's `Accept-Language`)
 * `GET /report/daily` (the chart's days), `GET /report/funnel` (issue 34 §2: impression → play →
 * product impression → product click → add to cart → purchase, 404 for another account's `stream_id`)
 * and the autosuggest tools `GET /tool/autosuggest/customer?name`,
 * `GET /tool/autosuggest/campaign?customer&name` (000 §7 Reports, Tools).
 */
export function myStreamsReportRoutes(scope: FastifyInstance, db: Db, config: Config) {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const report = { schema: { querystring: reportQuerySchema } };
  app.get('/report/my-streams', withAnswer(report, z.array(reportRowSchema)), async (request) => {
    const account = await requireAccount(db, request);
    const q = request.query;
    checkRange(q);
    return ok(await myStreamsReport(db, account, q, config.publicUrl));
  });

  app.get('/report/daily', withAnswer(report, reportDailySchema), async (request) => {
    const account = await requireAccount(db, request);
    const q = request.query;
    checkRange(q);
    return ok(await reportDaily(db, account.id, q));
  });

  // The funnel names one player in the editor: another account's player is a 404, not empty steps.
  const funnel = { schema: { querystring: reportQuerySchema, answerErrors: [404] as const } };
  app.get('/report/funnel', withAnswer(funnel, reportFunnelSchema), async (request) => {
    const account = await requireAccount(db, request);
    const q = request.query;
    checkRange(q);
    if (q.stream_id !== undefined && (await accountStreamIds(db, account.id, q.stream_id)).length === 0)
      throw notFound(STREAM_NOT_FOUND);
    return ok(await reportFunnel(db, account.id, q));
  });

  app.get(
    '/report/my-streams/csv',
    { schema: { answer: 'text/csv', querystring: reportCsvQuerySchema } },
    async (request, reply) => {
      const account = await requireAccount(db, request);
      const { group_by, ...q } = request.query;
      checkRange(q);
      const rows = await myStreamsReport(db, account, q, config.publicUrl);
      const csv = toCsv(
        reportCsvHeader(account.impressionBased, group_by).map((c) => reportCsvTitle(request.language, c)),
        rows.flatMap((r) => reportCsvLines(r, account.impressionBased, group_by, request.language)),
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${reportCsvName(q.start, q.end)}"`)
        .send(csv);
    },
  );

  const suggest = { schema: { querystring: autosuggestQuerySchema } };
  app.get('/tool/autosuggest/customer', withAnswer(suggest, z.array(z.string())), async (request) => {
    const account = await requireAccount(db, request);
    const { name } = request.query;
    return ok(await suggestStreamSetting(db, account.id, 'customer', name));
  });
  app.get('/tool/autosuggest/campaign', withAnswer(suggest, z.array(z.string())), async (request) => {
    const account = await requireAccount(db, request);
    const { name, customer } = request.query;
    return ok(await suggestStreamSetting(db, account.id, 'campaign', name, customer));
  });
}
