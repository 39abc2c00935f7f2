import { z } from 'zod';
import { playerCaptionSchema } from './captions';
import { currencySchema, languageSchema } from './common';
import { LINK_OPEN_IN } from './feed-item';
import { adSizeSchema, FREQUENCIES, orientationSchema, streamStatusSchema } from './stream';

/**
 * What the viewer element `<smuc-player>` renders (issue 6): one self-contained, public document
 * per player. The server answers it at `GET /player/{apikey}` (no session, CORS open) and the
 * editor's live preview builds the same document from unsaved settings with `toPlayerConfig`
 * (`rules/player-config.ts`), so the preview shows exactly what viewers get.
 *
 * Units: sizes in px, times in seconds (video time from the start of the video), prices in major
 * currency units, dates ISO-8601 with offset.
 */

/** The viewer-facing kind, derived from type, ad flag and status (001 §3 "Derived kinds"). */
export const PLAYER_KINDS = ['live', 'playback', 'vod', 'embed', 'ad', 'photo_ad'] as const;
export const playerKindSchema = z.enum(PLAYER_KINDS);
export type PlayerKind = z.infer<typeof playerKindSchema>;

/** An image the player shows: full size and thumbnail addresses. */
export const playerImageSchema = z.object({ url: z.string(), thumbnail_url: z.string() });
export type PlayerImage = z.infer<typeof playerImageSchema>;

/** A product card: the public subset of a feed item (001 §3); hidden items (`show_in_feed` off) are left out. */
export const playerProductSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  image: z.string().nullable(),
  alternate_text: z.string().nullable(),
  link: z.string().nullable(),
  link_open_in: z.enum(LINK_OPEN_IN),
  price: z.number().nullable(),
  sales_price: z.number().nullable(),
  currency: z.string(),
  cta: z.string().nullable(),
  card_click_tracking: z.string().nullable(),
  link_click_tracking: z.string().nullable(),
  payable: z.boolean(),
  pinned: z.boolean(),
  ordno: z.number().int(),
  /** Timed card ranges in seconds of video time; `null` ends are open. */
  pinned_from_in_sec: z.number().int().nullable(),
  pinned_to_in_sec: z.number().int().nullable(),
  first_from_in_sec: z.number().int().nullable(),
  first_to_in_sec: z.number().int().nullable(),
});
export type PlayerProduct = z.infer<typeof playerProductSchema>;

/** The subscriber form as the viewer fills it (000 §3 Subscriber form, public fields only). */
export const playerFormSchema = z.object({
  id: z.number().int(),
  tab_label: z.string(),
  title: z.string(),
  description: z.string(),
  name_enabled: z.boolean(),
  name_placeholder: z.string(),
  email_placeholder: z.string(),
  phone_enabled: z.boolean(),
  phone_placeholder: z.string(),
  privacy_url: z.string(),
  cta_label: z.string(),
});
export type PlayerForm = z.infer<typeof playerFormSchema>;

/** Where the video comes from. Exactly one source is set for video kinds; none for photo ads. */
export const playerSourceSchema = z.object({
  /**
   * An uploaded or recorded video file (mp4/webm) with its poster and duration (s), and its
   * published caption tracks (issue 34 §1; WebVTT, one per language, en/hu/de/ar order; absent in
   * older documents).
   */
  video: z
    .object({
      url: z.string(),
      poster: z.string().nullable(),
      duration: z.number().nullable(),
      captions: z.array(playerCaptionSchema).optional(),
    })
    .nullable(),
  /** A social video by link (001 §3 embed_social_video): YouTube, Vimeo or Facebook. */
  social: z
    .object({ provider: z.enum(['youtube', 'vimeo', 'facebook']), url: z.string(), embed_url: z.string() })
    .nullable(),
  /** A live broadcast: WebRTC play through the AMS signalling protocol, HLS as fallback. */
  live: z
    .object({
      /** `ws(s)://…/WebRTCAppEE/websocket` style address of the signalling server. */
      websocket_url: z.string().nullable(),
      /** The stream id to play on the media server. */
      stream_id: z.string(),
      /** Play token from `GET /ams/token` semantics (role play), `null` when the server needs none. */
      token: z.string().nullable(),
      /** HLS playlist (`.m3u8`) when the media server offers one. */
      hls_url: z.string().nullable(),
    })
    .nullable(),
  /**
   * True while the player's uploaded video is still being converted to a format every browser
   * plays (issue 28 §3) and no video is ready yet: `video` is null, the player says the video is
   * being prepared and reads the document again until it is. Absent otherwise (an optional field,
   * so older documents and players keep their contract).
   */
  processing: z.boolean().optional(),
});
export type PlayerSource = z.infer<typeof playerSourceSchema>;

export const playerConfigSchema = z.object({
  id: z.number().int(),
  apikey: z.string(),
  kind: playerKindSchema,
  stream_status: streamStatusSchema,
  title: z.string(),
  title_hidden: z.boolean(),
  title_color: z.string().nullable(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  timezone: z.string(),
  /** Layout: orientation presets (landscape 900x640, portrait 340x628) or custom max sizes, in px. */
  orientation: orientationSchema,
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  max_width: z.number().int().nullable(),
  max_height: z.number().int().nullable(),
  video_layout: z.enum(['fill', 'fit']),
  optimize_for_ad: z.boolean(),
  ad_size: adSizeSchema.nullable(),
  ad_url: z.string().nullable(),
  ad_button_label: z.string().nullable(),
  ad_featured_image: playerImageSchema.nullable(),
  ad_featured_image_link: z.string().nullable(),
  ad_bg: playerImageSchema.nullable(),
  photoad_photos: z.array(playerImageSchema),
  /** Seconds between photo-ad slides; 0 = no autoswipe. */
  photoad_autoswipe_duration: z.number().int().min(0).max(10),
  logo: playerImageSchema.nullable(),
  agency_logo: playerImageSchema.nullable(),
  cover: playerImageSchema.nullable(),
  cover_portrait: playerImageSchema.nullable(),
  show_smuc_logo: z.boolean(),
  button_color: z.string().nullable(),
  text_color: z.string().nullable(),
  /** The account font chosen for this player, loaded with `@font-face`. */
  font: z.object({ family: z.string(), regular_url: z.string(), bold_url: z.string() }).nullable(),
  language: languageSchema,
  currency: currencySchema,
  autoplay: z.boolean(),
  muted: z.boolean(),
  loop: z.boolean(),
  rounded_corners: z.boolean(),
  sidebar_transparency: z.boolean(),
  /** Seconds before the sidebar appears (640x360 ads only), `null` = at once. */
  delay_sidebar_appearance: z.number().int().nullable(),
  show_viewers: z.boolean(),
  show_share_button: z.boolean(),
  show_close_button: z.boolean(),
  start_minimized: z.boolean(),
  show_chat: z.boolean(),
  show_product_list: z.boolean(),
  show_like_demo: z.boolean(),
  is_sponsored_content: z.boolean(),
  frequency: z.enum(FREQUENCIES),
  show_countdown_box: z.boolean(),
  auto_card_timing: z.boolean(),
  tab_products_label_singular: z.string().nullable(),
  tab_products_label_plural: z.string().nullable(),
  privacy_policy_url: z.string().nullable(),
  ga_code: z.string().nullable(),
  source: playerSourceSchema,
  products: z.array(playerProductSchema),
  form: playerFormSchema.nullable(),
  /** Concurrent viewers right now (for `show_viewers`). */
  viewer_count: z.number().int(),
  /**
   * Absolute addresses the element posts to: analytics ingest, subscriptions, realtime hub (or
   * null), and the card checkout of payable products (null when the player takes no card payments).
   */
  endpoints: z.object({
    events: z.string(),
    subscribe: z.string(),
    realtime: z.string().nullable(),
    checkout: z.string().nullable(),
  }),
});
export type PlayerConfig = z.infer<typeof playerConfigSchema>;
