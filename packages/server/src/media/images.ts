import { invalidImageMessage, MEDIA_MESSAGES } from '@smuc/sdk';
import { loadSharp } from './sharp';
import { type ImageKind, sniffImage } from './sniff';

/** Longest side of the `public` variant and of the `thumbnail` variant, in px. */
export const PUBLIC_MAX_PX = 4096;
export const THUMBNAIL_PX = 320;
/** Largest accepted image, 10 MB (001 §5). */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** The variants every image answers (001 §7 `result.variants`). */
export const IMAGE_VARIANTS = ['public', 'thumbnail'] as const;
export type ImageVariant = (typeof IMAGE_VARIANTS)[number];

/** Exact texts of 001 §6 for image uploads. */
export const IMAGE_MESSAGES = {
  processing: MEDIA_MESSAGES.imageProcessing,
  upload: MEDIA_MESSAGES.imageUpload,
} as const;

export { invalidImageMessage };

export interface ProcessedImage {
  kind: ImageKind;
  width: number | null;
  height: number | null;
  variants: Record<ImageVariant, Buffer>;
}

/** Thrown by {@link processImage}: `type` for a refused content type, `decode` for a broken file. */
export class ImageError extends Error {
  constructor(readonly reason: 'type' | 'decode') {
    super(reason);
  }
}

/**
 * Sniffs `bytes` (001 §5: jpg/png/webp, svg only when `allowSvg`) and renders the variants with
 * sharp: `public` (EXIF-rotated, metadata stripped, fit inside {@link PUBLIC_MAX_PX}) and
 * `thumbnail` (fit inside {@link THUMBNAIL_PX}), both in the source format. SVG is stored as sent
 * for both variants (001 §5: svg is not resized). Throws {@link ImageError}.
 */
export async function processImage(bytes: Buffer, allowSvg: boolean): Promise<ProcessedImage> {
  const kind = sniffImage(bytes);
  if (!kind || (kind === 'svg' && !allowSvg)) throw new ImageError('type');
  if (kind === 'svg')
    return { kind, width: null, height: null, variants: { public: bytes, thumbnail: bytes } };
  const sharp = await loadSharp();
  try {
    const base = () => sharp(bytes, { failOn: 'error' }).rotate();
    const render = (px: number) =>
      base()
        .resize({ width: px, height: px, fit: 'inside', withoutEnlargement: true })
        .toFormat(kind)
        .toBuffer({
          resolveWithObject: true,
        });
    const [pub, thumb] = await Promise.all([render(PUBLIC_MAX_PX), render(THUMBNAIL_PX)]);
    return {
      kind,
      width: pub.info.width,
      height: pub.info.height,
      variants: { public: pub.data, thumbnail: thumb.data },
    };
  } catch {
    throw new ImageError('decode');
  }
}
