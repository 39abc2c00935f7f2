import {
  defaultStreamSettings,
  type Language,
  type OrientationCode,
  type PlayerConfig,
  StreamStatus,
  toPlayerConfig,
} from '@smuc/sdk';

/** The stream tester's tabs, in order (000 "Stream tester (/stream-tester)"). */
export const TESTER_TABS = ['landscape', 'portrait', 'custom', 'embedded'] as const;
export type TesterTab = (typeof TESTER_TABS)[number];

/** The two ways a video sits in its player box (`video_layout`, 001 §3). */
export const TESTER_LAYOUTS = ['fit', 'fill'] as const;
export type TesterLayout = (typeof TESTER_LAYOUTS)[number];

/** A sample video the server answers at `/samples/{name}.mp4` (packages/server/src/samples.ts). */
export type SampleName = 'landscape' | 'portrait';

/** Sizes in pixels, width × height. */
export interface PixelSize {
  width: number;
  height: number;
}

/** Frame sizes of the server's sample videos (packages/server/src/samples.ts `SAMPLE_VIDEOS`). */
export const SAMPLE_SIZES: Record<SampleName, PixelSize> = {
  landscape: { width: 640, height: 360 },
  portrait: { width: 360, height: 640 },
};

/** Length of the sample videos in seconds (the server's `DEMO_CLIP`). */
const SAMPLE_SECONDS = 20;

/**
 * What each tab shows: the player's orientation (000 §3: portrait 0, landscape 1, custom 2), its
 * maximum box in pixels (the player's orientation presets of 001 §9, the custom 960×600 of the
 * spec), the sample video and whether it is the simple video kind (type embed) in the page flow.
 */
export const TESTER_SETUPS: Record<
  TesterTab,
  { orientation: OrientationCode; box: PixelSize; sample: SampleName; embed: boolean }
> = {
  landscape: { orientation: 1, box: { width: 900, height: 640 }, sample: 'landscape', embed: false },
  portrait: { orientation: 0, box: { width: 340, height: 628 }, sample: 'portrait', embed: false },
  custom: { orientation: 2, box: { width: 960, height: 600 }, sample: 'landscape', embed: false },
  embedded: { orientation: 1, box: { width: 900, height: 640 }, sample: 'landscape', embed: true },
};

/** The absolute address of a sample video: `/samples/{name}.mp4` on the origin of `apiBase`. */
export function sampleUrl(name: SampleName, apiBase: string): string {
  return new URL(`/samples/${name}.mp4`, new URL(apiBase, document.baseURI)).href;
}

/**
 * The player document one tester player shows, built like the editor's preview: a new stream's
 * settings (`defaultStreamSettings`, the sdk's create defaults) given the tab's orientation and
 * size and the variant's `video_layout`, run through the sdk's `toPlayerConfig`. Landscape,
 * portrait and custom are a closed playback (kind `vod`: the file plays at once, no countdown);
 * embedded is a simple video (type embed, kind `embed`). Nothing is sent anywhere: the element
 * runs with `preview`, so the endpoints stay empty.
 * @param title the player's accessible name (each player on the page gets its own)
 * @param now ms since epoch, for the create defaults' dates
 */
export function testerConfig(
  tab: TesterTab,
  layout: TesterLayout,
  options: { apiBase: string; language: Language; title: string; now?: number },
): PlayerConfig {
  const setup = TESTER_SETUPS[tab];
  const now = options.now ?? Date.now();
  const settings = defaultStreamSettings(setup.embed ? 'embed' : 'playback', now);
  return toPlayerConfig({
    stream: {
      ...settings,
      id: 0,
      apikey: `stream-tester-${tab}-${layout}`,
      stream_status: setup.embed ? StreamStatus.waiting : StreamStatus.closed,
      title: options.title,
      title_hidden: true,
      orientation: setup.orientation,
      max_width: setup.orientation === 2 ? setup.box.width : null,
      max_height: setup.orientation === 2 ? setup.box.height : null,
      video_layout: layout,
      streamview_language: options.language,
      show_viewers: false,
      show_share_button: false,
    },
    feed: [],
    form: null,
    font: null,
    video: { url: sampleUrl(setup.sample, options.apiBase), poster: null, duration: SAMPLE_SECONDS },
    live: null,
    endpoints: { events: '', subscribe: '', realtime: null, checkout: null },
    now,
  });
}
