import type { Product } from '@smuc/sdk';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useArea } from '../shell/area-context';
import { useAsync } from '../shell/useAsync';
import { useOpenPlayer } from '../shell/useOpenPlayer';
import { Modal } from '../ui/Modal';
import { useToast } from '../ui/Toaster';
import { Skeleton, WidgetError } from '../ui/WidgetState';

/**
 * Delete confirmation (000 §2): lists the players the product is attached to
 * (`GET /product/{id}/relations`, links to /stream/{id}) or says it is safe to delete; then
 * "Product removed successfully." or the failure text (000 §8).
 */
export function DeleteProductModal({
  product,
  onClose,
  onDeleted,
}: {
  product: Product;
  onClose: () => void;
  onDeleted: (id: number) => void;
}) {
  const { t } = useTranslation();
  const { client } = useArea();
  const toast = useToast();
  const openPlayer = useOpenPlayer();
  const relations = useAsync((signal) => client.products.relations(product.id, signal), [client, product.id]);
  const [busy, setBusy] = useState(false);

  const remove = async () => {
    setBusy(true);
    try {
      await client.products.remove(product.id);
      toast(t('products.removed'));
      onDeleted(product.id);
    } catch {
      toast(t('products.failed'), 'danger');
      setBusy(false);
    }
  };

  return (
    <Modal title={t('products.deleteTitle')} isOpen onClose={onClose} locked={busy} role="alertdialog">
      <p>{t('products.deleteConfirm', { name: product.name })}</p>
      {relations.status === 'error' ? (
        <WidgetError onRetry={relations.reload} />
      ) : !relations.data ? (
        <Skeleton height={48} />
      ) : relations.data.length === 0 ? (
        <p className="alert alert-success delete-safe">{t('products.deleteSafe')}</p>
      ) : (
        <div className="alert alert-danger delete-used">
          <p>{t('products.deleteUsedBy')}</p>
          <ul className="relations">
            {relations.data.map((s) => (
              <li key={s.id}>
                <a
                  href={`/stream/${s.id}`}
                  onClick={(e) => {
                    e.preventDefault();
                    openPlayer(s.id);
                  }}
                >
                  {s.title}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="modal-actions">
        <button type="button" className="btn" onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </button>
        <button type="button" className="btn btn-danger" onClick={remove} disabled={busy || !relations.data}>
          {t('common.delete')}
        </button>
      </div>
    </Modal>
  );
}
