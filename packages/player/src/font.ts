import type { PlayerConfig } from '@smuc/sdk/schemas';

const injected = new Set<string>();

/**
 * Loads a player's account font (`config.font`) with `@font-face` rules in the host document —
 * fonts declared inside a shadow root are not loaded by browsers — once per family and files, and
 * answers the CSS `font-family` value to use inside the player (the family, then the system
 * font). Regular is weight 400, bold 700; `font-display: swap` keeps text readable while loading.
 */
export function useFont(font: PlayerConfig['font'], doc: Document = document): string | null {
  if (!font) return null;
  const family = font.family.replace(/["\\\n\r]/g, '');
  const key = `${family}|${font.regular_url}|${font.bold_url}`;
  if (!injected.has(key)) {
    injected.add(key);
    const src = (url: string) => `url("${url.replace(/["\\\n\r]/g, (c) => encodeURIComponent(c))}")`;
    const style = doc.createElement('style');
    style.dataset.smucFont = family;
    style.textContent = [
      [font.regular_url, 400],
      [font.bold_url, 700],
    ]
      .map(
        ([url, weight]) =>
          `@font-face{font-family:"${family}";src:${src(String(url))};font-weight:${weight};font-style:normal;font-display:swap}`,
      )
      .join('\n');
    doc.head.append(style);
  }
  return `"${family}", system-ui, sans-serif`;
}
