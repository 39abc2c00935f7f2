import { storedVisitorId } from '@smuc/sdk/analytics';
import type { PlayerConfig } from '@smuc/sdk/schemas';
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { t } from '../texts';
import { scheduleAt } from '../timeline';

/** Stable codes of `smuc-error`: the player document could not be loaded. */
export const PLAYER_ERRORS = {
  /** The server does not know the apikey (deleted or mistyped player): 404. */
  not_found: 'not_found',
  /** Network failure, a non-JSON answer or another status. */
  unavailable: 'unavailable',
} as const;
export type PlayerErrorCode = keyof typeof PLAYER_ERRORS;

/**
 * While the document says its video is still being converted (`source.processing`, issue 28 §3)
 * the player reads it again after 2 s, then after twice as long each time, at most every 15 s:
 * a short clip is picked up within seconds, a long transcode costs a viewer four requests a minute.
 */
export const PROCESSING_POLL = { firstMs: 2000, maxMs: 15_000 } as const;

/** What the player shows right now. */
export type PlayerPhase = 'loading' | 'error' | 'upcoming' | 'waiting' | 'live' | 'vod' | 'ended';

/** `{origin of the script that loaded the player}/smucrestapi/v2`, else the page's origin. */
export function defaultApiBase(): string {
  try {
    return `${new URL(import.meta.url).origin}/smucrestapi/v2`;
  } catch {
    return `${globalThis.location?.origin ?? ''}/smucrestapi/v2`;
  }
}

const isPlayerConfig = (value: unknown): value is PlayerConfig =>
  !!value &&
  typeof value === 'object' &&
  typeof (value as PlayerConfig).kind === 'string' &&
  typeof (value as PlayerConfig).apikey === 'string' &&
  typeof (value as PlayerConfig).source === 'object';

/**
 * The phase of a document at `now` (ms since epoch) for a stream status (0 waiting, 1 live,
 * 2 paused, 3 closed): live kinds follow the status and their start date, a scheduled playback
 * ("fake live") its schedule, every other kind is a VOD.
 */
export function phaseOf(c: PlayerConfig, status: number = c.stream_status, now = Date.now()): PlayerPhase {
  if (c.kind === 'live') {
    if (status === 3) return 'ended';
    if (status === 1) return 'live';
    const start = c.start_date ? Date.parse(c.start_date) : Number.NaN;
    return start > now ? 'upcoming' : 'waiting';
  }
  if (c.kind === 'playback') return scheduleAt(c, c.source.video?.duration ?? null, now).phase;
  return 'vod';
}

/** What the document controller needs from `<smuc-player>`. */
export interface DocumentHost extends ReactiveControllerHost, EventTarget {
  /** The stream's apikey; the document is fetched for it unless `config` is set. */
  readonly apikey: string | null;
  /** API root (`null`: {@link defaultApiBase}). */
  readonly apiBase: string | null;
  /** A document given as a property: shown as is, nothing fetched. */
  readonly config: PlayerConfig | undefined;
  /** Editor preview: the document is read without a visitor (nothing is counted). */
  readonly preview: boolean;
}

/** Who the server says the viewer is: the visitor id and the viewer token its events carry. */
export interface ViewerIdentity {
  visitorId: string;
  token: string;
}

/** Answers the document controller asks the element for while its clock runs. */
export interface DocumentHooks {
  /** Announces a text in the polite live region. */
  say(text: string): void;
  /** Whether the video is playing (a fake live that ends while playing keeps playing as VOD). */
  playing(): boolean;
  /** Whether the realtime hub is connected (its stream status then wins over the document's). */
  following(): boolean;
}

/**
 * The player document and its phase (part a of `<smuc-player>`): fetches `GET
 * {api-base}/player/{apikey}` (envelope `{success, data}`; a newer request aborts the older one),
 * raises `smuc-error` `{code}` when that fails, and keeps the phase (`loading`, `error`,
 * `upcoming`, `waiting`, `live`, `vod`, `ended`) in step with the stream status and, through a
 * one-second clock, with the countdown and the schedule of a fake live. Every change requests a
 * host update. Disconnecting aborts the fetch and stops the clock.
 */
export class PlayerDocumentController implements ReactiveController {
  private fetchedDoc: PlayerConfig | undefined;
  private arrived = false;
  private errorCode: PlayerErrorCode | null = null;
  private shown: PlayerPhase = 'loading';
  private abort: AbortController | null = null;
  private ticker: ReturnType<typeof setInterval> | undefined;
  private poll: ReturnType<typeof setTimeout> | undefined;
  private pollMs: number = PROCESSING_POLL.firstMs;
  /** Now (ms since epoch) as of the clock's last tick: the countdown's reference. */
  now = Date.now();
  /** The stream status the hub reported last (0 waiting, 1 live, 2 paused, 3 closed), per broadcast. */
  liveStatus: number | null = null;
  /**
   * The viewer identity that came with the fetched document (headers `smuc-visitor-id` and
   * `smuc-viewer-token`, issue 29 §2); null before, in the preview and when the server gave none.
   */
  viewer: ViewerIdentity | null = null;

  constructor(
    private readonly host: DocumentHost,
    private readonly hooks: DocumentHooks,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    // Re-attached while the video was still being converted: keep waiting for it.
    if (this.fetchedDoc?.source.processing) this.schedulePoll();
  }

  hostDisconnected(): void {
    this.abort?.abort();
    this.stopClock();
    this.stopPoll();
  }

  /** The document shown: the host's `config` property, else the fetched one. */
  get current(): PlayerConfig | undefined {
    return this.host.config ?? this.fetchedDoc;
  }

  /** Why the document could not be loaded (`null` while none failed). */
  get error(): PlayerErrorCode | null {
    return this.errorCode;
  }

  get phase(): PlayerPhase {
    return this.shown;
  }

  set phase(next: PlayerPhase) {
    if (next === this.shown) return;
    this.shown = next;
    this.host.requestUpdate();
  }

  /** True once after a fetched document arrived (the host adopts it in its next update). */
  takeArrival(): boolean {
    const arrived = this.arrived;
    this.arrived = false;
    return arrived;
  }

  /**
   * Fetches the document for the host's apikey (nothing without one; aborts the previous fetch),
   * outside the preview with `?visitor=` the browser's visitor id, so the server signs a viewer
   * token for it ({@link viewer}).
   * A document whose video is still being converted is read again ({@link PROCESSING_POLL}); such
   * a re-read (`polling`) only replaces the shown document once the video is no longer
   * processing, and a failed re-read is retried later instead of replacing the notice.
   */
  async load(polling = false): Promise<void> {
    const apikey = this.host.apikey;
    this.abort?.abort();
    this.stopPoll();
    if (!polling) this.pollMs = PROCESSING_POLL.firstMs;
    if (!apikey) return;
    const abort = new AbortController();
    this.abort = abort;
    this.setError(null);
    const base = (this.host.apiBase || defaultApiBase()).replace(/\/+$/, '');
    try {
      const visitor = this.host.preview ? '' : `?visitor=${encodeURIComponent(storedVisitorId())}`;
      const res = await fetch(`${base}/player/${encodeURIComponent(apikey)}${visitor}`, {
        signal: abort.signal,
      });
      const body = (await res.json().catch(() => null)) as { success?: boolean; data?: unknown } | null;
      if (res.status === 404) throw new Error(PLAYER_ERRORS.not_found);
      if (!res.ok || !body?.success || !isPlayerConfig(body.data)) throw new Error(PLAYER_ERRORS.unavailable);
      if (abort.signal.aborted) return;
      const token = res.headers.get('smuc-viewer-token');
      const visitorId = res.headers.get('smuc-visitor-id');
      if (token && visitorId && !this.host.preview) this.viewer = { token, visitorId };
      const processing = body.data.source.processing === true;
      if (!(polling && processing) && body.data !== this.fetchedDoc) {
        this.fetchedDoc = body.data;
        this.arrived = true;
        this.host.requestUpdate();
      }
      if (processing) this.schedulePoll();
    } catch (error) {
      if (abort.signal.aborted) return;
      if (polling) {
        this.schedulePoll();
        return;
      }
      const code: PlayerErrorCode =
        (error as Error).message === PLAYER_ERRORS.not_found ? 'not_found' : 'unavailable';
      this.setError(code);
      this.phase = 'error';
      this.host.dispatchEvent(
        new CustomEvent('smuc-error', { detail: { code }, bubbles: true, composed: true }),
      );
    }
  }

  /** Reads the document again after the current poll delay (doubled each time, see {@link PROCESSING_POLL}). */
  private schedulePoll() {
    if (this.poll !== undefined || this.host.config) return;
    const delay = this.pollMs;
    this.pollMs = Math.min(delay * 2, PROCESSING_POLL.maxMs);
    this.poll = setTimeout(() => {
      this.poll = undefined;
      void this.load(true);
    }, delay);
  }

  /** Stops waiting for a video being converted (the player was closed or hidden). */
  stopPoll(): void {
    clearTimeout(this.poll);
    this.poll = undefined;
  }

  private setError(code: PlayerErrorCode | null) {
    if (code === this.errorCode) return;
    this.errorCode = code;
    this.host.requestUpdate();
  }

  /** Takes a document: a new broadcast forgets the hub's status; the phase follows the document. */
  adopt(c: PlayerConfig, sameBroadcast: boolean): void {
    if (!sameBroadcast) this.liveStatus = null;
    this.phase = phaseOf(c, this.liveStatus ?? c.stream_status);
  }

  /**
   * A stream status from the hub or the engine (live kinds only). Announces a start or an end and
   * answers the new phase, or `null` when the phase stays.
   */
  applyStatus(status: number): PlayerPhase | null {
    const c = this.current;
    if (c?.kind !== 'live') return null;
    this.liveStatus = status;
    const next = phaseOf(c, status);
    if (next === this.shown) return null;
    if (next === 'live') this.hooks.say(t(c.language, 'player.started'));
    if (next === 'ended') this.hooks.say(t(c.language, 'player.ended'));
    return next;
  }

  /** Runs the one-second clock while a countdown or a fake live needs it, stops it otherwise. */
  syncClock(): void {
    const needs = this.shown === 'upcoming' || (this.current?.kind === 'playback' && this.shown === 'live');
    if (needs && !this.ticker) this.ticker = setInterval(() => this.tick(), 1000);
    else if (!needs) this.stopClock();
  }

  stopClock(): void {
    clearInterval(this.ticker);
    this.ticker = undefined;
  }

  private tick() {
    const c = this.current;
    this.now = Date.now();
    this.host.requestUpdate();
    if (!c) return;
    const next = phaseOf(c, this.hooks.following() ? (this.liveStatus ?? c.stream_status) : c.stream_status);
    // A fake live that ended by its end date turns into a VOD without interrupting the viewer.
    if (next !== this.shown && !(this.shown === 'live' && next === 'vod' && this.hooks.playing())) {
      this.phase = next;
      if (next === 'live') this.hooks.say(t(c.language, 'player.started'));
    }
  }
}
