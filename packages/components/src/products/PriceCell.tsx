import { displayPrice } from '@smuc/sdk';
import { useTranslation } from 'react-i18next';
import './texts';

/**
 * Price and optional sales price (000 §2) by the price display rule (000 §5): the shown amount
 * prefers the sales price; when both are valid the regular price shows struck through beside it.
 */
export function PriceCell({
  price,
  salesPrice,
  currency,
}: {
  price: number | null;
  salesPrice: number | null;
  currency: string;
}) {
  const { t, i18n } = useTranslation();
  const shown = displayPrice(price, salesPrice, currency, i18n.language);
  if (!shown) return <span className="muted">{t('products.noPrice')}</span>;
  const regular =
    salesPrice !== null && salesPrice > 0 ? displayPrice(price, null, currency, i18n.language) : null;
  return (
    <span className="price num">
      <span className="price-shown">{shown}</span>
      {regular && regular !== shown && (
        <>
          <span className="visually-hidden">{t('products.regularPrice')}</span>
          <s className="muted price-regular">{regular}</s>
        </>
      )}
    </span>
  );
}
