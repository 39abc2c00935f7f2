import type { ReportRange } from '@smuc/sdk';
import { type ComponentProps, type ComponentType, lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useArea } from '../shell/area-context';
import { useAsync } from '../shell/useAsync';
import type { BarChart as BarChartComponent } from '../ui/chart/BarChart';
import { Skeleton, WidgetEmpty, WidgetError } from '../ui/WidgetState';
import { RangeSelect } from './RangeSelect';

/** Stands in for the chart when its chunk cannot be fetched (after a deploy removed it): reload. */
function ChartUnavailable(_: ComponentProps<typeof BarChartComponent>) {
  return <WidgetError onRetry={() => window.location.reload()} />;
}

/*
 * The chart library (uPlot, ~22 kB gzip) is a chunk of its own (issue 18 §2: the dashboard paints
 * without it), fetched when the chart first mounts, in parallel with the report it draws.
 */
let barChartLoading:
  | Promise<{ default: ComponentType<ComponentProps<typeof BarChartComponent>> }>
  | undefined;
const loadBarChart = () => {
  barChartLoading ??= import('../ui/chart/BarChart').then(
    (m) => ({ default: m.BarChart }),
    () => ({ default: ChartUnavailable }),
  );
  return barChartLoading;
};
const BarChart = lazy(loadBarChart);

const METRICS = ['viewers', 'hearts', 'comments'] as const;
type Metric = (typeof METRICS)[number];
const METRIC_LABEL: Record<Metric, string> = {
  viewers: 'dashboard.viewers',
  hearts: 'dashboard.likes',
  comments: 'dashboard.comments',
};

/**
 * The Viewers bar chart (000 §2): filters viewers, hearts (shown as Likes) and comments; ranges
 * thismonth, last3months, lastyear. A hidden table carries the same numbers for screen readers.
 * Under it, when the range had any, how many impressions were filtered as invalid traffic (issue 29 §2).
 */
export function ViewersChart() {
  const { t, i18n } = useTranslation();
  const { client } = useArea();
  const [range, setRange] = useState<ReportRange>('thismonth');
  const [metric, setMetric] = useState<Metric>('viewers');
  useEffect(() => {
    void loadBarChart();
  }, []);
  const state = useAsync((signal) => client.reports.dashboard(range, signal), [client, range]);
  const report = state.data;
  const series = useMemo(
    () =>
      report && {
        x: report.series.map((p) => Date.parse(`${p.date}T00:00:00Z`) / 1000),
        y: report.series.map((p) => p[metric]),
        label: t(METRIC_LABEL[metric]),
        xLabel: t('dashboard.date'),
        bucket: report.bucket,
        locale: i18n.language,
      },
    [report, metric, t, i18n.language],
  );
  const empty = report?.series.every((p) => p[metric] === 0);
  return (
    <section className="card viewers-chart" aria-labelledby="viewers-title">
      <div className="card-header">
        <h2 id="viewers-title">{t('dashboard.viewers')}</h2>
        <div className="chart-controls">
          <fieldset className="segmented">
            <legend className="visually-hidden">{t('dashboard.chartMetric')}</legend>
            {METRICS.map((m) => (
              <label key={m} className={metric === m ? 'active' : ''}>
                <input
                  type="radio"
                  name="chart-metric"
                  value={m}
                  checked={metric === m}
                  onChange={() => setMetric(m)}
                />
                {t(METRIC_LABEL[m])}
              </label>
            ))}
          </fieldset>
          <RangeSelect id="viewers-range" value={range} onChange={setRange} />
        </div>
      </div>
      {state.status === 'error' ? (
        <WidgetError onRetry={state.reload} />
      ) : !series ? (
        <Skeleton height={240} />
      ) : empty ? (
        <WidgetEmpty />
      ) : (
        <>
          <Suspense fallback={<Skeleton height={240} />}>
            <BarChart
              series={series}
              ariaLabel={`${t(METRIC_LABEL[metric])}, ${t(`dashboard.ranges.${range}`)}`}
            />
          </Suspense>
          <table className="visually-hidden">
            <caption>{t(METRIC_LABEL[metric])}</caption>
            <tbody>
              {report!.series.map((p) => (
                <tr key={p.date}>
                  <th scope="row">{p.date}</th>
                  <td>{p[metric]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      {report && report.totals.filtered_impressions > 0 && (
        <p className="muted filtered-impressions">
          {t('dashboard.filteredImpressions', { count: report.totals.filtered_impressions })}
        </p>
      )}
    </section>
  );
}
