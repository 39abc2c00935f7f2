import type { Product } from '@smuc/sdk';
import { Package, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AreaProps, AreaRoot } from '../shell/AreaRoot';
import { useArea } from '../shell/area-context';
import { useAsync } from '../shell/useAsync';
import { columnsOf, DataTable } from '../ui/DataTable';
import tableCss from '../ui/data-table.css?inline';
import { Skeleton, WidgetError } from '../ui/WidgetState';
import { DeleteProductModal } from './DeleteProductModal';
import { PriceCell } from './PriceCell';
import { ProductFormModal } from './ProductFormModal';
import css from './products.css?inline';
import './texts';

function ProductsBody() {
  const { t, i18n } = useTranslation();
  const { client } = useArea();
  const list = useAsync((signal) => client.products.list(signal), [client]);
  // A masquerade may not delete (the server answers 403, 000 §1, §6), so Delete is not offered.
  const user = useAsync((signal) => client.user.me(signal), [client]);
  const canDelete = user.data?.masqueraded === false;
  const [editing, setEditing] = useState<{ product: Product | null } | null>(null);
  const [deleting, setDeleting] = useState<Product | null>(null);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const col = (k: string) => t(`products.columns.${k}`);

  return (
    <div className="products-page">
      <div className="card-header">
        <h1>{t('products.title')}</h1>
        <button type="button" className="btn btn-primary" onClick={() => setEditing({ product: null })}>
          <Plus size={16} aria-hidden /> {t('products.create')}
        </button>
      </div>
      <section className="card">
        {list.status === 'error' || user.status === 'error' ? (
          <WidgetError onRetry={list.status === 'error' ? list.reload : user.reload} />
        ) : !list.data || !user.data ? (
          <Skeleton height={240} />
        ) : list.data.length === 0 ? (
          <p className="empty muted">{t('products.empty')}</p>
        ) : (
          <DataTable
            className="products-table"
            caption={t('products.tableLabel')}
            columns={columnsOf(['name', 'sku', 'prices', 'createdAt', 'updatedAt', 'operations'], col)}
          >
            {list.data.map((p) => (
              <tr key={p.id} className="product-row">
                <th scope="row" data-label={col('name')}>
                  <span className="item-name">
                    {p.image ? (
                      <img src={p.image} alt="" className="product-image" />
                    ) : (
                      <span className="product-image" aria-hidden>
                        <Package size={18} />
                      </span>
                    )}
                    <span className="product-title">{p.name}</span>
                  </span>
                </th>
                <td data-label={col('sku')}>{p.sku || t('products.noSku')}</td>
                <td data-label={col('prices')}>
                  <PriceCell price={p.price} salesPrice={p.sales_price} currency={p.currency} />
                </td>
                <td data-label={col('createdAt')} className="num">
                  {date.format(new Date(p.created_at))}
                </td>
                <td data-label={col('updatedAt')} className="num">
                  {date.format(new Date(p.updated_at))}
                </td>
                <td data-label={col('operations')}>
                  <span className="ops">
                    <button
                      type="button"
                      className="btn btn-ghost btn-icon"
                      aria-label={t('products.editNamed', { name: p.name })}
                      title={t('products.edit')}
                      onClick={() => setEditing({ product: p })}
                    >
                      <Pencil size={16} aria-hidden />
                    </button>
                    {canDelete && (
                      <button
                        type="button"
                        className="btn btn-ghost btn-icon"
                        aria-label={t('products.deleteNamed', { name: p.name })}
                        title={t('products.delete')}
                        onClick={() => setDeleting(p)}
                      >
                        <Trash2 size={16} aria-hidden />
                      </button>
                    )}
                  </span>
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </section>
      <ProductFormModal
        product={editing?.product ?? null}
        isOpen={editing !== null}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          list.reload();
        }}
      />
      {deleting && (
        <DeleteProductModal
          product={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            setDeleting(null);
            list.reload();
          }}
        />
      )}
    </div>
  );
}

/**
 * The products page (000 §2 Products, `/products`): the account's products in a table with Item
 * Name, SKU, Prices, Created at, Updated at and Operations (Edit, Delete); "Create new item" opens
 * the Add product modal; delete confirms with the players using the product, and is not offered to
 * a masqueraded session (000 §6).
 * Element: `<smuc-products api-base token lang>`; raises `smuc-open-player` from the relation links.
 */
export function Products(props: AreaProps) {
  return (
    <AreaRoot {...props} css={tableCss + css}>
      <ProductsBody />
    </AreaRoot>
  );
}
