import type { StreamCreate, StreamListQuery, StreamUpdate } from '../schemas/stream';
import type { Http } from './http';

/** Players (streams) of the signed-in account (000 §7 Streams). Another account's id raises NotFoundError. */
export function streamsResource(http: Http) {
  return {
    /** `GET /my-streams`: one page of the account's players, filtered and sorted server-side. */
    list: (query: StreamListQuery = {}, signal?: AbortSignal) =>
      http.call('GET', 'my-streams', (s) => s.streamPageSchema, { searchParams: query, signal }),
    get: (id: number, signal?: AbortSignal) =>
      http.call('GET', `stream/${id}`, (s) => s.streamSchema, { signal }),
    /** `POST /stream`: creates a player of the kind with the defaults of 001 §2. */
    create: (input: StreamCreate, signal?: AbortSignal) =>
      http.call('POST', 'stream', (s) => s.streamSchema, { json: input, signal }),
    /** `PUT /stream/{id}`: 422 ValidationError with per-field messages when a rule is broken; nothing stored. */
    update: (id: number, input: StreamUpdate, signal?: AbortSignal) =>
      http.call('PUT', `stream/${id}`, (s) => s.streamSchema, { json: input, signal }),
    remove: (id: number, signal?: AbortSignal) =>
      http.call('DELETE', `stream/${id}`, (s) => s.z.object({ id: s.z.number().int() }), { signal }),
    /**
     * `DELETE /stream/{id}/vod/{vodId}?stream_field` (001 §7): clears a video source of the stream,
     * by default the social video (`embed_social_video`; `vodId` is then the stored address), or
     * the uploaded video (`vod_data_id`). Answers `{id, stream_field}`; 404 when `vodId` is not the
     * stored one.
     */
    removeVod: (
      id: number,
      vodId: string,
      streamField: 'embed_social_video' | 'vod_data_id' = 'embed_social_video',
      signal?: AbortSignal,
    ) =>
      http.call(
        'DELETE',
        `stream/${id}/vod/${encodeURIComponent(vodId)}`,
        (s) => s.z.object({ id: s.z.number().int(), stream_field: s.z.string() }),
        {
          searchParams: { stream_field: streamField },
          signal,
        },
      ),
    duplicate: (id: number, signal?: AbortSignal) =>
      http.call('POST', `stream/${id}/duplicate`, (s) => s.duplicateResultSchema, { signal }),
    /**
     * `GET /stream/{id}/embed-codes` (001 §2 Destinations, §7): inline and floating codes (floating
     * `null` for a simple video) and, with optimize_for_ad, one banner code per demand-side platform.
     */
    embedCodes: (id: number, signal?: AbortSignal) =>
      http.call('GET', `stream/${id}/embed-codes`, (s) => s.embedCodesSchema, { signal }),
    /**
     * `GET /stream/{id}/download-banner?platform` (001 §7): the HTML5 banner zip for a banner's
     * `machine_name`; answers the file name and the zip as a Blob (001 §8: show failures 50 s).
     */
    downloadBanner: async (id: number, platform: string, signal?: AbortSignal) => {
      const response = await http.raw('GET', `stream/${id}/download-banner`, {
        searchParams: { platform },
        signal,
      });
      const match = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
      return { filename: match?.[1] ?? `banner-${platform}.zip`, blob: await response.blob() };
    },
  };
}
