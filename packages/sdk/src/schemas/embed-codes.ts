import { z } from 'zod';

/** The demand-side platforms a display banner is built for (`machine_name`, 001 §2 Destinations (c)). */
export const BANNER_PLATFORMS = ['google_dv360', 'the_trade_desk', 'xandr'] as const;
export type BannerPlatform = (typeof BANNER_PLATFORMS)[number];

/** Query of `GET /stream/{id}/download-banner`: the platform whose rules the zip follows (else 422). */
export const bannerDownloadQuerySchema = z.object({ platform: z.enum(BANNER_PLATFORMS) });

/**
 * One display-banner code of `GET /stream/{id}/embed-codes` (001 §2 Destinations (c), 001 §3
 * embed_codes): the demand-side platform's `label`, the third-party `code` to paste (a script tag
 * plus `<smuc-player>` carrying the platform's click macro), its `machine_name` (what
 * `GET /stream/{id}/download-banner?platform=` takes) and whether an HTML5 zip can be downloaded.
 */
export const bannerCodeSchema = z.object({
  label: z.string(),
  code: z.string(),
  machine_name: z.string(),
  downloadable: z.boolean(),
});
export type BannerCode = z.infer<typeof bannerCodeSchema>;

/**
 * `GET /stream/{id}/embed-codes` (001 §2 Destinations (b), (c); issue 6 "Embeds"): the inline code,
 * the floating code (`null` for a simple video, 001 §2 "floating not for simple VOD") and the
 * banner codes (empty unless optimize_for_ad is on).
 */
export const embedCodesSchema = z.object({
  inline: z.string(),
  floating: z.string().nullable(),
  banners: z.array(bannerCodeSchema),
});
export type EmbedCodes = z.infer<typeof embedCodesSchema>;
