import { z } from 'zod';

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
