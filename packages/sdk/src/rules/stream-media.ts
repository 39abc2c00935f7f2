import type { Media } from '../schemas/media';
import { type AdSize, StreamType, type StreamTypeCode } from '../schemas/stream';
import { CROP_SIZES, type ImageKind } from './media';

/**
 * The single-image fields of a stream (001 §3): each is a `Media | null` on reads and an image id
 * (`string | null`) in `PUT /stream/{id}`.
 */
export const STREAM_IMAGE_FIELDS = [
  'logo',
  'agency_logo',
  'cover',
  'cover_portrait',
  'ad_bg',
  'ad_featured_image',
] as const;
export type StreamImageField = (typeof STREAM_IMAGE_FIELDS)[number];
/** Every media field: the single images and the ordered photo-ad list. */
export type StreamMediaField = StreamImageField | 'photoad_photos';

/** Photo ads carry at most 5 images (001 §5, §9). */
export const PHOTO_AD_MAX_PHOTOS = 5;
/** Photo-ad autoswipe range in seconds (001 §5); 0 = no autoswipe. */
export const PHOTO_AD_AUTOSWIPE_RANGE = [0, 10] as const;
/** The agency logo must fit in this box (001 §5), px. */
export const AGENCY_LOGO_BOX = { width: 32, height: 32 } as const;

/** Image types a field takes (001 §5): jpg/png/webp everywhere, the agency logo jpg, png or svg. */
export const IMAGE_FIELD_KINDS: Record<StreamMediaField, readonly ImageKind[]> = {
  logo: ['jpeg', 'png', 'webp'],
  agency_logo: ['jpeg', 'png', 'svg'],
  cover: ['jpeg', 'png', 'webp'],
  cover_portrait: ['jpeg', 'png', 'webp'],
  ad_bg: ['jpeg', 'png', 'webp'],
  ad_featured_image: ['jpeg', 'png', 'webp'],
  photoad_photos: ['jpeg', 'png', 'webp'],
};

const EXTENSIONS: Record<ImageKind, string[]> = {
  jpeg: ['jpg', 'jpeg'],
  png: ['png'],
  webp: ['webp'],
  svg: ['svg'],
};

/** The file extensions a field takes, e.g. `['jpg', 'jpeg', 'png', 'svg']` for the agency logo. */
export const imageFieldExtensions = (field: StreamMediaField) =>
  IMAGE_FIELD_KINDS[field].flatMap((k) => EXTENSIONS[k]);

/** 001 §5 'Invalid file! The following file types are allowed: …' with the field's extensions. */
export const invalidFieldImageMessage = (field: StreamMediaField) =>
  `Invalid file! The following file types are allowed: ${imageFieldExtensions(field).join(', ')}`;

/** 001 §5: an agency logo whose raster size does not fit 32x32 px (svg has no fixed size). */
export const AGENCY_LOGO_SIZE_MESSAGE = 'The agency logo must fit in 32x32 pixels.';

/** Featured image size per ad size (001 §9): 300x600 → 300x351, 400x600 → 400x295, 400x900 → 400x635, else 540x960. */
export function featuredImageSize(adSize: AdSize | null): { width: number; height: number } {
  if (adSize === '300x600') return { width: 300, height: 351 };
  if (adSize === '400x600') return { width: 400, height: 295 };
  if (adSize === '400x900') return { width: 400, height: 635 };
  return { width: 540, height: 960 };
}

/**
 * The crop target of a media field in px (001 §9): logo 300x300, cover 960x540, portrait cover
 * 540x960, ad background 1920x1080, photo ad 800x450, featured image by {@link featuredImageSize};
 * the agency logo has no crop (it is scaled down to fit {@link AGENCY_LOGO_BOX}).
 */
export function imageFieldTarget(
  field: StreamMediaField,
  s: { ad_size: AdSize | null },
): { width: number; height: number } {
  switch (field) {
    case 'logo':
      return CROP_SIZES.logo;
    case 'agency_logo':
      return AGENCY_LOGO_BOX;
    case 'cover':
      return CROP_SIZES.cover;
    case 'cover_portrait':
      return CROP_SIZES.coverPortrait;
    case 'ad_bg':
      return CROP_SIZES.adBackground;
    case 'ad_featured_image':
      return featuredImageSize(s.ad_size);
    case 'photoad_photos':
      return CROP_SIZES.photoAd;
  }
}

/**
 * Which media fields the editor shows for a stream (001 §3; the spec leaves the per-type lists
 * open, so: branding logo everywhere; covers (poster / countdown background) for live, playback
 * and simple video; agency logo and ad background for video and photo ads; the featured image for
 * video ads with `ad_use_featured_image`; photos for photo ads only).
 */
export function visibleMediaFields(s: {
  type: StreamTypeCode;
  optimize_for_ad: boolean;
  ad_use_featured_image: boolean;
}): StreamMediaField[] {
  const photoAd = s.type === StreamType.photoAd;
  const ad = photoAd || s.optimize_for_ad;
  const out: StreamMediaField[] = ['logo'];
  if (!ad) out.push('cover', 'cover_portrait');
  if (ad) out.push('agency_logo', 'ad_bg');
  if (ad && !photoAd && s.ad_use_featured_image) out.push('ad_featured_image');
  if (photoAd) out.push('photoad_photos');
  return out;
}

/** Media fields only a plan with custom branding keeps (001 §4: no customBranding clears logo and covers). */
export const BRANDING_MEDIA_FIELDS = ['logo', 'cover', 'cover_portrait'] as const;

/** An image object or id → its id (001 §5 "image objects are replaced by their ids"). */
export const mediaId = (m: Pick<Media, 'id'> | string | null | undefined): string | null =>
  m == null ? null : typeof m === 'string' ? m : m.id;
