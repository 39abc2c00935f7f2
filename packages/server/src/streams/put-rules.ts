import {
  applyExtraViewers,
  applyPlanLimits,
  applyTypeChange,
  dateLocks,
  firstFailedSaveCheck,
  GA_CODE_MESSAGES,
  isValidGaCode,
  type Limitations,
  normalizeGaCode,
  normalizeInterplay,
  RESTREAM_MESSAGES,
  restreamSchedulingAllowed,
  SAVE_CHECK_FIELDS,
  type StreamSettings,
  type StreamUpdate,
  sameStartMinute,
  streamSettingsSchema,
} from '@smuc/sdk';
import { invalid } from '../http/errors';
import { parse } from '../http/validate';

/** What the re-check of a PUT reads besides the patch. */
export interface PutContext {
  /** The stored settings, status and video of the stream. */
  stored: StreamSettings;
  status: number;
  hasVideo: boolean;
  anyPayable: boolean;
  /** Whether the account has a card on file (001 §4 allow extra viewers). */
  hasCard: boolean;
  limits: Limitations;
  /** ms since epoch. */
  now: number;
}

/**
 * The settings a `PUT /stream/{id}` stores, after the editor's rules (001 §4, §5) are re-applied:
 * - a type change derives the dates the editor would (playback: end one hour after the start;
 *   others: no end; live or playback without a start: the creation default), unless the patch
 *   sends them itself;
 * - locked dates (closed stream; a live broadcast's start) keep their stored values;
 * - field interplay and plan limits are corrected as the editor corrects them (autoplay → muted,
 *   chat vs. subscriber form, customer → campaign, no chat / GA / colours / watermark removal /
 *   fake live on the plan; allow extra viewers without a card on file stays off);
 * - a changed `ga_code` is trimmed and upper-cased and must be a GA4 measurement ID (`G-…`, issue
 *   34 §4), else 422 on `ga_code`; a stored code is not re-checked, so an old one never blocks a save;
 * - then the save checks 3-8 run (check 3 only on a start this save sets, so a replay whose start
 *   has passed still saves its other fields); the first that fails is a 422 whose message is the spec's text
 *   (keyed by its field, `_` when it has none) and nothing is stored.
 * @throws HttpError 422 on a broken rule
 */
export function settingsForPut(patch: StreamUpdate, ctx: PutContext): StreamSettings {
  let next = parse(streamSettingsSchema, { ...ctx.stored, ...patch });
  if (patch.type !== undefined && patch.type !== ctx.stored.type) {
    const derived = applyTypeChange(next, patch.type, ctx.now);
    next = {
      ...derived,
      start_date: 'start_date' in patch ? next.start_date : derived.start_date,
      end_date: 'end_date' in patch ? next.end_date : derived.end_date,
    };
  }
  const locks = dateLocks({ type: next.type, stream_status: ctx.status }, 0);
  if (locks.start) next.start_date = ctx.stored.start_date;
  if (locks.end) next.end_date = ctx.stored.end_date;
  next = normalizeInterplay(applyPlanLimits(next, ctx.limits, ctx.stored.type));
  if (next.ga_code !== ctx.stored.ga_code) {
    next.ga_code = normalizeGaCode(next.ga_code);
    if (!isValidGaCode(next.ga_code))
      throw invalid({ ga_code: [GA_CODE_MESSAGES.format] }, GA_CODE_MESSAGES.format);
  }
  if (next.allow_extra_viewers !== ctx.stored.allow_extra_viewers)
    next = applyExtraViewers(next, next.allow_extra_viewers, ctx.hasCard).settings;
  const failed = firstFailedSaveCheck(next, {
    status: ctx.status,
    savedStart: ctx.stored.start_date,
    savedType: ctx.stored.type,
    hasVideo: ctx.hasVideo,
    anyPayable: ctx.anyPayable,
    now: ctx.now,
  });
  if (failed) throw invalid({ [SAVE_CHECK_FIELDS[failed.code] ?? '_']: [failed.message] }, failed.message);
  // 001 §4: restream scheduling only with a start 20 minutes to 7 days ahead; checked when it is
  // switched on or the start moves (a stored schedule does not break as its start draws near).
  const schedulingChanged =
    next.restream_scheduling !== ctx.stored.restream_scheduling ||
    !sameStartMinute(next.start_date, ctx.stored.start_date);
  if (
    next.restream_scheduling &&
    schedulingChanged &&
    !restreamSchedulingAllowed(next.start_date, new Date(ctx.now))
  )
    throw invalid({ restream_scheduling: [RESTREAM_MESSAGES.scheduling] });
  return next;
}
