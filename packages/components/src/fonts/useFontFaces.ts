import type { Font } from '@smuc/sdk';
import { useEffect } from 'react';

/** The CSS family name a font's preview uses (unique per font, so equal family names never clash). */
export const previewFamily = (font: Font) => `smuc-font-${font.id}`;

/**
 * Loads the regular and bold files of `fonts` into `document.fonts` with the FontFace API (document
 * fonts apply inside shadow roots too) for the previews. A file that fails to load falls back to
 * the default font; loaded faces are removed again on change.
 */
export function useFontFaces(fonts: readonly Font[] | undefined) {
  useEffect(() => {
    if (!fonts || typeof FontFace === 'undefined') return;
    const faces = fonts.flatMap((font) => [
      new FontFace(previewFamily(font), `url(${JSON.stringify(font.path_to_regular)})`, { weight: '400' }),
      new FontFace(previewFamily(font), `url(${JSON.stringify(font.path_to_bold)})`, { weight: '700' }),
    ]);
    for (const face of faces) {
      document.fonts.add(face);
      face.load().catch(() => undefined);
    }
    return () => {
      for (const face of faces) document.fonts.delete(face);
    };
  }, [fonts]);
}
