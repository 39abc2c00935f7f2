import type { ProductStats as ProductStatsRow } from '@smuc/sdk';
import { useTranslation } from 'react-i18next';
import { useArea } from '../shell/area-context';
import './texts';

const COLUMNS = [
  'reach',
  'impressions',
  'clicks',
  'link_clicks',
  'ctr',
  'link_ctr',
  'purchases',
  'total_interactions',
] as const;

/**
 * A player's per-product statistics (000 §3): product, reach (unique visitors who saw it),
 * impressions, clicks, link clicks, CTRs, purchases, interactions. `row` is a report row or any
 * `{title, products}` (the editor's analytics panel passes `GET /stream/{id}/feed-analytics`).
 */
export function ProductStats({ row }: { row: { title: string; products: ProductStatsRow[] } }) {
  const { t } = useTranslation();
  const { language } = useArea();
  const num = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
  if (row.products.length === 0) return <p className="muted">{t('reports.noProducts')}</p>;
  return (
    <table className="data-table product-stats">
      <caption className="visually-hidden">
        {t('reports.productsOf', { name: row.title || t('players.untitled') })}
      </caption>
      <thead>
        <tr>
          <th scope="col">{t('reports.columns.item')}</th>
          {COLUMNS.map((c) => (
            <th key={c} scope="col" className="num">
              {t(`reports.columns.${c}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {row.products.map((p) => (
          <tr key={p.item}>
            <th scope="row">
              <bdi>{p.title}</bdi>
            </th>
            {COLUMNS.map((c) => (
              <td key={c} className="num">
                {c === 'ctr' || c === 'link_ctr' ? `${num.format(p[c])}%` : num.format(p[c])}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
