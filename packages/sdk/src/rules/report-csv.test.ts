import { describe, expect, it } from 'vitest';
import { neutralizeFormula, parseCsv, toCsv } from './csv';
import { METRIC_DEFINITIONS, productInteractions } from './metrics';
import {
  canViewReports,
  defaultReportRange,
  definedMetrics,
  effectiveQuickFilter,
  hasProductStats,
  reportCsvName,
  reportMetrics,
} from './report';
import { subscribersCsv, subscribersCsvName } from './subscribers';

describe('toCsv / parseCsv', () => {
  it('writes ; separated CRLF rows and survives separators, quotes and line breaks', () => {
    const rows = [
      ['a;b', 'say "hi"', 'two\nlines', 'crlf\r\nline', 'plain'],
      ['', 'x', 'ü ő 🙂', 'y', 'z'],
    ];
    const text = toCsv(['h1', 'h2', 'h3', 'h4', 'h5'], rows);
    expect(text.split('\r\n')[0]).toBe('h1;h2;h3;h4;h5');
    expect(parseCsv(text)).toEqual([['h1', 'h2', 'h3', 'h4', 'h5'], ...rows]);
  });

  it('neutralises formula prefixes in text cells but keeps numbers', () => {
    const text = toCsv(['v'], [['=1+1'], ['+x'], ['-y'], ['@SUM(A1)'], [-5], ['ok']]);
    expect(
      parseCsv(text)
        .slice(1)
        .map((r) => r[0]),
    ).toEqual(["'=1+1", "'+x", "'-y", "'@SUM(A1)", '-5', 'ok']);
    expect(neutralizeFormula('=A1')).toBe("'=A1");
    expect(neutralizeFormula('A1')).toBe('A1');
  });

  it('adds the byte-order mark and the separator hint when asked', () => {
    const text = toCsv(['a'], [['1']], { bom: true, separatorHint: true });
    expect(text.startsWith('\uFEFFsep=;\r\na\r\n1')).toBe(true);
    expect(parseCsv(text)).toEqual([['a'], ['1']]);
  });
});

describe('subscriber CSV (000 §7)', () => {
  it('has the BOM, the hint line and the exact header', () => {
    const text = subscribersCsv([
      { stream: 'Spring; "live"', email: '=a@b.c', created_at: '2026-11-21T10:00:00.000Z' },
    ]);
    expect(text.slice(0, 1)).toBe('\uFEFF');
    expect(text.split('\r\n').slice(0, 2)).toEqual(['\uFEFFsep=;', 'Stream;E-mail;Created at']);
    expect(parseCsv(text)).toEqual([
      ['Stream', 'E-mail', 'Created at'],
      ['Spring; "live"', "'=a@b.c", '2026-11-21T10:00:00.000Z'],
    ]);
  });
  it('names the file from the stream title and a timestamp', () => {
    expect(subscribersCsvName('Spring Launch!', Date.parse('2026-11-21T10:05:00Z'))).toBe(
      'spring-launch_2026-11-21_10-05-00.csv',
    );
  });
});

describe('report rules (000 §2, §5, §9)', () => {
  it('defaults to the last 30 days', () => {
    expect(defaultReportRange(Date.parse('2026-11-21T10:00:00Z'))).toEqual({
      start: '2026-10-23',
      end: '2026-11-21',
    });
  });
  it('enables View Reports only with both dates', () => {
    expect(canViewReports('2026-01-01', '')).toBe(false);
    expect(canViewReports('', '2026-01-01')).toBe(false);
    expect(canViewReports('2026-01-01', '2026-01-31')).toBe(true);
    expect(canViewReports('2026-01-01', '2026-01-01')).toBe(true);
    // A start after the end, or a range the server refuses (a year half typed: 0202).
    expect(canViewReports('2026-01-02', '2026-01-01')).toBe(false);
    expect(canViewReports('0202-01-01', '2026-01-01')).toBe(false);
    expect(canViewReports('2025-01-01', '2026-02-04')).toBe(true);
    expect(canViewReports('2025-01-01', '2026-02-05')).toBe(false);
  });
  it('applies the quick filter from 3 characters', () => {
    expect(effectiveQuickFilter('ab')).toBe('');
    expect(effectiveQuickFilter(' abc ')).toBe('abc');
  });
  it('opens product statistics only with product impressions, clicks or purchases', () => {
    const none = { product_impressions: 0, product_clicks: 0, product_purchases: 0 };
    expect(hasProductStats(none)).toBe(false);
    expect(hasProductStats({ ...none, product_impressions: 1 })).toBe(true);
    expect(hasProductStats({ ...none, product_clicks: 1 })).toBe(true);
    expect(hasProductStats({ ...none, product_purchases: 1 })).toBe(true);
  });
  it('drops viewers, viewer minutes and stored minutes for impression-based accounts', () => {
    expect(reportMetrics(false)).toEqual([...METRIC_DEFINITIONS]);
    const reduced = reportMetrics(true);
    expect(reduced).not.toContain('viewer_count');
    expect(reduced).not.toContain('total_minutes');
    expect(reduced).not.toContain('stored_minutes');
    expect(reduced).toHaveLength(METRIC_DEFINITIONS.length - 3);
  });
  it('defines viewers (players list, chart) apart from the peak of viewers (report column)', () => {
    const all = definedMetrics(false);
    const columns = (m: string) => m !== 'viewers' && m !== 'filtered_impressions';
    expect(all.filter(columns)).toEqual(reportMetrics(false));
    expect(all.indexOf('viewers')).toBe(all.indexOf('viewer_count') - 1);
    // Invalid traffic is explained right after the impressions it was kept out of, for every account.
    expect(all.indexOf('filtered_impressions')).toBe(all.indexOf('impressions') + 1);
    expect(definedMetrics(true).filter(columns)).toEqual(reportMetrics(true));
    expect(definedMetrics(true)).toContain('filtered_impressions');
  });
  it('names the CSV with the start and end dates', () => {
    expect(reportCsvName('2026-10-23', '2026-11-21')).toBe('report_2026-10-23_2026-11-21.csv');
  });
  it('counts product interactions', () => {
    expect(productInteractions({ clicks: 2, link_clicks: 3, purchases: 1 })).toBe(6);
  });
});
