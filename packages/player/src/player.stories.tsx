/// <reference types="vite/client" />
import type { PlayerConfig, PlayerProduct } from '@smuc/sdk/schemas';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createElement, useEffect, useRef } from 'react';
import { action } from 'storybook/actions';
import './index';
import playlist from '../test/fixtures/live/index.m3u8?raw';
import type { SmucPlayer } from './base';

/**
 * `<smuc-player>` with one story per kind of `PlayerConfig` (issue 6), rendered from a `config`
 * property exactly as the editor's preview does; the media are the small test fixtures. Stories run
 * in preview mode (no analytics, no realtime); its events show in the Actions panel.
 */

const asset = (name: string) => new URL(`../test/fixtures/${name}`, import.meta.url).href;
const CLIP = asset('clip.mp4');
const image = (name: string) => ({ url: asset(name), thumbnail_url: asset(name) });

/** The HLS fixture as a playlist whose segments point at their bundled addresses. */
const segments = import.meta.glob('../test/fixtures/live/*.{mp4,m4s}', {
  query: '?url',
  import: 'default',
  eager: true,
});
const LIVE_HLS = URL.createObjectURL(
  new Blob(
    [
      playlist.replace(/^(?!#)(\S+)$|URI="([^"]+)"/gm, (line, file?: string, init?: string) => {
        const url = segments[`../test/fixtures/live/${file ?? init}`] as string | undefined;
        if (!url) return line;
        return file ? new URL(url, location.href).href : `URI="${new URL(url, location.href).href}"`;
      }),
    ],
    { type: 'application/vnd.apple.mpegurl' },
  ),
);

const product = (id: number, title: string, price: number): PlayerProduct => ({
  id,
  title,
  description: `${title} in three colours.`,
  image: asset('product.svg'),
  alternate_text: title,
  link: `https://shop.example/p/${id}`,
  link_open_in: '_blank',
  price,
  sales_price: id === 2 ? price - 5 : null,
  currency: 'eur',
  cta: 'Buy now',
  card_click_tracking: null,
  link_click_tracking: null,
  payable: false,
  pinned: id === 1,
  ordno: id,
  pinned_from_in_sec: null,
  pinned_to_in_sec: null,
  first_from_in_sec: null,
  first_to_in_sec: null,
});

const PRODUCTS = [
  product(1, 'Linen shirt', 49),
  product(2, 'Canvas sneakers', 79),
  product(3, 'Straw hat', 25),
];

const FORM = {
  id: 1,
  tab_label: 'Remind me',
  title: 'Get a reminder',
  description: 'We e-mail you when the show starts.',
  name_enabled: true,
  name_placeholder: 'Your name',
  email_placeholder: 'Your e-mail',
  phone_enabled: false,
  phone_placeholder: '',
  privacy_url: 'https://shop.example/privacy',
  cta_label: 'Notify me',
};

/** A complete player document (what `GET /player/{apikey}` answers); stories override fields. */
const base: PlayerConfig = {
  id: 1,
  apikey: 'storybook-player',
  kind: 'vod',
  stream_status: 0,
  title: 'Summer collection',
  title_hidden: false,
  title_color: null,
  start_date: null,
  end_date: null,
  timezone: 'Europe/Budapest',
  orientation: 1,
  width: null,
  height: null,
  max_width: null,
  max_height: null,
  video_layout: 'fit',
  optimize_for_ad: false,
  ad_size: null,
  ad_url: null,
  ad_button_label: null,
  ad_featured_image: null,
  ad_featured_image_link: null,
  ad_bg: null,
  photoad_photos: [],
  photoad_autoswipe_duration: 0,
  logo: null,
  agency_logo: null,
  cover: null,
  cover_portrait: null,
  show_smuc_logo: true,
  button_color: '#6b4eff',
  text_color: '#ffffff',
  font: null,
  language: 'en',
  currency: 'eur',
  autoplay: true,
  muted: true,
  loop: false,
  rounded_corners: true,
  sidebar_transparency: false,
  delay_sidebar_appearance: null,
  show_viewers: true,
  show_share_button: true,
  show_close_button: false,
  start_minimized: false,
  show_chat: false,
  show_product_list: true,
  show_like_demo: true,
  is_sponsored_content: false,
  frequency: 'always',
  show_countdown_box: false,
  auto_card_timing: false,
  tab_products_label_singular: null,
  tab_products_label_plural: null,
  privacy_policy_url: null,
  ga_code: null,
  source: { video: { url: CLIP, poster: null, duration: 8 }, social: null, live: null },
  products: PRODUCTS,
  form: null,
  viewer_count: 128,
  endpoints: { events: 'about:blank', subscribe: 'about:blank', realtime: null, checkout: null },
};

interface PlayerArgs {
  config: PlayerConfig;
  floating: boolean;
  preview: boolean;
}

const EVENTS = [
  'smuc-ready',
  'smuc-play',
  'smuc-pause',
  'smuc-ended',
  'smuc-close',
  'smuc-error',
  'smuc-product-click',
  'smuc-product-link-click',
  'smuc-add-to-cart',
  'smuc-subscribe',
];

/** Mounts the lit element and hands it its document (an object: a property, never an attribute). */
function PlayerStory({ config, floating, preview }: PlayerArgs) {
  const ref = useRef<SmucPlayer>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.config = config;
    el.floating = floating;
    el.preview = preview;
  }, [config, floating, preview]);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const off = EVENTS.map((name) => {
      const log = action(name);
      const listener = (event: Event) => {
        if (name === 'smuc-product-link-click') event.preventDefault();
        log((event as CustomEvent).detail);
      };
      el.addEventListener(name, listener);
      return () => el.removeEventListener(name, listener);
    });
    return () => {
      for (const fn of off) fn();
    };
  }, []);
  return createElement('smuc-player', { ref });
}

const meta = {
  title: 'Player/SmucPlayer',
  component: PlayerStory,
  args: { config: base, floating: false, preview: true },
  argTypes: {
    config: { control: 'object', description: 'The `PlayerConfig` document.' },
    floating: { control: 'boolean', description: 'Corner mini player (frequency rule ignored in preview).' },
    preview: { control: 'boolean', description: 'Editor preview: no analytics, no realtime.' },
  },
} satisfies Meta<typeof PlayerStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const inSeconds = (s: number) => new Date(Date.now() + s * 1000).toISOString();

/** A live broadcast (here its HLS fallback), with the live badge, viewers and products. */
export const Live: Story = {
  args: {
    config: {
      ...base,
      kind: 'live',
      stream_status: 1,
      title: 'Friday live shopping',
      source: {
        video: null,
        social: null,
        live: { websocket_url: null, stream_id: 'storybook', token: null, hls_url: LIVE_HLS },
      },
    },
  },
};

/** A scheduled live before its start: the countdown box with the reminder sign-up. */
export const LiveCountdown: Story = {
  args: {
    config: {
      ...base,
      kind: 'live',
      title: 'Friday live shopping',
      start_date: inSeconds(2 * 86_400 + 3725),
      show_countdown_box: true,
      form: FORM,
      source: { video: null, social: null, live: null },
    },
  },
};

/** Fake live: a recorded show started 3 s ago plays as live from that point. */
export const Playback: Story = {
  args: {
    config: { ...base, kind: 'playback', start_date: inSeconds(-3), title: 'Recorded show, live now' },
  },
};

/** A playback after its end date: an ordinary video with a seek bar. */
export const Vod: Story = {
  args: { config: { ...base, kind: 'vod', autoplay: false, loop: true, show_viewers: false } },
};

/** A simple video from a social platform, in an iframe (needs network to show the platform). */
export const SocialEmbed: Story = {
  args: {
    config: {
      ...base,
      kind: 'embed',
      products: [],
      source: {
        video: null,
        social: {
          provider: 'youtube',
          url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
          embed_url: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
        },
        live: null,
      },
    },
  },
};

/** Video ad 300x600: background, featured image with its link and the call to action. */
export const VideoAd: Story = {
  args: {
    config: {
      ...base,
      kind: 'ad',
      optimize_for_ad: true,
      ad_size: '300x600',
      rounded_corners: false,
      ad_url: 'https://shop.example/summer',
      ad_button_label: 'Shop the look',
      ad_featured_image: image('photo1.jpg'),
      ad_featured_image_link: 'https://shop.example/featured',
      ad_bg: image('photo2.jpg'),
      is_sponsored_content: true,
    },
  },
};

/** Video ad 640x360: its products sidebar appears after 2 s, see-through. */
export const VideoAdWide: Story = {
  args: {
    config: {
      ...base,
      kind: 'ad',
      optimize_for_ad: true,
      ad_size: '640x360',
      ad_url: 'https://shop.example/summer',
      delay_sidebar_appearance: 2,
      sidebar_transparency: true,
      tab_products_label_plural: 'Shop the video',
    },
  },
};

/** Photo ad 336x280: three photos swiping every 3 s (paused on hover or focus). */
export const PhotoAd: Story = {
  args: {
    config: {
      ...base,
      kind: 'photo_ad',
      optimize_for_ad: true,
      ad_size: '336x280',
      photoad_photos: ['photo1.jpg', 'photo2.jpg', 'photo3.jpg'].map(image),
      photoad_autoswipe_duration: 3,
      ad_url: 'https://shop.example/summer',
      source: { video: null, social: null, live: null },
    },
  },
};

/** Floating mini player in the corner, with minimize and close. */
export const Floating: Story = {
  args: { floating: true, config: { ...base, orientation: 0, show_close_button: true } },
};

/** Arabic, right to left. */
export const RightToLeft: Story = {
  args: { config: { ...base, language: 'ar', title: 'مجموعة الصيف' } },
};
