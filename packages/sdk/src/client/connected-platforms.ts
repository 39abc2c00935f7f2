import type { PlatformType, RestreamTarget, YoutubeCode } from '../schemas/connected-platform';
import type { Http } from './http';

/** Connected platforms of the signed-in account (000 §7 Connected platforms). */
export function connectedPlatformsResource(http: Http) {
  return {
    /** `GET /connected-platforms`: every connected page and channel, oldest first. */
    list: (signal?: AbortSignal) =>
      http.call('GET', 'connected-platforms', (s) => s.z.array(s.connectedPlatformSchema), { signal }),
    /** `GET /connected-platforms/setup?redirect_uri`: Facebook app and Google consent address. */
    setup: (redirectUri: string, signal?: AbortSignal) =>
      http.call('GET', 'connected-platforms/setup', (s) => s.platformSetupSchema, {
        searchParams: { redirect_uri: redirectUri },
        signal,
      }),
    /** `GET /connected-platforms/{type}/connectable?access_token`: the pages a Facebook user token manages. */
    connectable: (type: 'facebook', accessToken: string, signal?: AbortSignal) =>
      http.call(
        'GET',
        `connected-platforms/${type}/connectable`,
        (s) => s.z.array(s.connectedPlatformSchema),
        {
          searchParams: { access_token: accessToken },
          signal,
        },
      ),
    /** `POST /connected-platforms/{type}/{id}?access_token`: connects (or reconnects) one page. */
    connect: (type: 'facebook', id: string, accessToken: string, signal?: AbortSignal) =>
      http.call(
        'POST',
        `connected-platforms/${type}/${encodeURIComponent(id)}`,
        (s) => s.connectedPlatformSchema,
        {
          searchParams: { access_token: accessToken },
          signal,
        },
      ),
    /** `POST /connected-platforms/youtube {code, redirect_uri}`: exchanges Google's code on the server. */
    connectYoutube: (input: YoutubeCode, signal?: AbortSignal) =>
      http.call('POST', 'connected-platforms/youtube', (s) => s.connectedPlatformSchema, {
        json: input,
        signal,
      }),
    /** `GET /stream/{id}/restreams`: the platforms a stream restreams to, in pick order (001 §3). */
    streamTargets: (streamId: number, signal?: AbortSignal) =>
      http.call('GET', `stream/${streamId}/restreams`, (s) => s.z.array(s.connectedPlatformSchema), {
        signal,
      }),
    /**
     * `PUT /stream/{id}/restreams`: replaces a stream's restream targets; 422 ValidationError with
     * "You cannot select more than N restream platforms." and the other 001 §8 texts under `restreams`.
     */
    saveStreamTargets: (streamId: number, restreams: RestreamTarget[], signal?: AbortSignal) =>
      http.call('PUT', `stream/${streamId}/restreams`, (s) => s.z.array(s.connectedPlatformSchema), {
        json: { restreams },
        signal,
      }),
    /** `GET /stream/{id}/restreams/status`: each destination's state in the current or last broadcast. */
    streamStatus: (streamId: number, signal?: AbortSignal) =>
      http.call('GET', `stream/${streamId}/restreams/status`, (s) => s.z.array(s.restreamStatusSchema), {
        signal,
      }),
    /**
     * `POST /stream/{id}/restreams/chat`: posts the owner's message to a live destination
     * (`facebook:<page>` or `youtube:<channel>`); 422 when that destination is not live.
     */
    sendChat: (streamId: number, destination: string, text: string, signal?: AbortSignal) =>
      http.call('POST', `stream/${streamId}/restreams/chat`, (s) => s.z.object({ sent: s.z.literal(true) }), {
        json: { destination, text },
        signal,
      }),
    /** `DELETE /connected-platforms/{type}/{id}`. */
    remove: (type: PlatformType, id: string, signal?: AbortSignal) =>
      http.call(
        'DELETE',
        `connected-platforms/${type}/${encodeURIComponent(id)}`,
        (s) => s.z.object({ type: s.z.string(), id: s.z.string() }),
        { signal },
      ),
  };
}
