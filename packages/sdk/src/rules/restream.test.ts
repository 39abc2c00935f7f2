import { describe, expect, it } from 'vitest';
import { checkRestreams, restreamLimit, restreamSchedulingAllowed, uniqueTargets } from './restream';

const now = new Date('2026-11-24T12:00:00Z');
const at = (ms: number) => new Date(now.getTime() + ms);
const MIN = 60_000;
const DAY = 24 * 60 * MIN;

describe('restream window (001 §4: at least 20 minutes, under 7 days ahead)', () => {
  it('allows scheduling exactly from 20 minutes up to just under 7 days', () => {
    expect(restreamSchedulingAllowed(at(19 * MIN + 59_999), now)).toBe(false);
    expect(restreamSchedulingAllowed(at(20 * MIN), now)).toBe(true);
    expect(restreamSchedulingAllowed(at(7 * DAY - 1), now)).toBe(true);
    expect(restreamSchedulingAllowed(at(7 * DAY), now)).toBe(false);
    expect(restreamSchedulingAllowed(at(-MIN), now)).toBe(false);
    expect(restreamSchedulingAllowed(null, now)).toBe(false);
    expect(restreamSchedulingAllowed('not a date', now)).toBe(false);
    expect(restreamSchedulingAllowed(at(DAY).toISOString(), now)).toBe(true);
  });
});

describe('restream platform limit (001 §4 multiChannel, default 3, -1 unlimited)', () => {
  it('reads the plan limit', () => {
    expect(restreamLimit(undefined)).toBe(3);
    expect(restreamLimit(null)).toBe(3);
    expect(restreamLimit(1)).toBe(1);
    expect(restreamLimit(-1)).toBe(Number.POSITIVE_INFINITY);
  });

  const connected = [
    { type: 'facebook' as const, id: '1', administrator: true },
    { type: 'facebook' as const, id: '2', administrator: false },
    { type: 'youtube' as const, id: 'UC1', administrator: true },
    { type: 'youtube' as const, id: 'UC2', administrator: true },
  ];
  const base = { restreamScheduling: false, startDate: null, connected, now };

  it('refuses more targets than the plan allows with the spec text', () => {
    const targets = [
      { type: 'facebook' as const, id: '1' },
      { type: 'youtube' as const, id: 'UC1' },
    ];
    expect(checkRestreams({ ...base, restreams: targets, multiChannel: 1 })).toEqual({
      restreams: ['You cannot select more than 1 restream platforms.'],
    });
    expect(checkRestreams({ ...base, restreams: targets, multiChannel: 3 })).toEqual({});
    expect(
      checkRestreams({ ...base, restreams: [...targets, { type: 'youtube', id: 'UC2' }], multiChannel: -1 }),
    ).toEqual({});
    // Duplicates count once.
    expect(checkRestreams({ ...base, restreams: [targets[0]!, targets[0]!], multiChannel: 1 })).toEqual({});
  });

  it('refuses platforms that are not connected or not administered', () => {
    expect(
      checkRestreams({ ...base, restreams: [{ type: 'facebook', id: '2' }], multiChannel: 3 }).restreams,
    ).toEqual(['You are not an administrator of this page, so it cannot be used for restreaming.']);
    expect(
      checkRestreams({ ...base, restreams: [{ type: 'youtube', id: 'nope' }], multiChannel: 3 }).restreams,
    ).toEqual(['The selected platform is not connected.']);
  });

  it('checks scheduling only when there is something to schedule', () => {
    const one = [{ type: 'youtube' as const, id: 'UC1' }];
    expect(
      checkRestreams({
        ...base,
        restreams: one,
        restreamScheduling: true,
        startDate: at(10 * MIN),
        multiChannel: 3,
      }),
    ).toEqual({
      restream_scheduling: [
        'Restream scheduling needs a start at least 20 minutes and less than 7 days ahead.',
      ],
    });
    expect(
      checkRestreams({
        ...base,
        restreams: one,
        restreamScheduling: true,
        startDate: at(DAY),
        multiChannel: 3,
      }),
    ).toEqual({});
    expect(
      checkRestreams({ ...base, restreams: [], restreamScheduling: true, startDate: null, multiChannel: 3 }),
    ).toEqual({});
  });

  it('drops duplicate targets keeping the first order', () => {
    expect(
      uniqueTargets([
        { type: 'youtube', id: 'a' },
        { type: 'facebook', id: 'a' },
        { type: 'youtube', id: 'a' },
      ]),
    ).toEqual([
      { type: 'youtube', id: 'a' },
      { type: 'facebook', id: 'a' },
    ]);
  });
});

describe('restream section availability (001 §2 (d))', () => {
  it('is hidden for simple VOD and photo ad only', async () => {
    const { restreamAvailable } = await import('./restream');
    expect(restreamAvailable({ type: 0, optimize_for_ad: false })).toBe(true);
    expect(restreamAvailable({ type: 1, optimize_for_ad: false })).toBe(true);
    expect(restreamAvailable({ type: 2, optimize_for_ad: true })).toBe(true);
    expect(restreamAvailable({ type: 2, optimize_for_ad: false })).toBe(false);
    expect(restreamAvailable({ type: 4, optimize_for_ad: true })).toBe(false);
  });
});
