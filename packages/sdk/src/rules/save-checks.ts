import { Orientation, type StreamSettings, StreamStatus, StreamType } from '../schemas/stream';
import { SAVE_CHECK_MESSAGES } from '../texts/rule-messages';

// The English texts live in texts/rule-messages.ts, free of zod for the browser's catalogues.
export { SAVE_CHECK_MESSAGES };
export type SaveCheckCode = keyof typeof SAVE_CHECK_MESSAGES | 'saving';

/** The field a failed check is about, so the editor can focus and mark it. */
export const SAVE_CHECK_FIELDS: Partial<Record<SaveCheckCode, keyof StreamSettings>> = {
  startInPast: 'start_date',
  maxWidth: 'max_width',
  maxHeight: 'max_height',
  countdownEmail: 'notification_email_subject',
  privacyPolicy: 'privacy_policy_url',
  campaign: 'campaign',
};

/** Custom size bounds in px (001 §5). */
export const MAX_WIDTH_RANGE = [320, 2000] as const;
export const MAX_HEIGHT_RANGE = [180, 2000] as const;

export type SaveCheckSettings = Pick<
  StreamSettings,
  | 'type'
  | 'start_date'
  | 'orientation'
  | 'max_width'
  | 'max_height'
  | 'show_countdown_box'
  | 'notification_email_subject'
  | 'notification_email_text'
  | 'privacy_policy_url'
  | 'customer'
  | 'campaign'
>;

/** Everything the save checks read besides the settings. */
export interface SaveCheckContext {
  /** A save request is already running (check 1, blocked silently). */
  saving?: boolean;
  /** A card-on-file check is running (check 2). */
  cardCheckInProgress?: boolean;
  /** A social video is still processing (001 §4: save is blocked meanwhile; check 2's text). */
  socialVideoProcessing?: boolean;
  /** Stored status code (000 §4); a closed stream skips the start check. */
  status: number;
  /** The start date of the last saved copy, to tell a moved start from an untouched one. */
  savedStart: string | null;
  /** The type of the last saved copy; a change into live or playback checks the start as a new one (omitted: unchanged). */
  savedType?: number;
  /** Whether the stream has an uploaded video (`vod_data_id` not null). */
  hasVideo: boolean;
  /** Whether any product of the stream is payable. */
  anyPayable: boolean;
  /** The instant of the save, ms since epoch. */
  now: number;
}

/**
 * Whether two start dates (ISO instants or `null`) name the same minute: saves zero seconds and
 * milliseconds (001 §5), so a stored start with seconds and the editor's copy of it are the same.
 */
export function sameStartMinute(a: string | null, b: string | null): boolean {
  if (a === null || b === null) return a === b;
  return Math.floor(Date.parse(a) / 60_000) === Math.floor(Date.parse(b) / 60_000);
}

const blank = (v: string | null | undefined) => !v?.trim();
const outside = (v: number | null, [min, max]: readonly [number, number]) => v === null || v < min || v > max;

/**
 * The eight save checks of 001 §5 in order; answers the first that fails, or `null` when the save
 * may go ahead. Check 1 (`saving`) has no message: the save is silently ignored.
 *
 * Check 3 applies to live and playback streams that are not closed, to a start this save sets: one
 * that moved from the saved copy (to the minute, as saves zero seconds: {@link sameStartMinute}),
 * or any start when the type becomes live or playback. A start the save leaves alone is not checked
 * again once it has passed: a replay that is playing or has played, a running or paused broadcast
 * (001 §4 forbids moving its start) and a broadcast about to go live all keep their start and
 * still save their other fields. Clearing the start (`null`) is a move and fails.
 */
export function firstFailedSaveCheck(
  s: SaveCheckSettings,
  ctx: SaveCheckContext,
): { code: SaveCheckCode; message: string } | null {
  const fail = (code: keyof typeof SAVE_CHECK_MESSAGES) => ({ code, message: SAVE_CHECK_MESSAGES[code] });
  if (ctx.saving) return { code: 'saving', message: '' };
  if (ctx.cardCheckInProgress || ctx.socialVideoProcessing) return fail('cardCheck');
  const timed = s.type === StreamType.live || s.type === StreamType.playback;
  if (timed && ctx.status !== StreamStatus.closed) {
    const typeChanged = ctx.savedType !== undefined && ctx.savedType !== s.type;
    const applies = typeChanged || !sameStartMinute(s.start_date, ctx.savedStart);
    if (applies && (!s.start_date || Date.parse(s.start_date) <= ctx.now)) return fail('startInPast');
  }
  if (s.type === StreamType.playback && !ctx.hasVideo) return fail('videoMissing');
  if (s.orientation === Orientation.custom) {
    if (outside(s.max_width, MAX_WIDTH_RANGE)) return fail('maxWidth');
    if (outside(s.max_height, MAX_HEIGHT_RANGE)) return fail('maxHeight');
  }
  if (s.show_countdown_box && (blank(s.notification_email_subject) || blank(s.notification_email_text)))
    return fail('countdownEmail');
  if ((s.show_countdown_box || ctx.anyPayable) && blank(s.privacy_policy_url)) return fail('privacyPolicy');
  if (!blank(s.customer) && blank(s.campaign)) return fail('campaign');
  return null;
}
