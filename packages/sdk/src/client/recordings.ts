import type { RecordingOrderItem } from '../schemas/recording';
import type { Http } from './http';

/**
 * The recordings of a broadcast (001 §2 recordings modal, §4, §7). Scoped to the signed-in account:
 * another account's stream raises NotFoundError; broken rules raise ValidationError (422) with the
 * spec texts (`LAST_RECORDING_MESSAGE`, …).
 */
export function recordingsResource(http: Http) {
  return {
    /** `GET /stream/{id}/vods/customize`: the recordings in display order (weight), with download state. */
    list: (streamId: number, signal?: AbortSignal) =>
      http.call('GET', `stream/${streamId}/vods/customize`, (s) => s.z.array(s.recordingSchema), { signal }),
    /**
     * `PUT /stream/{id}/vods/customize`: order (weight), active flags and names; only for a closed
     * broadcast whose recordings are all ready, with at least one active. Answers the new list.
     */
    save: (streamId: number, items: RecordingOrderItem[], signal?: AbortSignal) =>
      http.call('PUT', `stream/${streamId}/vods/customize`, (s) => s.z.array(s.recordingSchema), {
        json: items,
        signal,
      }),
    /** `DELETE /stream/{id}/vod/{uid}?stream_field=stream_vods_meta`: never the last recording (422). */
    remove: (streamId: number, uid: string, signal?: AbortSignal) =>
      http.call(
        'DELETE',
        `stream/${streamId}/vod/${encodeURIComponent(uid)}`,
        (s) => s.recordingDeleteResultSchema,
        {
          searchParams: { stream_field: 'stream_vods_meta' },
          signal,
        },
      ),
    /** `GET /stream/{id}/vod-download/{uid}`: the download request's state; NotFoundError when none exists. */
    download: (streamId: number, uid: string, signal?: AbortSignal) =>
      http.call(
        'GET',
        `stream/${streamId}/vod-download/${encodeURIComponent(uid)}`,
        (s) => s.recordingDownloadSchema,
        {
          signal,
        },
      ),
    /**
     * `POST /stream/{id}/vod-download/{uid}`: creates the download request (an MP4 prepared in the
     * background, `inprogress` until `ready`) or answers the existing one; one at a time per stream.
     */
    requestDownload: (streamId: number, uid: string, signal?: AbortSignal) =>
      http.call(
        'POST',
        `stream/${streamId}/vod-download/${encodeURIComponent(uid)}`,
        (s) => s.recordingDownloadSchema,
        {
          signal,
        },
      ),
  };
}
