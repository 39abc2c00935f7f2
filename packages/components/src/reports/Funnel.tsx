import type { FunnelStepFigures, ReportQuery } from '@smuc/sdk';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useArea } from '../shell/area-context';
import { useAsync } from '../shell/useAsync';
import { Skeleton } from '../ui/WidgetState';
import funnelCss from './funnel.css?inline';
import './texts';

/**
 * The viewer funnel (issue 34 §2) of `query`'s range from `GET /report/funnel`: impression → play →
 * product impression → product click → add to cart → purchase, as plain SVG bars (each bar a
 * keyboard stop that reads its step, count and share of impressions) with the same numbers in a
 * table beside it (count, drop-off from the step before, its percent, conversion from impressions,
 * filtered invalid traffic apart). One player with `query.stream_id`, else the account's players
 * of the report's filters. `heading` is the level the section title takes in its page.
 */
export function Funnel({
  query,
  scope,
  heading = 2,
}: {
  query: ReportQuery;
  /** What the funnel covers, shown after the title (a player's name, "All players"). */
  scope: string;
  heading?: 2 | 3;
}) {
  const { t } = useTranslation();
  const { client, language } = useArea();
  const id = useId();
  const funnel = useAsync((signal) => client.reportTable.funnel(query, signal), [client, query]);
  const num = new Intl.NumberFormat(language);
  const pct = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
  const percent = (v: number | null) => (v === null ? t('reports.none') : `${pct.format(v)}%`);
  const steps = funnel.data?.steps ?? [];
  // Bars share one scale: the largest step (product impressions can outnumber impressions, since
  // a viewer sees several products).
  const max = Math.max(1, ...steps.map((s) => s.count));
  const filtered = steps.reduce((a, s) => a + s.filtered, 0);
  const name = (s: FunnelStepFigures) => t(`reports.funnel.steps.${s.step}.name`);
  // A step that counts more events than the one before (several products per viewer) lost no one:
  // its drop-off shows as none rather than a negative number (the definitions modal says so).
  const lost = (s: FunnelStepFigures) => s.drop_off !== null && s.drop_off >= 0;
  const Title = heading === 2 ? 'h2' : 'h3';
  return (
    <section className="funnel" aria-labelledby={`${id}-title`}>
      <style>{funnelCss}</style>
      <Title id={`${id}-title`}>
        {t('reports.funnel.title')} <span className="muted">· {scope}</span>
      </Title>
      {funnel.status === 'error' && !funnel.data ? (
        <p className="alert alert-danger">{t('reports.funnel.failed')}</p>
      ) : !funnel.data ? (
        <Skeleton height={160} />
      ) : (
        <>
          <div className="funnel-body">
            <ol
              className="funnel-chart"
              aria-label={t('reports.funnel.chartLabel', { scope, start: query.start, end: query.end })}
            >
              {steps.map((s) => (
                <li
                  key={s.step}
                  // biome-ignore lint/a11y/noNoninteractiveTabindex: each bar is a keyboard stop that reads its figures (issue 34 §2)
                  tabIndex={0}
                  aria-label={t('reports.funnel.bar', {
                    step: name(s),
                    count: num.format(s.count),
                    conversion: percent(s.conversion),
                  })}
                >
                  <span className="funnel-step">{name(s)}</span>
                  <svg
                    className="funnel-bar flip-rtl"
                    viewBox="0 0 100 10"
                    preserveAspectRatio="none"
                    aria-hidden="true"
                    focusable="false"
                  >
                    <rect className="track" width="100" height="10" />
                    <rect className="value" width={(s.count / max) * 100} height="10" />
                  </svg>
                  <bdi className="funnel-count">{num.format(s.count)}</bdi>
                </li>
              ))}
            </ol>
            {/* It may be wider than a side panel: it scrolls, so it takes focus for keyboard scrolling. */}
            <section
              className="data-table-wrap funnel-table-wrap"
              aria-label={t('reports.funnel.tableLabel')}
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be keyboard reachable (WCAG 2.1.1)
              tabIndex={0}
            >
              <table className="data-table stacked funnel-table">
                <caption className="visually-hidden">
                  {t('reports.funnel.tableCaption', { scope, start: query.start, end: query.end })}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">{t('reports.funnel.columns.step')}</th>
                    {(['count', 'dropOff', 'dropOffRate', 'conversion', 'filtered'] as const).map((c) => (
                      <th key={c} scope="col" className="num">
                        {t(`reports.funnel.columns.${c}`)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {steps.map((s) => (
                    <tr key={s.step}>
                      <th scope="row">{name(s)}</th>
                      <td className="num" data-label={t('reports.funnel.columns.count')}>
                        <bdi>{num.format(s.count)}</bdi>
                      </td>
                      <td className="num" data-label={t('reports.funnel.columns.dropOff')}>
                        <bdi>{lost(s) ? num.format(s.drop_off ?? 0) : t('reports.none')}</bdi>
                      </td>
                      <td className="num" data-label={t('reports.funnel.columns.dropOffRate')}>
                        <bdi>{percent(lost(s) ? s.drop_off_rate : null)}</bdi>
                      </td>
                      <td className="num" data-label={t('reports.funnel.columns.conversion')}>
                        <bdi>{percent(s.conversion)}</bdi>
                      </td>
                      <td className="num filtered" data-label={t('reports.funnel.columns.filtered')}>
                        <bdi>{num.format(s.filtered)}</bdi>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          </div>
          <p className="muted funnel-filtered">
            {t('reports.funnel.filteredNote', { count: filtered, formatted: num.format(filtered) })}
          </p>
        </>
      )}
    </section>
  );
}
