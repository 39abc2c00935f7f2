import { expect } from '../test/helpers';
import { pickCaptionLanguage } from './controllers/captions';
import { type FrequencyMemory, frequencyKey, readMemory, remember, shouldShow } from './frequency';
import { clock, countdownParts, playerBox, safeUrl, scheduleAt } from './timeline';

// The pure rules behind `<smuc-player>`: layout boxes, the fake-live schedule, countdown parts and
// the floating frequency memory.

const layout = {
  kind: 'vod' as const,
  optimize_for_ad: false,
  ad_size: null,
  orientation: 1 as const,
  width: null,
  height: null,
  max_width: null,
  max_height: null,
};

describe('playerBox', () => {
  it('uses the orientation presets, custom sizes and the ad sizes of 001 §9', () => {
    expect(playerBox(layout)).to.deep.equal({ width: 900, height: 640 });
    expect(playerBox({ ...layout, orientation: 0 })).to.deep.equal({ width: 340, height: 628 });
    expect(playerBox({ ...layout, orientation: 2 })).to.deep.equal({ width: 960, height: 540 });
    expect(playerBox({ ...layout, orientation: 2, max_width: 720, max_height: 400 })).to.deep.equal({
      width: 720,
      height: 400,
    });
    expect(playerBox({ ...layout, kind: 'ad', ad_size: '336x280' })).to.deep.equal({
      width: 336,
      height: 280,
    });
    expect(playerBox({ ...layout, kind: 'photo_ad' })).to.deep.equal({ width: 300, height: 600 });
    expect(playerBox({ ...layout, optimize_for_ad: true, ad_size: '640x360' })).to.deep.equal({
      width: 640,
      height: 360,
    });
  });
});

describe('scheduleAt (fake live)', () => {
  const start = Date.parse('2026-06-01T18:00:00Z');
  const at = (s: number) => start + s * 1000;
  const schedule = { start_date: '2026-06-01T18:00:00Z', end_date: '2026-06-01T19:00:00Z' };

  it('is upcoming before the start, live from now − start_date, a VOD after the end or the video', () => {
    expect(scheduleAt(schedule, 600, at(-90))).to.deep.equal({ phase: 'upcoming', startsInMs: 90_000 });
    expect(scheduleAt(schedule, 600, at(0))).to.deep.equal({ phase: 'live', offsetSec: 0 });
    expect(scheduleAt(schedule, 600, at(125.5))).to.deep.equal({ phase: 'live', offsetSec: 125.5 });
    expect(scheduleAt(schedule, 600, at(600))).to.deep.equal({ phase: 'vod' });
    expect(scheduleAt(schedule, null, at(3599))).to.deep.equal({ phase: 'live', offsetSec: 3599 });
    expect(scheduleAt(schedule, null, at(3600))).to.deep.equal({ phase: 'vod' });
    expect(scheduleAt({ start_date: null, end_date: null }, 600, at(0))).to.deep.equal({ phase: 'vod' });
  });
});

describe('countdownParts and clock', () => {
  it('splits milliseconds into days, hours, minutes, seconds (rounding up, never negative)', () => {
    expect(countdownParts(((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000)).to.deep.equal({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
    });
    expect(countdownParts(1)).to.deep.equal({ days: 0, hours: 0, minutes: 0, seconds: 1 });
    expect(countdownParts(-5000)).to.deep.equal({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it('formats video times', () => {
    expect([clock(0), clock(7.9), clock(65), clock(3725), clock(Number.NaN)]).to.deep.equal([
      '0:00',
      '0:07',
      '1:05',
      '1:02:05',
      '0:00',
    ]);
  });
});

describe('safeUrl', () => {
  it('keeps http(s) and mailto links and drops script URLs', () => {
    expect(safeUrl('https://shop.example/a?b=1')).to.equal('https://shop.example/a?b=1');
    expect(safeUrl('mailto:ann@shop.example')).to.equal('mailto:ann@shop.example');
    expect(safeUrl('javascript:alert(1)')).to.equal(null);
    expect(safeUrl(' JavaScript:alert(1)')).to.equal(null);
    expect(safeUrl('data:text/html,<b>x</b>')).to.equal(null);
    expect(safeUrl(null)).to.equal(null);
  });
});

describe('floating frequency', () => {
  const hour = 3_600_000;
  const now = Date.parse('2026-06-01T12:00:00Z');

  it('always; close until closed; hourly, daily and weekly once per period since the last showing', () => {
    const shown: FrequencyMemory = { shownAt: now - 2 * hour };
    expect(shouldShow('always', { shownAt: now, closedAt: now }, now)).to.equal(true);
    expect(shouldShow('close', shown, now)).to.equal(true);
    expect(shouldShow('close', { ...shown, closedAt: now - 1 }, now)).to.equal(false);
    expect(shouldShow('hourly', shown, now)).to.equal(true);
    expect(shouldShow('hourly', { shownAt: now - hour + 1 }, now)).to.equal(false);
    expect(shouldShow('daily', shown, now)).to.equal(false);
    expect(shouldShow('daily', { shownAt: now - 24 * hour }, now)).to.equal(true);
    expect(shouldShow('weekly', { shownAt: now - 6 * 24 * hour }, now)).to.equal(false);
    expect(shouldShow('weekly', {}, now)).to.equal(true);
  });

  it('remembers per player in localStorage and survives broken entries', () => {
    localStorage.clear();
    remember('pk_a', { shownAt: 1 });
    remember('pk_a', { closedAt: 2 });
    expect(readMemory('pk_a')).to.deep.equal({ shownAt: 1, closedAt: 2 });
    expect(readMemory('pk_b')).to.deep.equal({});
    localStorage.setItem(frequencyKey('pk_c'), '{not json');
    expect(readMemory('pk_c')).to.deep.equal({});
    localStorage.clear();
  });
});

describe('pickCaptionLanguage (issue 34 §1)', () => {
  const tracks = [
    { language: 'en' as const, url: 'e' },
    { language: 'de' as const, url: 'd' },
    { language: 'ar' as const, url: 'a' },
  ];
  it('takes the viewer’s first language with a track, else the player’s, else the first track', () => {
    expect(pickCaptionLanguage(tracks, ['fr-FR', 'de-AT', 'en'], 'hu')).to.equal('de');
    expect(pickCaptionLanguage(tracks, ['fr'], 'ar')).to.equal('ar');
    expect(pickCaptionLanguage(tracks, ['fr'], 'hu')).to.equal('en');
    expect(pickCaptionLanguage([], ['en'], 'en')).to.equal(null);
  });
});
