import type { PlayerConfig } from '@smuc/sdk/schemas';
import { html, nothing, type TemplateResult } from 'lit';
import { styleMap } from 'lit/directives/style-map.js';
import { t } from '../texts';
import { isAdLayout, playerBox } from '../timeline';

/**
 * The still image of a document: the video's poster, else an ad's featured image, else the cover
 * that fits the player's orientation (portrait box: portrait cover first). `null` without one.
 */
export function poster(c: PlayerConfig): string | null {
  const box = playerBox(c);
  const cover = box.height > box.width ? (c.cover_portrait ?? c.cover) : (c.cover ?? c.cover_portrait);
  return c.source.video?.poster ?? (isAdLayout(c) ? c.ad_featured_image?.url : null) ?? cover?.url ?? null;
}

/**
 * A status text over the stage, on a darkened `background` image when given, with an optional
 * `action` below it (a button the viewer can press, e.g. the live stream's retry).
 */
export function notice(
  text: string,
  background: string | null = null,
  action: TemplateResult | typeof nothing = nothing,
): TemplateResult {
  return html`<div
    class="notice"
    style=${styleMap({ background: background ? `rgb(0 0 0 / 0.5) url("${encodeURI(background)}") center / cover` : '' })}
  >
    <p role="status">${text}</p>
    ${action}
  </div>`;
}

/**
 * The frame before a document is shown (texts in English: the document names the language):
 * "Loading…", or that the player is unavailable when its document could not be loaded.
 */
export function pendingFrame(failed: boolean): TemplateResult {
  return html`<section class="frame" part="frame" style="max-inline-size:960px;aspect-ratio:16/9" aria-label=${t('en', 'player.region')}>
    <div class="notice" role="status">
      <p>${failed ? t('en', 'player.unavailable') : t('en', 'player.loading')}</p>
    </div>
  </section>`;
}
