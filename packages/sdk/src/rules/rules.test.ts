import { describe, expect, it } from 'vitest';
import { canApplyBatch, effectiveSearch, pageLinks } from './list';
import { formatImpressions, storageState, usagePercent } from './numbers';
import { canCreateKind, createDefaults, streamKindLabel } from './stream-kind';

describe('streamKindLabel (000 §3)', () => {
  it.each([
    [{ type: 0, stream_status: 0, optimize_for_ad: false }, 'live'],
    [{ type: 1, stream_status: 1, optimize_for_ad: false }, 'playback'],
    [{ type: 2, stream_status: 0, optimize_for_ad: true }, 'advertisement'],
    [{ type: 2, stream_status: 0, optimize_for_ad: false }, 'simpleVideo'],
    [{ type: 4, stream_status: 0, optimize_for_ad: true }, 'photoAd'],
    [{ type: 0, stream_status: 3, optimize_for_ad: false }, 'closedBroadcast'],
  ])('%o is %s', (s, label) => expect(streamKindLabel(s)).toBe(label));
});

describe('createDefaults (001 §2)', () => {
  const now = Date.parse('2026-11-21T10:00:30Z');
  it('gives ads type 2, rounded corners off, optimize_for_ad on and 300x600', () => {
    expect(createDefaults('ad', now)).toMatchObject({
      type: 2,
      rounded_corners: false,
      optimize_for_ad: true,
      ad_size: '300x600',
    });
  });
  it('gives photo ads type 4 with the same defaults', () => {
    expect(createDefaults('photo_ad', now)).toMatchObject({
      type: 4,
      optimize_for_ad: true,
      ad_size: '300x600',
    });
  });
  it('gives embed type 2 without ad settings', () => {
    expect(createDefaults('embed', now)).toMatchObject({ type: 2, optimize_for_ad: false, ad_size: null });
  });
  it('gives playback an end date one hour after its start (001 §4)', () => {
    const d = createDefaults('playback', now);
    expect(d.type).toBe(1);
    expect(Date.parse(d.end_date!) - Date.parse(d.start_date!)).toBe(3_600_000);
  });
  it('gives live a start date and no end date', () => {
    const d = createDefaults('live', now);
    expect(d.start_date).not.toBeNull();
    expect(d.end_date).toBeNull();
  });
});

describe('canCreateKind (000 §2)', () => {
  it('limits live and playback to allow-listed accounts', () => {
    expect(canCreateKind('live', false)).toBe(false);
    expect(canCreateKind('playback', false)).toBe(false);
    expect(canCreateKind('ad', false)).toBe(true);
    expect(canCreateKind('live', true)).toBe(true);
  });
});

describe('formatImpressions (000 §2)', () => {
  it('shows millions with an m suffix above 1,000,000', () => {
    expect(formatImpressions(2_345_678)).toBe('2.3m');
    expect(formatImpressions(1_000_001)).toBe('1m');
  });
  it('groups smaller numbers', () => {
    expect(formatImpressions(1_000_000)).toBe('1,000,000');
    expect(formatImpressions(987)).toBe('987');
  });
});

describe('usagePercent (000 §4)', () => {
  it('caps at 100 and treats unlimited as 0', () => {
    expect(usagePercent(50, 200)).toBe(25);
    expect(usagePercent(500, 200)).toBe(100);
    expect(usagePercent(5, -1)).toBe(0);
  });
});

describe('storageState (000 §4)', () => {
  it('is 0 when fine, 1 within 180 minutes of the maximum, 2 at or above it, 0 when unlimited', () => {
    expect(storageState(100, 1000)).toBe(0);
    expect(storageState(820, 1000)).toBe(1);
    expect(storageState(819, 1000)).toBe(0);
    expect(storageState(1000, 1000)).toBe(2);
    expect(storageState(99999, -1)).toBe(0);
  });
});

describe('players list rules (000 §2, §5)', () => {
  it('searches only above 1 character', () => {
    expect(effectiveSearch('a')).toBeUndefined();
    expect(effectiveSearch(' ab ')).toBe('ab');
  });
  it('applies a batch only with an option and a selection', () => {
    expect(canApplyBatch('', 2)).toBe(false);
    expect(canApplyBatch('delete', 0)).toBe(false);
    expect(canApplyBatch('delete', 1)).toBe(true);
  });
  it('shows a window of page links around the current page', () => {
    expect(pageLinks(1, 10)).toEqual([1, 2, 3]);
    expect(pageLinks(5, 10)).toEqual([4, 5, 6]);
    expect(pageLinks(10, 10)).toEqual([8, 9, 10]);
    expect(pageLinks(1, 2)).toEqual([1, 2]);
    expect(pageLinks(4, 10, 6)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(pageLinks(1, 0)).toEqual([]);
  });
});

import { displayPrice } from './price';

describe('displayPrice (000 §5)', () => {
  it('prefers the sales price', () => expect(displayPrice(39.9, 29.9, 'eur')).toBe('€29.90'));
  it('falls back to the price when the sales price is not above 0', () => {
    expect(displayPrice('12', 0, 'usd')).toBe('$12.00');
    expect(displayPrice('12', 'abc', 'usd')).toBe('$12.00');
  });
  it('shows HUF with 0 decimals', () =>
    expect(displayPrice(54990, null, 'huf')?.replace(/\s/g, ' ')).toBe('HUF 54,990'));
  it('shows nothing for non-numeric or non-positive prices', () => {
    expect(displayPrice(null, null, 'eur')).toBeNull();
    expect(displayPrice(0, -1, 'eur')).toBeNull();
    expect(displayPrice('free', undefined, 'eur')).toBeNull();
  });
  it('accepts a comma decimal separator', () => expect(displayPrice('9,5', null, 'eur')).toBe('€9.50'));
});
