import type { ReportRow, Stream } from '@smuc/sdk';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Funnel } from '../reports/Funnel';
import { ProductStats } from '../reports/ProductStats';
import { useArea } from '../shell/area-context';
import { useAsync } from '../shell/useAsync';
import tableCss from '../ui/data-table.css?inline';
import { Skeleton } from '../ui/WidgetState';
import '../reports/texts';

/** The figures the panel shows, in order; rates are percent. Each is named by the report's metric definitions. */
const FIGURES = [
  'impressions',
  'three_sec_views',
  'vcr',
  'viewer_count',
  'total_minutes',
  'product_clicks',
  'product_ctr',
  'product_purchases',
  'total_interactions',
] as const satisfies readonly (keyof ReportRow)[];
const PERCENT = new Set<string>(['vcr', 'product_ctr']);

/** The panel's range: the last 30 UTC days, today included, as `YYYY-MM-DD`. */
export function last30Days(now = new Date()) {
  const end = now.toISOString().slice(0, 10);
  const start = new Date(now.getTime() - 29 * 86_400_000).toISOString().slice(0, 10);
  return { start, end };
}

/**
 * The editor's per-player analytics (issue 19, Charts): the player's key figures of the last 30
 * days from its report row (`GET /report/my-streams?stream_id`, so the numbers are the report's,
 * with the same metric names), its product table from `GET /stream/{id}/feed-analytics` and its
 * funnel (`GET /report/funnel?stream_id`, issue 34 §2).
 * Figures the account's plan does not measure (`null`: viewer metrics of impression-based
 * accounts) are left out. Re-read after each save.
 */
export function StreamAnalyticsPanel({ saved }: { saved: Stream }) {
  const { t } = useTranslation();
  const { client, language } = useArea();
  const data = useAsync(
    async (signal) => {
      const range = last30Days();
      const [rows, products] = await Promise.all([
        client.reportTable.myStreams({ ...range, stream_id: saved.id }, signal),
        client.feedItems.analytics(saved.id, range.start, range.end, signal),
      ]);
      return { row: rows[0] ?? null, products };
    },
    [client, saved.id, saved.updated_at],
  );
  const num = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  // One object per player and save, so the funnel reloads with the figures, not on every render.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-read after each save, like the figures
  const funnelQuery = useMemo(() => ({ ...last30Days(), stream_id: saved.id }), [saved.id, saved.updated_at]);
  const row = data.data?.row;
  return (
    <section className="card side-panel stream-analytics" aria-labelledby="stream-analytics-title">
      <style>{tableCss}</style>
      <h2 id="stream-analytics-title">
        {t('reports.playerPanel.title')} <span className="muted">· {t('reports.playerPanel.range')}</span>
      </h2>
      {data.status === 'error' && !data.data ? (
        <p className="alert alert-danger">{t('reports.playerPanel.failed')}</p>
      ) : !data.data ? (
        <Skeleton height={120} />
      ) : !row || row.impressions === 0 ? (
        <p className="muted">{t('reports.playerPanel.empty')}</p>
      ) : (
        <>
          <dl className="figures">
            {FIGURES.filter((f) => row[f] !== null).map((f) => (
              <div key={f} className="figure">
                <dt>{t(`reports.metrics.${f}.name`)}</dt>
                <dd>
                  <bdi>
                    {num.format(row[f] ?? 0)}
                    {PERCENT.has(f) ? '%' : ''}
                  </bdi>
                </dd>
              </div>
            ))}
          </dl>
          <h3>{t('reports.playerPanel.products')}</h3>
          {/* Wider than the side panel: it scrolls, so it takes focus for keyboard scrolling. */}
          <section
            className="data-table-wrap"
            aria-label={t('reports.productsOf', { name: saved.title })}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be keyboard reachable (WCAG 2.1.1)
            tabIndex={0}
          >
            <ProductStats row={{ title: saved.title, products: data.data.products }} />
          </section>
          <Funnel query={funnelQuery} scope={saved.title || t('players.untitled')} heading={3} />
        </>
      )}
    </section>
  );
}
