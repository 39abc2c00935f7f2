import type { RestreamStatusView } from '@smuc/sdk';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useArea } from '../../shell/area-context';
import './texts';

/** A destination's id as the server names it: `<type>:<page or channel id>`. */
export const restreamKey = (p: { type: string; id: string }) => `${p.type}:${p.id}`;

/** How often a destination's live state is re-read (ms). */
const STATE_POLL_MS = 3000;

/**
 * Each destination's state in the stream's current or last broadcast (starting, broadcasting,
 * reconnecting, failed with its reason, finished), re-read every {@link STATE_POLL_MS} ms.
 */
export function useRestreamStates(streamId: number, allowed: boolean): Record<string, RestreamStatusView> {
  const { client } = useArea();
  const [states, setStates] = useState<Record<string, RestreamStatusView>>({});
  useEffect(() => {
    if (!allowed) return;
    const abort = new AbortController();
    const read = () =>
      client.connectedPlatforms
        .streamStatus(streamId, abort.signal)
        .then((list) => setStates(Object.fromEntries(list.map((s) => [restreamKey(s), s]))))
        .catch(() => {});
    void read();
    const timer = setInterval(read, STATE_POLL_MS);
    return () => {
      abort.abort();
      clearInterval(timer);
    };
  }, [client, streamId, allowed]);
  return states;
}

/** A destination's live state, with the failure reason beside it. */
export function RestreamBadge({ status }: { status: RestreamStatusView }) {
  const { t } = useTranslation();
  return (
    <span className="restream-state" data-state={status.state} role="status">
      <span className="badge">{t(`restream.state.${status.state}`)}</span>
      {status.reason && <span className="muted hint"> {status.reason}</span>}
    </span>
  );
}
