import { z } from 'zod';
import { currencySchema, INT4_MAX, isoDateTime, languageSchema, rowId } from './common';
import { feedItemSchema } from './feed-item';
import { mediaSchema } from './media';
import {
  AD_SIZES,
  CREATE_KINDS,
  DEFAULT_AD_SIZE,
  FREQUENCIES,
  Orientation,
  STREAM_LIST_TYPES,
  STREAM_SORTS,
  StreamStatus,
  StreamType,
} from './values';

// Plain value lists live in values.ts, free of zod, for the browser areas.
export { AD_SIZES, CREATE_KINDS, DEFAULT_AD_SIZE, FREQUENCIES, Orientation, StreamStatus, StreamType };

export const streamTypeSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(4)]);
export type StreamTypeCode = z.infer<typeof streamTypeSchema>;

export const streamStatusSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);
export type StreamStatusCode = z.infer<typeof streamStatusSchema>;

export const orientationSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type OrientationCode = z.infer<typeof orientationSchema>;

export const adSizeSchema = z.enum(AD_SIZES);
export type AdSize = z.infer<typeof adSizeSchema>;

export const createKindSchema = z.enum(CREATE_KINDS);
export type CreateKind = z.infer<typeof createKindSchema>;

const text = (max: number) => z.string().max(max);
const nullableText = (max: number) => z.string().max(max).nullable();

/**
 * Editor-settable stream fields (001 §3). Media fields, recordings, restream targets and the
 * product feed are separate resources and join this contract with their own calls.
 */
export const streamSettingsSchema = z.object({
  title: text(255),
  title_hidden: z.boolean(),
  title_color: nullableText(32),
  type: streamTypeSchema,
  start_date: isoDateTime.nullable(),
  end_date: isoDateTime.nullable(),
  timezone: text(64),
  width: z.number().int().positive().max(INT4_MAX).nullable(),
  height: z.number().int().positive().max(INT4_MAX).nullable(),
  orientation: orientationSchema,
  max_width: z.number().int().max(INT4_MAX).nullable(),
  max_height: z.number().int().max(INT4_MAX).nullable(),
  video_layout: z.enum(['fill', 'fit']),
  optimize_for_ad: z.boolean(),
  ad_size: adSizeSchema.nullable(),
  ad_use_featured_image: z.boolean(),
  ad_featured_image_link: nullableText(2048),
  ad_url: nullableText(2048),
  ad_button_label: nullableText(24),
  photoad_autoswipe_duration: z.number().int().min(0).max(10),
  customer: nullableText(128),
  campaign: nullableText(128),
  privacy_policy_url: nullableText(2048),
  show_countdown_box: z.boolean(),
  notification_email_subject: nullableText(255),
  notification_email_text: nullableText(4096),
  auto_card_timing: z.boolean(),
  show_chat: z.boolean(),
  reversed_chat_moderation: z.boolean(),
  auto_chat_moderation: z.boolean(),
  subscriber_form_id: rowId.nullable(),
  player_autoplay: z.boolean(),
  player_muted: z.boolean(),
  player_loop: z.boolean(),
  streamview_language: languageSchema,
  currency: currencySchema,
  ga_code: nullableText(64),
  payment: nullableText(32),
  tab_products_label_singular: nullableText(20),
  tab_products_label_plural: nullableText(20),
  button_color: nullableText(32),
  text_color: nullableText(32),
  font_id: rowId.nullable(),
  player_subdomain: nullableText(63),
  delay_sidebar_appearance: z.number().int().min(1).max(15).nullable(),
  show_product_list: z.boolean(),
  show_close_button: z.boolean(),
  frequency: z.enum(FREQUENCIES),
  show_viewers: z.boolean(),
  show_share_button: z.boolean(),
  show_smuc_logo: z.boolean(),
  is_sponsored_content: z.boolean(),
  start_minimized: z.boolean(),
  rounded_corners: z.boolean(),
  sidebar_transparency: z.boolean(),
  show_like_demo: z.boolean(),
  allow_extra_viewers: z.boolean(),
  restream_title: nullableText(100),
  restream_desc: nullableText(5000),
  restream_privacy_status: z.enum(['public', 'unlisted']),
  restream_scheduling: z.boolean(),
  // Media of 001 §3 (issue 5). Reads always carry them (server-resolved Media objects); they are
  // optional in the type so settings built without media (defaults, fixtures) stay valid.
  // `PUT /stream/{id}` takes image ids instead: see `streamUpdateSchema`.
  logo: mediaSchema.nullable().optional(),
  agency_logo: mediaSchema.nullable().optional(),
  cover: mediaSchema.nullable().optional(),
  cover_portrait: mediaSchema.nullable().optional(),
  ad_bg: mediaSchema.nullable().optional(),
  ad_featured_image: mediaSchema.nullable().optional(),
  /** Photo-ad images in display order, at most 5 (001 §5). */
  photoad_photos: z.array(mediaSchema).max(5).optional(),
  /** A YouTube, Vimeo or Facebook video page address (001 §3, §5); `null` when none. */
  embed_social_video: nullableText(2048).optional(),
  /**
   * True for the 10 s after a social video was added in the editor (001 §4): save is blocked
   * meanwhile. Editor state; never sent, and a stored stream is never processing.
   */
  embed_social_video_processing: z.boolean().optional(),
});
export type StreamSettings = z.infer<typeof streamSettingsSchema>;

/** The media keys of {@link streamSettingsSchema} that the PUT sends as ids (001 §5). */
const MEDIA_READ_KEYS = {
  logo: true,
  agency_logo: true,
  cover: true,
  cover_portrait: true,
  ad_bg: true,
  ad_featured_image: true,
  photoad_photos: true,
  embed_social_video_processing: true,
} as const;

const imageId = z.string().min(1).max(64);

/**
 * The media part of `PUT /stream/{id}` (001 §5 "image objects are replaced by their ids"): an image
 * id or `null` per image field, the ordered photo-ad ids (≤ 5). The server checks each id is a
 * confirmed image of the account whose type the field allows.
 */
export const streamMediaIdsSchema = z.object({
  logo: imageId.nullable(),
  agency_logo: imageId.nullable(),
  cover: imageId.nullable(),
  cover_portrait: imageId.nullable(),
  ad_bg: imageId.nullable(),
  ad_featured_image: imageId.nullable(),
  photoad_photos: z.array(imageId).max(5),
});
export type StreamMediaIds = z.infer<typeof streamMediaIdsSchema>;

/** Lifetime analytics counters of a stream (000 §3); minutes are viewer minutes, rate is a percentage. */
export const streamStatsSchema = z.object({
  viewer_count: z.number().int(),
  total_minutes: z.number(),
  total_viewers: z.number().int(),
  impressions: z.number().int(),
  three_sec_views: z.number().int(),
  product_impressions: z.number().int(),
  product_clicks: z.number().int(),
  product_link_clicks: z.number().int(),
  product_purchases: z.number().int(),
  hearts: z.number().int(),
  comments: z.number().int(),
  shares: z.number().int(),
  subscribers: z.number().int(),
  total_interactions: z.number().int(),
  engagement_rate: z.number(),
});
export type StreamStats = z.infer<typeof streamStatsSchema>;

/** A stream (player) as the server answers it: settings, identity, status and counters. */
export const streamSchema = streamSettingsSchema.extend({
  id: z.number().int(),
  stream_status: streamStatusSchema,
  apikey: z.string(),
  streamkey: z.string(),
  player_url: z.string(),
  /** Streaming-software ingest (001 §2 start-the-stream panel): server URL and stream key. Read-only. */
  rtmp_data: z.object({ url: z.string(), streamkey: z.string() }),
  /** The uploaded video of a playback (001 §3 vod_data_id); null until an upload exists. Read-only. */
  vod_data_id: z.string().nullable(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
  ...streamStatsSchema.shape,
  /** The player's products in list order (000 §3); only `GET /stream/{id}` carries them. */
  feed: z.array(feedItemSchema).optional(),
});
export type Stream = z.infer<typeof streamSchema>;

/** `PUT /stream/{id}`: any subset of the settings; unknown and read-only keys are dropped. */
export const streamUpdateSchema = streamSettingsSchema
  .omit(MEDIA_READ_KEYS)
  .extend(streamMediaIdsSchema.shape)
  .partial();
export type StreamUpdate = z.infer<typeof streamUpdateSchema>;

/** An IANA time-zone name the runtime knows, e.g. `Europe/Budapest`. */
const timeZoneName = text(64).refine((tz) => {
  try {
    return tz.length > 0 && Boolean(new Intl.DateTimeFormat('en', { timeZone: tz }));
  } catch {
    return false;
  }
}, 'Unknown time zone.');

/**
 * `POST /stream`: the kind to create (001 §2), an optional title and the creator's time zone
 * (001 §5: the browser's; the server falls back to Europe/Budapest).
 */
export const streamCreateSchema = z.object({
  kind: createKindSchema,
  title: text(255).optional(),
  timezone: timeZoneName.optional(),
});
export type StreamCreate = z.infer<typeof streamCreateSchema>;

export { STREAM_LIST_TYPES, STREAM_SORTS };

/** Query of `GET /my-streams` (000 §7 `type&closed`, plus search, orientation, sort and paging). */
export const streamListQuerySchema = z.object({
  type: z.enum(STREAM_LIST_TYPES).optional(),
  closed: z.coerce.number().int().min(0).max(1).optional(),
  orientation: z.coerce.number().pipe(orientationSchema).optional(),
  search: z.string().max(255).optional(),
  sort: z.enum(STREAM_SORTS).optional(),
  page: z.coerce.number().int().min(1).optional(),
  per_page: z.coerce.number().int().min(1).max(100).optional(),
});
export type StreamListQuery = z.infer<typeof streamListQuerySchema>;

/**
 * A player as the lists show it (`GET /my-streams`, the dashboard's latest players): identity,
 * kind, status, dates and lifetime counters, without the editor's settings. The list reads only
 * these columns, so a page never loads, parses or sends the players' full settings
 * (`GET /stream/{id}` answers the whole {@link Stream}).
 */
export const streamListItemSchema = streamSchema
  .pick({
    id: true,
    title: true,
    type: true,
    stream_status: true,
    orientation: true,
    optimize_for_ad: true,
    ad_size: true,
    start_date: true,
    end_date: true,
    apikey: true,
    player_url: true,
    created_at: true,
    updated_at: true,
  })
  .extend({
    ...streamStatsSchema.shape,
    /**
     * A still of the player for its card (issue 30, defect 13): the thumbnail of its cover image, else
     * of its first photo-ad photo, else of its featured ad image, else the poster of its uploaded
     * video (`/media/video/{id}/poster.jpg`, 640 px wide); `null` when it has none of these (a live
     * player without a cover), and the card shows the kind's icon.
     */
    thumbnail_url: z.string().nullable(),
  });
export type StreamListItem = z.infer<typeof streamListItemSchema>;

/** One page of `GET /my-streams`; `total` counts every matching stream. */
export const streamPageSchema = z.object({
  items: z.array(streamListItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type StreamPage = z.infer<typeof streamPageSchema>;

export const duplicateResultSchema = z.object({ id: z.number().int() });
