import { type ReportRow, reportMetrics } from '@smuc/sdk';
import { describe, expect, it } from 'vitest';
import { reportCsvHeader, reportCsvLines } from './my-streams-routes';

/**
 * Issue 30 "CSV for spreadsheets": the report CSV's cells read right in the account's spreadsheet:
 * decimals with a comma in hu and de (Excel there read `25.24` as a date or text), a point in en
 * and ar; the deleted flag as a word of the language, not 0/1.
 */
const metrics = reportMetrics(false);
const row = {
  id: 7,
  title: 'Spring sale',
  customer: 'ACME',
  campaign: 'Q2',
  player_url: 'https://example.com/watch/7',
  deleted: true,
  type: 1,
  optimize_for_ad: false,
  created_at: '2026-03-01',
  products: [],
  ...Object.fromEntries(metrics.map((m) => [m, 3])),
  product_ctr: 25.24,
} as unknown as ReportRow;

const cell = (lang: 'en' | 'hu' | 'de' | 'ar', column: string) => {
  const [line] = reportCsvLines(row, false, 'stream', lang);
  return line?.[reportCsvHeader(false, 'stream').indexOf(column)];
};

describe('report CSV cells for spreadsheets (issue 30)', () => {
  it('writes decimals with the language’s separator; whole numbers as they are', () => {
    expect(metrics).toContain('product_ctr');
    expect(cell('hu', 'product_ctr')).toBe('25,24');
    expect(cell('de', 'product_ctr')).toBe('25,24');
    expect(cell('en', 'product_ctr')).toBe(25.24);
    expect(cell('ar', 'product_ctr')).toBe(25.24);
    expect(cell('de', 'id')).toBe(7);
  });

  it('writes the deleted flag as a word of the language', () => {
    expect(cell('en', 'deleted')).toBe('Yes');
    expect(cell('hu', 'deleted')).toBe('Igen');
    expect(cell('de', 'deleted')).toBe('Ja');
    expect(cell('ar', 'deleted')).toBe('نعم');
    const [kept] = reportCsvLines({ ...row, deleted: false }, false, 'stream', 'de');
    expect(kept?.[reportCsvHeader(false, 'stream').indexOf('deleted')]).toBe('Nein');
  });

  it('writes the Type column as the kind in words, not its code', () => {
    expect(cell('en', 'type')).toBe('Playback');
    expect(cell('hu', 'type')).toBe('Visszajátszás');
    expect(cell('de', 'type')).toBe('Wiedergabe');
    expect(cell('ar', 'type')).toBe('إعادة تشغيل');
    const kind = (type: number, optimize_for_ad: boolean) =>
      reportCsvLines({ ...row, type, optimize_for_ad }, false, 'stream', 'en')[0]?.[
        reportCsvHeader(false, 'stream').indexOf('type')
      ];
    expect([kind(0, false), kind(2, false), kind(2, true), kind(4, false)]).toEqual([
      'Live',
      'Simple video',
      'Advertisement',
      'Photo Ad',
    ]);
  });
});
