import type { PlayerProduct } from '@smuc/sdk';
import type { RealtimeConnection } from '@smuc/sdk/realtime';
import { Pin, PinOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useArea } from '../shell/area-context';
import { useAsync } from '../shell/useAsync';

interface Item {
  id: number;
  title: string;
  pinned: boolean;
}

/**
 * The studio's product feed (001 §4 Studio): while the studio's admin `connection` to the realtime
 * hub is open (live, or moderator mode; see `useAdminHub`), a feed from the hub replaces the list
 * (the hub client drops the first empty one), pins from the hub mark the pinned product, and
 * pinning here is sent to every viewer.
 */
export function LiveProducts({
  streamId,
  connection,
}: {
  streamId: number;
  connection: RealtimeConnection | null;
}) {
  const { t } = useTranslation();
  const { client } = useArea();
  const stored = useAsync((signal) => client.feedItems.list(streamId, signal), [client, streamId]);
  const [items, setItems] = useState<Item[] | null>(null);
  const [pinnedId, setPinnedId] = useState<number | null>(null);

  useEffect(() => {
    if (!stored.data) return;
    const visible = stored.data.filter((f) => f.show_in_feed);
    setItems(visible.map((f) => ({ id: f.id, title: f.title, pinned: f.pinned })));
    setPinnedId(visible.find((f) => f.pinned)?.id ?? null);
  }, [stored.data]);

  useEffect(() => {
    if (!connection) return;
    const offFeed = connection.on('feed', (feed: PlayerProduct[]) => {
      setItems(feed.map((p) => ({ id: p.id, title: p.title, pinned: p.pinned })));
      setPinnedId(feed.find((p) => p.pinned)?.id ?? null);
    });
    const offPin = connection.on('pin', (id) => setPinnedId(id));
    return () => {
      offFeed();
      offPin();
    };
  }, [connection]);

  const togglePin = (id: number) => {
    const next = pinnedId === id ? null : id;
    setPinnedId(next);
    connection?.sendPin(next);
  };

  return (
    <section className="studio-products" aria-labelledby="studio-products-title">
      <h3 id="studio-products-title">{t('studio.products')}</h3>
      {items && items.length === 0 && <p className="muted">{t('studio.noProducts')}</p>}
      {items && items.length > 0 && (
        <ul className="studio-product-list">
          {items.map((item) => {
            const pinned = pinnedId === item.id;
            return (
              <li key={item.id} className={pinned ? 'is-pinned' : undefined}>
                <span className="studio-product-title" dir="auto">
                  {item.title}
                </span>
                {pinned && <span className="badge">{t('studio.pinned')}</span>}
                <button
                  type="button"
                  className="btn btn-ghost btn-icon"
                  aria-pressed={pinned}
                  disabled={!connection}
                  aria-label={t(pinned ? 'studio.unpin' : 'studio.pin', { name: item.title })}
                  onClick={() => togglePin(item.id)}
                >
                  {pinned ? <PinOff size={16} aria-hidden /> : <Pin size={16} aria-hidden />}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
