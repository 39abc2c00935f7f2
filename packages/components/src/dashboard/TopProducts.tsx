import { displayPrice, type ReportRange } from '@smuc/sdk';
import { Package } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useArea } from '../shell/area-context';
import { useAsync } from '../shell/useAsync';
import { Skeleton, WidgetEmpty, WidgetError } from '../ui/WidgetState';
import { RangeSelect } from './RangeSelect';

/** Top products (000 §2): the products viewers clicked most in the range, with price and counts. */
export function TopProducts() {
  const { t, i18n } = useTranslation();
  const { client } = useArea();
  const [range, setRange] = useState<ReportRange>('thismonth');
  const state = useAsync((signal) => client.reports.topProducts(range, signal), [client, range]);
  const nf = new Intl.NumberFormat(i18n.language);
  return (
    <section className="card top-products" aria-labelledby="top-products-title">
      <div className="card-header">
        <h2 id="top-products-title">{t('dashboard.topProducts')}</h2>
        <RangeSelect id="top-products-range" value={range} onChange={setRange} />
      </div>
      {state.status === 'error' ? (
        <WidgetError onRetry={state.reload} />
      ) : !state.data ? (
        <Skeleton height={200} />
      ) : state.data.length === 0 ? (
        <WidgetEmpty />
      ) : (
        <ol className="top-products-list">
          {state.data.map((p) => (
            <li key={`${p.name}-${p.price}`}>
              {p.photo ? (
                <img src={p.photo.thumbnail_url} alt="" className="product-photo" />
              ) : (
                <span className="product-photo" aria-hidden>
                  <Package size={18} />
                </span>
              )}
              <span className="product-main">
                <span className="product-name">
                  {p.name} {p.deleted && <span className="badge">{t('dashboard.deletedProduct')}</span>}
                </span>
                <span className="muted num">
                  {displayPrice(p.price, p.sales_price, p.currency, i18n.language)}
                </span>
              </span>
              <dl className="product-stats num">
                <div>
                  <dt>{t('dashboard.impressions')}</dt>
                  <dd>{nf.format(p.impressions)}</dd>
                </div>
                <div>
                  <dt>{t('dashboard.clicks')}</dt>
                  <dd>{nf.format(p.clicks)}</dd>
                </div>
                <div>
                  <dt>{t('dashboard.purchases')}</dt>
                  <dd>{nf.format(p.purchases)}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
