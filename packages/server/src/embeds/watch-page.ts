import { type Language, localizeText, type PlayerConfig, renderText, type Stream } from '@smuc/sdk';
import { firstPlayerImage, playerBox } from '@smuc/sdk/rules/player-box';
import { STREAM_NOT_FOUND } from '../streams/repository';
import { escapeHtml } from './html';

/** What the viewer page shows in its head: title, link and a preview image for link unfurls. */
export interface WatchPageInput {
  stream: Pick<
    Stream,
    'title' | 'apikey' | 'player_url' | 'streamview_language' | 'optimize_for_ad' | 'ad_size'
  >;
  /** An absolute image address for Open Graph (cover, else poster), or null. */
  image: string | null;
  /** The site name in `og:site_name`. */
  siteName?: string;
  /**
   * The image the player shows first ({@link watchStill}), painted by the page before the player's
   * script runs; null when the player has none.
   */
  still?: WatchStill | null;
  /** The player's script (`watchScriptUrl`: the build's `start.js`), default the loader `/embed/player.js`. */
  script?: string;
}

/** The player's first image on the viewer page: address, the player's box (px) and its fit. */
export interface WatchStill {
  url: string;
  width: number;
  height: number;
  /** `cover` when the player fills its box (photo ads, the fill layout), else `contain`. */
  fit: 'cover' | 'contain';
}

/**
 * The still of a player document for its viewer page (issue 35 §4): its first image
 * (`firstPlayerImage`: a photo ad's first photo, else the poster) in the player's box, or null.
 */
export function watchStill(c: PlayerConfig): WatchStill | null {
  const url = firstPlayerImage(c);
  if (!url) return null;
  const { width, height } = playerBox(c);
  return {
    url,
    width,
    height,
    fit: c.kind === 'photo_ad' || c.video_layout === 'fill' ? 'cover' : 'contain',
  };
}

/**
 * The viewer page at a stream's `player_url` (`/watch/{id}`, issue 6 "Embeds and the viewer page";
 * 001 §2 Destinations (a)): a server-rendered document whose only content is `<smuc-player>` filling
 * the window, loaded from `script` (the build's `start.js`, else `/embed/player.js`). The head carries the escaped title, a canonical
 * link and Open Graph / Twitter tags (`og:image` = the cover or the video poster) so shared links
 * unfurl. The page language and direction follow the player's language (Arabic is right to left).
 *
 * The player's first image (`still`) is its largest paint (issue 35 §4): preloaded from the head at
 * high priority and drawn inside `<smuc-player>` in the player's box (width and height given, so
 * nothing moves), where it shows before the element is defined and while it loads its document
 * (the element shows its light children until then); the element's own frame replaces it. The
 * build's `start.js` imports the player only once that image has painted.
 */
export function watchPageHtml({
  stream,
  image,
  siteName = 'SMUC',
  still = null,
  script = '/embed/player.js',
}: WatchPageInput): string {
  const title = stream.title.trim() || 'Video';
  const lang = stream.streamview_language;
  const tags = [
    `<meta property="og:type" content="video.other">`,
    `<meta property="og:site_name" content="${escapeHtml(siteName)}">`,
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    `<meta property="og:url" content="${escapeHtml(stream.player_url)}">`,
    image ? `<meta property="og:image" content="${escapeHtml(image)}">` : '',
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${escapeHtml(title)}">`,
    image ? `<meta name="twitter:image" content="${escapeHtml(image)}">` : '',
  ].filter(Boolean);
  return `<!DOCTYPE html>
<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="canonical" href="${escapeHtml(stream.player_url)}">
${tags.join('\n')}
${still ? `<link rel="preload" as="image" href="${escapeHtml(still.url)}" fetchpriority="high">` : ''}
<script type="module" src="${escapeHtml(script)}"></script>
<style>
html,body{margin:0;height:100%;background:#000;color:#fff;font-family:system-ui,sans-serif}
main{display:flex;align-items:center;justify-content:center;width:100%;height:100%}
smuc-player{display:block;width:100%;height:100%}
smuc-player>img{display:block;inline-size:100%;block-size:auto;margin-inline:auto;background:#000}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
</style>
</head>
<body>
<main>
<h1 class="visually-hidden">${escapeHtml(title)}</h1>
<smuc-player apikey="${escapeHtml(stream.apikey)}">${still ? stillImg(still) : ''}</smuc-player>
<noscript>This player needs JavaScript.</noscript>
</main>
</body>
</html>
`;
}

/**
 * The still's `<img>`: decorative (the player names itself), in the player's box. The box's ratio is
 * set, not only width and height: those give way to the image's own ratio once it has loaded, and
 * the box must stay the one the player's video takes, at the same fit, so that the video's poster
 * is not a larger paint than this one.
 */
const stillImg = ({ url, width, height, fit }: WatchStill) =>
  `<img src="${escapeHtml(url)}" alt="" width="${width}" height="${height}" fetchpriority="high" style="max-inline-size:${width}px;aspect-ratio:${width}/${height};object-fit:${fit}">`;

/**
 * The page for an unknown or deleted player id (answered with status 404, not indexed), in `lang`
 * (the viewer's `Accept-Language`; issue 30), right to left in Arabic.
 */
export function watchNotFoundHtml(lang: Language = 'en'): string {
  const title = escapeHtml(renderText(lang, 'server.playerNotFound'));
  return `<!DOCTYPE html>
<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<style>body{margin:0;min-height:100vh;display:grid;place-items:center;background:#111;color:#eee;font-family:system-ui,sans-serif;text-align:center}</style>
</head>
<body>
<main>
<h1>${title}</h1>
<p>${escapeHtml(localizeText(STREAM_NOT_FOUND, lang))}</p>
</main>
</body>
</html>
`;
}
