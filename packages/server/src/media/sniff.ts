import type { FontKind, ImageKind } from '@smuc/sdk';

export { type FontKind, type ImageKind, sniffFont, sniffImage } from '@smuc/sdk';

/** Content types the server stores and serves for each sniffed kind. */
export const IMAGE_MIME: Record<ImageKind, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  svg: 'image/svg+xml',
};
export const FONT_MIME: Record<FontKind, string> = { ttf: 'font/ttf', otf: 'font/otf' };
