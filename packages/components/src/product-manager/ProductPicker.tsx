import type { Product } from '@smuc/sdk';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PriceCell } from '../products/PriceCell';
import { useArea } from '../shell/area-context';
import { useAsync } from '../shell/useAsync';
import { Skeleton, WidgetError } from '../ui/WidgetState';

/**
 * The list section of the add-product modal (001 §2): the account's products (`GET /products`)
 * with a checkbox each; products already on the player are marked and cannot be picked twice, and
 * products priced in another currency than the player's say so and cannot be picked (a price is
 * never shown in a currency it was not given in).
 */
export function ProductPicker({
  taken,
  currency,
  onPick,
}: {
  /** Account product ids already on the player. */
  taken: ReadonlySet<number>;
  /** The player's currency: a product priced in another one cannot be added (issue 19 defect 2). */
  currency: string;
  onPick: (products: Product[]) => void;
}) {
  const { t } = useTranslation();
  const { client } = useArea();
  const list = useAsync((signal) => client.products.list(signal), [client]);
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  if (list.status === 'error') return <WidgetError onRetry={list.reload} />;
  if (!list.data) return <Skeleton height={120} />;
  if (list.data.length === 0) return <p className="muted">{t('productManager.noAccountProducts')}</p>;
  const toggle = (id: number) =>
    setChosen((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <div className="picker">
      <ul className="picker-list">
        {list.data.map((p) => {
          const foreign = p.currency.toLowerCase() !== currency.toLowerCase();
          return (
            <li key={p.id}>
              <label className="picker-item">
                <input
                  type="checkbox"
                  checked={chosen.has(p.id) || taken.has(p.id)}
                  disabled={taken.has(p.id) || foreign}
                  onChange={() => toggle(p.id)}
                  aria-label={t('productManager.pickLabel', { name: p.name })}
                />
                <span className="picker-name">{p.name}</span>
                <PriceCell price={p.price} salesPrice={p.sales_price} currency={p.currency} />
                {taken.has(p.id) && <span className="badge">{t('productManager.alreadyAdded')}</span>}
                {foreign && !taken.has(p.id) && (
                  <span className="badge">
                    {t('productManager.otherCurrency', {
                      currency: p.currency.toUpperCase(),
                      player: currency.toUpperCase(),
                    })}
                  </span>
                )}
              </label>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        className="btn btn-primary"
        disabled={chosen.size === 0}
        onClick={() => {
          onPick(list.data!.filter((p) => chosen.has(p.id)));
          setChosen(new Set());
        }}
      >
        {t('productManager.addSelected')}
      </button>
    </div>
  );
}
