import { createTracker, type Tracker } from '@smuc/sdk/analytics';
import type { EventType } from '@smuc/sdk/schemas';

/** Seconds of playing between two heartbeats (issue 6: viewer minutes, every 15 s while playing). */
export const HEARTBEAT_EVERY_SEC = 15;
/** Share of the player that must be visible, and for how long (ms), to count an impression. */
export const IMPRESSION_RATIO = 0.5;
export const IMPRESSION_MS = 1000;

/** The products element's events (helper P2's contract) and the analytics event each one counts as. */
const PRODUCT_EVENTS: Record<string, EventType> = {
  'smuc-product-impression': 'product_impression',
  'smuc-product-click': 'product_click',
  'smuc-product-link-click': 'product_link_click',
  // Add to cart through the page's cart, or Buy opening the in-player checkout: the funnel's
  // add-to-cart step (issue 34 §2) either way.
  'smuc-add-to-cart': 'add_to_cart',
  'smuc-buy': 'add_to_cart',
  // The shop plugin (or the payments flow) reports a completed purchase on the player element.
  'smuc-purchase': 'purchase',
};

/**
 * The viewer measurements of one `<smuc-player>` (issue 6, Analytics), sent through the sdk's
 * batching tracker to `config.endpoints.events`:
 * - `impression` once when at least 50 % of the player has been visible for 1 s;
 * - `play` once when playback first starts (the funnel's second step, issue 34 §2);
 * - `three_sec_view` once after 3 s of playing; `quartile` 25/50/75 when playback crosses a quarter
 *   of the video without seeking over it; `complete` at the end (or when a loop wraps);
 * - `heartbeat` with the seconds played, every 15 s while playing and the rest on pause or end;
 * - product events from the products element (`smuc-product-*`, `add_to_cart` for
 *   `smuc-add-to-cart` and `smuc-buy`) and `smuc-purchase`;
 * - `share` and `heart` through {@link PlayerAnalytics.track}.
 * Subscriptions are not sent: the server's subscribe endpoint counts them already.
 */
export class PlayerAnalytics {
  readonly tracker: Tracker;
  private observer: IntersectionObserver | null = null;
  private observed: Element | null = null;
  private impressionTimer: ReturnType<typeof setTimeout> | undefined;
  private ticker: ReturnType<typeof setInterval> | undefined;
  private video: HTMLVideoElement | null = null;
  private played = 0;
  private unsentBeat = 0;
  private lastTime: number | null = null;
  private readonly sent = new Set<string>();
  private readonly cleanups: (() => void)[] = [];

  /**
   * @param endpoint the ingest address; @param apikey the stream's apikey; @param viewer the visitor
   * id and viewer token the player document came with (issue 29 §2).
   */
  constructor(
    host: HTMLElement,
    endpoint: string,
    apikey: string,
    tracker?: Tracker,
    viewer?: { visitorId: string; token: string } | null,
  ) {
    this.tracker =
      tracker ??
      createTracker({
        endpoint,
        apikey,
        ...(viewer ? { visitorId: viewer.visitorId, viewerToken: viewer.token } : {}),
      });
    for (const [name, type] of Object.entries(PRODUCT_EVENTS)) {
      const listener = (event: Event) => {
        const productId = (event as CustomEvent<{ productId?: unknown }>).detail?.productId;
        if (typeof productId === 'number') this.tracker.track(type, { product_id: productId });
      };
      host.addEventListener(name, listener);
      this.cleanups.push(() => host.removeEventListener(name, listener));
    }
  }

  /** Queues one event (used for `share` and `heart`). */
  track(type: EventType): void {
    this.tracker.track(type);
  }

  /**
   * Starts watching visibility for the impression; the observed node is the player's frame. A new
   * frame (the element re-rendered, e.g. from its loading state to the video) replaces the old one.
   */
  observe(target: Element): void {
    if (
      this.sent.has('impression') ||
      this.observed === target ||
      typeof IntersectionObserver === 'undefined'
    )
      return;
    this.observer?.disconnect();
    clearTimeout(this.impressionTimer);
    this.observed = target;
    this.observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.some((e) => e.isIntersecting && e.intersectionRatio >= IMPRESSION_RATIO);
        clearTimeout(this.impressionTimer);
        if (visible)
          this.impressionTimer = setTimeout(() => {
            this.once('impression', () => this.tracker.track('impression'));
            this.observer?.disconnect();
            this.observer = null;
            this.observed = null;
          }, IMPRESSION_MS);
      },
      { threshold: [0, IMPRESSION_RATIO, 1] },
    );
    this.observer.observe(target);
  }

  /** Follows a video's playback; call again when the element renders another video. */
  attachVideo(video: HTMLVideoElement): void {
    if (this.video === video) return;
    this.detachVideo();
    this.video = video;
    const on = (name: string, fn: () => void) => {
      video.addEventListener(name, fn);
      this.videoCleanups.push(() => video.removeEventListener(name, fn));
    };
    on('playing', () => {
      this.once('play', () => this.tracker.track('play'));
      this.startTicking();
    });
    on('pause', () => this.stopTicking());
    on('ended', () => {
      this.stopTicking();
      this.once('complete', () => this.tracker.track('complete'));
    });
    on('seeking', () => {
      this.lastTime = null;
    });
    on('timeupdate', () => this.progress(video));
  }

  private videoCleanups: (() => void)[] = [];

  private detachVideo() {
    this.stopTicking();
    for (const fn of this.videoCleanups.splice(0)) fn();
    this.video = null;
    this.lastTime = null;
  }

  private progress(video: HTMLVideoElement) {
    const duration = video.duration;
    const now = video.currentTime;
    const last = this.lastTime;
    this.lastTime = now;
    if (!Number.isFinite(duration) || duration <= 0 || last === null) return;
    // A loop that wraps from the end back to the start completes the video.
    if (video.loop && last > duration - 1.5 && now < 1.5)
      this.once('complete', () => this.tracker.track('complete'));
    if (now <= last || now - last > 3) return;
    for (const quartile of [25, 50, 75] as const) {
      const mark = (duration * quartile) / 100;
      if (last < mark && now >= mark)
        this.once(`q${quartile}`, () => this.tracker.track('quartile', { quartile }));
    }
  }

  private startTicking() {
    if (this.ticker) return;
    this.ticker = setInterval(() => {
      if (!this.video || this.video.paused) return;
      this.played += 1;
      this.unsentBeat += 1;
      if (this.played >= 3) this.once('three_sec_view', () => this.tracker.track('three_sec_view'));
      if (this.unsentBeat >= HEARTBEAT_EVERY_SEC) this.beat();
    }, 1000);
  }

  private stopTicking() {
    clearInterval(this.ticker);
    this.ticker = undefined;
    this.beat();
  }

  private beat() {
    if (this.unsentBeat >= 1) this.tracker.track('heartbeat', { seconds: this.unsentBeat });
    this.unsentBeat = 0;
  }

  private once(key: string, fn: () => void) {
    if (this.sent.has(key)) return;
    this.sent.add(key);
    fn();
  }

  /** Sends what is queued and stops every listener and timer. */
  destroy(): void {
    this.detachVideo();
    clearTimeout(this.impressionTimer);
    this.observer?.disconnect();
    this.observer = null;
    this.observed = null;
    for (const fn of this.cleanups.splice(0)) fn();
    this.tracker.destroy();
  }
}
