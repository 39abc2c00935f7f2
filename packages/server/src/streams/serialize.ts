import {
  engagementRate,
  type MetricCounters,
  type Stream,
  type StreamListItem,
  type StreamSettings,
  type StreamStats,
  streamSettingsSchema,
  totalInteractions,
} from '@smuc/sdk';
import type { streamTotals } from '../db/schema';
import { imageUrl, videoPosterUrl } from '../media/addresses';
import { EMPTY_MEDIA, type StreamMediaRead } from './media';
import type { StreamRow } from './row';

export type { StreamRow };
export type TotalsRow = typeof streamTotals.$inferSelect;

/** Columns that also live as real columns; the `settings` jsonb holds every other setting. */
export const COLUMN_SETTINGS = [
  'title',
  'type',
  'orientation',
  'optimize_for_ad',
  'start_date',
  'end_date',
] as const;

/**
 * Server-owned keys of the `settings` jsonb that no PUT writes: `vod_data_id` is the uploaded video
 * of a playback (001 §3), set by the upload flow through `setStreamVideo`, null until one exists.
 */
export const VOD_KEY = 'vod_data_id';

/** The stream's uploaded video id, or null (001 §5 check 4 reads it). */
export function vodDataIdOf(row: StreamRow): string | null {
  const v = row.settings[VOD_KEY];
  return typeof v === 'string' && v.length > 0 ? v : null;
}

/** Default RTMP ingest when the config gives none. */
export const DEFAULT_RTMP_URL = 'rtmp://localhost:1935/live';

/** A row's full settings: the jsonb settings with the real columns laid over them. */
export function settingsOf(row: StreamRow): StreamSettings {
  return streamSettingsSchema.parse({
    ...row.settings,
    title: row.title,
    type: row.type,
    orientation: row.orientation,
    optimize_for_ad: row.optimizeForAd,
    start_date: row.startDate?.toISOString() ?? null,
    end_date: row.endDate?.toISOString() ?? null,
  });
}

/** Settings → the row's columns and the jsonb rest (media objects and editor state never stored: see `media.ts`). */
export function toColumns(settings: StreamSettings) {
  const {
    title,
    type,
    orientation,
    optimize_for_ad,
    start_date,
    end_date,
    logo: _logo,
    agency_logo: _agencyLogo,
    cover: _cover,
    cover_portrait: _coverPortrait,
    ad_bg: _adBg,
    ad_featured_image: _featured,
    photoad_photos: _photos,
    embed_social_video_processing: _processing,
    ...rest
  } = settings;
  return {
    title,
    type,
    orientation,
    optimizeForAd: optimize_for_ad,
    startDate: start_date ? new Date(start_date) : null,
    endDate: end_date ? new Date(end_date) : null,
    settings: rest,
  };
}

function counters(t: TotalsRow | null): MetricCounters & { minutes: number; peakViewers: number } {
  return {
    impressions: t?.impressions ?? 0,
    viewers: t?.viewers ?? 0,
    peakViewers: t?.peakViewers ?? 0,
    minutes: Number(t?.minutes ?? 0),
    completes: t?.completes ?? 0,
    threeSecViews: t?.threeSecViews ?? 0,
    productClicks: t?.productClicks ?? 0,
    productLinkClicks: t?.productLinkClicks ?? 0,
    productPurchases: t?.productPurchases ?? 0,
    hearts: t?.hearts ?? 0,
    comments: t?.comments ?? 0,
    shares: t?.shares ?? 0,
    subscribers: t?.subscribers ?? 0,
  };
}

/**
 * A row and its lifetime totals → the wire `Stream`. `rtmp_data` carries the RTMP ingest URL and
 * the stream key for streaming software (001 §2). `viewer_count` is the peak of concurrent
 * viewers, `total_viewers` the viewers counted, `total_minutes` viewer minutes. `media` are the
 * stream's resolved images (`resolveStreamMedia`); without it every image reads as none.
 */
export function toStream(
  row: StreamRow,
  totals: TotalsRow | null,
  publicUrl: string,
  rtmpUrl: string = DEFAULT_RTMP_URL,
  media: StreamMediaRead = EMPTY_MEDIA,
): Stream {
  const settings = settingsOf(row);
  return {
    ...settings,
    // Media resolved by `resolveStreamMedia` (issue 5); a stored social video is never processing.
    ...media,
    embed_social_video: settings.embed_social_video ?? null,
    embed_social_video_processing: false,
    id: row.id,
    stream_status: row.status as Stream['stream_status'],
    apikey: row.apikey,
    streamkey: row.streamkey,
    player_url: `${publicUrl}/watch/${row.id}`,
    rtmp_data: { url: rtmpUrl, streamkey: row.streamkey },
    vod_data_id: vodDataIdOf(row),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    ...statsOf(totals),
  };
}

/** Lifetime totals → the wire counters of a stream (000 §3); no totals row reads as zeros. */
export function statsOf(totals: TotalsRow | null): StreamStats {
  const c = counters(totals);
  return {
    viewer_count: c.peakViewers,
    total_minutes: Math.round(c.minutes * 100) / 100,
    total_viewers: c.viewers,
    impressions: c.impressions,
    three_sec_views: c.threeSecViews,
    product_impressions: totals?.productImpressions ?? 0,
    product_clicks: c.productClicks,
    product_link_clicks: c.productLinkClicks,
    product_purchases: c.productPurchases,
    hearts: c.hearts,
    comments: c.comments,
    shares: c.shares,
    subscribers: c.subscribers,
    total_interactions: totalInteractions(c),
    engagement_rate: engagementRate(c),
  };
}

/** The columns a list row reads (see `listStreams`): no settings jsonb beyond the ad size. */
export interface StreamListRow {
  id: number;
  title: string;
  type: number;
  status: number;
  orientation: number;
  optimizeForAd: boolean;
  adSize: string | null;
  /** The image id of the card's still: cover, else first photo-ad photo, else featured ad image. */
  stillImageId: string | null;
  /** The uploaded video (`settings.vod_data_id`), whose poster is the still without an image. */
  vodDataId: string | null;
  startDate: Date | null;
  endDate: Date | null;
  apikey: string;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * A list row and its totals → the wire `StreamListItem`. The row was written through the validated
 * save path, so it is mapped as is: no schema parse per row on this hot read. `origin` is the
 * address the request reached, for the still's image address (as the single stream read's media).
 * The still is addressed without a lookup: a removed image's id leaves the stream with it (see
 * `withoutImage`), and the card falls back to the kind's icon if an address fails anyway.
 */
export function toStreamListItem(
  row: StreamListRow,
  totals: TotalsRow | null,
  publicUrl: string,
  origin: string,
): StreamListItem {
  return {
    id: row.id,
    title: row.title,
    type: row.type as StreamListItem['type'],
    stream_status: row.status as StreamListItem['stream_status'],
    orientation: row.orientation as StreamListItem['orientation'],
    optimize_for_ad: row.optimizeForAd,
    ad_size: row.adSize as StreamListItem['ad_size'],
    start_date: row.startDate?.toISOString() ?? null,
    end_date: row.endDate?.toISOString() ?? null,
    apikey: row.apikey,
    player_url: `${publicUrl}/watch/${row.id}`,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    ...statsOf(totals),
    thumbnail_url: row.stillImageId
      ? imageUrl(origin, row.stillImageId, 'thumbnail')
      : row.vodDataId
        ? videoPosterUrl(origin, row.vodDataId)
        : null,
  };
}
