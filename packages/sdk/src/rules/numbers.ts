import { STORAGE_WARNING_THRESHOLD_MIN } from './constants';

/**
 * Dashboard number display (000 §2): above 1,000,000 the value is shown in millions with an "m"
 * suffix (one decimal, trailing .0 dropped); otherwise grouped by the locale.
 */
export function formatImpressions(value: number, locale = 'en'): string {
  if (value > 1_000_000) {
    const millions = Math.round((value / 1_000_000) * 10) / 10;
    return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(millions)}m`;
  }
  return new Intl.NumberFormat(locale).format(Math.round(value));
}

/** Usage doughnut percent (000 §4): used over limit × 100, capped at 100; an unlimited (-1) or 0 limit gives 0. */
export function usagePercent(used: number, limit: number): number {
  if (limit <= 0) return 0;
  return Math.min(100, (used / limit) * 100);
}

/** Storage state (000 §4, 001 §4): 0 fine, 1 when stored + 180 ≥ max, 2 when stored ≥ max; max -1 is unlimited. */
export function storageState(
  storedMinutes: number,
  maxStorageMinutes: number,
  thresholdMin = STORAGE_WARNING_THRESHOLD_MIN,
): 0 | 1 | 2 {
  if (maxStorageMinutes === -1) return 0;
  if (storedMinutes >= maxStorageMinutes) return 2;
  if (storedMinutes + thresholdMin >= maxStorageMinutes) return 1;
  return 0;
}
