import {
  type AdSize,
  type OrientationCode,
  type StreamSettings,
  StreamStatus,
  StreamType,
  type StreamTypeCode,
} from '../schemas/stream';
import { SIZE_PRESETS } from './constants';
import { isoToWallClock, type WallClock, wallClockToIso } from './timezones';

/** Default playback length in ms (001 §9: one hour). */
export const DEFAULT_PLAYBACK_MS = 3_600_000;
const DAY_MS = 86_400_000;

type Settings = Pick<StreamSettings, 'type' | 'start_date' | 'end_date'>;

/**
 * A type change (001 §4): into playback the end date becomes one hour after the start (kept when
 * it is already later than the start); any other type clears it. A live or playback without a
 * start gets the creation default, the next whole minute plus one hour (001 §2), when `now`
 * (ms since epoch) is given; otherwise the end stays empty too.
 */
export function applyTypeChange<S extends Settings>(s: S, type: StreamTypeCode, now?: number): S {
  const timed = type === StreamType.live || type === StreamType.playback;
  const start =
    s.start_date ??
    (timed && now !== undefined
      ? new Date(Math.ceil(now / 60_000) * 60_000 + DEFAULT_PLAYBACK_MS).toISOString()
      : null);
  if (type !== StreamType.playback) return { ...s, type, start_date: start, end_date: null };
  if (!start) return { ...s, type, end_date: null };
  const from = Date.parse(start);
  const keep = s.end_date && Date.parse(s.end_date) > from;
  return {
    ...s,
    type,
    start_date: start,
    end_date: keep ? s.end_date : new Date(from + DEFAULT_PLAYBACK_MS).toISOString(),
  };
}

/**
 * The end of a playback from the start and the end's wall-clock time (001 §4): the end is on the
 * start's day in `tz`; an end time not later than the start time rolls to the next day, and
 * `nextDay` tells the editor to show its warning.
 * @returns the end as an ISO instant and whether it fell on the next day
 */
export function resolveEnd(startIso: string, endTime: string, tz: string): { end: string; nextDay: boolean } {
  const startWall = isoToWallClock(startIso, tz);
  const sameDay = wallClockToIso({ date: startWall.date, time: endTime }, tz);
  if (Date.parse(sameDay) > Date.parse(startIso)) return { end: sameDay, nextDay: false };
  const next = new Date(Date.parse(`${startWall.date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
  return { end: wallClockToIso({ date: next, time: endTime }, tz), nextDay: true };
}

/** Whether a saved end falls on a later calendar day than its start in `tz` (the warning of 001 §4). */
export function endIsNextDay(startIso: string | null, endIso: string | null, tz: string): boolean {
  if (!startIso || !endIso) return false;
  const a: WallClock = isoToWallClock(startIso, tz);
  const b: WallClock = isoToWallClock(endIso, tz);
  return b.date > a.date;
}

/** Autoplay on forces muted on (001 §4); browsers only autoplay muted video. */
export function applyAutoplay<S extends Pick<StreamSettings, 'player_autoplay' | 'player_muted'>>(
  s: S,
  on: boolean,
): S {
  return { ...s, player_autoplay: on, player_muted: on ? true : s.player_muted };
}

/** Choosing a subscriber form turns chat off (001 §4). `null` clears the form and leaves chat as is. */
export function applySubscriberForm<S extends Pick<StreamSettings, 'subscriber_form_id' | 'show_chat'>>(
  s: S,
  formId: number | null,
): S {
  return { ...s, subscriber_form_id: formId, show_chat: formId === null ? s.show_chat : false };
}

/** Turning chat on clears the subscriber form (001 §4). */
export function applyChat<S extends Pick<StreamSettings, 'subscriber_form_id' | 'show_chat'>>(
  s: S,
  on: boolean,
): S {
  return { ...s, show_chat: on, subscriber_form_id: on ? null : s.subscriber_form_id };
}

/**
 * Using the featured image turns chat off; unticking restores the chat state from before (001 §4).
 * @param chatBefore the chat state remembered when the featured image was ticked
 */
export function applyFeaturedImage<S extends Pick<StreamSettings, 'ad_use_featured_image' | 'show_chat'>>(
  s: S,
  on: boolean,
  chatBefore: boolean,
): S {
  return { ...s, ad_use_featured_image: on, show_chat: on ? false : chatBefore };
}

/** Clearing the customer clears the campaign (001 §4); blank text counts as cleared. */
export function applyCustomer<S extends Pick<StreamSettings, 'customer' | 'campaign'>>(
  s: S,
  customer: string | null,
): S {
  const value = customer?.trim() ? customer : null;
  return { ...s, customer: value, campaign: value === null ? null : s.campaign };
}

/**
 * Orientation presets (001 §9): landscape 900x640, portrait 340x628; custom keeps the size and
 * uses max width/height instead.
 */
export function applyOrientation<
  S extends Pick<StreamSettings, 'orientation' | 'width' | 'height' | 'max_width' | 'max_height'>,
>(s: S, orientation: OrientationCode): S {
  if (orientation === 1) return { ...s, orientation, ...SIZE_PRESETS.landscape };
  if (orientation === 0) return { ...s, orientation, ...SIZE_PRESETS.portrait };
  return { ...s, orientation };
}

/** Ad sizes whose sidebar may appear with a delay (001 §5: only 640x360 ads). */
export function sidebarDelayApplies(s: { optimize_for_ad: boolean; ad_size: AdSize | null }): boolean {
  return s.optimize_for_ad && s.ad_size === '640x360';
}

/**
 * The delay-of-sidebar input (001 §5): an integer 1-15 is kept; the input accepts 0-15, and 0,
 * anything outside, fractions and blanks clear it (`null`).
 */
export function normalizeSidebarDelay(input: string | number | null): number | null {
  if (input === null || input === '') return null;
  const n = typeof input === 'number' ? input : Number(input);
  return Number.isInteger(n) && n >= 1 && n <= 15 ? n : null;
}

/** Prefixes `http://` to a privacy policy URL that has no scheme (001 §5, on blur); blank → null. */
export function prefixHttp(url: string | null): string | null {
  const v = url?.trim() ?? '';
  if (!v) return null;
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(v) ? v : `http://${v}`;
}

/** What of the schedule the editor may change (001 §4). */
export interface DateLocks {
  /** Start date and time cannot change. */
  start: boolean;
  /** End date and time cannot change. */
  end: boolean;
}

/**
 * Date locks (001 §4): a closed stream or an account out of storage (state 2) cannot edit dates
 * or times; a live stream cannot move its start during a live broadcast.
 */
export function dateLocks(s: { type: number; stream_status: number }, storage: 0 | 1 | 2): DateLocks {
  if (s.stream_status === StreamStatus.closed || storage === 2) return { start: true, end: true };
  const broadcasting = s.type === StreamType.live && s.stream_status === StreamStatus.live;
  return { start: broadcasting, end: false };
}

/**
 * Server-side normalisation of interplay a PUT could break (001 §4, §5): autoplay forces muted,
 * chat and a subscriber form exclude each other (chat wins when both are sent on), no campaign
 * without a customer, the sidebar delay only on 640x360 ads, and the end date only on playbacks.
 */
export function normalizeInterplay(s: StreamSettings): StreamSettings {
  let next = { ...s };
  if (next.player_autoplay) next.player_muted = true;
  if (next.show_chat && next.subscriber_form_id !== null) next.subscriber_form_id = null;
  if (next.ad_use_featured_image) next.show_chat = false;
  if (!next.customer?.trim()) next = { ...next, customer: null, campaign: null };
  if (!sidebarDelayApplies(next)) next.delay_sidebar_appearance = null;
  if (next.type !== StreamType.playback) next.end_date = null;
  next.privacy_policy_url = prefixHttp(next.privacy_policy_url);
  return next;
}
