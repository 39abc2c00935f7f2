import type { PlayerConfig } from '@smuc/sdk/schemas';
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { GoogleAnalyticsBridge } from '../google-analytics/bridge';

/** The element's events the Google Analytics bridge maps (see `google-analytics/bridge.ts`). */
const GA_EVENTS = [
  'smuc-play',
  'smuc-pause',
  'smuc-ended',
  'smuc-product-impression',
  'smuc-product-click',
  'smuc-add-to-cart',
  'smuc-checkout-complete',
  'smuc-purchase',
] as const;

/** Events kept while the bridge's chunk loads (a player's first seconds make a handful). */
const PENDING_MAX = 50;

/**
 * The account's Google Analytics in `<smuc-player>` (issue 34 §4). For a document with a
 * `ga_code` (the server sends one only while the account's plan allows Google Analytics) and not
 * in the preview, it loads the bridge as its own chunk (`google-analytics/bridge.ts`; nothing of
 * it, nor Google's tag, is in the entry) and hands it the element's events; the few that happen
 * while the chunk loads are kept and handed over. No code, the preview, {@link stop} or
 * disconnecting: nothing is loaded or sent.
 */
export class GoogleAnalyticsController implements ReactiveController {
  private bridge: GoogleAnalyticsBridge | null = null;
  /** `{apikey}|{ga_code}` of the running bridge ('' for none). */
  private key = '';
  private pending: [string, unknown][] = [];
  private video: HTMLVideoElement | null = null;

  constructor(private readonly host: ReactiveControllerHost & HTMLElement) {
    host.addController(this);
  }

  hostConnected(): void {
    for (const name of GA_EVENTS) this.host.addEventListener(name, this.onEvent);
  }

  hostDisconnected(): void {
    for (const name of GA_EVENTS) this.host.removeEventListener(name, this.onEvent);
    this.stop();
  }

  private readonly onEvent = (event: Event) => {
    if (!this.key) return;
    const detail = (event as CustomEvent).detail;
    if (this.bridge) this.bridge.handle(event.type, detail);
    else if (this.pending.length < PENDING_MAX) this.pending.push([event.type, detail]);
  };

  /** Follows a rendered document and its `<video>` (null for kinds without one). */
  sync(c: PlayerConfig, preview: boolean, video: HTMLVideoElement | null): void {
    const code = preview ? null : c.ga_code;
    const key = code ? `${c.apikey}|${code}` : '';
    if (key !== this.key) {
      this.stop();
      this.key = key;
      if (code)
        void import('../google-analytics/bridge').then(
          ({ GoogleAnalyticsBridge }) => {
            if (this.key !== key) return;
            const bridge = new GoogleAnalyticsBridge({ ...c, ga_code: code });
            bridge.attachVideo(this.video);
            this.bridge = bridge;
            for (const [type, detail] of this.pending.splice(0)) bridge.handle(type, detail);
          },
          () => {
            this.pending = [];
          },
        );
    }
    if (!code) return;
    this.video = video;
    this.bridge?.update({ ...c, ga_code: code });
    this.bridge?.attachVideo(video);
  }

  stop(): void {
    this.bridge?.destroy();
    this.bridge = null;
    this.key = '';
    this.pending = [];
    this.video = null;
  }
}
