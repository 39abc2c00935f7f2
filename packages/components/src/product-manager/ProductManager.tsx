import { displayPrice } from '@smuc/sdk';
import { Package } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AreaProps, AreaRoot } from '../shell/AreaRoot';
import { useArea } from '../shell/area-context';
import { useAsync } from '../shell/useAsync';
import { Skeleton, WidgetError } from '../ui/WidgetState';
import { ManagerModal } from './ManagerModal';
import css from './product-manager.css?inline';
import { useFeedList } from './useFeedList';
import './texts';
import '../products/texts';

/** Attributes of `<smuc-product-manager>` beyond the area's own. */
export interface ProductManagerProps extends AreaProps {
  /** The saved player; without it products cannot be added (001 §2 hint). */
  streamId?: number;
  /** Opens the selector modal right away. */
  open?: boolean;
}

function ManagerBody({ streamId, open }: { streamId: number | undefined; open: boolean }) {
  const { t, i18n } = useTranslation();
  const { client } = useArea();
  const stream = useAsync(
    (signal) => (streamId ? client.streams.get(streamId, signal) : Promise.resolve(null)),
    [client, streamId],
  );
  const list = useFeedList(streamId);
  const [isOpen, setOpen] = useState(open);
  useEffect(() => setOpen(open), [open]);

  if (!streamId) {
    return (
      <section className="card product-panel" aria-labelledby="pm-title">
        <h2 id="pm-title">{t('productManager.panelTitle')}</h2>
        <p className="alert alert-danger save-hint">{t('productManager.saveHint')}</p>
        <button type="button" className="btn" disabled>
          {t('productManager.manage')}
        </button>
      </section>
    );
  }
  if (stream.status === 'error' || list.loadError) {
    return (
      <WidgetError
        onRetry={() => {
          stream.reload();
          list.reload();
        }}
      />
    );
  }
  if (!stream.data || !list.items) return <Skeleton height={120} />;
  const items = list.items;
  return (
    <section className="card product-panel" aria-labelledby="pm-title">
      <div className="card-header">
        <h2 id="pm-title">{t('productManager.panelTitle')}</h2>
        <span className="muted">{t('productManager.count', { count: items.length })}</span>
      </div>
      {items.length > 0 && (
        <ul className="panel-list">
          {items.slice(0, 5).map((d) => (
            <li key={d.key}>
              {d.image ? (
                <img src={d.image} alt="" className="feed-image" />
              ) : (
                <span className="feed-image" aria-hidden>
                  <Package size={16} />
                </span>
              )}
              <span className="feed-name">{d.title}</span>
              <span className="muted num">
                {displayPrice(d.price, d.sales_price, stream.data!.currency, i18n.language) ??
                  d.alternate_text}
              </span>
            </li>
          ))}
        </ul>
      )}
      <button type="button" className="btn btn-primary" onClick={() => setOpen(true)}>
        {t('productManager.manage')}
      </button>
      <ManagerModal isOpen={isOpen} onClose={() => setOpen(false)} stream={stream.data} list={list} />
    </section>
  );
}

/**
 * The product manager of one player (001 §2–§5): a panel with the player's products and the
 * "Product management for this player" modal. Works on its own: it loads the player and its
 * products itself. Element: `<smuc-product-manager stream-id open api-base token lang>`; raises
 * `smuc-products-change` `{ count, dirty }` whenever the list changes, so an editor can count the
 * products or warn about unsaved ones.
 */
export function ProductManager({ streamId, open = false, ...props }: ProductManagerProps) {
  return (
    <AreaRoot {...props} css={css}>
      <ManagerBody streamId={streamId || undefined} open={open} />
    </AreaRoot>
  );
}
