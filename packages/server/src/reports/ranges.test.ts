import { describe, expect, it } from 'vitest';
import { bucketsOf, rangeWindow } from './ranges';

const at = (iso: string) => new Date(iso);

describe('rangeWindow', () => {
  it('thismonth: from the 1st of the current UTC month to today, by day', () => {
    expect(rangeWindow('thismonth', at('2026-11-21T10:30:00Z'))).toEqual({
      from: '2026-11-01',
      to: '2026-11-21',
      bucket: 'day',
    });
  });

  it('thismonth on the 1st is a single day', () => {
    const w = rangeWindow('thismonth', at('2026-03-01T00:00:00Z'));
    expect(w).toEqual({ from: '2026-03-01', to: '2026-03-01', bucket: 'day' });
    expect(bucketsOf(w)).toEqual(['2026-03-01']);
  });

  it('uses UTC days, whatever the hour', () => {
    expect(rangeWindow('thismonth', at('2026-12-01T23:59:59.999Z')).to).toBe('2026-12-01');
    expect(rangeWindow('thismonth', at('2026-11-30T23:59:59.999Z'))).toMatchObject({
      from: '2026-11-01',
      to: '2026-11-30',
    });
  });

  it('last3months: the same day three months back, by day', () => {
    expect(rangeWindow('last3months', at('2026-11-21T08:00:00Z'))).toEqual({
      from: '2026-08-21',
      to: '2026-11-21',
      bucket: 'day',
    });
    expect(rangeWindow('last3months', at('2026-02-10T08:00:00Z')).from).toBe('2025-11-10');
  });

  it('last3months clamps to the end of a shorter month instead of overflowing into the next', () => {
    expect(rangeWindow('last3months', at('2026-05-31T12:00:00Z')).from).toBe('2026-02-28');
    expect(rangeWindow('last3months', at('2024-05-31T12:00:00Z')).from).toBe('2024-02-29');
    expect(rangeWindow('last3months', at('2026-12-31T12:00:00Z')).from).toBe('2026-09-30');
    expect(rangeWindow('last3months', at('2026-03-31T12:00:00Z')).from).toBe('2025-12-31');
  });

  it('lastyear: twelve whole months ending with the current one, by month', () => {
    expect(rangeWindow('lastyear', at('2026-11-21T08:00:00Z'))).toEqual({
      from: '2025-12-01',
      to: '2026-11-21',
      bucket: 'month',
    });
    expect(rangeWindow('lastyear', at('2026-01-31T08:00:00Z')).from).toBe('2025-02-01');
    expect(rangeWindow('lastyear', at('2026-12-31T08:00:00Z')).from).toBe('2026-01-01');
  });

  it('defaults now to the current time', () => {
    const today = new Date().toISOString().slice(0, 10);
    expect(rangeWindow('thismonth').to).toBe(today);
  });
});

describe('bucketsOf', () => {
  it('answers every day of a day window, both ends included', () => {
    expect(bucketsOf({ from: '2026-02-26', to: '2026-03-02', bucket: 'day' })).toEqual([
      '2026-02-26',
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
  });

  it('crosses a leap day and a year end', () => {
    expect(bucketsOf({ from: '2024-02-28', to: '2024-03-01', bucket: 'day' })).toHaveLength(3);
    expect(bucketsOf({ from: '2025-12-30', to: '2026-01-02', bucket: 'day' })).toEqual([
      '2025-12-30',
      '2025-12-31',
      '2026-01-01',
      '2026-01-02',
    ]);
  });

  it('answers the 1st of every month of a month window', () => {
    const w = rangeWindow('lastyear', at('2026-11-21T08:00:00Z'));
    const buckets = bucketsOf(w);
    expect(buckets).toHaveLength(12);
    expect(buckets[0]).toBe('2025-12-01');
    expect(buckets.at(-1)).toBe('2026-11-01');
    expect(buckets.every((d) => d.endsWith('-01'))).toBe(true);
  });

  it('answers as many day buckets as the window has days', () => {
    for (const now of ['2026-05-31T12:00:00Z', '2026-01-01T00:00:00Z', '2024-03-15T00:00:00Z']) {
      const w = rangeWindow('last3months', at(now));
      const days = (Date.parse(`${w.to}T00:00:00Z`) - Date.parse(`${w.from}T00:00:00Z`)) / 86_400_000 + 1;
      expect(bucketsOf(w)).toHaveLength(days);
      expect(days).toBeGreaterThanOrEqual(90);
      expect(days).toBeLessThanOrEqual(93);
    }
  });

  it('answers nothing for a window that ends before it starts', () => {
    expect(bucketsOf({ from: '2026-03-02', to: '2026-03-01', bucket: 'day' })).toEqual([]);
  });
});
