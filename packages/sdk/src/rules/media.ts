/** What {@link sniffImage} / {@link sniffFont} recognise from a file's leading bytes. */
export type ImageKind = 'jpeg' | 'png' | 'webp' | 'svg';
export type FontKind = 'ttf' | 'otf';

/** Exact texts of 001 §6 / 000 §8 for image and font uploads. */
export const MEDIA_MESSAGES = {
  imageProcessing: 'An unknown error occurred during processing your image',
  imageUpload: 'An unexpected error occurred while uploading the image.',
  fontMismatch: 'Filetype mismatch. Only accepts ttf or otf files!',
  fontFailed: 'Failed to upload font.',
  fontRemoved: 'Font removed successfully.',
  fontsEmpty: 'You have no custom fonts yet',
} as const;

/** Largest image, 10 MB (000 §9, 001 §5); how long the invalid-type toast stays (ms, 001 §5). */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const INVALID_FILE_TOAST_MS = 8000;

/** Image extensions of 001 §5; svg only where the field allows it. */
export const imageExtensions = (allowSvg: boolean) => [
  'jpg',
  'jpeg',
  'png',
  'webp',
  ...(allowSvg ? ['svg'] : []),
];

/** 001 §5: 'Invalid file! The following file types are allowed: …' listing the field's extensions. */
export const invalidImageMessage = (allowSvg: boolean) =>
  `Invalid file! The following file types are allowed: ${imageExtensions(allowSvg).join(', ')}`;

const startsWith = (bytes: Uint8Array, sig: number[], at = 0) =>
  bytes.length >= at + sig.length && sig.every((b, i) => bytes[at + i] === b);

/**
 * The image type of `bytes` by content, never by name (001 §5): JPEG `FF D8 FF`, the PNG
 * signature, `RIFF….WEBP`, or text whose first element is `<svg` (after an optional BOM, XML
 * declaration, comments and doctype). Anything else is `null`.
 */
export function sniffImage(bytes: Uint8Array): ImageKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'webp';
  const head = new TextDecoder('utf-8', { fatal: false })
    .decode(bytes.subarray(0, 4096))
    .replace(/^\uFEFF/, '');
  const rest = head.replace(/^\s*(<\?xml[^>]*\?>\s*)?((<!--[\s\S]*?-->|<!DOCTYPE[^>]*>)\s*)*/i, '');
  return /^<svg[\s>]/i.test(rest) ? 'svg' : null;
}

/**
 * The font type of `bytes` by its sfnt version (000 §5 Font upload): TrueType `00 01 00 00` or
 * `true`, OpenType `OTTO`; anything else `null`. Used by the client and the server alike.
 */
export function sniffFont(bytes: Uint8Array): FontKind | null {
  if (startsWith(bytes, [0x00, 0x01, 0x00, 0x00]) || startsWith(bytes, [0x74, 0x72, 0x75, 0x65]))
    return 'ttf';
  if (startsWith(bytes, [0x4f, 0x54, 0x54, 0x4f])) return 'otf';
  return null;
}

/** 000 §5: font save is enabled only with a family name, both files and the legal declaration. */
export const canSaveFont = (draft: { family: string; regular: unknown; bold: unknown; legal: boolean }) =>
  draft.family.trim() !== '' && Boolean(draft.regular) && Boolean(draft.bold) && draft.legal;

/** Target sizes of the image fields in px (001 §9). */
export const CROP_SIZES = {
  product: { width: 500, height: 500 },
  cover: { width: 960, height: 540 },
  coverPortrait: { width: 540, height: 960 },
  adBackground: { width: 1920, height: 1080 },
  logo: { width: 300, height: 300 },
  photoAd: { width: 800, height: 450 },
} as const;

/**
 * What to do with an image of `source` size for a field of `target` size (001 §5): `skip` for svg,
 * `keep` when the size already matches, `resize` for the same aspect ratio (within 1 %), else `crop`.
 */
export function imageFitAction(
  source: { width: number; height: number; svg?: boolean },
  target: { width: number; height: number },
): 'skip' | 'keep' | 'resize' | 'crop' {
  if (source.svg) return 'skip';
  if (source.width === target.width && source.height === target.height) return 'keep';
  const ratio = source.width / source.height / (target.width / target.height);
  return Math.abs(ratio - 1) <= 0.01 ? 'resize' : 'crop';
}
