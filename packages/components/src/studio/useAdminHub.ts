import { connectRealtime, type RealtimeConnection } from '@smuc/sdk/realtime';
import { useEffect, useState } from 'react';
import { realtimeHubUrl } from '../moderation/realtime-url';

/**
 * The studio's one connection to the realtime hub as the stream's admin (001 §4 Studio): open while
 * `active` (live, or moderator mode), closed when it turns false or the studio closes. The product
 * pins and the studio chat share it.
 * @param apikey the stream's apikey (the hub's room)
 * @param apiBase the API base URL the hub address is derived from
 * @param token bearer token when no session cookie reaches the hub
 * @returns the connection, or null while inactive
 */
export function useAdminHub(
  active: boolean,
  apikey: string,
  apiBase: string,
  token: string | undefined,
): RealtimeConnection | null {
  const [connection, setConnection] = useState<RealtimeConnection | null>(null);
  useEffect(() => {
    if (!active) return;
    const rt = connectRealtime({
      url: realtimeHubUrl(apiBase, window.location.origin),
      apikey,
      role: 'admin',
      ...(token ? { token } : {}),
    });
    setConnection(rt);
    return () => {
      rt.close();
      setConnection(null);
    };
  }, [active, apikey, apiBase, token]);
  return connection;
}

/**
 * Viewers watching the stream now, as the hub counts them (its `viewers` frames; players that show
 * their viewer count): the streamer sees the audience come and go without reloading.
 * @returns the latest count, or null before the hub sent one (or without a connection)
 */
export function useViewersWatching(connection: RealtimeConnection | null): number | null {
  const [viewers, setViewers] = useState<number | null>(null);
  useEffect(() => {
    setViewers(null);
    return connection?.on('viewers', setViewers);
  }, [connection]);
  return viewers;
}
