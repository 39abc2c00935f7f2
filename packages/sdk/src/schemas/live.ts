import { z } from 'zod';
import { streamStatusSchema } from './stream';

/** `POST /stream/{id}/start|resume|stop` answer (001 §4 transitions). */
export const streamStatusResultSchema = z.object({ id: z.number().int(), stream_status: streamStatusSchema });
export type StreamStatusResult = z.infer<typeof streamStatusResultSchema>;

/** `GET /ams/token?stream_id&type` answer: a media token bound to one stream and role (issue 8). */
export const streamMediaTokenSchema = z.object({
  token: z.string(),
  stream_id: z.string(),
  type: z.enum(['publish', 'play']),
  /** Signalling WebSocket of the live engine; `null` when none runs. */
  websocket_url: z.string().nullable(),
  /** Lifetime in seconds. */
  expires_in: z.number(),
});
export type StreamMediaToken = z.infer<typeof streamMediaTokenSchema>;

/** `GET /ams/token` answer without `stream_id`: the account's VOD-service token (001 §7), for `POST /v2/vods/create`. */
export const vodServiceTokenSchema = z.object({ token: z.string() });

/**
 * Every `GET /ams/token` answer: {@link streamMediaTokenSchema} when the query has `stream_id`,
 * else {@link vodServiceTokenSchema}. The sdk client's `live.token` always sends `stream_id`, so it
 * reads the first form only.
 */
export const mediaTokenAnswerSchema = z.union([streamMediaTokenSchema, vodServiceTokenSchema]);

/**
 * Query of `GET /ams/token`: with `stream_id` (the stream's apikey) a token for that stream and
 * `type` (`play` by default); without it the account's VOD-service token `{token}`.
 */
export const mediaTokenQuerySchema = z.object({
  stream_id: z.string().min(1).max(128).optional(),
  type: z.enum(['publish', 'play']).default('play'),
});
export type MediaTokenQuery = z.infer<typeof mediaTokenQuerySchema>;

/** Query of `POST /v2/vods/create`: the recording's name (cut to 256 characters; the file's name when empty). */
export const vodCreateQuerySchema = z.object({ name: z.string().optional() });

/** A broadcast recording (001 §3 Recording); `duration` in seconds, `created` ISO-8601. */
export const recordingSchema = z.object({
  uid: z.string(),
  url: z.string(),
  name: z.string(),
  thumbnail: z.string(),
  created: z.string(),
  duration: z.number(),
  ready: z.boolean(),
  active: z.boolean(),
  weight: z.number().int(),
  source: z.enum(['webrtc', 'rtmp']),
  download: z.object({ status: z.enum(['inprogress', 'ready']), url: z.string().nullable() }).nullable(),
});
export type Recording = z.infer<typeof recordingSchema>;
