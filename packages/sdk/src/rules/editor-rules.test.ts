import { describe, expect, it } from 'vitest';
import type { Limitations } from '../schemas/user';
import {
  applyAutoplay,
  applyChat,
  applyCustomer,
  applyFeaturedImage,
  applyOrientation,
  applySubscriberForm,
  applyTypeChange,
  dateLocks,
  endIsNextDay,
  normalizeInterplay,
  normalizeSidebarDelay,
  prefixHttp,
  resolveEnd,
  sidebarDelayApplies,
} from './interplay';
import { applyExtraViewers, applyPlanLimits, planAllows } from './plan-limits';
import {
  firstFailedSaveCheck,
  SAVE_CHECK_MESSAGES,
  type SaveCheckContext,
  type SaveCheckSettings,
} from './save-checks';
import { decimalPrice, positiveInt, toSavePayload, zeroSeconds } from './save-payload';
import { defaultStreamSettings } from './stream-defaults';
import {
  defaultTimeZone,
  filterTimeZones,
  isoToWallClock,
  offsetLabel,
  timeZoneOptions,
  wallClockToIso,
} from './timezones';
import { UNSAVED_IGNORED_FIELDS, unsavedChanges } from './unsaved-diff';

const NOW = Date.parse('2026-11-21T10:00:00Z');
const base = defaultStreamSettings('embed', NOW);

describe('save checks, in order (001 §5)', () => {
  const ok: SaveCheckSettings = {
    type: 1,
    start_date: '2026-11-21T12:00:00.000Z',
    orientation: 1,
    max_width: null,
    max_height: null,
    show_countdown_box: false,
    notification_email_subject: null,
    notification_email_text: null,
    privacy_policy_url: null,
    customer: null,
    campaign: null,
  };
  const ctx = { status: 0, savedStart: ok.start_date, hasVideo: true, anyPayable: false, now: NOW };
  const code = (s: Partial<SaveCheckSettings>, c: Partial<SaveCheckContext> = {}) =>
    firstFailedSaveCheck({ ...ok, ...s }, { ...ctx, ...c })?.code ?? null;

  it('passes a valid playback', () => expect(code({})).toBeNull());
  it('1. blocks a save in progress silently', () => {
    expect(firstFailedSaveCheck(ok, { ...ctx, saving: true })).toEqual({ code: 'saving', message: '' });
  });
  it('2. blocks while a card check runs', () => {
    expect(firstFailedSaveCheck(ok, { ...ctx, cardCheckInProgress: true })?.message).toBe(
      'An operation is still in progress. Changes cannot be saved until then.',
    );
  });
  it('3. a live or playback needs a start later than now', () => {
    expect(firstFailedSaveCheck({ ...ok, start_date: '2026-11-21T09:59:00.000Z' }, ctx)?.message).toBe(
      'Stream start date must be later than the current time!',
    );
    expect(code({ type: 0, start_date: null })).toBe('startInPast');
    expect(code({ start_date: new Date(NOW).toISOString() })).toBe('startInPast');
  });
  it('3. skips closed streams, other types, and running broadcasts whose start did not move', () => {
    const past = '2026-11-20T09:00:00.000Z';
    expect(code({ start_date: past }, { status: 3, savedStart: past })).toBeNull();
    expect(code({ type: 2, start_date: past }, { savedStart: past })).toBeNull();
    expect(code({ type: 0, start_date: past }, { status: 1, savedStart: past })).toBeNull();
    expect(code({ type: 0, start_date: '2026-11-20T08:00:00.000Z' }, { status: 1, savedStart: past })).toBe(
      'startInPast',
    );
  });
  it('3. a start this save leaves alone is not checked again once it has passed', () => {
    // A seeded replay that already played, stored with seconds; the editor sends it zeroed.
    const played = '2026-11-10T08:30:17.512Z';
    expect(code({ start_date: played }, { savedStart: played })).toBeNull();
    expect(code({ start_date: '2026-11-10T08:30:00.000Z' }, { savedStart: played })).toBeNull();
    // A waiting broadcast about to go live keeps its start too.
    expect(code({ type: 0, start_date: played }, { savedStart: played, savedType: 0 })).toBeNull();
    // Moving it, clearing it, or turning another type into live or playback checks it.
    expect(code({ start_date: '2026-11-10T08:31:00.000Z' }, { savedStart: played })).toBe('startInPast');
    expect(code({ start_date: null }, { savedStart: played })).toBe('startInPast');
    expect(code({ type: 0, start_date: played }, { savedStart: played, savedType: 2 })).toBe('startInPast');
  });
  it('4. a playback needs an uploaded video', () => {
    expect(firstFailedSaveCheck(ok, { ...ctx, hasVideo: false })?.message).toBe(
      'You have to upload a video for your playback stream before saving!',
    );
    expect(code({ type: 0 }, { hasVideo: false })).toBeNull();
  });
  it('5. custom orientation bounds max width 320-2000 then max height 180-2000', () => {
    const custom = { orientation: 2 as const, max_width: 320, max_height: 180 };
    expect(code(custom)).toBeNull();
    expect(code({ ...custom, max_width: 2000, max_height: 2000 })).toBeNull();
    expect(code({ ...custom, max_width: 319 })).toBe('maxWidth');
    expect(code({ ...custom, max_width: 2001, max_height: 1 })).toBe('maxWidth');
    expect(code({ ...custom, max_width: null })).toBe('maxWidth');
    expect(code({ ...custom, max_height: 179 })).toBe('maxHeight');
    expect(code({ ...custom, max_height: 2001 })).toBe('maxHeight');
    expect(code({ orientation: 1, max_width: 5 })).toBeNull();
    expect(SAVE_CHECK_MESSAGES.maxWidth).toBe(
      'Invalid maximum width specified. Value must be between 320 and 2000.',
    );
    expect(SAVE_CHECK_MESSAGES.maxHeight).toBe(
      'Invalid maximum height specified. Value must be between 180 and 2000.',
    );
  });
  it('6. the countdown box needs a notification subject and text', () => {
    expect(code({ show_countdown_box: true, notification_email_subject: 'S', privacy_policy_url: 'x' })).toBe(
      'countdownEmail',
    );
    expect(code({ show_countdown_box: true, notification_email_text: 'T', privacy_policy_url: 'x' })).toBe(
      'countdownEmail',
    );
    expect(SAVE_CHECK_MESSAGES.countdownEmail).toBe(
      'The countdown box can only be enabled if you enter a notification email subject and text',
    );
  });
  it('7. the privacy policy URL is required with the countdown box or a payable product', () => {
    const countdown = {
      show_countdown_box: true,
      notification_email_subject: 'S',
      notification_email_text: 'T',
    };
    expect(code(countdown)).toBe('privacyPolicy');
    expect(code({ ...countdown, privacy_policy_url: 'http://a.example' })).toBeNull();
    expect(code({}, { anyPayable: true })).toBe('privacyPolicy');
    expect(SAVE_CHECK_MESSAGES.privacyPolicy).toBe('You have to enter the Privacy Policy URL');
  });
  it('8. a customer requires a campaign', () => {
    expect(code({ customer: 'Acme' })).toBe('campaign');
    expect(code({ customer: 'Acme', campaign: 'Q4' })).toBeNull();
    expect(code({ campaign: 'Q4' })).toBeNull();
    expect(SAVE_CHECK_MESSAGES.campaign).toBe(
      'If the Customer field is provided, the Campaign field is also required!',
    );
  });
  it('answers the first failing check only', () => {
    expect(code({ start_date: null, orientation: 2, max_width: 1, customer: 'A' }, { hasVideo: false })).toBe(
      'startInPast',
    );
    expect(code({ orientation: 2, max_width: 1, customer: 'A' }, { hasVideo: false })).toBe('videoMissing');
  });
});

describe('type and dates (001 §4)', () => {
  const start = '2026-11-21T12:00:00.000Z';
  it('changing to playback sets the end one hour after the start', () => {
    expect(applyTypeChange({ type: 0, start_date: start, end_date: null }, 1).end_date).toBe(
      '2026-11-21T13:00:00.000Z',
    );
  });
  it('keeps a later end already set, and leaves the end empty without a start', () => {
    expect(
      applyTypeChange({ type: 1, start_date: start, end_date: '2026-11-21T15:00:00.000Z' }, 1).end_date,
    ).toBe('2026-11-21T15:00:00.000Z');
    expect(applyTypeChange({ type: 2, start_date: null, end_date: null }, 1).end_date).toBeNull();
  });
  it('a live or playback without a start gets the next whole minute plus one hour', () => {
    const live = applyTypeChange({ type: 2, start_date: null, end_date: null }, 0, NOW + 30_000);
    expect(live).toEqual({ type: 0, start_date: '2026-11-21T11:01:00.000Z', end_date: null });
    const pb = applyTypeChange({ type: 2, start_date: null, end_date: null }, 1, NOW);
    expect(pb.end_date).toBe('2026-11-21T12:00:00.000Z');
    expect(applyTypeChange({ type: 0, start_date: null, end_date: null }, 2, NOW).start_date).toBeNull();
  });
  it('any other type clears the end', () => {
    for (const t of [0, 2, 4] as const)
      expect(
        applyTypeChange({ type: 1, start_date: start, end_date: '2026-11-21T13:00:00.000Z' }, t).end_date,
      ).toBeNull();
  });
  it('an end time later than the start stays on the start day', () => {
    expect(resolveEnd('2026-11-21T12:00:00.000Z', '14:30', 'Europe/Budapest')).toEqual({
      end: '2026-11-21T13:30:00.000Z',
      nextDay: false,
    });
  });
  it('an end time earlier than the start rolls to the next day with the warning', () => {
    // 22:00 Budapest start, 01:00 end → next day 01:00 Budapest (00:00 UTC).
    expect(resolveEnd('2026-11-21T21:00:00.000Z', '01:00', 'Europe/Budapest')).toEqual({
      end: '2026-11-22T00:00:00.000Z',
      nextDay: true,
    });
    expect(endIsNextDay('2026-11-21T21:00:00.000Z', '2026-11-22T00:00:00.000Z', 'Europe/Budapest')).toBe(
      true,
    );
    expect(endIsNextDay('2026-11-21T12:00:00.000Z', '2026-11-21T23:30:00.000Z', 'UTC')).toBe(false);
    expect(endIsNextDay('2026-11-21T12:00:00.000Z', '2026-11-21T23:30:00.000Z', 'Asia/Tokyo')).toBe(true);
    expect(endIsNextDay(null, null, 'UTC')).toBe(false);
  });
  it('closed streams and accounts out of storage lock dates; a live broadcast locks its start', () => {
    expect(dateLocks({ type: 1, stream_status: 3 }, 0)).toEqual({ start: true, end: true });
    expect(dateLocks({ type: 1, stream_status: 0 }, 2)).toEqual({ start: true, end: true });
    expect(dateLocks({ type: 1, stream_status: 0 }, 1)).toEqual({ start: false, end: false });
    expect(dateLocks({ type: 0, stream_status: 1 }, 0)).toEqual({ start: true, end: false });
    expect(dateLocks({ type: 0, stream_status: 0 }, 0)).toEqual({ start: false, end: false });
  });
});

describe('field interplay (001 §4, §5)', () => {
  it('autoplay on forces muted on; off leaves muted', () => {
    expect(applyAutoplay({ player_autoplay: false, player_muted: false }, true)).toEqual({
      player_autoplay: true,
      player_muted: true,
    });
    expect(applyAutoplay({ player_autoplay: true, player_muted: true }, false).player_muted).toBe(true);
  });
  it('a subscriber form turns chat off; chat on clears the form', () => {
    expect(applySubscriberForm({ subscriber_form_id: null, show_chat: true }, 7)).toEqual({
      subscriber_form_id: 7,
      show_chat: false,
    });
    expect(applySubscriberForm({ subscriber_form_id: 7, show_chat: false }, null).show_chat).toBe(false);
    expect(applyChat({ subscriber_form_id: 7, show_chat: false }, true)).toEqual({
      subscriber_form_id: null,
      show_chat: true,
    });
    expect(applyChat({ subscriber_form_id: 7, show_chat: false }, false).subscriber_form_id).toBe(7);
  });
  it('the featured image turns chat off and restores it when unticked', () => {
    const on = applyFeaturedImage({ ad_use_featured_image: false, show_chat: true }, true, true);
    expect(on).toEqual({ ad_use_featured_image: true, show_chat: false });
    expect(applyFeaturedImage(on, false, true).show_chat).toBe(true);
  });
  it('clearing the customer clears the campaign', () => {
    expect(applyCustomer({ customer: 'A', campaign: 'B' }, '  ')).toEqual({ customer: null, campaign: null });
    expect(applyCustomer({ customer: 'A', campaign: 'B' }, 'C')).toEqual({ customer: 'C', campaign: 'B' });
  });
  it('orientation presets: landscape 900x640, portrait 340x628, custom keeps the size (001 §9)', () => {
    const s = { orientation: 1 as const, width: 1, height: 2, max_width: null, max_height: null };
    expect(applyOrientation(s, 1)).toMatchObject({ width: 900, height: 640 });
    expect(applyOrientation(s, 0)).toMatchObject({ width: 340, height: 628 });
    expect(applyOrientation(s, 2)).toMatchObject({ orientation: 2, width: 1, height: 2 });
  });
  it('sidebar delay: integer 1-15 else cleared, only on 640x360 ads', () => {
    expect([0, 1, 15, 16, 2.5, '', '7', null].map(normalizeSidebarDelay)).toEqual([
      null,
      1,
      15,
      null,
      null,
      null,
      7,
      null,
    ]);
    expect(sidebarDelayApplies({ optimize_for_ad: true, ad_size: '640x360' })).toBe(true);
    expect(sidebarDelayApplies({ optimize_for_ad: true, ad_size: '300x600' })).toBe(false);
    expect(sidebarDelayApplies({ optimize_for_ad: false, ad_size: '640x360' })).toBe(false);
  });
  it('prefixes http:// to a privacy URL without a scheme', () => {
    expect(prefixHttp('example.com/p')).toBe('http://example.com/p');
    expect(prefixHttp('https://example.com')).toBe('https://example.com');
    expect(prefixHttp('  ')).toBeNull();
  });
  it('normalizeInterplay applies every rule a PUT could break', () => {
    const s = normalizeInterplay({
      ...base,
      player_autoplay: true,
      player_muted: false,
      show_chat: true,
      subscriber_form_id: 3,
      customer: ' ',
      campaign: 'X',
      delay_sidebar_appearance: 5,
      end_date: '2026-11-21T13:00:00.000Z',
      privacy_policy_url: 'a.example',
    });
    expect(s).toMatchObject({
      player_muted: true,
      subscriber_form_id: null,
      customer: null,
      campaign: null,
      delay_sidebar_appearance: null,
      end_date: null,
      privacy_policy_url: 'http://a.example',
    });
    expect(normalizeInterplay({ ...base, ad_use_featured_image: true, show_chat: true }).show_chat).toBe(
      false,
    );
  });
});

describe('plan-limit effects (001 §4)', () => {
  const all: Limitations = {
    dashboardStats: true,
    maxStorageMinutes: -1,
    maxViewerMinutes: -1,
    maxImpressions: -1,
    paymentIntegration: true,
    broadcaster: 'ams',
    streamingSoftware: true,
    prerecordedVideoStreaming: true,
    watermarkRemoval: true,
    customBranding: true,
    chat: true,
    buttonColor: true,
    textColor: true,
    cover: true,
    googleAnalytics: true,
    multiChannel: -1,
    chatModeration: true,
    liveStreaming: true,
  };
  const s = {
    ...base,
    show_smuc_logo: false,
    show_chat: true,
    ga_code: 'G-1',
    text_color: '#123',
    button_color: '#456',
  };
  it('a full plan changes nothing', () => expect(applyPlanLimits(s, all)).toEqual(s));
  it('without the features: logo shown, chat off, GA cleared, white text, black buttons', () => {
    const none = {
      ...all,
      watermarkRemoval: false,
      chat: false,
      googleAnalytics: false,
      textColor: false,
      buttonColor: false,
    };
    expect(applyPlanLimits(s, none)).toMatchObject({
      show_smuc_logo: true,
      show_chat: false,
      ga_code: null,
      text_color: '#ffffff',
      button_color: '#000000',
    });
  });
  it('no fake live turns a change into playback back, but keeps stored playbacks', () => {
    const noFake = { ...all, prerecordedVideoStreaming: false };
    expect(applyPlanLimits({ ...s, type: 1 }, noFake, 0).type).toBe(0);
    expect(applyPlanLimits({ ...s, type: 1 }, noFake, 1).type).toBe(1);
    expect(planAllows(noFake, 'playback')).toBe(false);
    expect(planAllows(all, 'chat')).toBe(true);
  });
});

describe('allow extra viewers needs a card on file (001 §4)', () => {
  it('reverts the switch and opens checkout without a card', () => {
    expect(applyExtraViewers({ allow_extra_viewers: false }, true, false)).toEqual({
      settings: { allow_extra_viewers: false },
      openCheckout: true,
    });
  });
  it('keeps it with a card, and turning it off never needs one', () => {
    expect(applyExtraViewers({ allow_extra_viewers: false }, true, true).settings.allow_extra_viewers).toBe(
      true,
    );
    expect(applyExtraViewers({ allow_extra_viewers: true }, false, false)).toEqual({
      settings: { allow_extra_viewers: false },
      openCheckout: false,
    });
  });
});

describe('save payload (001 §5)', () => {
  it('zeroes seconds and ms, sends width/height only as integers above 0, drops read-only keys', () => {
    const draft = {
      ...base,
      start_date: '2026-11-21T12:34:56.789Z',
      end_date: null,
      width: 900.7,
      height: 0,
      stream_status: 3,
      rtmp_data: { url: 'x', streamkey: 'y' },
      stream_urls: [],
      vods: [],
      hearts: 9,
    };
    const p = toSavePayload(draft) as Record<string, unknown>;
    expect(p.start_date).toBe('2026-11-21T12:34:00.000Z');
    expect(p.end_date).toBeNull();
    expect(p.width).toBe(900);
    expect(p.height).toBeNull();
    for (const k of ['stream_status', 'rtmp_data', 'stream_urls', 'vods', 'hearts'])
      expect(p).not.toHaveProperty(k);
    expect(p.title).toBe(base.title);
  });
  it('helpers', () => {
    expect(zeroSeconds(null)).toBeNull();
    expect([positiveInt(-3), positiveInt('12'), positiveInt(null), positiveInt('x')]).toEqual([
      null,
      12,
      null,
      null,
    ]);
    expect([decimalPrice('12,5'), decimalPrice(''), decimalPrice('abc'), decimalPrice(3)]).toEqual([
      12.5,
      null,
      null,
      3,
    ]);
  });
});

describe('time zones (001 §5)', () => {
  it('defaults to the browser zone, falling back to Europe/Budapest', () => {
    expect(defaultTimeZone('America/New_York')).toBe('America/New_York');
    expect(defaultTimeZone('')).toBe('Europe/Budapest');
    expect(defaultTimeZone('Nowhere/Else')).toBe('Europe/Budapest');
  });
  it('reads wall clocks in the stream zone, DST included', () => {
    expect(wallClockToIso({ date: '2026-07-01', time: '10:00' }, 'Europe/Budapest')).toBe(
      '2026-07-01T08:00:00.000Z',
    );
    expect(wallClockToIso({ date: '2026-12-01', time: '10:00' }, 'Europe/Budapest')).toBe(
      '2026-12-01T09:00:00.000Z',
    );
    expect(wallClockToIso({ date: '2026-12-01', time: '10:00' }, 'Asia/Kolkata')).toBe(
      '2026-12-01T04:30:00.000Z',
    );
    expect(isoToWallClock('2026-12-01T04:30:59.000Z', 'Asia/Kolkata')).toEqual({
      date: '2026-12-01',
      time: '10:00',
    });
    expect(offsetLabel('America/St_Johns', NOW)).toBe('-03:30');
  });
  it('searches only from 3 characters', () => {
    const opts = timeZoneOptions(NOW);
    expect(opts.find((o) => o.tzCode === 'Europe/Budapest')?.label).toBe('(GMT+01:00) Europe/Budapest');
    expect(filterTimeZones(opts, 'bu')).toHaveLength(opts.length);
    const hits = filterTimeZones(opts, 'budap');
    expect(hits.map((o) => o.tzCode)).toEqual(['Europe/Budapest']);
    expect(filterTimeZones(opts, 'new_york').map((o) => o.tzCode)).toEqual(['America/New_York']);
  });
});

describe('unsaved-change tracking (001 §4)', () => {
  it('lists changed keys with old and new values', () => {
    expect(unsavedChanges({ title: 'a', width: 1 }, { title: 'b', width: 1 })).toEqual([
      { key: 'title', old: 'a', new: 'b' },
    ]);
  });
  it('ignores the listed fields and treats null and missing alike', () => {
    const saved = Object.fromEntries(UNSAVED_IGNORED_FIELDS.map((k) => [k, 1]));
    const current = Object.fromEntries(UNSAVED_IGNORED_FIELDS.map((k) => [k, 2]));
    expect(unsavedChanges({ ...saved, ga_code: null }, current)).toEqual([]);
  });
  it('compares objects by value', () => {
    expect(unsavedChanges({ a: { x: 1 } }, { a: { x: 1 } })).toEqual([]);
    expect(unsavedChanges({ a: { x: 1 } }, { a: { x: 2 } })).toHaveLength(1);
  });
});
