import type { PlayerConfig } from '@smuc/sdk/schemas';
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { PlayerAnalytics } from '../analytics';
import type { ViewerIdentity } from './document';
import { GoogleAnalyticsController } from './google-analytics';

/**
 * The viewer analytics of `<smuc-player>` (part d): one {@link PlayerAnalytics} per
 * `{apikey}|{endpoints.events}` (none in the preview), watching the player frame for impressions
 * while it is shown and the `<video>` for views, quartiles and heartbeats. `track` counts the
 * viewer's `share` and `heart`. Another document, {@link stop} or disconnecting ends it (queued
 * events are flushed by the tracker). With the document's `ga_code` the same events also go to
 * the account's GA4 property, after the page's consent ({@link GoogleAnalyticsController},
 * issue 34 §4).
 */
export class AnalyticsController implements ReactiveController {
  private analytics: PlayerAnalytics | null = null;
  /** `{apikey}|{events endpoint}` of the running analytics ('' for none). */
  private key = '';
  private readonly googleAnalytics: GoogleAnalyticsController;

  constructor(private readonly host: ReactiveControllerHost & HTMLElement) {
    host.addController(this);
    this.googleAnalytics = new GoogleAnalyticsController(host);
  }

  hostConnected(): void {
    this.key = '';
  }

  hostDisconnected(): void {
    this.stop();
  }

  /**
   * Follows a rendered document: `frame` is observed for impressions when `visible` (not
   * minimized or suppressed), `video` (null for kinds without one) for playback. `viewer`: the
   * identity the document came with; its events carry the viewer token (without one the server
   * counts none of them).
   */
  sync(
    c: PlayerConfig,
    preview: boolean,
    frame: Element | null,
    video: HTMLVideoElement | null,
    visible: boolean,
    viewer: ViewerIdentity | null = null,
  ): void {
    const key = preview ? '' : `${c.apikey}|${c.endpoints.events}`;
    if (key !== this.key) {
      this.analytics?.destroy();
      this.analytics = key
        ? new PlayerAnalytics(this.host, c.endpoints.events, c.apikey, undefined, viewer)
        : null;
      this.key = key;
    }
    if (this.analytics && frame && visible) this.analytics.observe(frame);
    if (this.analytics && video) this.analytics.attachVideo(video);
    this.googleAnalytics.sync(c, preview, video);
  }

  /** The viewer's analytics ids (visitor and page view), null without analytics (the preview). */
  viewer(): { visitorId: string; sessionId: string } | null {
    const tracker = this.analytics?.tracker;
    return tracker ? { visitorId: tracker.visitorId, sessionId: tracker.sessionId } : null;
  }

  /** Counts a viewer action. */
  track(type: 'share' | 'heart'): void {
    this.analytics?.track(type);
  }

  stop(): void {
    this.googleAnalytics.stop();
    this.analytics?.destroy();
    this.analytics = null;
    this.key = '';
  }
}
