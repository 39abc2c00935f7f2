import type { InvalidTrafficReason } from '@smuc/sdk';
import ipaddr from 'ipaddr.js';
import { isbot } from 'isbot';
import type { DropCounts } from './classify';
import type { FilteredEvent, ResolvedEvent } from './resolve';

/*
 * General invalid traffic (issue 29 §2, the IAB/MRC "GIVT" filters): events that reach the ingest
 * endpoint in a valid shape but do not come from a person watching. They are not counted on the
 * player; they are counted apart, per player, day and reason (`analytics_invalid_traffic`), so the
 * reports can say how many impressions were filtered.
 */

/** How long a viewer admitted from an address stays known there (not new again): 30 minutes. */
export const KNOWN_VIEWER_MS = 30 * 60 * 1000;
const MINUTE_MS = 60_000;

/**
 * New viewers a minute per address and player: `INGEST_NEW_VIEWERS_PER_MINUTE` (default 60, a
 * positive integer). An office behind one address rarely starts more than a few viewers of one
 * player a minute; a script inventing visitor ids starts thousands.
 */
export function newViewersPerMinuteFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const n = Number(env.INGEST_NEW_VIEWERS_PER_MINUTE);
  return Number.isInteger(n) && n > 0 ? n : 60;
}

/**
 * The network a request comes from, as the cap counts it: an IPv4 address as is, an IPv6 address
 * by its /64 (one subscriber usually holds a whole /64, so rotating inside it is one address).
 */
export function addressGroup(ip: string): string {
  try {
    const parsed = ipaddr.process(ip);
    if (parsed.kind() === 'ipv4') return parsed.toString();
    const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4).map((p) => p.toString(16));
    return `${parts.join(':')}::/64`;
  } catch {
    return ip;
  }
}

interface AddressState {
  /** Visitor id → epoch ms it was last seen from this address. */
  known: Map<string, number>;
  /** Epoch ms of the admissions of the last minute. */
  admitted: number[];
}

/**
 * The cap on new viewers per address and player a minute. A visitor id seen from the address in
 * the last {@link KNOWN_VIEWER_MS} is not new (a viewer's heartbeats never cost again); a new one
 * is admitted while fewer than `perMinute` were admitted in the last minute, else every event of
 * it is refused. The cost is per viewer, so neither batch size nor batch count multiplies it.
 * In memory, per server process (like the ingest's token buckets); idle addresses are forgotten
 * once more than `maxKeys` are held.
 */
export class NewViewerCap {
  private readonly states = new Map<string, AddressState>();

  constructor(
    private readonly perMinute: number,
    private readonly now: () => number = Date.now,
    private readonly maxKeys = 100_000,
  ) {}

  /** The visitor ids among `visitorIds` refused for `key` (`{address group}|{stream id}`), admitting the rest. */
  refuse(key: string, visitorIds: Iterable<string>): Set<string> {
    const at = this.now();
    const state = this.states.get(key) ?? { known: new Map(), admitted: [] };
    state.admitted = state.admitted.filter((t) => at - t < MINUTE_MS);
    const refused = new Set<string>();
    for (const visitor of visitorIds) {
      const seen = state.known.get(visitor);
      if (seen !== undefined && at - seen < KNOWN_VIEWER_MS) {
        state.known.set(visitor, at);
      } else if (state.admitted.length < this.perMinute) {
        state.admitted.push(at);
        state.known.set(visitor, at);
      } else {
        refused.add(visitor);
      }
    }
    for (const [visitor, seen] of state.known) if (at - seen >= KNOWN_VIEWER_MS) state.known.delete(visitor);
    this.states.set(key, state);
    if (this.states.size > this.maxKeys) this.forgetIdle(at);
    return refused;
  }

  private forgetIdle(at: number) {
    for (const [key, state] of this.states) {
      if ([...state.known.values()].every((seen) => at - seen >= KNOWN_VIEWER_MS)) this.states.delete(key);
    }
  }
}

/** Who sent a batch: its user agent and network address (`request.ip`, see `TRUST_PROXY`). */
export interface Sender {
  userAgent: string | undefined;
  ip: string;
}

/**
 * Splits resolved events into those that count and those filtered as invalid traffic, adding the
 * filtered ones to `drops` by reason, in this order:
 * - `bot`: the user agent is a known bot, crawler, HTTP library or headless browser (the
 *   maintained `isbot` list); a request without a user agent is one too (every browser sends one);
 * - `no_viewer_token`: the `unsigned` events, those without a valid viewer token for their player
 *   and visitor;
 * - `viewer_cap`: the visitor is new past the {@link NewViewerCap} of the sender's address.
 */
export function filterInvalidTraffic(
  { verified, unsigned }: { verified: ResolvedEvent[]; unsigned: ResolvedEvent[] },
  sender: Sender,
  cap: NewViewerCap,
  drops: DropCounts,
): { counted: ResolvedEvent[]; filtered: FilteredEvent[] } {
  const filtered: FilteredEvent[] = [];
  const filter = (e: ResolvedEvent, reason: InvalidTrafficReason) => {
    filtered.push({ ...e, reason });
    drops[reason] += 1;
  };
  if (!sender.userAgent || isbot(sender.userAgent)) {
    for (const e of [...verified, ...unsigned]) filter(e, 'bot');
    return { counted: [], filtered };
  }
  for (const e of unsigned) filter(e, 'no_viewer_token');
  const events = verified;
  const group = addressGroup(sender.ip);
  const byStream = new Map<number, Set<string>>();
  for (const e of events) {
    const visitors = byStream.get(e.streamId) ?? new Set<string>();
    visitors.add(e.visitorId);
    byStream.set(e.streamId, visitors);
  }
  const refused = new Map<number, Set<string>>();
  for (const [streamId, visitors] of byStream)
    refused.set(streamId, cap.refuse(`${group}|${streamId}`, visitors));
  const counted: ResolvedEvent[] = [];
  for (const e of events) {
    if (refused.get(e.streamId)?.has(e.visitorId)) filter(e, 'viewer_cap');
    else counted.push(e);
  }
  return { counted, filtered };
}
