import { REPORT_CHART_METRICS, type ReportChartMetric, type ReportQuery } from '@smuc/sdk';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useArea } from '../shell/area-context';
import { useAsync } from '../shell/useAsync';
import { LineChart } from '../ui/chart/LineChart';
import { Skeleton } from '../ui/WidgetState';

/** The chart's x value of a `YYYY-MM-DD` UTC day: seconds since epoch. */
const secondsOf = (date: string) => Date.parse(`${date}T00:00:00Z`) / 1000;

/**
 * The report chart (issue 19, Charts): the chosen metric per day of the report's range from
 * `GET /report/daily`, with the previous period of the same length as a faint dashed line drawn
 * under the same days; for all players of the filters, or for `player` when a row asked for it.
 * The table below holds the same numbers for keyboard and screen-reader users.
 */
export function ReportChart({
  query,
  player,
  onShowAll,
}: {
  query: ReportQuery;
  player: { id: number; title: string } | null;
  onShowAll: () => void;
}) {
  const { t } = useTranslation();
  const { client, language } = useArea();
  const [metric, setMetric] = useState<ReportChartMetric>('impressions');
  const daily = useAsync(
    (signal) => client.reportTable.daily({ ...query, ...(player ? { stream_id: player.id } : {}) }, signal),
    [client, query, player?.id],
  );
  const metricName = (m: ReportChartMetric) => t(`reports.chart.metrics.${m}`);
  const data = useMemo(() => {
    const d = daily.data;
    if (!d) return null;
    return {
      x: d.days.map((day) => secondsOf(day.date)),
      lines: [
        { label: t(`reports.chart.metrics.${metric}`), values: d.days.map((day) => day[metric]) },
        {
          label: t('reports.chart.previous'),
          values: d.previous.map((day) => day[metric]),
          faint: true,
        },
      ],
      xLabel: t('reports.chart.date'),
      locale: language,
    };
  }, [daily.data, metric, t, language]);
  const scope = player ? player.title || t('players.untitled') : t('reports.chart.allPlayers');
  return (
    <section className="card report-chart" aria-labelledby="report-chart-title">
      <div className="chart-header">
        <h2 id="report-chart-title">
          {metricName(metric)} <span className="muted">· {scope}</span>
        </h2>
        <div className="chart-controls">
          {player && (
            <button type="button" className="btn show-all" onClick={onShowAll}>
              {t('reports.chart.showAll')}
            </button>
          )}
          <div className="field">
            <label htmlFor="report-chart-metric">{t('reports.chart.metric')}</label>
            <select
              id="report-chart-metric"
              className="input"
              value={metric}
              onChange={(e) => setMetric(e.target.value as ReportChartMetric)}
            >
              {REPORT_CHART_METRICS.map((m) => (
                <option key={m} value={m}>
                  {metricName(m)}
                </option>
              ))}
            </select>
          </div>
        </div>
      </div>
      {!data ? (
        daily.status === 'error' ? (
          <p className="alert alert-danger">{t('reports.chart.failed')}</p>
        ) : (
          <Skeleton height={220} />
        )
      ) : (
        <LineChart
          data={data}
          ariaLabel={t('reports.chart.label', {
            metric: metricName(metric),
            scope,
            start: query.start,
            end: query.end,
          })}
        />
      )}
    </section>
  );
}
