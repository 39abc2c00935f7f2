import type { PlayerCaption } from '../schemas/captions';
import type { FeedItem } from '../schemas/feed-item';
import type { Font } from '../schemas/font';
import type {
  PlayerConfig,
  PlayerForm,
  PlayerImage,
  PlayerKind,
  PlayerProduct,
  PlayerSource,
} from '../schemas/player-config';
import {
  DEFAULT_AD_SIZE,
  type StreamSettings,
  StreamStatus,
  type StreamStatusCode,
  StreamType,
} from '../schemas/stream';
import { socialVideoOf } from './social-video';

/** Most photo-ad images a player shows (001 §5, §9). */
export const PHOTO_AD_MAX_IMAGES = 5;

/** The only ad size that takes a delayed sidebar (001 §5 "only for 640x360 ads"). */
export const DELAYED_SIDEBAR_AD_SIZE = '640x360';

/** An uploaded image as streams carry it (001 §3 Media: id, url, thumbnail_url). */
export interface PlayerMediaInput {
  url: string;
  thumbnail_url: string;
}

/**
 * The stream part of {@link PlayerConfigInput}: the editor's settings (saved or not) plus identity
 * and status. The media fields are optional so an older wire `Stream` without them still fits;
 * missing means none.
 */
export type PlayerStreamInput = Omit<
  StreamSettings,
  // The media keys are re-declared below in their minimal form (url and thumbnail suffice).
  | 'logo'
  | 'agency_logo'
  | 'cover'
  | 'cover_portrait'
  | 'ad_bg'
  | 'ad_featured_image'
  | 'photoad_photos'
  | 'embed_social_video'
  | 'embed_social_video_processing'
> & {
  id: number;
  apikey: string;
  stream_status: StreamStatusCode;
  logo?: PlayerMediaInput | null;
  agency_logo?: PlayerMediaInput | null;
  cover?: PlayerMediaInput | null;
  cover_portrait?: PlayerMediaInput | null;
  ad_bg?: PlayerMediaInput | null;
  ad_featured_image?: PlayerMediaInput | null;
  photoad_photos?: readonly PlayerMediaInput[] | null;
  /** A YouTube, Vimeo or Facebook link or embed code (001 §3). */
  embed_social_video?: string | null;
  /** True for 10 s after a social video was set (001 §4): no address to play yet. */
  embed_social_video_processing?: boolean | null;
};

/** The feed-item fields a product card needs (a saved `FeedItem` or the editor's unsaved copy). */
export type PlayerFeedItemInput = Pick<
  FeedItem,
  | 'id'
  | 'title'
  | 'description'
  | 'image'
  | 'alternate_text'
  | 'link'
  | 'link_open_in'
  | 'price'
  | 'sales_price'
  | 'cta'
  | 'card_click_tracking'
  | 'link_click_tracking'
  | 'payable'
  | 'pinned'
  | 'show_in_feed'
  | 'ordno'
  | 'pinned_from_in_sec'
  | 'pinned_to_in_sec'
  | 'first_from_in_sec'
  | 'first_to_in_sec'
> & { currency?: string | null };

/**
 * What {@link toPlayerConfig} builds from. Everything is plain data, so the editor preview can call
 * it with unsaved settings in the browser and the server with what it loaded.
 */
export interface PlayerConfigInput {
  stream: PlayerStreamInput;
  /** The player's products in any order; hidden ones (`show_in_feed` off) are left out. */
  feed: readonly PlayerFeedItemInput[];
  /** The chosen subscriber form (any object with the public form fields), or null. */
  form: PlayerForm | null;
  /** The chosen account font, or null. */
  font: Pick<Font, 'font_family' | 'path_to_regular' | 'path_to_bold'> | null;
  /** The uploaded or recorded video: address, poster address, duration in seconds. */
  video: {
    url: string;
    poster: string | null;
    duration: number | null;
    /** Its published caption tracks (issue 34 §1), language and WebVTT address. */
    captions?: PlayerCaption[];
  } | null;
  /**
   * Whether an upload of the stream is still being converted (a `processing` media row, issue 28
   * §3); sets `source.processing` when no `video` is ready. Default false.
   */
  videoProcessing?: boolean;
  /** How to play the broadcast of a live kind (`liveSourceFor` on the server); ignored for other kinds. */
  live: PlayerSource['live'];
  endpoints: PlayerConfig['endpoints'];
  /** Concurrent viewers now (0 when unknown). */
  viewerCount?: number;
  /** The instant the kind is derived for, ms since epoch (default `Date.now()`). */
  now?: number;
}

/**
 * The viewer-facing kind of a player (001 §1 type codes, 001 §3 "Derived kinds"):
 * - type 4 → `photo_ad`; type 2 → `ad` when optimize_for_ad is on, else `embed` (simple video);
 * - type 1 (playback) → `vod` once its end date has passed, else `playback`;
 * - type 0 (live) → `vod` when closed, else `live`.
 * A closed playback is also `vod`: a closed stream is a "Closed broadcast" whatever its type
 * (001 §1), so there is nothing left to show as live. Live and playback players with
 * optimize_for_ad keep their live kinds; the ad layout still follows `optimize_for_ad`/`ad_size`.
 * @param now ms since epoch
 */
export function derivePlayerKind(
  s: { type: number; optimize_for_ad: boolean; stream_status: number; end_date: string | null },
  now: number,
): PlayerKind {
  switch (s.type) {
    case StreamType.photoAd:
      return 'photo_ad';
    case StreamType.embed:
      return s.optimize_for_ad ? 'ad' : 'embed';
    case StreamType.playback: {
      if (s.stream_status === StreamStatus.closed) return 'vod';
      const end = s.end_date ? Date.parse(s.end_date) : Number.NaN;
      return Number.isFinite(end) && end <= now ? 'vod' : 'playback';
    }
    default:
      return s.stream_status === StreamStatus.closed ? 'vod' : 'live';
  }
}

const image = (m: PlayerMediaInput | null | undefined): PlayerImage | null =>
  m?.url ? { url: m.url, thumbnail_url: m.thumbnail_url || m.url } : null;

const isVideoKind = (kind: PlayerKind) => kind !== 'photo_ad';
const isLiveKind = (kind: PlayerKind) => kind === 'live';

/** The one source a kind plays (see {@link PlayerSource}); photo ads have none. */
function sourceOf(input: PlayerConfigInput, kind: PlayerKind): PlayerSource {
  const none: PlayerSource = { video: null, social: null, live: null };
  if (!isVideoKind(kind)) return none;
  if (isLiveKind(kind)) return { ...none, live: input.live ?? null };
  const s = input.stream;
  // A social video replaces the upload of a simple video or ad (001 §3); while it is processing
  // (001 §4, 10 s) there is no address yet, so nothing plays.
  if (s.type === StreamType.embed && s.embed_social_video) {
    if (s.embed_social_video_processing) return none;
    const social = socialVideoOf(s.embed_social_video);
    if (social) return { ...none, social };
  }
  if (input.video) return { ...none, video: { ...input.video } };
  // The first video is still being converted: nothing plays yet, and the player says so.
  return input.videoProcessing ? { ...none, processing: true } : none;
}

/** The visible products by position (001 §4 reordering sets `ordno`; ties by id). */
function productsOf(feed: readonly PlayerFeedItemInput[], currency: string): PlayerProduct[] {
  return feed
    .filter((item) => item.show_in_feed)
    .slice()
    .sort((a, b) => a.ordno - b.ordno || a.id - b.id)
    .map((item) => ({
      id: item.id,
      title: item.title,
      description: item.description,
      image: item.image,
      alternate_text: item.alternate_text,
      link: item.link,
      link_open_in: item.link_open_in,
      price: item.price,
      sales_price: item.sales_price,
      currency: item.currency || currency,
      cta: item.cta,
      card_click_tracking: item.card_click_tracking,
      link_click_tracking: item.link_click_tracking,
      payable: item.payable,
      pinned: item.pinned,
      ordno: item.ordno,
      pinned_from_in_sec: item.pinned_from_in_sec,
      pinned_to_in_sec: item.pinned_to_in_sec,
      first_from_in_sec: item.first_from_in_sec,
      first_to_in_sec: item.first_to_in_sec,
    }));
}

/** The public fields of a subscriber form (the account-side tracking and counts stay behind). */
function formOf(form: PlayerConfigInput['form']): PlayerForm | null {
  if (!form) return null;
  return {
    id: form.id,
    tab_label: form.tab_label,
    title: form.title,
    description: form.description,
    name_enabled: form.name_enabled,
    name_placeholder: form.name_placeholder,
    email_placeholder: form.email_placeholder,
    phone_enabled: form.phone_enabled,
    phone_placeholder: form.phone_placeholder,
    privacy_url: form.privacy_url,
    cta_label: form.cta_label,
  };
}

/**
 * Builds the public player document (`PlayerConfig`, issue 6) from a stream's settings, its
 * products, form, font, video and endpoints. Pure: the server answers it at
 * `GET /player/{apikey}` and the editor preview calls it with unsaved settings (issue 3
 * "Make the preview honest").
 *
 * Rules applied (the element only renders):
 * - `kind` by {@link derivePlayerKind} (001 §3 "Derived kinds").
 * - `source`: exactly one of live (live kind), social (type 2 with `embed_social_video`, not while
 *   processing) or the video; none for photo ads. `source.processing` when there is no video yet
 *   but an upload is being converted (`videoProcessing`).
 * - `products`: visible items only (`show_in_feed`), ordered by `ordno` (001 §3, §4).
 * - `form` only when the stream names a subscriber form (`subscriber_form_id`); `font` only when it
 *   names a font (`font_id`), so an unset choice in the editor shows at once.
 * - `ad_size` only with optimize_for_ad (default 300x600, 001 §9); `ad_featured_image` only with
 *   `ad_use_featured_image`; `delay_sidebar_appearance` only for 640x360 ads (001 §5);
 *   `photoad_photos` at most 5 (001 §9).
 */
export function toPlayerConfig(input: PlayerConfigInput): PlayerConfig {
  const s = input.stream;
  const kind = derivePlayerKind(s, input.now ?? Date.now());
  const adSize = s.optimize_for_ad ? (s.ad_size ?? DEFAULT_AD_SIZE) : null;
  return {
    id: s.id,
    apikey: s.apikey,
    kind,
    stream_status: s.stream_status,
    title: s.title,
    title_hidden: s.title_hidden,
    title_color: s.title_color,
    start_date: s.start_date,
    end_date: s.end_date,
    timezone: s.timezone,
    orientation: s.orientation,
    width: s.width,
    height: s.height,
    max_width: s.max_width,
    max_height: s.max_height,
    video_layout: s.video_layout,
    optimize_for_ad: s.optimize_for_ad,
    ad_size: adSize,
    ad_url: s.ad_url,
    ad_button_label: s.ad_button_label,
    ad_featured_image: s.ad_use_featured_image ? image(s.ad_featured_image) : null,
    ad_featured_image_link: s.ad_use_featured_image ? s.ad_featured_image_link : null,
    ad_bg: image(s.ad_bg),
    photoad_photos: (s.photoad_photos ?? [])
      .map(image)
      .filter((m): m is PlayerImage => m !== null)
      .slice(0, PHOTO_AD_MAX_IMAGES),
    photoad_autoswipe_duration: Math.min(10, Math.max(0, Math.trunc(s.photoad_autoswipe_duration))),
    logo: image(s.logo),
    agency_logo: image(s.agency_logo),
    cover: image(s.cover),
    cover_portrait: image(s.cover_portrait),
    show_smuc_logo: s.show_smuc_logo,
    button_color: s.button_color,
    text_color: s.text_color,
    font:
      s.font_id !== null && input.font
        ? {
            family: input.font.font_family,
            regular_url: input.font.path_to_regular,
            bold_url: input.font.path_to_bold,
          }
        : null,
    language: s.streamview_language,
    currency: s.currency,
    autoplay: s.player_autoplay,
    // Autoplay forces muted (001 §4): browsers refuse unmuted autoplay anyway.
    muted: s.player_muted || s.player_autoplay,
    loop: s.player_loop,
    rounded_corners: s.rounded_corners,
    sidebar_transparency: s.sidebar_transparency,
    delay_sidebar_appearance: adSize === DELAYED_SIDEBAR_AD_SIZE ? s.delay_sidebar_appearance : null,
    show_viewers: s.show_viewers,
    show_share_button: s.show_share_button,
    show_close_button: s.show_close_button,
    start_minimized: s.start_minimized,
    show_chat: s.show_chat,
    show_product_list: s.show_product_list,
    show_like_demo: s.show_like_demo,
    is_sponsored_content: s.is_sponsored_content,
    frequency: s.frequency,
    show_countdown_box: s.show_countdown_box,
    auto_card_timing: s.auto_card_timing,
    tab_products_label_singular: s.tab_products_label_singular,
    tab_products_label_plural: s.tab_products_label_plural,
    privacy_policy_url: s.privacy_policy_url,
    ga_code: s.ga_code,
    source: sourceOf(input, kind),
    products: productsOf(input.feed, s.currency),
    form: s.subscriber_form_id !== null ? formOf(input.form) : null,
    viewer_count: Math.max(0, Math.trunc(input.viewerCount ?? 0)),
    endpoints: { ...input.endpoints },
  };
}
