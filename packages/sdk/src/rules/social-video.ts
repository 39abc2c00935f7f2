/**
 * Social video by link (001 §3 `embed_social_video`, §5): YouTube, Vimeo or Facebook only. Pure
 * rules shared by the editor, the server's PUT re-check and the player source.
 */
import { SOCIAL_VIDEO_MESSAGES } from '../texts/rule-messages';

/** The three accepted providers. */
export type SocialProvider = 'youtube' | 'vimeo' | 'facebook';

// The English texts live in texts/rule-messages.ts, free of zod for the browser's catalogues.
export { SOCIAL_VIDEO_MESSAGES };

/** After a social video is added the stream is "processing" this long before the address is set (001 §4, §9), ms. */
export const SOCIAL_PROCESSING_MS = 10_000;

/** A recognised social video: provider, canonical page address and the iframe address the player embeds. */
export interface SocialVideo {
  provider: SocialProvider;
  url: string;
  embed_url: string;
}

const host = (u: URL) => u.hostname.toLowerCase().replace(/^(www\.|m\.|mobile\.|web\.)/, '');
const ID = /^[A-Za-z0-9_-]{6,64}$/;

/** The `src` of an `<iframe …>` embed code, or the text itself. */
function addressIn(input: string): string {
  const text = input.trim();
  const src = /<iframe[^>]*\ssrc\s*=\s*["']([^"']+)["']/i.exec(text);
  return (src?.[1] ?? text).replace(/&amp;/g, '&');
}

function youtube(u: URL): SocialVideo | null {
  const h = host(u);
  let id: string | null = null;
  if (h === 'youtu.be') id = u.pathname.split('/')[1] ?? null;
  else if (h === 'youtube.com' || h === 'youtube-nocookie.com' || h === 'music.youtube.com') {
    const [first, second] = u.pathname.split('/').filter(Boolean);
    if (first === 'watch') id = u.searchParams.get('v');
    else if (first && ['embed', 'shorts', 'live', 'v'].includes(first)) id = second ?? null;
  } else return null;
  if (!id || !ID.test(id)) return null;
  return {
    provider: 'youtube',
    url: `https://www.youtube.com/watch?v=${id}`,
    embed_url: `https://www.youtube.com/embed/${id}`,
  };
}

function vimeo(u: URL): SocialVideo | null {
  const h = host(u);
  if (h !== 'vimeo.com' && h !== 'player.vimeo.com') return null;
  const id = u.pathname.split('/').find((p) => /^\d{3,12}$/.test(p));
  if (!id) return null;
  return {
    provider: 'vimeo',
    url: `https://vimeo.com/${id}`,
    embed_url: `https://player.vimeo.com/video/${id}`,
  };
}

function facebook(u: URL): SocialVideo | null {
  const h = host(u);
  if (h !== 'facebook.com' && h !== 'fb.watch') return null;
  if (h === 'facebook.com' && u.pathname.startsWith('/plugins/video.php')) {
    const href = u.searchParams.get('href');
    if (!href) return null;
    try {
      return facebook(new URL(href));
    } catch {
      return null;
    }
  }
  const path = u.pathname;
  const watch = /^\/watch\/?$/.test(path);
  const isVideo =
    h === 'fb.watch'
      ? /^\/[A-Za-z0-9_-]+\/?$/.test(path)
      : /\/videos\/|^\/reel\/|^\/share\/v\//.test(path) || (watch && u.searchParams.has('v'));
  if (!isVideo) return null;
  const query = watch ? `?v=${encodeURIComponent(u.searchParams.get('v') ?? '')}` : '';
  const url = `https://${h === 'fb.watch' ? 'fb.watch' : 'www.facebook.com'}${path}${query}`;
  return {
    provider: 'facebook',
    url,
    embed_url: `https://www.facebook.com/plugins/video.php?href=${encodeURIComponent(url)}&show_text=false`,
  };
}

/**
 * Reads a pasted link or `<iframe>` embed code (001 §5): answers the provider, the canonical page
 * URL and the embed URL, or `null` when it is not a YouTube, Vimeo or Facebook video (the editor
 * then shows {@link SOCIAL_VIDEO_MESSAGES}.provider). http(s) only.
 */
export function socialVideoOf(input: string | null | undefined): SocialVideo | null {
  if (!input?.trim()) return null;
  let u: URL;
  try {
    u = new URL(addressIn(input));
  } catch {
    return null;
  }
  if (u.protocol !== 'https:' && u.protocol !== 'http:') return null;
  return youtube(u) ?? vimeo(u) ?? facebook(u);
}

/** 16:9 within this relative tolerance counts as 16:9. */
const RATIO_TOLERANCE = 0.02;

/**
 * Whether a Facebook video of `width` x `height` may be used in a stream (001 §5): landscape 16:9
 * only. Unknown sizes are not allowed.
 */
export function facebookVideoAllowed(width: number | null | undefined, height: number | null | undefined) {
  if (!width || !height || width <= height) return false;
  return Math.abs(width / height / (16 / 9) - 1) <= RATIO_TOLERANCE;
}
