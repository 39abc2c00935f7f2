import { strFromU8, unzipSync } from 'fflate';
import type { BannerRules } from './platforms';

/** The rules {@link validateBanner} checks; each violation names one. */
export const BANNER_RULES = [
  'zip',
  'zip_size',
  'file_count',
  'file_type',
  'file_name',
  'nested_zip',
  'primary_html',
  'html_size',
  'ad_size',
  'click_tag',
  'click_new_window',
  'missing_file',
  'unreferenced_file',
  'initial_requests',
  'initial_size',
  'https',
  'external_script',
  'external_font',
  'muted_autoplay',
] as const;
export type BannerRule = (typeof BANNER_RULES)[number];

/** One broken rule: which, why (English, for people), and the file it is about when there is one. */
export interface BannerViolation {
  rule: BannerRule;
  message: string;
  file?: string;
}

/** What the banner must be: its size in px and the platform's rules. */
export interface BannerExpectation {
  width: number;
  height: number;
  rules: BannerRules;
}

/** What the validator measured, for reports and tests. */
export interface BannerMeasurement {
  files: number;
  zipBytes: number;
  /** Bytes of the files in the zip loaded before `load` (uncompressed, the primary HTML included). */
  initialBytes: number;
  /** Requests before `load`: the primary HTML, its markup's and CSS's local and external loads. */
  initialRequests: number;
  /** The initial loads, in order: zip paths or absolute addresses. */
  initialLoads: string[];
}

const FONT_HOSTS = [
  'fonts.googleapis.com',
  'fonts.gstatic.com',
  'use.typekit.net',
  'p.typekit.net',
  'fonts.bunny.net',
];
const FONT_EXTENSION = /\.(woff2?|ttf|otf|eot|tte|dfont)(\?|#|$)/i;
const TEXT_FILE = /\.(html?|css|js|json|svg|xml)$/i;
/** Namespace addresses are names, not loads. */
const NAMESPACE = /^http:\/\/www\.w3\.org\//;

/** Attributes that make the browser fetch at once (not `data-*`, which scripts read later). */
const LOADING_ATTRIBUTES: Record<string, readonly string[]> = {
  img: ['src'],
  script: ['src'],
  video: ['src', 'poster'],
  audio: ['src'],
  source: ['src'],
  iframe: ['src'],
  embed: ['src'],
  object: ['data'],
  input: ['src'],
  track: ['src'],
};
const LINK_RELS_THAT_LOAD = ['stylesheet', 'preload', 'icon', 'modulepreload', 'prefetch'];

interface Tag {
  name: string;
  attrs: Map<string, string>;
  raw: string;
}

/** Every start tag of an HTML text with its attributes (names lower case, entities `&amp;` decoded). */
function tagsOf(html: string): Tag[] {
  const withoutComments = html.replace(/<!--[\s\S]*?-->/g, '');
  const tags: Tag[] = [];
  for (const m of withoutComments.matchAll(/<([a-zA-Z][a-zA-Z0-9-]*)(\s[^<>]*?)?\/?>/g)) {
    const attrs = new Map<string, string>();
    for (const a of (m[2] ?? '').matchAll(
      /([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g,
    )) {
      attrs.set(a[1]!.toLowerCase(), (a[2] ?? a[3] ?? a[4] ?? '').replace(/&amp;/g, '&'));
    }
    tags.push({ name: m[1]!.toLowerCase(), attrs, raw: m[0] });
  }
  return tags;
}

/** The text inside every `<tag>…</tag>` of a kind. */
const blocksOf = (html: string, tag: string) =>
  [...html.matchAll(new RegExp(`<${tag}\\b[^>]*>([\\s\\S]*?)</${tag}>`, 'gi'))].map((m) => m[1] ?? '');

/** `url(…)` and `@import` addresses of a CSS text. */
function cssUrls(css: string): string[] {
  const out: string[] = [];
  for (const m of css.matchAll(/url\(\s*(?:"([^"]*)"|'([^']*)'|([^)\s]*))\s*\)/gi))
    out.push(m[1] ?? m[2] ?? m[3] ?? '');
  for (const m of css.matchAll(/@import\s+(?:"([^"]+)"|'([^']+)')/gi)) out.push(m[1] ?? m[2] ?? '');
  return out.filter(Boolean);
}

const isExternal = (url: string) => /^(https?:)?\/\//i.test(url);
const isInline = (url: string) => /^(data|blob|about|javascript):/i.test(url) || url.startsWith('#');
const hostOf = (url: string) => {
  try {
    return new URL(url.startsWith('//') ? `https:${url}` : url).hostname.toLowerCase();
  } catch {
    return '';
  }
};

/** A relative address inside the zip → the zip path it names (query and fragment dropped). */
function resolveLocal(from: string, url: string): string {
  const base = from.includes('/') ? from.slice(0, from.lastIndexOf('/') + 1) : '';
  const parts: string[] = [];
  for (const p of `${url.startsWith('/') ? '' : base}${url.split(/[?#]/)[0]}`.split('/')) {
    if (p === '..') parts.pop();
    else if (p && p !== '.') parts.push(p);
  }
  return parts.join('/');
}

/**
 * Checks an HTML5 banner zip against a platform's published rules (see `platforms.ts` for the
 * sources) and answers every violation; an empty list means the zip passes. Never throws: an
 * unreadable zip is the `zip` violation.
 *
 * What each rule reads:
 * - `zip`, `zip_size`, `file_count`, `file_type` (allowed endings), `file_name` (no `%`, no
 *   `__MACOSX`/`.DS_Store`), `nested_zip`;
 * - `primary_html`: exactly one HTML file, in the zip root; `html_size`;
 * - `ad_size`: `<meta name="ad.size" content="width=W,height=H">` with the expected size;
 * - `click_tag`: a `clickTag` variable set in a `<head>` script (readable, not minified) and
 *   used by the exit (`APPNEXUS.getClickTag()` where the platform reads the click tag that way);
 *   `click_new_window`: the exit opens a new window (`window.open(…, '_blank')` or `target=_blank`);
 * - `missing_file` (a local address with no file), `unreferenced_file` (a file nothing names);
 * - `initial_requests` / `initial_size`: what loads before `load`: the primary HTML, every
 *   address in loading attributes of its markup (`src`, `poster`, stylesheet links, …; `data-*` do
 *   not load), the CSS `url()`/`@import` of inline and linked styles, recursively. Bytes are the
 *   uncompressed sizes of the zip files (external loads count as requests);
 * - `https`: no `http://` address in HTML, CSS or JS (banners serve on https pages);
 * - `external_script`: scripts only from the platform's allowed hosts; `external_font`: web fonts
 *   only from allowed hosts (none by default: system fonts or fonts inside the zip);
 * - `muted_autoplay`: every `<video autoplay>` is `muted` and `playsinline`, scripts that call
 *   `play()` set `muted = true`, and no `<audio autoplay>`.
 */
export function validateBanner(
  zip: Uint8Array,
  expected: BannerExpectation,
): { violations: BannerViolation[]; measurement: BannerMeasurement } {
  const { rules } = expected;
  const violations: BannerViolation[] = [];
  const add = (rule: BannerRule, message: string, file?: string) =>
    violations.push(file === undefined ? { rule, message } : { rule, message, file });
  const measurement: BannerMeasurement = {
    files: 0,
    zipBytes: zip.byteLength,
    initialBytes: 0,
    initialRequests: 0,
    initialLoads: [],
  };

  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(zip);
  } catch {
    add('zip', 'The file is not a readable zip archive.');
    return { violations, measurement };
  }
  const files = Object.keys(entries).filter((name) => !name.endsWith('/'));
  measurement.files = files.length;

  if (zip.byteLength > rules.maxZipBytes)
    add('zip_size', `The zip is ${zip.byteLength} bytes; at most ${rules.maxZipBytes} are accepted.`);
  if (files.length > rules.maxFiles)
    add('file_count', `The zip holds ${files.length} files; at most ${rules.maxFiles}.`);
  for (const name of files) {
    const ext = name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '';
    if (ext === 'zip' || ext === 'adz') add('nested_zip', 'A zip inside the zip is not accepted.', name);
    else if (!rules.allowedExtensions.includes(ext))
      add('file_type', `Files of type “.${ext}” are not accepted.`, name);
    if (name.includes('%')) add('file_name', 'File names must not contain “%”.', name);
    if (/(^|\/)(__MACOSX|\.DS_Store)(\/|$)/.test(name))
      add('file_name', 'System files must not be packed.', name);
  }

  const htmlFiles = files.filter((n) => /\.html?$/i.test(n));
  const primary = htmlFiles.find((n) => !n.includes('/'));
  if (htmlFiles.length !== 1 || !primary) {
    add('primary_html', `The zip must hold exactly one HTML file, in its root (found ${htmlFiles.length}).`);
    if (!primary) return { violations, measurement };
  }
  const htmlBytes = entries[primary]!;
  if (htmlBytes.byteLength > rules.maxHtmlBytes)
    add(
      'html_size',
      `The HTML file is ${htmlBytes.byteLength} bytes; at most ${rules.maxHtmlBytes}.`,
      primary,
    );
  const html = strFromU8(htmlBytes);
  const tags = tagsOf(html);
  const head = blocksOf(html, 'head').join('\n');
  const scripts = blocksOf(html, 'script');
  const headScripts = blocksOf(head, 'script').join('\n');
  const localScripts = tags
    .filter((t) => t.name === 'script' && t.attrs.has('src') && !isExternal(t.attrs.get('src')!))
    .map((t) => resolveLocal(primary, t.attrs.get('src')!))
    .filter((p) => entries[p])
    .map((p) => strFromU8(entries[p]!));
  const allScript = [...scripts, ...localScripts].join('\n');

  // ad.size
  const sizeMeta = tags.find((t) => t.name === 'meta' && t.attrs.get('name')?.toLowerCase() === 'ad.size');
  const content = sizeMeta?.attrs.get('content')?.replace(/\s+/g, '') ?? '';
  const w = /width=(\d+)/i.exec(content)?.[1];
  const h = /height=(\d+)/i.exec(content)?.[1];
  if (!sizeMeta) add('ad_size', 'The HTML needs <meta name="ad.size" content="width=…,height=…">.', primary);
  else if (Number(w) !== expected.width || Number(h) !== expected.height)
    add('ad_size', `ad.size says ${w}x${h}; the banner is ${expected.width}x${expected.height}.`, primary);

  // clickTag
  const declared = /(?:\b(?:var|let|const)\s+|\bwindow\.)clickTag\s*=\s*(["'`])[^"'`]*\1/.test(headScripts);
  const usesVariable = (allScript.match(/\bclickTag\b/g) ?? []).length >= 2;
  const usesAppnexus = rules.acceptsAppnexusClickTag && /APPNEXUS\.getClickTag\(\)/.test(allScript);
  if (!declared)
    add('click_tag', 'A clickTag variable must be set in a <head> script (var clickTag = "…").', primary);
  else if (!usesVariable && !usesAppnexus)
    add('click_tag', 'The exit must open the clickTag address.', primary);
  const opensNew =
    /window\.open\([^)]*["']_blank["']/.test(allScript) ||
    tags.some((t) => t.name === 'a' && t.attrs.get('target') === '_blank');
  if (!opensNew) add('click_new_window', 'The landing page must open in a new window (_blank).', primary);

  // References, initial load
  const referencedText: string[] = [html, ...localScripts];
  const initial: string[] = [primary];
  const seenCss = new Set<string>();
  const visitCss = (css: string, from: string) => {
    for (const url of cssUrls(css)) {
      if (isInline(url)) continue;
      if (isExternal(url)) {
        initial.push(url);
        continue;
      }
      const path = resolveLocal(from, url);
      initial.push(path);
      const file = entries[path];
      if (!file) continue;
      if (/\.css$/i.test(path) && !seenCss.has(path)) {
        seenCss.add(path);
        const text = strFromU8(file);
        referencedText.push(text);
        visitCss(text, path);
      }
    }
  };
  for (const tag of tags) {
    const names =
      tag.name === 'link'
        ? LINK_RELS_THAT_LOAD.some((r) => (tag.attrs.get('rel') ?? '').toLowerCase().split(/\s+/).includes(r))
          ? ['href']
          : []
        : (LOADING_ATTRIBUTES[tag.name] ?? []);
    for (const attr of names) {
      const url = tag.attrs.get(attr);
      if (!url || isInline(url)) continue;
      if (isExternal(url)) {
        initial.push(url);
        continue;
      }
      const path = resolveLocal(primary, url);
      initial.push(path);
      if (tag.name === 'link' && /\.css$/i.test(path) && entries[path] && !seenCss.has(path)) {
        seenCss.add(path);
        const text = strFromU8(entries[path]!);
        referencedText.push(text);
        visitCss(text, path);
      }
    }
    const style = tag.attrs.get('style');
    if (style) visitCss(style, primary);
  }
  for (const block of blocksOf(html, 'style')) visitCss(block, primary);

  for (const load of initial) {
    if (isExternal(load)) continue;
    if (!entries[load]) add('missing_file', `“${load}” is referenced but not in the zip.`, load);
  }
  measurement.initialLoads = initial;
  measurement.initialRequests = initial.length;
  measurement.initialBytes = initial.reduce(
    (sum, p) => sum + (isExternal(p) ? 0 : (entries[p]?.byteLength ?? 0)),
    0,
  );
  if (measurement.initialRequests > rules.maxInitialRequests)
    add(
      'initial_requests',
      `${measurement.initialRequests} files load before the page is ready; at most ${rules.maxInitialRequests}.`,
    );
  if (measurement.initialBytes > rules.maxInitialBytes)
    add(
      'initial_size',
      `The initial load is ${measurement.initialBytes} bytes; at most ${rules.maxInitialBytes}.`,
    );

  const allText = referencedText.join('\n');
  for (const name of files) {
    if (name === primary) continue;
    const base = name.slice(name.lastIndexOf('/') + 1);
    if (!allText.includes(name) && !allText.includes(base))
      add('unreferenced_file', 'Nothing in the banner uses this file.', name);
  }

  // https
  for (const name of files.filter((n) => TEXT_FILE.test(n) && !/\.svg$/i.test(n))) {
    const text = strFromU8(entries[name]!);
    const plain = [...text.matchAll(/http:\/\/[^\s"'`)<>]+/g)]
      .map((m) => m[0])
      .filter((u) => !NAMESPACE.test(u));
    if (plain.length) add('https', `Addresses must be https (found ${plain[0]}).`, name);
  }

  // external scripts and fonts
  for (const tag of tags.filter((t) => t.name === 'script' && t.attrs.has('src'))) {
    const src = tag.attrs.get('src')!;
    if (isExternal(src) && !rules.allowedScriptHosts.includes(hostOf(src)))
      add('external_script', `Scripts from ${hostOf(src) || src} are not allowed.`, primary);
  }
  const fontLoads = [
    ...initial.filter((u) => isExternal(u) && (FONT_EXTENSION.test(u) || FONT_HOSTS.includes(hostOf(u)))),
    ...[...allScript.matchAll(/https?:\/\/[^\s"'`)<>]+/g)]
      .map((m) => m[0])
      .filter((u) => FONT_EXTENSION.test(u) || FONT_HOSTS.includes(hostOf(u))),
  ];
  for (const url of new Set(fontLoads)) {
    if (!rules.allowedFontHosts.includes(hostOf(url)))
      add('external_font', `Web fonts from ${hostOf(url)} are not allowed.`);
  }

  // muted autoplay
  const videos = tags.filter((t) => t.name === 'video');
  for (const v of videos) {
    if (v.attrs.has('autoplay') && (!v.attrs.has('muted') || !v.attrs.has('playsinline')))
      add('muted_autoplay', 'A video that plays by itself must be muted and playsinline.', primary);
  }
  if (tags.some((t) => t.name === 'audio' && t.attrs.has('autoplay')))
    add('muted_autoplay', 'Audio must not play by itself.', primary);
  const playsFromScript = /\.play\(\)/.test(allScript) || /\.autoplay\s*=\s*true/.test(allScript);
  const mutedInScript = /\.muted\s*=\s*true/.test(allScript);
  const allVideosMuted = videos.length > 0 && videos.every((v) => v.attrs.has('muted'));
  if (playsFromScript && !mutedInScript && !allVideosMuted)
    add('muted_autoplay', 'A script starts a video without muting it first.', primary);

  return { violations, measurement };
}
