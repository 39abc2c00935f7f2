import { z } from 'zod';

/** `POST /cloudflare/image`: the image id and its one-time upload link (001 §7). */
export const imageLinkSchema = z.object({ id: z.string(), link: z.string() });
export type ImageLink = z.infer<typeof imageLinkSchema>;

/** Query of `POST /cloudflare/image`: `svg=1` lets the upload link take an svg file. */
export const imageLinkQuerySchema = z.object({ svg: z.string().max(8).optional() });

/** The answer of the POST to the upload link: `result.id`, `result.variants` (public, thumbnail urls). */
export const imageUploadResultSchema = z.object({
  success: z.literal(true),
  result: z.object({ id: z.string(), variants: z.array(z.string()) }),
});

/** A confirmed image (001 §3 Media): `POST /cloudflare/image/{id}`. */
export const mediaSchema = z.object({
  id: z.string(),
  url: z.string(),
  thumbnail_url: z.string(),
  mime: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type Media = z.infer<typeof mediaSchema>;

/**
 * `GET /cloudflare/upload/{id}`: `uploading` until the last byte, then `processing` while the
 * server probes and checks the file (issue 35 §3: after the last PATCH was answered), then `ready`,
 * `failed` with `error` the text it was refused with (English, the sdk's texts localize it: cut
 * short, not a video), or still `processing` while a video browsers cannot play (HEVC, ProRes, …)
 * is transcoded to H.264 MP4 in the background, `progress` its percent done (0–99; issue 28 §3).
 */
export const videoInfoSchema = z.object({
  id: z.string(),
  status: z.enum(['uploading', 'processing', 'ready', 'failed']),
  duration: z.number().nullable(),
  progress: z.number().optional(),
  error: z.string().optional(),
  url: z.string().nullable(),
  thumbnail_url: z.string().nullable(),
});
export type VideoInfo = z.infer<typeof videoInfoSchema>;

/**
 * Query of `POST /cloudflare/upload` (a tus creation): `filesize` in bytes when no `Upload-Length`
 * header says it, `uid` the player the video is for (another account's or an unknown one: 404).
 */
export const videoUploadQuerySchema = z.object({
  filesize: z.string().max(32).optional(),
  uid: z.string().max(32).optional(),
});

/** Query of `GET /tool/facebook-video-check`: the Facebook video address. */
export const facebookVideoCheckQuerySchema = z.object({ url: z.string().min(1).max(2048) });

/**
 * `GET /tool/facebook-video-check?url` (001 §7): whether a Facebook video may be used in a stream
 * (001 §5: landscape 16:9 only), with the size Facebook reports (px, `null` when unknown).
 */
export const facebookVideoCheckSchema = z.object({
  allowed_in_stream: z.boolean(),
  width: z.number().nullable(),
  height: z.number().nullable(),
});
export type FacebookVideoCheck = z.infer<typeof facebookVideoCheckSchema>;
