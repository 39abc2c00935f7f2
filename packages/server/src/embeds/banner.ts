import { strToU8, zipSync } from 'fflate';
import { loadSharp } from '../media/sharp';
import { escapeHtml, safeColor, scriptLiteral } from './html';
import { APPNEXUS_HTML5_LIB, type DspPlatform } from './platforms';

/** Largest JPEG we pack for the first frame, in bytes: leaves room for the HTML in every initial-load cap. */
export const BANNER_IMAGE_BUDGET_BYTES = 90_000;
/** Largest JPEG of each later photo-ad slide (loaded after `load`, so outside the initial load). */
export const BANNER_SLIDE_BUDGET_BYTES = 150_000;

/** What a banner shows: a muted video ad (poster first) or a photo ad slideshow. */
export interface BannerInput {
  platform: DspPlatform;
  width: number;
  height: number;
  title: string;
  /** Where the exit goes when the platform gives no click tag: the ad URL, else the viewer page. */
  landingUrl: string;
  buttonLabel: string | null;
  buttonColor: string | null;
  textColor: string | null;
  /** The first frame: a poster or cover image (any format sharp reads), or null. */
  poster: Buffer | null;
  /** A video ad's https video address, loaded after `load` (polite), or null. */
  videoUrl: string | null;
  /**
   * A video ad's caption track (issue 34 §1): its language and WebVTT text, carried inside the
   * banner's HTML (no `.vtt` file: Google's HTML5 rules accept none) and shown from the start,
   * since a banner's video always plays muted. Null or absent: no captions.
   */
  captions?: { language: string; vtt: string } | null;
  /** Photo-ad images (any format sharp reads), at most 5 used; empty for video ads. */
  photos: Buffer[];
  /** Seconds between photo-ad slides, 0 = no autoswipe. */
  autoswipeSeconds: number;
  /** Analytics: the player's apikey and the ingest address (`POST /events`). */
  apikey: string;
  eventsUrl: string;
  /**
   * The player document's address (`GET /player/{apikey}`): the banner reads its viewer token
   * there before its events count (issue 29 §2).
   */
  documentUrl?: string;
}

/** A JPEG of exactly `width`×`height` (cover crop) under `budget` bytes, lowering quality as needed. */
export async function bannerJpeg(
  image: Buffer,
  width: number,
  height: number,
  budget: number,
): Promise<Buffer> {
  const sharp = await loadSharp();
  const resized = sharp(image, { failOn: 'none' })
    .rotate()
    .resize(width, height, { fit: 'cover' })
    .flatten({ background: '#000000' });
  let out = await resized.clone().jpeg({ quality: 78, mozjpeg: true }).toBuffer();
  for (let quality = 68; out.byteLength > budget && quality >= 18; quality -= 10) {
    out = await resized.clone().jpeg({ quality, mozjpeg: true }).toBuffer();
  }
  return out;
}

/** The zip's file name for a download: `banner-{platform}-{W}x{H}.zip`. */
export const bannerFileName = (platform: string, width: number, height: number) =>
  `banner-${platform}-${width}x${height}.zip`;

/**
 * Builds the HTML5 banner zip of a video or photo ad for one platform (issue 6 "Display banners";
 * rules in `platforms.ts`, checked by `validateBanner`).
 *
 * Layout: `index.html` (everything inline: styles, script, the click tag) plus `poster.jpg` (the
 * first frame, under {@link BANNER_IMAGE_BUDGET_BYTES}) and, for photo ads, `slide2.jpg`… named
 * only in `data-src` so they load after `load`. A video ad's file streams from our server after
 * `load` (polite load), muted, `playsinline`, looping. No web fonts: the system font stack.
 * The whole banner is one exit: `window.open(clickTag, '_blank')` (Xandr: `APPNEXUS.getClickTag()`
 * from its library). Viewer events (impression at 50 % visible for 1 s, 3-second view, quartiles,
 * complete, video click) go to the ingest endpoint with `sendBeacon`, after `load`.
 */
export async function buildBannerZip(input: BannerInput): Promise<Uint8Array> {
  const { width, height } = input;
  const files: Record<string, Uint8Array> = {};
  const photos = input.photos.slice(0, 5);
  const first = photos[0] ?? input.poster;
  if (first) files['poster.jpg'] = await bannerJpeg(first, width, height, BANNER_IMAGE_BUDGET_BYTES);
  const slides: string[] = [];
  for (const [i, photo] of photos.slice(1).entries()) {
    const name = `slide${i + 2}.jpg`;
    files[name] = await bannerJpeg(photo, width, height, BANNER_SLIDE_BUDGET_BYTES);
    slides.push(name);
  }
  files['index.html'] = strToU8(bannerHtml(input, Boolean(first), slides));
  return zipSync(files, { level: 9, mtime: new Date('2026-01-01T00:00:00Z') });
}

/** The primary HTML of a banner (see {@link buildBannerZip}). */
export function bannerHtml(input: BannerInput, hasPoster: boolean, slides: string[]): string {
  const { width, height, platform } = input;
  const xandr = platform.rules.acceptsAppnexusClickTag;
  const button = safeColor(input.buttonColor, '#111111');
  const text = safeColor(input.textColor, '#ffffff');
  const label = input.buttonLabel?.trim() || 'Learn more';
  const settings = {
    video: input.videoUrl,
    cc: input.videoUrl && input.captions ? input.captions : null,
    slides,
    swipe: Math.max(0, Math.min(10, Math.trunc(input.autoswipeSeconds))) * 1000,
    apikey: input.apikey,
    events: input.eventsUrl,
    doc: input.documentUrl ?? null,
  };
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="ad.size" content="width=${width},height=${height}">
<meta name="viewport" content="width=${width},height=${height}">
<title>${escapeHtml(input.title || 'Advertisement')}</title>
<script>
var clickTag = ${scriptLiteral(input.landingUrl)};
</script>${xandr ? `\n<script src="${APPNEXUS_HTML5_LIB}"></script>` : ''}
<style>
html,body{margin:0;padding:0;width:${width}px;height:${height}px;overflow:hidden;background:#000}
#ad{position:relative;display:block;width:${width}px;height:${height}px;overflow:hidden;cursor:pointer;border:0;padding:0;background:#000;font:14px/1.3 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:${text};text-align:start}
#ad img,#ad video{position:absolute;inset:0;width:100%;height:100%;object-fit:cover;border:0}
#ad video{opacity:0;transition:opacity .3s}
#ad video.on{opacity:1}
#ad .slide{opacity:0;transition:opacity .6s}
#ad .slide.on{opacity:1}
#cta{position:absolute;inset-inline:12px;inset-block-end:12px;display:block;padding:10px 12px;border-radius:4px;background:${button};color:${text};font-weight:600;text-align:center;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
#ad:focus-visible{outline:3px solid #fff;outline-offset:-3px}
@media (prefers-reduced-motion:reduce){#ad *{transition:none}}
</style>
</head>
<body>
<button id="ad" type="button" aria-label="${escapeHtml(`${input.title || 'Advertisement'}: ${label}`)}">
${hasPoster ? '<img id="poster" class="slide on" src="poster.jpg" alt="">' : ''}
${slides.map((s) => `<img class="slide" data-src="${s}" alt="">`).join('\n')}
${input.videoUrl ? '<video id="video" muted playsinline loop preload="none" aria-hidden="true"></video>' : ''}
<span id="cta">${escapeHtml(label)}</span>
</button>
<script>
(function () {
  var S = ${scriptLiteral(settings)};
  var ad = document.getElementById('ad');
  var sent = {};
  var visitor = id(), session = id();
  // The server's viewer token for this visitor (issue 29 §2): events wait for it, then carry it.
  var token = null, waiting = [];
  function id() {
    var a = new Uint8Array(12);
    (window.crypto || window.msCrypto).getRandomValues(a);
    return Array.prototype.map.call(a, function (b) { return ('0' + b.toString(16)).slice(-2); }).join('');
  }
  function send(type, extra) {
    var e = { type: type, apikey: S.apikey, visitor_id: visitor, session_id: session, ts: Date.now() };
    for (var k in extra) e[k] = extra[k];
    if (S.doc && token === null) { waiting.push(e); return; }
    beacon(e);
  }
  function beacon(e) {
    if (token) e.viewer_token = token;
    try { navigator.sendBeacon(S.events, JSON.stringify([e])); } catch (x) {}
  }
  function identified(value) {
    token = value || '';
    waiting.splice(0).forEach(beacon);
  }
  if (S.doc && window.fetch) {
    fetch(S.doc + '?visitor=' + visitor).then(function (r) {
      identified(r.headers.get('smuc-viewer-token'));
    }, function () { identified(''); });
  } else if (S.doc) identified('');
  function once(key, type, extra) { if (!sent[key]) { sent[key] = 1; send(type, extra); } }
  function exit() {
    var url = ${xandr ? '(window.APPNEXUS && APPNEXUS.getClickTag()) || clickTag' : 'clickTag'};
    once('click', 'video_click');
    window.open(url, '_blank');
  }
  ad.addEventListener('click', exit);
  window.addEventListener('load', function () {
    if ('IntersectionObserver' in window) {
      var timer = 0;
      new IntersectionObserver(function (entries) {
        var seen = entries[0].intersectionRatio >= 0.5;
        if (seen && !timer) timer = setTimeout(function () { once('imp', 'impression'); }, 1000);
        if (!seen && timer) { clearTimeout(timer); timer = 0; }
      }, { threshold: [0, 0.5] }).observe(ad);
    } else once('imp', 'impression');
    var v = document.getElementById('video');
    if (v && S.video) {
      v.muted = true;
      if (S.cc && window.Blob && window.URL) {
        // The carried track, on from the start: a muted banner says nothing without it.
        var track = document.createElement('track');
        track.kind = 'captions';
        track.srclang = S.cc.language;
        track.default = true;
        track.src = URL.createObjectURL(new Blob([S.cc.vtt], { type: 'text/vtt' }));
        v.appendChild(track);
      }
      v.src = S.video;
      v.addEventListener('playing', function () { v.className = 'on'; });
      v.addEventListener('timeupdate', function () {
        var d = v.duration, t = v.currentTime;
        if (t >= 3) once('3s', 'three_sec_view');
        if (!d || !isFinite(d)) return;
        [25, 50, 75].forEach(function (q) { if (t / d >= q / 100) once('q' + q, 'quartile', { quartile: q }); });
        if (t / d >= 0.98) once('done', 'complete');
      });
      var p = v.play();
      if (p && p.catch) p.catch(function () {});
    }
    var slides = Array.prototype.slice.call(document.querySelectorAll('.slide'));
    slides.forEach(function (img) { if (img.getAttribute('data-src')) img.src = img.getAttribute('data-src'); });
    if (slides.length > 1 && S.swipe > 0 && !matchMedia('(prefers-reduced-motion: reduce)').matches) {
      var at = 0;
      setInterval(function () {
        slides[at].className = 'slide';
        at = (at + 1) % slides.length;
        slides[at].className = 'slide on';
      }, S.swipe);
    }
  });
})();
</script>
</body>
</html>
`;
}
