import { html, nothing, type TemplateResult } from 'lit';
import { styleMap } from 'lit/directives/style-map.js';
import { t } from '../texts';

/** The still image of a document (see the sdk's `playerPoster`). */
export { playerPoster as poster } from '@smuc/sdk/rules/player-box';

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
 * "Loading…", or that the player is unavailable when its document could not be loaded. While it
 * loads, a still the page put inside the element (the viewer page's poster, issue 35 §4) keeps
 * showing through a slot, in its own box, with "Loading…" for screen readers only.
 */
export function pendingFrame(failed: boolean, host: HTMLElement): TemplateResult {
  if (!failed && host.querySelector(':scope > img'))
    return html`<slot></slot><div class="sr" role="status">${t('en', 'player.loading')}</div>`;
  return html`<section class="frame" part="frame" style="max-inline-size:960px;aspect-ratio:16/9" aria-label=${t('en', 'player.region')}>
    <div class="notice" role="status">
      <p>${failed ? t('en', 'player.unavailable') : t('en', 'player.loading')}</p>
    </div>
  </section>`;
}
