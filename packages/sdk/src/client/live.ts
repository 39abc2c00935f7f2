import type { Http } from './http';

/** Live broadcasting calls (001 §4, §7; issue 8). */
export function liveResource(http: Http) {
  return {
    /** `POST /stream/{id}/start`: waiting or paused → live. 409 for a closed broadcast. */
    start: (id: number, signal?: AbortSignal) =>
      http.call('POST', `stream/${id}/start`, (s) => s.streamStatusResultSchema, { signal }),
    /** `POST /stream/{id}/resume`: paused → live. */
    resume: (id: number, signal?: AbortSignal) =>
      http.call('POST', `stream/${id}/resume`, (s) => s.streamStatusResultSchema, { signal }),
    /** `POST /stream/{id}/stop`: End broadcast, paused → closed; 409 while waiting or live. */
    end: (id: number, signal?: AbortSignal) =>
      http.call('POST', `stream/${id}/stop`, (s) => s.streamStatusResultSchema, { signal }),
    /** `GET /ams/token?stream_id&type`: a media token for the stream (`stream_id` = apikey). */
    token: (streamId: string, type: 'publish' | 'play', signal?: AbortSignal) =>
      http.call('GET', 'ams/token', (s) => s.streamMediaTokenSchema, {
        searchParams: { stream_id: streamId, type },
        signal,
      }),
    /** `GET /stream/{id}/recordings`: the broadcast recordings in display order. */
    recordings: (id: number, signal?: AbortSignal) =>
      http.call('GET', `stream/${id}/recordings`, (s) => s.z.array(s.recordingSchema), { signal }),
  };
}
