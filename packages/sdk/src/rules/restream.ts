import type { RestreamTarget } from '../schemas/connected-platform';

/** Restream scheduling needs the start at least this far ahead (001 §4, §9: 20 minutes). */
export const RESTREAM_SCHEDULE_MIN_AHEAD_MS = 20 * 60 * 1000;
/** ... and less than this far ahead (001 §4, §9: under 7 days). */
export const RESTREAM_SCHEDULE_MAX_AHEAD_MS = 7 * 24 * 3600 * 1000;
/** The restream platform limit when the plan does not say (001 §4: default 3). */
export const DEFAULT_MULTI_CHANNEL = 3;

/** Exact texts of 001 §8 for restreaming. */
export const RESTREAM_MESSAGES = {
  /** With N filled in: "You cannot select more than N restream platforms." */
  limit: (n: number) => `You cannot select more than ${n} restream platforms.`,
  scheduling: 'Restream scheduling needs a start at least 20 minutes and less than 7 days ahead.',
  unknownPlatform: 'The selected platform is not connected.',
  notAdministrator: 'You are not an administrator of this page, so it cannot be used for restreaming.',
} as const;

/**
 * Whether restream scheduling may be on for a stream starting at `start` (001 §4): the start is at
 * least 20 minutes and less than 7 days after `now`. No start date: not schedulable.
 */
export function restreamSchedulingAllowed(
  start: Date | string | null | undefined,
  now: Date = new Date(),
): boolean {
  if (!start) return false;
  const at = typeof start === 'string' ? Date.parse(start) : start.getTime();
  if (!Number.isFinite(at)) return false;
  const ahead = at - now.getTime();
  return ahead >= RESTREAM_SCHEDULE_MIN_AHEAD_MS && ahead < RESTREAM_SCHEDULE_MAX_AHEAD_MS;
}

/**
 * How many restream platforms a plan lets a stream pick (001 §3 `multiChannel`): -1 is unlimited
 * (Infinity), a missing value is {@link DEFAULT_MULTI_CHANNEL}.
 */
export function restreamLimit(multiChannel: number | null | undefined): number {
  if (multiChannel === undefined || multiChannel === null) return DEFAULT_MULTI_CHANNEL;
  return multiChannel < 0 ? Number.POSITIVE_INFINITY : multiChannel;
}

/** A connected platform as far as the restream check needs it. */
export interface RestreamCandidate extends RestreamTarget {
  administrator: boolean;
}

/**
 * The restream part of a stream save (001 §3, §4, §8), shared by the editor and the server: targets
 * unique (duplicates dropped), each one connected and administered, at most the plan's limit, and
 * scheduling only inside the window. Answers per-field messages keyed `restreams` and
 * `restream_scheduling`; empty when the selection is valid.
 */
export function checkRestreams(input: {
  restreams: RestreamTarget[];
  restreamScheduling: boolean;
  startDate: Date | string | null | undefined;
  multiChannel: number | null | undefined;
  connected: RestreamCandidate[];
  now?: Date;
}): Partial<Record<'restreams' | 'restream_scheduling', string[]>> {
  const errors: Partial<Record<'restreams' | 'restream_scheduling', string[]>> = {};
  const targets = uniqueTargets(input.restreams);
  const limit = restreamLimit(input.multiChannel);
  const messages: string[] = [];
  if (targets.length > limit) messages.push(RESTREAM_MESSAGES.limit(limit));
  for (const target of targets) {
    const found = input.connected.find((c) => c.type === target.type && c.id === target.id);
    if (!found) messages.push(RESTREAM_MESSAGES.unknownPlatform);
    else if (!found.administrator) messages.push(RESTREAM_MESSAGES.notAdministrator);
  }
  if (messages.length) errors.restreams = [...new Set(messages)];
  if (
    input.restreamScheduling &&
    targets.length > 0 &&
    !restreamSchedulingAllowed(input.startDate, input.now)
  )
    errors.restream_scheduling = [RESTREAM_MESSAGES.scheduling];
  return errors;
}

/** Targets without duplicates, in their first order. */
export function uniqueTargets(targets: RestreamTarget[]): RestreamTarget[] {
  const seen = new Set<string>();
  return targets.filter((t) => {
    const key = `${t.type}:${t.id}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Whether a stream shows the Destinations panel's "Restream on social media" section (001 §2 (d)):
 * hidden for a simple VOD (embed type, not optimised for ads) and for a photo ad.
 */
export function restreamAvailable(stream: { type: number; optimize_for_ad: boolean }): boolean {
  if (stream.type === 4) return false;
  if (stream.type === 2 && !stream.optimize_for_ad) return false;
  return true;
}
