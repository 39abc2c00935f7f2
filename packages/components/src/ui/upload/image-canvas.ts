/** A rectangle in source pixels. */
export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Decodes `file` into an image element (for its natural size and for drawing). */
export function loadImage(file: Blob): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error('image decode failed'));
    img.src = url;
  });
}

/**
 * Draws `area` of `img` (default: the whole image) scaled to `target` px and encodes it as `type`
 * (png, jpeg or webp; jpeg and webp at quality 0.92). Used for the crop and the same-ratio resize
 * of 001 §5.
 */
export function renderArea(
  img: HTMLImageElement,
  target: { width: number; height: number },
  type: string,
  area: PixelArea = { x: 0, y: 0, width: img.naturalWidth, height: img.naturalHeight },
): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = target.width;
  canvas.height = target.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) return Promise.reject(new Error('no 2d canvas'));
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(img, area.x, area.y, area.width, area.height, 0, 0, target.width, target.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('encode failed'))), type, 0.92),
  );
}
