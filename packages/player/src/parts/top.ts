import type { PlayerConfig } from '@smuc/sdk/schemas';
import { html, nothing, type TemplateResult } from 'lit';
import { LIVE_KINDS } from '../controllers/realtime';
import { t } from '../texts';
import { icon } from './icons';

/** What the top bar asks the element for. */
export interface TopRequests {
  /** Minimize (`true`, the top bar's button) or restore (`false`, the launcher). */
  minimize(minimized: boolean): void;
  close(): void;
}

/**
 * The top bar over the video: logo, title (part `title`), the live badge while `live`, viewers,
 * sponsored, agency logo, the minimize button of a `floating` player and the close button.
 */
export function topBar(
  c: PlayerConfig,
  /** `viewers`: how many watch now (the hub's latest count, else the document's `viewer_count`). */
  state: { live: boolean; floating: boolean; viewers: number },
  on: TopRequests,
): TemplateResult {
  const lang = c.language;
  const live = state.live && LIVE_KINDS.has(c.kind);
  return html`<div class="top">
    ${c.logo ? html`<img class="logo" part="logo" src=${c.logo.url} alt=${t(lang, 'player.logo')} />` : nothing}
    ${c.title_hidden ? html`<span class="spacer"></span>` : html`<h2 class="title" part="title">${c.title}</h2>`}
    ${live ? html`<span class="badge live" part="live-badge">${t(lang, 'player.live')}</span>` : nothing}
    ${
      c.show_viewers && LIVE_KINDS.has(c.kind)
        ? html`<span class="badge" part="viewers">${icon('eye')} ${t(lang, 'player.viewers', { count: state.viewers })}</span>`
        : nothing
    }
    ${c.is_sponsored_content ? html`<span class="badge" part="sponsored">${t(lang, 'player.sponsored')}</span>` : nothing}
    ${
      c.agency_logo
        ? html`<img class="logo" part="agency-logo" src=${c.agency_logo.url} alt=${t(lang, 'player.agency_logo')} />`
        : nothing
    }
    ${
      state.floating
        ? html`<button type="button" class="icon-btn" aria-label=${t(lang, 'player.minimize')} @click=${() => on.minimize(true)}>
            ${icon('minimize')}
          </button>`
        : nothing
    }
    ${
      c.show_close_button
        ? html`<button type="button" class="icon-btn" part="close" aria-label=${t(lang, 'player.close')} @click=${() => on.close()}>
            ${icon('close')}
          </button>`
        : nothing
    }
  </div>`;
}

/** The button of a minimized player (part `launcher`): a thumbnail and "restore". */
export function launcher(c: PlayerConfig, on: Pick<TopRequests, 'minimize'>): TemplateResult {
  const thumb = c.cover_portrait ?? c.cover ?? c.logo;
  return html`<button type="button" class="launcher" part="launcher" @click=${() => on.minimize(false)}>
    ${thumb ? html`<img src=${thumb.thumbnail_url} alt="" />` : html`<span class="dot"></span>`}
    <span>${t(c.language, 'player.restore')}</span>
  </button>`;
}

/** An ad's featured image, a link to `link` (the ad exit) when it has one. */
export function featured(c: PlayerConfig, link: string | null): TemplateResult {
  const image = c.ad_featured_image;
  if (!image) return html``;
  const img = html`<img src=${image.url} alt=${link ? t(c.language, 'player.learn_more') : ''} />`;
  return link
    ? html`<a class="featured" href=${link} target="_blank" rel="noopener sponsored">${img}</a>`
    : html`<div class="featured">${img}</div>`;
}
