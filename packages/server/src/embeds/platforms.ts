/**
 * The demand-side platforms a display banner can run on (001 §2 Destinations (c), issue 6 "Display
 * banners"), each with its click macro and the published HTML5 rules its upload checks.
 *
 * Sources (looked up 2026-11):
 * - Google Display & Video 360 / Campaign Manager 360: click macro `%%CLICK_URL_UNESC%%` (unescaped
 *   click-tracking prefix, landing URL appended; `%%CLICK_URL_ESC%%` escaped), cache buster
 *   `%%CACHEBUSTER%%`. HTML5 zips: one primary HTML file with a `clickTag` variable (not minified),
 *   `<meta name="ad.size" content="width=…,height=…">`, at most 100 files, files .html .htm .css
 *   .js .jpg .jpeg .gif .png .svg and fonts (.dfont .eot .otf .tte .ttf .woff .woff2), no zips in
 *   the zip, no unreferenced files, no `%` in file names, landing page in a new window, video may
 *   autoplay only muted, at most 5 MB downloaded in all (DV360 "Guidelines for HTML5 display
 *   creatives", CM360 "About creatives that use HTML5"). Initial load per the IAB display guidelines
 *   that DV360 asks to follow: 150 kB and at most 15 file requests before `load`.
 * - The Trade Desk: click macro `%%TTD_CLK%%` (escaped form `%%TTD_CLK_ESC%%`), cache buster
 *   `%%TTD_CACHEBUSTER%%`. Hosted HTML5: clickTag, ad.size meta, primary HTML in the zip root,
 *   at most 100 files of HTML, JS, CSS, MP4, JPG, JPEG, GIF, PNG and SVG, initial load at most
 *   300 kB (200 kB recommended; we hold the recommendation) and 10 files, subload 600 kB, 5 MB in all,
 *   primary HTML at most 200 kB ("Specifications for HTML5 Creatives").
 * - Microsoft Invest (Xandr): creative macros `${CLICK_URL}` (`${CLICK_URL_ENC}` encoded) and
 *   `${CACHEBUSTER}`. HTML5 uploads read the click URL with the Xandr HTML5 library
 *   (`APPNEXUS.getClickTag()`, script from `acdn.adnxs.com`, "Use IAB's HTML5 clickTag standard on
 *   Xandr"); sizes per the IAB guidelines (150 kB, 15 initial requests).
 */
import type { BannerPlatform } from '@smuc/sdk';

/** One HTML5 upload rule set of a platform; sizes in bytes. */
export interface BannerRules {
  /** Largest zip accepted for upload. */
  maxZipBytes: number;
  /** Most files in the zip. */
  maxFiles: number;
  /** File name endings allowed in the zip (lower case, without the dot). */
  allowedExtensions: readonly string[];
  /** Bytes loaded before the `load` event (the primary HTML and what its markup and CSS pull in). */
  maxInitialBytes: number;
  /** File requests before the `load` event, the primary HTML included. */
  maxInitialRequests: number;
  /** Largest primary HTML file. */
  maxHtmlBytes: number;
  /** Hosts a creative may load scripts from (the platform's own library); anything else is refused. */
  allowedScriptHosts: readonly string[];
  /** Hosts a creative may load web fonts from; empty = none (system fonts or fonts inside the zip). */
  allowedFontHosts: readonly string[];
  /** Whether `APPNEXUS.getClickTag()` counts as reading the click tag (Xandr). */
  acceptsAppnexusClickTag: boolean;
}

/** A demand-side platform: its banner label, `machine_name`, click macro and upload rules. */
export interface DspPlatform {
  /** One of the sdk's `BANNER_PLATFORMS` (what `download-banner?platform=` declares). */
  machine_name: BannerPlatform;
  label: string;
  /** The macro the platform replaces with its click-tracking prefix; the landing URL follows it. */
  clickMacro: string;
  /** The platform's cache-buster macro. */
  cacheBusterMacro: string;
  rules: BannerRules;
}

const KB = 1000;
const MB = 1000 * 1000;

const GOOGLE_EXTENSIONS = [
  'html',
  'htm',
  'css',
  'js',
  'jpg',
  'jpeg',
  'gif',
  'png',
  'svg',
  'dfont',
  'eot',
  'otf',
  'tte',
  'ttf',
  'woff',
  'woff2',
] as const;

/** The Xandr HTML5 library (its documented address); the Xandr banner loads it to read the click tag. */
export const APPNEXUS_HTML5_LIB = 'https://acdn.adnxs.com/html5-lib/1.4.1/appnexus-html5-lib.min.js';

/** The platforms in the order the Destinations panel lists them. */
export const DSP_PLATFORMS: readonly DspPlatform[] = [
  {
    machine_name: 'google_dv360',
    label: 'Google Display & Video 360 / Campaign Manager 360',
    clickMacro: '%%CLICK_URL_UNESC%%',
    cacheBusterMacro: '%%CACHEBUSTER%%',
    rules: {
      maxZipBytes: 9.5 * MB,
      maxFiles: 100,
      allowedExtensions: GOOGLE_EXTENSIONS,
      maxInitialBytes: 150 * KB,
      maxInitialRequests: 15,
      maxHtmlBytes: 150 * KB,
      allowedScriptHosts: [],
      allowedFontHosts: [],
      acceptsAppnexusClickTag: false,
    },
  },
  {
    machine_name: 'the_trade_desk',
    label: 'The Trade Desk',
    clickMacro: '%%TTD_CLK%%',
    cacheBusterMacro: '%%TTD_CACHEBUSTER%%',
    rules: {
      maxZipBytes: 5 * MB,
      maxFiles: 100,
      allowedExtensions: ['html', 'js', 'css', 'mp4', 'jpg', 'jpeg', 'gif', 'png', 'svg'],
      maxInitialBytes: 200 * KB,
      maxInitialRequests: 10,
      maxHtmlBytes: 200 * KB,
      allowedScriptHosts: [],
      allowedFontHosts: [],
      acceptsAppnexusClickTag: false,
    },
  },
  {
    machine_name: 'xandr',
    label: 'Microsoft Invest (Xandr)',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: Xandr's macro syntax, not a template
    clickMacro: '${CLICK_URL}',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: Xandr's macro syntax, not a template
    cacheBusterMacro: '${CACHEBUSTER}',
    rules: {
      maxZipBytes: 5 * MB,
      maxFiles: 100,
      allowedExtensions: GOOGLE_EXTENSIONS,
      maxInitialBytes: 150 * KB,
      maxInitialRequests: 15,
      maxHtmlBytes: 150 * KB,
      allowedScriptHosts: ['acdn.adnxs.com'],
      allowedFontHosts: [],
      acceptsAppnexusClickTag: true,
    },
  },
];

/** The platform of a `machine_name`, or undefined. */
export const platformByName = (name: string) => DSP_PLATFORMS.find((p) => p.machine_name === name);
