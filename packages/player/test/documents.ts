import type { PlayerConfig, PlayerProduct } from '@smuc/sdk/schemas';

// Player documents for the Chromium tests: the server's `PlayerConfig` shape with small local
// media from `test/fixtures`.

/** The address of a file in `test/fixtures`. */
export const fixture = (name: string) => new URL(`./fixtures/${name}`, import.meta.url).href;
/** An 8-second clip (made by `test/fixtures/make-fixtures.sh`). */
export const CLIP = fixture('clip.mp4');
export const CLIP_SECONDS = 8;

let seq = 0;
/** A complete player document (the server's shape) with small local media; `over` wins. */
export function configFor(over: Partial<PlayerConfig> = {}): PlayerConfig {
  seq += 1;
  return {
    id: seq,
    apikey: `player-test-${seq}-${Date.now()}`,
    kind: 'vod',
    stream_status: 0,
    title: `Test player ${seq}`,
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
    button_color: '#000000',
    text_color: '#ffffff',
    font: null,
    language: 'en',
    currency: 'eur',
    autoplay: false,
    muted: false,
    loop: false,
    rounded_corners: false,
    sidebar_transparency: false,
    delay_sidebar_appearance: null,
    show_viewers: false,
    show_share_button: false,
    show_close_button: false,
    start_minimized: false,
    show_chat: false,
    show_product_list: true,
    show_like_demo: false,
    is_sponsored_content: false,
    frequency: 'always',
    show_countdown_box: false,
    auto_card_timing: false,
    tab_products_label_singular: null,
    tab_products_label_plural: null,
    privacy_policy_url: null,
    ga_code: null,
    source: { video: { url: CLIP, poster: null, duration: CLIP_SECONDS }, social: null, live: null },
    products: [],
    form: null,
    viewer_count: 0,
    endpoints: {
      events: 'https://collector.invalid/events',
      subscribe: 'https://collector.invalid/subscribe',
      realtime: null,
      checkout: null,
    },
    ...over,
  };
}

/** A visible, non-payable product `id` priced 10 EUR; `over` wins. */
export const product = (id: number, over: Partial<PlayerProduct> = {}): PlayerProduct => ({
  id,
  title: `Product ${id}`,
  description: null,
  image: fixture('product.svg'),
  alternate_text: null,
  link: `https://shop.example/p/${id}`,
  link_open_in: '_blank',
  price: 10,
  sales_price: null,
  currency: 'eur',
  cta: null,
  card_click_tracking: null,
  link_click_tracking: null,
  payable: false,
  pinned: false,
  ordno: id,
  pinned_from_in_sec: null,
  pinned_to_in_sec: null,
  first_from_in_sec: null,
  first_to_in_sec: null,
  ...over,
});
