import type { RestreamState } from '@smuc/media-server/restream';
import { maskStreamUrl } from '@smuc/media-server/restream';
import { signJwt } from '../live/backend';
import type { LiveConfig } from '../live/config';
import type { Restreamer } from './restream-coordinator';

/** An RTMP endpoint of an AMS broadcast (`Endpoint` of its REST API). */
interface AmsEndpoint {
  rtmpUrl?: string;
  type?: string;
  endpointServiceId?: string;
  status?: string;
}

/** How often the endpoint states are read (AMS checks endpoint health every 2 s). */
export const AMS_ENDPOINT_POLL_MS = 2000;

/** AMS endpoint status → our destination state; AMS retries a failing endpoint 3 times itself. */
export function amsEndpointState(status: string | undefined): RestreamState {
  switch (status) {
    case 'broadcasting':
      return 'broadcasting';
    case 'failed':
      return 'failed';
    case 'finished':
      return 'finished';
    case 'error':
      return 'reconnecting';
    default:
      return 'starting';
  }
}

/**
 * Restreaming through Ant Media Server (`LIVE_BACKEND=ams`, issue 15): each destination becomes an
 * RTMP endpoint of the broadcast (`POST {AMS_REST_URL}/rest/v2/broadcasts/{id}/rtmp-endpoint`
 * `{rtmpUrl, type, endpointServiceId}`; AMS pushes it at once when the stream is broadcasting and
 * transcodes WebRTC publishes itself), removed with `DELETE …/rtmp-endpoint?endpointServiceId=`.
 * States come from the broadcast's `endPointList[].status`, read every 2 s. REST calls carry a
 * short JWT signed with `AMS_JWT_SECRET`. (Older AMS versions named the call `/endpoint`; the
 * current REST API is `rtmp-endpoint`.)
 */
export function amsRestreamer(
  live: Pick<LiveConfig, 'amsRestUrl' | 'amsJwtSecret'>,
  fetchImpl: typeof fetch = fetch,
  pollMs = AMS_ENDPOINT_POLL_MS,
): Restreamer {
  const rest = live.amsRestUrl;
  const secret = live.amsJwtSecret;
  if (!rest || !secret) throw new Error('AMS restreaming needs AMS_REST_URL and AMS_JWT_SECRET.');
  const polls = new Map<string, { timer: NodeJS.Timeout; ids: string[] }>();
  const headers = () => ({
    authorization: `Bearer ${signJwt(secret, { exp: Math.floor(Date.now() / 1000) + 60 })}`,
    'content-type': 'application/json',
  });
  const broadcastUrl = (key: string) => `${rest}/rest/v2/broadcasts/${encodeURIComponent(key)}`;

  return {
    async start(key, destinations, onStatus) {
      const ids: string[] = [];
      for (const d of destinations) {
        const response = await fetchImpl(`${broadcastUrl(key)}/rtmp-endpoint`, {
          method: 'POST',
          headers: headers(),
          body: JSON.stringify({ rtmpUrl: d.url, type: d.id.split(':')[0], endpointServiceId: d.id }),
        });
        const body = (await response.json().catch(() => ({}))) as { success?: boolean; message?: string };
        const base = {
          id: d.id,
          target: maskStreamUrl(d.url),
          frames: 0,
          speed: null,
          restarts: 0,
          pid: null,
        };
        if (!response.ok || body.success === false) {
          onStatus({
            ...base,
            state: 'failed',
            reason: `AMS refused the endpoint: ${body.message ?? response.status}`,
          });
          continue;
        }
        ids.push(d.id);
        onStatus({ ...base, state: 'starting' });
      }
      const last = new Map<string, RestreamState>();
      const read = async () => {
        try {
          const response = await fetchImpl(broadcastUrl(key), { headers: headers() });
          if (!response.ok) return;
          const broadcast = (await response.json()) as { endPointList?: AmsEndpoint[] | null };
          for (const endpoint of broadcast.endPointList ?? []) {
            const id = endpoint.endpointServiceId;
            if (!id || !ids.includes(id)) continue;
            const state = amsEndpointState(endpoint.status);
            if (last.get(id) === state) continue;
            last.set(id, state);
            onStatus({
              id,
              state,
              target: maskStreamUrl(endpoint.rtmpUrl ?? ''),
              frames: 0,
              speed: null,
              restarts: 0,
              pid: null,
              ...(state === 'failed'
                ? { reason: 'Ant Media Server gave up after 3 republish attempts' }
                : {}),
            });
          }
        } catch {
          // The next read retries; AMS being briefly unreachable does not end the restream.
        }
      };
      polls.set(key, { timer: setInterval(read, pollMs), ids });
      await read();
    },
    async stop(key) {
      const poll = polls.get(key);
      if (!poll) return;
      clearInterval(poll.timer);
      polls.delete(key);
      await Promise.all(
        poll.ids.map((id) =>
          fetchImpl(`${broadcastUrl(key)}/rtmp-endpoint?endpointServiceId=${encodeURIComponent(id)}`, {
            method: 'DELETE',
            headers: headers(),
          }).catch(() => undefined),
        ),
      );
    },
  };
}
