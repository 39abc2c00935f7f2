import { z } from 'zod';

/**
 * Recordings of a broadcast (001 §2 "stream recordings" modal, §3 Recording, §4, §7, §8). The
 * recording itself is `recordingSchema` (`schemas/live.ts`); this module holds the calls' bodies
 * and answers around it.
 */

/** 001 §8: the refusal when the last recording would be deleted (and when none would stay active). */
export const LAST_RECORDING_MESSAGE = 'There must be at least one VOD to display...';
/** The refusal of a reorder while the broadcast is not closed (001 §4: saving only when closed). */
export const RECORDINGS_NOT_CLOSED_MESSAGE = 'Recordings can be changed only after the broadcast has ended.';
/** The refusal of a reorder while a recording is still being processed (001 §4). */
export const RECORDINGS_NOT_READY_MESSAGE = 'Recordings can be changed only when every recording is ready.';
/** The refusal of a second download request of the same stream while one is prepared (001 §4). */
export const DOWNLOAD_BUSY_MESSAGE =
  'Another download of this stream is being prepared. Please wait until it is ready.';
/** Longest recording name (characters). */
export const RECORDING_NAME_MAX = 128;
/** 001 §9: the recordings modal refreshes every 60 s while a recording is not ready. */
export const RECORDINGS_REFRESH_MS = 60_000;
/** 001 §9: a download in progress is polled every 10 s. */
export const RECORDING_DOWNLOAD_POLL_MS = 10_000;

/** One row of `PUT /stream/{id}/vods/customize` (001 §7: active, uid, url, weight; name optional). */
export const recordingOrderItemSchema = z.object({
  uid: z.string().min(1).max(64),
  /** Sent back as read; the server ignores it (addresses are its own). */
  url: z.string().max(2048).optional(),
  active: z.boolean(),
  /** Display position, 0 first. */
  weight: z.number().int().min(0).max(100_000),
  name: z
    .string()
    .trim()
    .min(1, 'Name is required.')
    .max(RECORDING_NAME_MAX, `The name can be at most ${RECORDING_NAME_MAX} characters long.`)
    .optional(),
});
export type RecordingOrderItem = z.infer<typeof recordingOrderItemSchema>;

/** The body of `PUT /stream/{id}/vods/customize`: the stream's recordings, each at most once. */
export const recordingOrderSchema = z
  .array(recordingOrderItemSchema)
  .min(1, LAST_RECORDING_MESSAGE)
  .max(1000)
  .refine((list) => new Set(list.map((r) => r.uid)).size === list.length, 'A recording is listed twice.');

/** `GET|POST /stream/{id}/vod-download/{vodId}` answer (001 §3 download: status inprogress or ready, url). */
export const recordingDownloadSchema = z.object({
  uid: z.string(),
  status: z.enum(['inprogress', 'ready']),
  /** Address of the MP4 file once `ready`, else `null`. */
  url: z.string().nullable(),
});
export type RecordingDownload = z.infer<typeof recordingDownloadSchema>;

/** `DELETE /stream/{id}/vod/{vodId}?stream_field=stream_vods_meta` answer. */
export const recordingDeleteResultSchema = z.object({
  id: z.number().int(),
  stream_field: z.literal('stream_vods_meta'),
  uid: z.string(),
});
