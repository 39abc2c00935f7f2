import type { SubscribeInput } from '../schemas/subscriber';
import type { Http } from './http';

/** Subscribers of the account's players (000 §7 Streams) and the public subscription intake. */
export function subscribersResource(http: Http) {
  return {
    /** `GET /stream/subscribers`: players with subscribers and their counts, by title. */
    counts: (signal?: AbortSignal) =>
      http.call('GET', 'stream/subscribers', (s) => s.z.array(s.streamSubscriberCountSchema), { signal }),
    /** `GET /stream/{id}/subscribers`: the rows of the subscriber CSV, oldest first. */
    list: (streamId: number, signal?: AbortSignal) =>
      http.call('GET', `stream/${streamId}/subscribers`, (s) => s.z.array(s.streamSubscriberSchema), {
        signal,
      }),
    /**
     * `POST /stream/{apikey}/subscribe` (public): a viewer subscribes through the player's form.
     * 404 when the player is unknown, deleted or has no form; 422 on a bad e-mail.
     */
    subscribe: (apikey: string, input: SubscribeInput, signal?: AbortSignal) =>
      http.call(
        'POST',
        `stream/${encodeURIComponent(apikey)}/subscribe`,
        (s) => s.z.object({ id: s.z.number().int() }),
        {
          json: input,
          signal,
        },
      ),
  };
}
