import { describe, expect, it } from 'vitest';
import type { Media } from '../schemas/media';
import { streamUpdateSchema } from '../schemas/stream';
import { applyPlanLimits } from './plan-limits';
import { firstFailedSaveCheck, SAVE_CHECK_MESSAGES } from './save-checks';
import { toSavePayload } from './save-payload';
import { facebookVideoAllowed, SOCIAL_VIDEO_MESSAGES, socialVideoOf } from './social-video';
import { defaultStreamSettings } from './stream-defaults';
import {
  featuredImageSize,
  imageFieldTarget,
  invalidFieldImageMessage,
  visibleMediaFields,
} from './stream-media';

const media = (id: string): Media => ({
  id,
  url: `https://x/${id}/public`,
  thumbnail_url: `https://x/${id}/thumbnail`,
  mime: 'image/png',
  width: 10,
  height: 10,
});

describe('stream media (001 §3, §5, §9)', () => {
  it('sends image ids instead of image objects and never the processing flag', () => {
    const draft = {
      ...defaultStreamSettings('photo_ad', Date.now()),
      logo: media('a'),
      cover: null,
      photoad_photos: [media('p2'), media('p1')],
      embed_social_video: 'https://vimeo.com/123456',
      embed_social_video_processing: true,
    };
    const payload = toSavePayload(draft) as Record<string, unknown>;
    expect(payload.logo).toBe('a');
    expect(payload.cover).toBeNull();
    expect(payload.photoad_photos).toEqual(['p2', 'p1']);
    expect(payload.embed_social_video).toBe('https://vimeo.com/123456');
    expect('embed_social_video_processing' in payload).toBe(false);
    expect('agency_logo' in payload).toBe(false);
    // The PUT contract takes exactly that shape, and refuses a sixth photo.
    expect(streamUpdateSchema.safeParse(payload).success).toBe(true);
    const six = { photoad_photos: ['1', '2', '3', '4', '5', '6'] };
    expect(streamUpdateSchema.safeParse(six).success).toBe(false);
  });

  it('has the crop sizes of 001 §9, featured image per ad size', () => {
    expect(featuredImageSize('300x600')).toEqual({ width: 300, height: 351 });
    expect(featuredImageSize('400x600')).toEqual({ width: 400, height: 295 });
    expect(featuredImageSize('400x900')).toEqual({ width: 400, height: 635 });
    expect(featuredImageSize('300x250')).toEqual({ width: 540, height: 960 });
    const s = { ad_size: '400x900' as const };
    expect(imageFieldTarget('logo', s)).toEqual({ width: 300, height: 300 });
    expect(imageFieldTarget('cover', s)).toEqual({ width: 960, height: 540 });
    expect(imageFieldTarget('cover_portrait', s)).toEqual({ width: 540, height: 960 });
    expect(imageFieldTarget('ad_bg', s)).toEqual({ width: 1920, height: 1080 });
    expect(imageFieldTarget('photoad_photos', s)).toEqual({ width: 800, height: 450 });
    expect(imageFieldTarget('ad_featured_image', s)).toEqual({ width: 400, height: 635 });
    expect(imageFieldTarget('agency_logo', s)).toEqual({ width: 32, height: 32 });
  });

  it('lists the agency logo types jpg, png, svg', () => {
    expect(invalidFieldImageMessage('agency_logo')).toBe(
      'Invalid file! The following file types are allowed: jpg, jpeg, png, svg',
    );
    expect(invalidFieldImageMessage('cover')).toBe(
      'Invalid file! The following file types are allowed: jpg, jpeg, png, webp',
    );
  });

  it('shows fields by type', () => {
    const base = { optimize_for_ad: false, ad_use_featured_image: false };
    expect(visibleMediaFields({ ...base, type: 2 })).toEqual(['logo', 'cover', 'cover_portrait']);
    expect(visibleMediaFields({ ...base, type: 4, optimize_for_ad: true })).toEqual([
      'logo',
      'agency_logo',
      'ad_bg',
      'photoad_photos',
    ]);
    expect(visibleMediaFields({ type: 2, optimize_for_ad: true, ad_use_featured_image: true })).toContain(
      'ad_featured_image',
    );
  });

  it('clears logo and covers without custom branding (001 §4)', () => {
    const s = {
      type: 2 as const,
      logo: media('l'),
      cover: media('c'),
      cover_portrait: null,
      ad_bg: media('b'),
    };
    const limits = {
      prerecordedVideoStreaming: true,
      watermarkRemoval: true,
      customBranding: false,
      chat: true,
      googleAnalytics: true,
      textColor: true,
      buttonColor: true,
      streamingSoftware: true,
    };
    expect(applyPlanLimits(s, limits)).toMatchObject({ logo: null, cover: null, ad_bg: { id: 'b' } });
    expect(applyPlanLimits(s, { ...limits, customBranding: true }).logo?.id).toBe('l');
  });

  it('blocks the save while a social video is processing with the spec text', () => {
    const s = defaultStreamSettings('embed', Date.now());
    const ctx = { status: 0, savedStart: s.start_date, hasVideo: false, anyPayable: false, now: Date.now() };
    expect(firstFailedSaveCheck(s, ctx)).toBeNull();
    expect(firstFailedSaveCheck(s, { ...ctx, socialVideoProcessing: true })?.message).toBe(
      SAVE_CHECK_MESSAGES.cardCheck,
    );
  });
});

describe('social video links (001 §5)', () => {
  it('accepts YouTube, Vimeo and Facebook links and embed codes', () => {
    expect(socialVideoOf('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=3')).toEqual({
      provider: 'youtube',
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      embed_url: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
    });
    expect(socialVideoOf('https://youtu.be/dQw4w9WgXcQ')?.provider).toBe('youtube');
    expect(
      socialVideoOf(
        '<iframe width="560" src="https://www.youtube.com/embed/dQw4w9WgXcQ" allowfullscreen></iframe>',
      )?.url,
    ).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(socialVideoOf('https://vimeo.com/76979871')?.embed_url).toBe(
      'https://player.vimeo.com/video/76979871',
    );
    expect(socialVideoOf('https://player.vimeo.com/video/76979871?h=1')?.url).toBe(
      'https://vimeo.com/76979871',
    );
    const fb = socialVideoOf('https://www.facebook.com/smuc/videos/1234567890/');
    expect(fb?.provider).toBe('facebook');
    expect(fb?.embed_url).toContain(encodeURIComponent('https://www.facebook.com/smuc/videos/1234567890/'));
    expect(socialVideoOf('https://www.facebook.com/watch/?v=123456')?.url).toBe(
      'https://www.facebook.com/watch/?v=123456',
    );
  });

  it('refuses other hosts, non-video pages and non-http schemes', () => {
    for (const bad of [
      'https://www.dailymotion.com/video/x7tgad0',
      'https://www.facebook.com/smuc',
      'https://www.youtube.com/channel/UC123',
      'javascript:alert(1)',
      'not a link',
      'https://evil.example/?u=https://youtube.com/watch?v=dQw4w9WgXcQ',
    ])
      expect(socialVideoOf(bad), bad).toBeNull();
    expect(SOCIAL_VIDEO_MESSAGES.provider).toBe(
      'The given embed code is not from one of the following accepted provider: YouTube, Vimeo or Facebook video.',
    );
  });

  it('allows landscape 16:9 Facebook videos only', () => {
    expect(facebookVideoAllowed(1280, 720)).toBe(true);
    expect(facebookVideoAllowed(560, 315)).toBe(true);
    expect(facebookVideoAllowed(720, 1280)).toBe(false);
    expect(facebookVideoAllowed(640, 480)).toBe(false);
    expect(facebookVideoAllowed(null, 720)).toBe(false);
  });
});
