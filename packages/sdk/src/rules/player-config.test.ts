import { describe, expect, it } from 'vitest';
import { playerConfigSchema } from '../schemas/player-config';
import type { CreateKind } from '../schemas/stream';
import {
  derivePlayerKind,
  type PlayerConfigInput,
  type PlayerFeedItemInput,
  type PlayerStreamInput,
  toPlayerConfig,
} from './player-config';
import { defaultStreamSettings } from './stream-defaults';

const NOW = Date.parse('2026-11-21T10:00:00Z');
const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

const stream = (kind: CreateKind, over: Partial<PlayerStreamInput> = {}): PlayerStreamInput => ({
  ...defaultStreamSettings(kind, NOW, 'Europe/Budapest'),
  id: 7,
  apikey: 'k'.repeat(32),
  stream_status: 0,
  title: 'Spring sale',
  ...over,
});

const media = (id: string) => ({ url: `https://cdn.test/${id}`, thumbnail_url: `https://cdn.test/${id}/t` });

const item = (id: number, over: Partial<PlayerFeedItemInput> = {}): PlayerFeedItemInput => ({
  id,
  title: `Product ${id}`,
  description: null,
  image: null,
  alternate_text: null,
  link: `https://shop.test/${id}`,
  link_open_in: '_blank',
  price: 10,
  sales_price: null,
  cta: null,
  card_click_tracking: null,
  link_click_tracking: null,
  payable: false,
  pinned: false,
  show_in_feed: true,
  ordno: id,
  pinned_from_in_sec: null,
  pinned_to_in_sec: null,
  first_from_in_sec: null,
  first_to_in_sec: null,
  ...over,
});

const ENDPOINTS = {
  events: 'https://dash.test/smucrestapi/v2/events',
  subscribe: 'https://dash.test/smucrestapi/v2/stream/kkk/subscribe',
  realtime: 'wss://dash.test/smucrestapi/v2/realtime',
  checkout: null,
};
const VIDEO = { url: 'https://dash.test/v.mp4', poster: 'https://dash.test/p.jpg', duration: 62.5 };
const LIVE = { websocket_url: 'wss://dash.test/ws', stream_id: 'kkk', token: 't', hls_url: null };

const input = (s: PlayerStreamInput, over: Partial<PlayerConfigInput> = {}): PlayerConfigInput => ({
  stream: s,
  feed: [],
  form: null,
  font: null,
  video: VIDEO,
  live: LIVE,
  endpoints: ENDPOINTS,
  now: NOW,
  ...over,
});

/** Builds and checks the answer against the public contract, as the element's client would. */
const build = (i: PlayerConfigInput) => playerConfigSchema.parse(toPlayerConfig(i));

describe('derivePlayerKind (001 §1 type codes, 001 §3 "Derived kinds")', () => {
  const s = { optimize_for_ad: false, stream_status: 0, end_date: null as string | null };
  it('type 4 is a photo ad (001 §1)', () =>
    expect(derivePlayerKind({ ...s, type: 4 }, NOW)).toBe('photo_ad'));
  it('type 2 is a simple video, or an ad with optimize_for_ad (001 §1 label)', () => {
    expect(derivePlayerKind({ ...s, type: 2 }, NOW)).toBe('embed');
    expect(derivePlayerKind({ ...s, type: 2, optimize_for_ad: true }, NOW)).toBe('ad');
  });
  it('a playback before its end date is a playback', () => {
    expect(derivePlayerKind({ ...s, type: 1, end_date: iso(NOW + 1) }, NOW)).toBe('playback');
    expect(derivePlayerKind({ ...s, type: 1, end_date: null }, NOW)).toBe('playback');
  });
  it('a playback past its end date is vod (001 §3)', () => {
    expect(derivePlayerKind({ ...s, type: 1, end_date: iso(NOW) }, NOW)).toBe('vod');
    expect(derivePlayerKind({ ...s, type: 1, end_date: iso(NOW - HOUR) }, NOW)).toBe('vod');
  });
  it('a live stream that is closed is vod (001 §3, §4 Recordings)', () => {
    expect(derivePlayerKind({ ...s, type: 0, stream_status: 3 }, NOW)).toBe('vod');
    for (const status of [0, 1, 2])
      expect(derivePlayerKind({ ...s, type: 0, stream_status: status }, NOW)).toBe('live');
  });
  it('a closed playback is vod: a closed stream is a closed broadcast whatever its type (001 §1)', () => {
    expect(derivePlayerKind({ ...s, type: 1, stream_status: 3, end_date: iso(NOW + HOUR) }, NOW)).toBe('vod');
  });
});

describe('toPlayerConfig: source (one source per video kind)', () => {
  it('a live player plays the live source only', () => {
    const c = build(input(stream('live')));
    expect(c.kind).toBe('live');
    expect(c.source).toEqual({ video: null, social: null, live: LIVE });
  });
  it('a closed live player plays its video as vod, never the live source', () => {
    const c = build(input(stream('live', { stream_status: 3 })));
    expect(c.kind).toBe('vod');
    expect(c.source).toEqual({ video: VIDEO, social: null, live: null });
  });
  it('a playback plays its uploaded video (shown as live from its start date)', () => {
    const c = build(input(stream('playback')));
    expect(c.kind).toBe('playback');
    expect(c.source).toEqual({ video: VIDEO, social: null, live: null });
  });
  it('a simple video with a social link plays the social video instead of the upload', () => {
    const s = stream('embed', { embed_social_video: 'https://youtu.be/dQw4w9WgXcQ' });
    expect(build(input(s)).source).toEqual({
      video: null,
      live: null,
      social: {
        provider: 'youtube',
        url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        embed_url: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
      },
    });
  });
  it('shows nothing while the social video is processing (001 §4, 10 s)', () => {
    const s = stream('embed', {
      embed_social_video: 'https://youtu.be/dQw4w9WgXcQ',
      embed_social_video_processing: true,
    });
    expect(build(input(s)).source).toEqual({ video: null, social: null, live: null });
  });
  it('falls back to the upload when the social link is not from an accepted provider (001 §5)', () => {
    const s = stream('ad', { embed_social_video: 'https://dailymotion.com/video/x1' });
    expect(build(input(s)).source.video).toEqual(VIDEO);
  });
  it('a photo ad has no video source', () => {
    expect(build(input(stream('photo_ad'))).source).toEqual({ video: null, social: null, live: null });
  });
  it('says processing while the first upload is being converted, and only then (issue 28 §3)', () => {
    const converting = build(input(stream('embed'), { video: null, videoProcessing: true }));
    expect(converting.source).toEqual({ video: null, social: null, live: null, processing: true });
    expect(playerConfigSchema.parse(converting).source.processing).toBe(true);
    // A ready video wins: the viewer keeps it while a replacement is converted.
    expect(build(input(stream('embed'), { videoProcessing: true })).source).toEqual({
      video: VIDEO,
      social: null,
      live: null,
    });
    expect(
      build(input(stream('photo_ad'), { video: null, videoProcessing: true })).source,
    ).not.toHaveProperty('processing');
  });
  it('a video kind without an upload has no source', () => {
    expect(build(input(stream('embed'), { video: null })).source).toEqual({
      video: null,
      social: null,
      live: null,
    });
  });
});

describe('toPlayerConfig: products (001 §3 show_in_feed, §4 reordering)', () => {
  it('leaves out hidden items and orders by ordno, then id', () => {
    const feed = [
      item(1, { ordno: 2 }),
      item(2, { ordno: 0, show_in_feed: false }),
      item(3, { ordno: 1 }),
      item(4, { ordno: 1 }),
    ];
    const c = build(input(stream('embed'), { feed }));
    expect(c.products.map((p) => p.id)).toEqual([3, 4, 1]);
  });
  it('carries the public card fields and the player currency when an item has none', () => {
    const feed = [item(5, { pinned: true, pinned_from_in_sec: 3, pinned_to_in_sec: 9, sales_price: 8 })];
    const [p] = build(input(stream('embed', { currency: 'huf' }), { feed })).products;
    expect(p).toMatchObject({
      id: 5,
      currency: 'huf',
      pinned: true,
      pinned_from_in_sec: 3,
      pinned_to_in_sec: 9,
      price: 10,
      sales_price: 8,
    });
    expect(p).not.toHaveProperty('show_in_feed');
    expect(p).not.toHaveProperty('sku');
  });
});

describe('toPlayerConfig: form and font', () => {
  const form = {
    id: 3,
    name: 'Newsletter',
    tab_label: 'Join',
    title: 'Stay tuned',
    description: '',
    name_enabled: true,
    name_placeholder: 'Name',
    email_placeholder: 'E-mail',
    phone_enabled: false,
    phone_placeholder: '',
    privacy_url: 'https://shop.test/privacy',
    cta_label: 'Subscribe',
    click_tracking: 'https://track.test/secret',
  };
  const font = { font_family: 'Brand', path_to_regular: 'https://f/r', path_to_bold: 'https://f/b' };
  it('gives the form public fields only when the stream names a form', () => {
    const c = build(input(stream('embed', { subscriber_form_id: 3 }), { form }));
    expect(c.form).toEqual({
      id: 3,
      tab_label: 'Join',
      title: 'Stay tuned',
      description: '',
      name_enabled: true,
      name_placeholder: 'Name',
      email_placeholder: 'E-mail',
      phone_enabled: false,
      phone_placeholder: '',
      privacy_url: 'https://shop.test/privacy',
      cta_label: 'Subscribe',
    });
    expect(build(input(stream('embed', { subscriber_form_id: null }), { form })).form).toBeNull();
  });
  it('gives the font only when the stream names one', () => {
    expect(build(input(stream('embed', { font_id: 4 }), { font })).font).toEqual({
      family: 'Brand',
      regular_url: 'https://f/r',
      bold_url: 'https://f/b',
    });
    expect(build(input(stream('embed', { font_id: null }), { font })).font).toBeNull();
  });
});

describe('toPlayerConfig: ad settings (001 §5, §9)', () => {
  it('an ad keeps its size; a simple video has none', () => {
    expect(build(input(stream('ad', { ad_size: '400x900' }))).ad_size).toBe('400x900');
    expect(build(input(stream('ad', { ad_size: null }))).ad_size).toBe('300x600');
    expect(build(input(stream('embed', { ad_size: '400x900' }))).ad_size).toBeNull();
  });
  it('delays the sidebar only for 640x360 ads (001 §5)', () => {
    expect(
      build(input(stream('ad', { ad_size: '640x360', delay_sidebar_appearance: 5 })))
        .delay_sidebar_appearance,
    ).toBe(5);
    expect(
      build(input(stream('ad', { ad_size: '300x600', delay_sidebar_appearance: 5 })))
        .delay_sidebar_appearance,
    ).toBeNull();
  });
  it('shows the featured image only when it is used (001 §4)', () => {
    const s = { ad_featured_image: media('f'), ad_featured_image_link: 'https://shop.test' };
    expect(build(input(stream('ad', { ...s, ad_use_featured_image: true }))).ad_featured_image).toEqual(
      media('f'),
    );
    const off = build(input(stream('ad', { ...s, ad_use_featured_image: false })));
    expect(off.ad_featured_image).toBeNull();
    expect(off.ad_featured_image_link).toBeNull();
  });
  it('takes at most 5 photo-ad images (001 §9)', () => {
    const photos = ['1', '2', '3', '4', '5', '6'].map(media);
    expect(build(input(stream('photo_ad', { photoad_photos: photos }))).photoad_photos).toEqual(
      photos.slice(0, 5),
    );
  });
  it('reads absent media fields as none (an older stream without them)', () => {
    const c = build(input(stream('ad')));
    expect([c.logo, c.agency_logo, c.cover, c.cover_portrait, c.ad_bg]).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(c.photoad_photos).toEqual([]);
  });
  it('passes logos and covers', () => {
    const c = build(
      input(stream('embed', { logo: media('l'), cover: media('c'), cover_portrait: media('cp') })),
    );
    expect(c.logo).toEqual(media('l'));
    expect(c.cover_portrait).toEqual(media('cp'));
  });
});

describe('toPlayerConfig: playback settings', () => {
  it('autoplay forces muted (001 §4)', () => {
    const c = build(input(stream('embed', { player_autoplay: true, player_muted: false })));
    expect(c).toMatchObject({ autoplay: true, muted: true });
    expect(build(input(stream('embed', { player_autoplay: false, player_muted: false }))).muted).toBe(false);
  });
  it('copies the display settings the editor sets', () => {
    const s = stream('live', {
      title_hidden: true,
      title_color: '#ff0000',
      streamview_language: 'ar',
      frequency: 'daily',
      show_viewers: true,
      orientation: 2,
      max_width: 800,
      max_height: 600,
    });
    expect(build(input(s, { viewerCount: 12 }))).toMatchObject({
      title: 'Spring sale',
      title_hidden: true,
      title_color: '#ff0000',
      language: 'ar',
      frequency: 'daily',
      show_viewers: true,
      orientation: 2,
      max_width: 800,
      max_height: 600,
      viewer_count: 12,
      endpoints: ENDPOINTS,
    });
  });
  it('does not depend on a server: same input, same document', () => {
    const i = input(stream('ad'), { feed: [item(1)] });
    expect(toPlayerConfig(i)).toEqual(toPlayerConfig(structuredClone(i)));
  });
});
