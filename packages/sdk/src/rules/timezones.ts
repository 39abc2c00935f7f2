import { fromDate, parseDateTime, toZoned } from '@internationalized/date';
import { FALLBACK_TIMEZONE } from './stream-defaults';

/** A wall-clock moment as the editor shows it: `date` `YYYY-MM-DD`, `time` `HH:mm` (24 h). */
export interface WallClock {
  date: string;
  time: string;
}

/** A time-zone choice of the picker (001 §3 Timezone option): IANA code, label, offset label. */
export interface TimeZoneOption {
  tzCode: string;
  label: string;
  labelOffset: string;
}

/** Minimum query length before the time-zone search filters (001 §5). */
export const TIMEZONE_SEARCH_MIN = 3;

/** Whether `tz` is an IANA zone this runtime knows. */
export function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return tz.length > 0;
  } catch {
    return false;
  }
}

/**
 * The default time zone of a stream (001 §5): the browser's (or runtime's) zone, falling back to
 * Europe/Budapest when it gives none or one the runtime does not know.
 */
export function defaultTimeZone(browserZone?: string): string {
  const zone = browserZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isTimeZone(zone) ? zone : FALLBACK_TIMEZONE;
}

/** `+01:00` style offset of `tz` at the instant `at` (ms since epoch), DST included. */
export function offsetLabel(tz: string, at: number): string {
  const minutes = Math.round(fromDate(new Date(at), tz).offset / 60_000);
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/**
 * Every IANA zone of the runtime as picker options, sorted by offset then name; `label` reads
 * `(GMT+01:00) Europe/Budapest`. `at` fixes the instant the offsets are taken at (DST).
 */
export function timeZoneOptions(at: number, zones = Intl.supportedValuesOf('timeZone')): TimeZoneOption[] {
  const withUtc = zones.includes('UTC') ? zones : [...zones, 'UTC'];
  return withUtc
    .map((tzCode) => {
      const labelOffset = offsetLabel(tzCode, at);
      return { tzCode, labelOffset, label: `(GMT${labelOffset}) ${tzCode.replaceAll('_', ' ')}` };
    })
    .sort((a, b) => a.labelOffset.localeCompare(b.labelOffset) || a.tzCode.localeCompare(b.tzCode));
}

/**
 * The time-zone search of 001 §5: under 3 characters the list is not filtered; from 3 it keeps
 * options whose label contains the query, case-insensitively, spaces and underscores alike.
 */
export function filterTimeZones(options: TimeZoneOption[], query: string): TimeZoneOption[] {
  const q = query.trim().toLowerCase().replaceAll('_', ' ');
  if (q.length < TIMEZONE_SEARCH_MIN) return options;
  return options.filter((o) => o.label.toLowerCase().includes(q));
}

/**
 * A wall-clock date and time read in `tz` → ISO instant (UTC, `Z`), seconds and ms zero (001 §5).
 * A time skipped by a DST jump resolves to the later offset ("compatible" disambiguation).
 * @throws RangeError when the date or time is not valid
 */
export function wallClockToIso(wall: WallClock, tz: string): string {
  const local = parseDateTime(`${wall.date}T${wall.time.slice(0, 5)}`);
  return toZoned(local, tz, 'compatible').toDate().toISOString();
}

/** An ISO instant → its wall clock in `tz` (`YYYY-MM-DD`, `HH:mm`); seconds are dropped. */
export function isoToWallClock(iso: string, tz: string): WallClock {
  const z = fromDate(new Date(iso), tz);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    date: `${String(z.year).padStart(4, '0')}-${pad(z.month)}-${pad(z.day)}`,
    time: `${pad(z.hour)}:${pad(z.minute)}`,
  };
}
