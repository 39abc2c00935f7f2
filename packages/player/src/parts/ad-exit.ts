import type { PlayerConfig } from '@smuc/sdk/schemas';
import { html, nothing, type TemplateResult } from 'lit';
import { t } from '../texts';
import { isAdLayout, safeUrl } from '../timeline';

/**
 * An ad's exit (issue 6, display banners): the landing address behind the demand-side platform's
 * click-tracking prefix (the element's `click-url`, its click macro already expanded). The landing
 * address alone when there is no prefix, when the prefix still holds an unexpanded macro (`%%…%%`,
 * `${…}`) or is not http(s); `null` without a landing address.
 */
export function adExit(landing: string | null, clickUrl: string | null): string | null {
  const prefix = clickUrl?.trim();
  if (!landing || !prefix || /%%|\$\{/.test(prefix) || !/^https?:\/\//i.test(prefix)) return landing;
  return `${prefix}${landing}`;
}

/**
 * An ad's call-to-action link (part `cta`) to its exit (see {@link adExit}), labelled with the ad's
 * button label or "Learn more"; nothing for other kinds or without a landing address.
 */
export function ctaLink(c: PlayerConfig, clickUrl: string | null): TemplateResult | typeof nothing {
  const exit = isAdLayout(c) && adExit(safeUrl(c.ad_url), clickUrl);
  return exit
    ? html`<a class="cta" part="cta" href=${exit} target="_blank" rel="noopener sponsored">${c.ad_button_label || t(c.language, 'player.learn_more')}</a>`
    : nothing;
}
