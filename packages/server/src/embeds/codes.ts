import { type AdSize, DEFAULT_AD_SIZE, type EmbedCodes, StreamType } from '@smuc/sdk';
import { escapeHtml } from './html';
import { DSP_PLATFORMS } from './platforms';

/** The public address of the player bundle loader (see `bundle.ts`). */
export const playerScriptUrl = (publicUrl: string) => `${publicUrl}/embed/player.js`;

/** `"300x600"` → `{width: 300, height: 600}`. */
export function adSizeOf(size: AdSize | null | undefined): { width: number; height: number } {
  const [w, h] = (size ?? DEFAULT_AD_SIZE).split('x').map(Number);
  return { width: w!, height: h! };
}

/** What the codes depend on. */
export interface EmbedCodeStream {
  apikey: string;
  type: number;
  optimize_for_ad: boolean;
  ad_size: AdSize | null;
}

/**
 * The embed codes of a player (001 §2 Destinations (b), (c); 001 §3 embed_codes), built from
 * `PUBLIC_URL` so they work on any site:
 * - `inline`: `<script type="module" src="…/embed/player.js">` plus `<smuc-player apikey>`;
 * - `floating`: the same element with the `floating` attribute; `null` for a simple video (type 2
 *   without optimize_for_ad: "floating not for simple VOD");
 * - `banners`, only with optimize_for_ad: per demand-side platform a third-party tag sized to the
 *   ad size whose `click-url` is the platform's click macro (the platform replaces it with its
 *   click-tracking prefix; the player puts the landing address after it when the viewer leaves
 *   through the ad), each downloadable as an
 *   HTML5 zip (`GET /stream/{id}/download-banner?platform={machine_name}`).
 */
export function embedCodes(stream: EmbedCodeStream, publicUrl: string): EmbedCodes {
  const script = `<script type="module" src="${escapeHtml(playerScriptUrl(publicUrl))}"></script>`;
  const apikey = escapeHtml(stream.apikey);
  const simpleVideo = stream.type === StreamType.embed && !stream.optimize_for_ad;
  const { width, height } = adSizeOf(stream.ad_size);
  return {
    inline: `${script}\n<smuc-player apikey="${apikey}"></smuc-player>`,
    floating: simpleVideo ? null : `${script}\n<smuc-player apikey="${apikey}" floating></smuc-player>`,
    banners: stream.optimize_for_ad
      ? DSP_PLATFORMS.map((p) => ({
          label: p.label,
          machine_name: p.machine_name,
          downloadable: true,
          code:
            `${script}\n<smuc-player apikey="${apikey}" ` +
            `click-url="${escapeHtml(p.clickMacro)}" ` +
            `style="display:block;width:${width}px;height:${height}px"></smuc-player>`,
        }))
      : [],
  };
}
