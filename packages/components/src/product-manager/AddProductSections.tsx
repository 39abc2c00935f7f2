import type { FeedItem, Product } from '@smuc/sdk';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { emptyDraft, type FeedDraft, fromProduct } from './draft';
import { FeedImport } from './FeedImport';
import { FeedItemForm } from './FeedItemForm';
import { ProductPicker } from './ProductPicker';

/**
 * The add-product view (001 §2) with its three sections: the account's products to pick, the
 * form for a new product, and the feed import. It replaces the list inside the manager's dialog
 * (titled Add product) rather than stacking a third dialog over the editor's and the manager's.
 */
export function AddProductSections({
  streamId,
  context,
  taken,
  onClose,
  onAdd,
  onImported,
}: {
  streamId: number;
  context: { currency: string; payment: string | null };
  taken: ReadonlySet<number>;
  onClose: () => void;
  onAdd: (drafts: FeedDraft[]) => void;
  onImported: (items: FeedItem[]) => void;
}) {
  const { t } = useTranslation();
  const initial = useMemo(() => emptyDraft(), []);
  return (
    <>
      <div className="add-sections">
        <section aria-labelledby="pm-sec-list">
          <h3 id="pm-sec-list">{t('productManager.sections.list')}</h3>
          <ProductPicker
            taken={taken}
            currency={context.currency}
            onPick={(ps: Product[]) => onAdd(ps.map(fromProduct))}
          />
        </section>
        <section aria-labelledby="pm-sec-form">
          <h3 id="pm-sec-form">{t('productManager.sections.form')}</h3>
          <FeedItemForm
            initial={initial}
            context={context}
            submitLabel={t('productManager.addToList')}
            onSubmit={(d) => onAdd([d])}
          />
        </section>
        <section aria-labelledby="pm-sec-import">
          <h3 id="pm-sec-import">{t('productManager.sections.import')}</h3>
          <FeedImport streamId={streamId} onImported={onImported} />
        </section>
      </div>
      <div className="modal-actions">
        <button type="button" className="btn" onClick={onClose}>
          {t('common.close')}
        </button>
      </div>
    </>
  );
}
