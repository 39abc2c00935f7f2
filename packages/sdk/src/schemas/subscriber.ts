import { z } from 'zod';
import { isoDateTime } from './common';

/** `GET /stream/subscribers` items: the account's players that have subscribers, with their counts. */
export const streamSubscriberCountSchema = z.object({
  stream_id: z.number().int(),
  title: z.string(),
  subscribers: z.number().int(),
});
export type StreamSubscriberCount = z.infer<typeof streamSubscriberCountSchema>;

/** `GET /stream/{id}/subscribers` rows (000 §3 Subscriber CSV row). */
export const streamSubscriberSchema = z.object({
  stream: z.string(),
  email: z.string(),
  created_at: isoDateTime,
});
export type StreamSubscriber = z.infer<typeof streamSubscriberSchema>;

/**
 * `POST /stream/{apikey}/subscribe` body: what a viewer types into the player's subscriber form.
 * Public (no session); the player must have a subscriber form attached.
 */
export const subscribeInputSchema = z.object({
  email: z.email().max(254),
  name: z.string().max(128).default(''),
  phone: z.string().max(32).default(''),
});
export type SubscribeInput = z.input<typeof subscribeInputSchema>;
