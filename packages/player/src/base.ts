import type { Language, PlayerConfig, PlayerProduct } from '@smuc/sdk/schemas';
import { html, LitElement, nothing, type PropertyValues } from 'lit';
import { classMap } from 'lit/directives/class-map.js';
import { styleMap } from 'lit/directives/style-map.js';
import { AnalyticsController } from './controllers/analytics';
import { PlayerDocumentController, type PlayerErrorCode, type PlayerPhase } from './controllers/document';
import { LiveEngineController } from './controllers/live-engine';
import { RealtimeController } from './controllers/realtime';
import { useFont } from './font';
import { readMemory, remember, shouldShow } from './frequency';
import { type MediaRequests, type MediaState, media } from './parts/media';
import { type SidebarRequests, type SidebarState, sidebar, sidebarTabs, type Tab } from './parts/sidebar';
import { featured, launcher, type TopRequests, topBar } from './parts/top';
import { playerStyles } from './styles';
import { loadTranslations, t, textsLoaded } from './texts';
import { isAdLayout, playerBox, safeUrl, scheduleAt } from './timeline';

export {
  defaultApiBase,
  PLAYER_ERRORS,
  type PlayerErrorCode,
  type PlayerPhase,
} from './controllers/document';

/** Attribute names of `<smuc-player>` (simple values only; objects are properties). */
export const PLAYER_ATTRIBUTES = {
  apikey: 'apikey',
  apiBase: 'api-base',
  floating: 'floating',
  preview: 'preview',
  clickUrl: 'click-url',
} as const;

/** The events `<smuc-player>` raises (all bubble and cross the shadow boundary). */
export interface SmucPlayerEventMap {
  'smuc-ready': CustomEvent<{ config: PlayerConfig }>;
  'smuc-play': CustomEvent<{ currentTime: number }>;
  'smuc-pause': CustomEvent<{ currentTime: number }>;
  'smuc-ended': CustomEvent<{ currentTime: number }>;
  'smuc-close': CustomEvent<{ apikey: string }>;
  'smuc-error': CustomEvent<{ code: PlayerErrorCode }>;
}

/** Ad sizes whose featured image sits below the video (001 §9 featured image crops). */
const COLUMN_AD_SIZES = new Set(['300x600', '400x600', '400x900']);
/** The narrowest player (px) that shows its sidebar beside the video; narrower ones put it below. */
const SIDE_INLINE_MIN_PX = 600;

/**
 * The viewer element of a SMUC player (issue 6): one element for every kind of `PlayerConfig`
 * (live with WebRTC and HLS fallback, scheduled "fake live" playback with its countdown, VOD and
 * social embeds, video ads in the IAB sizes of 001 §9 and photo ads), with everything the editor
 * configures: layout, colours, font, language (Arabic right to left), autoplay (muted), loop,
 * logos, title, badges, share/like/close buttons, floating mode with its frequency, and the
 * sidebar with products, subscriber form and chat.
 *
 * Give it `apikey` (the document is fetched from `GET {api-base}/player/{apikey}`) or set the
 * `config` property (nothing is fetched: the editor's preview shows unsaved settings this way).
 * Viewer analytics go to `config.endpoints.events`, except with `preview`. A shop that completes
 * a purchase on the page reports it by dispatching `smuc-purchase` `{productId}` on the element.
 *
 * @summary Shoppable video player for any page.
 * @event smuc-ready - `{config}` once a player document is shown.
 * @event smuc-play - `{currentTime}` (s) when the video starts or resumes playing.
 * @event smuc-pause - `{currentTime}` (s) when the video pauses.
 * @event smuc-ended - `{currentTime}` (s) when the video reached its end.
 * @event smuc-close - `{apikey}` after the viewer closed the player (close button).
 * @event smuc-error - `{code}` (`not_found`, `unavailable`) when the player document cannot be loaded.
 * @event smuc-product-impression - passed through from the products list (`{productId}`).
 * @event smuc-product-click - passed through (`{productId, product}`).
 * @event smuc-product-link-click - passed through (`{productId, product}`).
 * @event smuc-add-to-cart - passed through (`{productId, product}`).
 * @event smuc-subscribe - passed through from the subscriber form (`{email}`).
 * @csspart frame - the player box.
 * @csspart stage - the media area.
 * @csspart video - the video element.
 * @csspart title - the title.
 * @csspart controls - the control bar.
 * @csspart seek - the seek slider (VOD only).
 * @csspart cta - the ad's call-to-action link.
 * @csspart countdown - the countdown box.
 * @csspart sidebar - the sidebar with its tabs.
 * @csspart launcher - the button of a minimized player.
 * @cssproperty --smuc-player-button-color - button background (default: the editor's button colour).
 * @cssproperty --smuc-player-text-color - text colour (default: the editor's text colour).
 * @cssproperty --smuc-player-font-family - font when the player has no account font.
 */
export class SmucPlayer extends LitElement {
  static override styles = playerStyles;

  static override properties = {
    apikey: { type: String },
    apiBase: { type: String, attribute: PLAYER_ATTRIBUTES.apiBase },
    floating: { type: Boolean, reflect: true },
    preview: { type: Boolean },
    clickUrl: { type: String, attribute: PLAYER_ATTRIBUTES.clickUrl },
    config: { attribute: false },
    _playing: { state: true },
    _muted: { state: true },
    _time: { state: true },
    _duration: { state: true },
    _minimized: { state: true },
    _suppressed: { state: true },
    _fullscreen: { state: true },
    _tab: { state: true },
    _sidebarOpen: { state: true },
    _sidebarReady: { state: true },
    _liked: { state: true },
    _announce: { state: true },
    _products: { state: true },
    _pinnedId: { state: true },
    _mediaError: { state: true },
    _width: { state: true },
  };

  /** The stream's apikey: the player document is fetched for it unless `config` is set. */
  declare apikey: string | null;
  /** API root, default `{origin of the player script}/smucrestapi/v2`. */
  declare apiBase: string | null;
  /** A corner mini player shown by the player's frequency rule (remembered per visitor). */
  declare floating: boolean;
  /** Editor preview: no analytics, no realtime, no frequency memory, no subscription requests. */
  declare preview: boolean;
  /**
   * Display banners (issue 6): the demand-side platform's click-tracking prefix, its click macro
   * as the platform serves it (e.g. DV360 `%%CLICK_URL_UNESC%%` expanded). The ad's exits (call to
   * action, featured image) lead through it: prefix + landing address. Ignored while the macro is
   * unexpanded or not an http(s) address.
   */
  declare clickUrl: string | null;
  /** A player document to show as is (nothing is fetched); see `PlayerConfig` in the sdk. */
  declare config: PlayerConfig | undefined;

  declare private _playing: boolean;
  declare private _muted: boolean;
  declare private _time: number;
  declare private _duration: number;
  declare private _minimized: boolean;
  declare private _suppressed: boolean;
  declare private _fullscreen: boolean;
  declare private _tab: Tab['id'];
  declare private _sidebarOpen: boolean;
  declare private _sidebarReady: boolean;
  /** The element's rendered width in px (0 until measured): narrow pages get the sidebar below. */
  declare private _width: number;
  private readonly resize =
    typeof ResizeObserver === 'undefined'
      ? null
      : new ResizeObserver(([entry]) => {
          const width = Math.round(entry?.contentRect.width ?? 0);
          // Only the side of the 600 px line matters; ignore other changes to avoid re-renders.
          if (width > 0 && width >= SIDE_INLINE_MIN_PX !== this._width >= SIDE_INLINE_MIN_PX)
            this._width = width;
          else if (this._width === 0) this._width = width;
        });
  declare private _liked: boolean;
  declare private _announce: string;
  declare private _products: PlayerProduct[];
  declare private _pinnedId: number | null;
  declare private _mediaError: boolean;

  /** (a) The document, its fetch and its phase. */
  private readonly doc = new PlayerDocumentController(this, {
    say: (text) => this.say(text),
    playing: () => this._playing,
    following: () => !!this.realtime.connection,
  });
  /** (b) The live engine (WebRTC, HLS) of live kinds. */
  private readonly engine = new LiveEngineController(this, this.doc, (status) => this.onStatus(status));
  /** (c) The realtime hub: feed, pins, stream status. */
  private readonly realtime = new RealtimeController(this, {
    feed: (items) => {
      this._products = items;
    },
    pin: (id) => {
      this._pinnedId = id;
    },
    status: (status) => this.onStatus(status),
  });
  /** (d) Viewer analytics. */
  private readonly analytics = new AnalyticsController(this);
  private sidebarTimer: ReturnType<typeof setTimeout> | undefined;
  private readyFor: PlayerConfig | undefined;
  private frequencyChecked = '';
  private closed = false;
  private loaded = new Set<string>();
  private onFullscreen = () => {
    this._fullscreen = !!this.shadowRoot?.fullscreenElement;
  };

  constructor() {
    super();
    this.apikey = null;
    this.apiBase = null;
    this.floating = false;
    this.preview = false;
    this._width = 0;
    this.clickUrl = null;
    this.config = undefined;
    this._playing = false;
    this._muted = false;
    this._time = 0;
    this._duration = Number.NaN;
    this._minimized = false;
    this._suppressed = false;
    this._fullscreen = false;
    this._tab = 'products';
    this._sidebarOpen = true;
    this._sidebarReady = true;
    this._liked = false;
    this._announce = '';
    this._products = [];
    this._pinnedId = null;
    this._mediaError = false;
  }

  /** The document shown: the `config` property, else the fetched one. */
  get current(): PlayerConfig | undefined {
    return this.doc.current;
  }

  /** What the player shows right now (`loading` until a document arrived). */
  get phase(): PlayerPhase {
    return this.doc.phase;
  }

  /** The `<video>` of video kinds (null for photo ads, social embeds and notices). */
  get video(): HTMLVideoElement | null {
    return this.renderRoot?.querySelector('video') ?? null;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.resize?.observe(this);
    document.addEventListener('fullscreenchange', this.onFullscreen);
    if (!textsLoaded())
      loadTranslations().then(
        () => this.requestUpdate(),
        () => undefined,
      );
    // Re-attached after a move in the DOM: pick everything up again.
    // (The controllers reset themselves in `hostConnected`.)
    if (this.hasUpdated) {
      if (this.current) this.startSidebarDelay(this.current);
      else if (this.apikey && !this.config) void this.doc.load();
      this.requestUpdate();
    }
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.resize?.disconnect();
    document.removeEventListener('fullscreenchange', this.onFullscreen);
    this.teardown();
  }

  private teardown() {
    this.engine.stop();
    this.doc.stopClock();
    clearTimeout(this.sidebarTimer);
    this.analytics.stop();
    this.realtime.close();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if ((changed.has('apikey') || changed.has('apiBase') || changed.has('config')) && !this.config)
      void this.doc.load();
    const c = this.current;
    const arrived = this.doc.takeArrival();
    if (changed.has('config') || arrived) {
      if (c) this.adopt(c);
    }
  }

  /** Takes a new document: phase, products, frequency, minimized state, font and colours. */
  private adopt(c: PlayerConfig) {
    const previous = this.readyFor;
    const sameBroadcast = previous?.apikey === c.apikey;
    this._products = sameBroadcast && this.realtime.connection ? this._products : c.products;
    if (!sameBroadcast) {
      this._muted = c.autoplay || c.muted;
      this._minimized = c.start_minimized;
      this._mediaError = false;
      this._pinnedId = null;
      this._sidebarReady = !(
        c.ad_size === '640x360' &&
        isAdLayout(c) &&
        (c.delay_sidebar_appearance ?? 0) > 0
      );
    }
    this.doc.adopt(c, sameBroadcast);
    if (this.floating && !this.preview && this.frequencyChecked !== c.apikey) {
      this.frequencyChecked = c.apikey;
      const now = Date.now();
      this._suppressed = !shouldShow(c.frequency, readMemory(c.apikey), now);
      if (!this._suppressed) remember(c.apikey, { shownAt: now });
    }
    if (this.floating) {
      const box = playerBox(c);
      this.style.setProperty('--_float-w', `${Math.min(box.width, box.width > box.height ? 400 : 300)}px`);
    }
  }

  protected override updated(): void {
    const c = this.current;
    if (!c) return;
    // Hidden by the floating frequency or closed by the viewer: nothing runs, nothing is counted.
    if (this._suppressed || this.closed) {
      this.teardown();
      return;
    }
    if (this.readyFor !== c) {
      const first = this.readyFor?.apikey !== c.apikey;
      this.readyFor = c;
      if (first) this.startSidebarDelay(c);
      this.emit('smuc-ready', { config: c });
    }
    this.doc.syncClock();
    const frame = this.renderRoot.querySelector('.frame');
    this.analytics.sync(c, this.preview, frame, this.video, !this._minimized && !this._suppressed);
    this.realtime.sync(c, this.preview);
    this.engine.sync(c);
    this.loadParts(c);
  }

  private emit<K extends keyof SmucPlayerEventMap>(
    type: K,
    detail: SmucPlayerEventMap[K] extends CustomEvent<infer D> ? D : never,
  ) {
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }

  /** Stream status from the hub or the engine (0 waiting, 1 live, 2 paused, 3 closed). */
  private onStatus(status: number) {
    const next = this.doc.applyStatus(status);
    if (next === null) return;
    if (next !== 'live') this.engine.stop();
    this.doc.phase = next;
  }

  /** Sidebar of 640x360 ads appears `delay_sidebar_appearance` seconds after the player is shown. */
  private startSidebarDelay(c: PlayerConfig) {
    clearTimeout(this.sidebarTimer);
    if (this._sidebarReady) return;
    this.sidebarTimer = setTimeout(
      () => {
        this._sidebarReady = true;
      },
      (c.delay_sidebar_appearance ?? 0) * 1000,
    );
  }

  /** Loads the sidebar elements a document needs, each its own chunk, once. */
  private loadParts(c: PlayerConfig) {
    const need = (name: string, load: () => Promise<unknown>) => {
      if (this.loaded.has(name)) return;
      this.loaded.add(name);
      load().catch(() => this.loaded.delete(name));
    };
    for (const tab of this.tabs(c)) {
      if (tab.id === 'products') need('products', () => import('./products/index'));
      if (tab.id === 'subscribe') need('subscribe', () => import('./subscribe/index'));
      if (tab.id === 'chat') need('chat', () => import('./chat/index'));
    }
    if (c.kind === 'photo_ad') need('photos', () => import('./photos/index'));
    if (c.form && this.doc.phase === 'upcoming' && c.show_countdown_box)
      need('subscribe', () => import('./subscribe/index'));
  }

  /** The sidebar tabs of a document (see {@link sidebarTabs}). */
  private tabs(c: PlayerConfig): Tab[] {
    return sidebarTabs(c, {
      productCount: this._products.length,
      following: !!this.realtime.connection,
      phase: this.doc.phase,
      preview: this.preview,
    });
  }

  /** An ad exit: the landing address behind the banner's click-tracking prefix, when there is one. */
  private exit(landing: string | null): string | null {
    const prefix = this.clickUrl?.trim();
    if (!landing || !prefix || /%%|\$\{/.test(prefix) || !/^https?:\/\//i.test(prefix)) return landing;
    return `${prefix}${landing}`;
  }

  /** Puts a text into the polite live region (re-announced even when the same text repeats). */
  private say(text: string) {
    this._announce = '';
    void this.updateComplete.then(() => {
      this._announce = text;
    });
  }

  // ---- viewer actions -------------------------------------------------------------------------

  /** Plays or pauses the video. */
  toggle(): void {
    const video = this.video;
    if (!video) return;
    if (video.paused) {
      this.syncFakeLive(video);
      video.play().catch(() => undefined);
    } else video.pause();
  }

  private toggleMute() {
    const video = this.video;
    if (video) video.muted = !video.muted;
    this._muted = video ? video.muted : !this._muted;
  }

  private async toggleFullscreen() {
    const frame = this.renderRoot.querySelector<HTMLElement>('.frame');
    try {
      if (this.shadowRoot?.fullscreenElement) await document.exitFullscreen();
      else await frame?.requestFullscreen();
    } catch {
      // Fullscreen refused (iframe without allow="fullscreen"): nothing to do.
    }
  }

  private async share(c: PlayerConfig) {
    const url = globalThis.location?.href ?? '';
    this.analytics.track('share');
    try {
      if (navigator.share) {
        await navigator.share({ title: c.title, url });
        return;
      }
      await navigator.clipboard.writeText(url);
      this.say(t(c.language, 'player.link_copied'));
    } catch {
      // Share sheet dismissed or clipboard refused: nothing happened, nothing to say.
    }
  }

  private like() {
    if (this._liked) return;
    this._liked = true;
    this.analytics.track('heart');
  }

  /** Closes the player; a floating player remembers it for its frequency (`close`: never again). */
  close(): void {
    const c = this.current;
    this.video?.pause();
    this.closed = true;
    this.teardown();
    if (c && this.floating && !this.preview) remember(c.apikey, { closedAt: Date.now() });
    this.hidden = true;
    this.emit('smuc-close', { apikey: c?.apikey ?? this.apikey ?? '' });
  }

  private minimize(minimized: boolean) {
    if (minimized) this.video?.pause();
    this._minimized = minimized;
    void this.updateComplete.then(() => {
      const target = minimized ? '.launcher' : '.frame button';
      this.renderRoot.querySelector<HTMLElement>(target)?.focus();
    });
  }

  /** A fake live jumps to "now" when it (re)starts playing, like a broadcast would. */
  private syncFakeLive(video: HTMLVideoElement) {
    const c = this.current;
    if (c?.kind !== 'playback' || this.doc.phase !== 'live') return;
    const duration = Number.isFinite(video.duration) ? video.duration : (c.source.video?.duration ?? null);
    const state = scheduleAt(c, duration, Date.now());
    if (state.phase === 'live' && Math.abs(video.currentTime - state.offsetSec) > 2)
      video.currentTime = state.offsetSec;
    else if (state.phase === 'vod') this.doc.phase = 'vod';
  }

  private onVideo(event: Event) {
    const video = event.target as HTMLVideoElement;
    const c = this.current;
    switch (event.type) {
      case 'loadedmetadata':
        this._duration = video.duration;
        this.syncFakeLive(video);
        break;
      case 'play':
        this.syncFakeLive(video);
        break;
      case 'playing':
        this._playing = true;
        this._mediaError = false;
        this.emit('smuc-play', { currentTime: video.currentTime });
        break;
      case 'pause':
        this._playing = false;
        if (!video.ended) this.emit('smuc-pause', { currentTime: video.currentTime });
        break;
      case 'ended':
        this._playing = false;
        if (c?.kind === 'playback' && this.doc.phase === 'live') this.doc.phase = 'vod';
        this.emit('smuc-ended', { currentTime: video.currentTime });
        break;
      case 'timeupdate':
        this._time = video.currentTime;
        break;
      case 'volumechange':
        this._muted = video.muted;
        break;
      case 'error':
        // Live errors are handled by the engine (fallback, retry); files simply cannot play.
        if (c?.kind !== 'live') {
          this._mediaError = true;
          this.say(t(c?.language ?? 'en', 'player.error'));
        }
        break;
    }
  }

  /** What the control bar, the top bar and the sidebar ask for (see `parts/`). */
  private readonly requests: MediaRequests & TopRequests & SidebarRequests = {
    toggle: () => this.toggle(),
    toggleMute: () => this.toggleMute(),
    toggleFullscreen: () => void this.toggleFullscreen(),
    seek: (seconds) => {
      const video = this.video;
      if (video && Number.isFinite(seconds)) video.currentTime = seconds;
    },
    like: () => this.like(),
    share: () => {
      const c = this.current;
      if (c) void this.share(c);
    },
    video: (event) => this.onVideo(event),
    minimize: (minimized) => this.minimize(minimized),
    close: () => this.close(),
    setOpen: (open) => {
      this._sidebarOpen = open;
    },
    select: (id, focus) => {
      this._tab = id;
      if (focus)
        void this.updateComplete.then(() =>
          this.renderRoot.querySelector<HTMLElement>(`#tab-${id}`)?.focus(),
        );
    },
    rtl: () => getComputedStyle(this).direction === 'rtl',
  };

  // ---- rendering ------------------------------------------------------------------------------

  override render() {
    const c = this.current;
    if (this._suppressed) return nothing;
    if (!c || !textsLoaded()) {
      const lang: Language = 'en';
      return html`<section class="frame" part="frame" style="max-inline-size:960px;aspect-ratio:16/9" aria-label=${t(lang, 'player.region')}>
        <div class="notice" role="status">
          <p>${this.doc.error ? t(lang, 'player.unavailable') : t(lang, 'player.loading')}</p>
        </div>
      </section>`;
    }
    const lang = c.language;
    const box = playerBox(c);
    const ad = isAdLayout(c);
    const font = useFont(c.font);
    const tabs = this.tabs(c);
    const sideVisible = tabs.length > 0 && this._sidebarReady;
    // Beside the video when the player is wide enough both by its settings and on this page.
    const inlineSide =
      box.width >= SIDE_INLINE_MIN_PX && (this._width === 0 || this._width >= SIDE_INLINE_MIN_PX);
    const column =
      ad && COLUMN_AD_SIZES.has(c.ad_size ?? '') && !!c.ad_featured_image && c.kind !== 'photo_ad';
    const size = {
      'max-inline-size': this.floating ? 'none' : `${box.width}px`,
      'aspect-ratio': `${box.width} / ${box.height}`,
    };
    // Unset values stay out of the style (an empty custom property would blank the fallbacks).
    const vars = {
      '--_btn': c.button_color || undefined,
      '--_text': c.text_color || undefined,
      '--_title': c.title_color || undefined,
      '--_font': font ?? undefined,
    };
    const classes = {
      frame: true,
      rounded: c.rounded_corners,
      fill: c.video_layout === 'fill',
      transparent: c.sidebar_transparency,
      photo: c.kind === 'photo_ad',
      'ad-column': column,
      'side-inline': inlineSide,
      'side-bottom': !inlineSide,
      'side-open': sideVisible && this._sidebarOpen,
    };
    const cta = ad && this.exit(safeUrl(c.ad_url));
    const ctaLink = cta
      ? html`<a class="cta" part="cta" href=${cta} target="_blank" rel="noopener sponsored">${c.ad_button_label || t(lang, 'player.learn_more')}</a>`
      : nothing;
    return html`<div class="root" style=${styleMap(vars)}>
      ${this._minimized ? launcher(c, this.requests) : nothing}
      <section
        class=${classMap(classes)}
        part="frame"
        style=${styleMap(size)}
        lang=${lang}
        dir=${lang === 'ar' ? 'rtl' : 'ltr'}
        aria-label=${c.title || t(lang, 'player.region')}
        ?hidden=${this._minimized}
      >
        <div
          class="stage"
          part="stage"
          style=${styleMap({ 'background-image': ad && c.ad_bg ? `url("${encodeURI(c.ad_bg.url)}")` : '' })}
        >
          ${media(c, this.mediaState(), this.requests)} ${column ? nothing : ctaLink}
        </div>
        ${column ? featured(c, this.exit(safeUrl(c.ad_featured_image_link))) : nothing} ${column ? ctaLink : nothing}
        ${topBar(c, { live: this.doc.phase === 'live', floating: this.floating }, this.requests)}
        ${sideVisible ? sidebar(c, tabs, this.sidebarState(), this.requests) : nothing}
        <div class="sr" role="status" aria-live="polite">${this._announce}</div>
      </section>
    </div>`;
  }

  private mediaState(): MediaState {
    return {
      phase: this.doc.phase,
      now: this.doc.now,
      preview: this.preview,
      mediaError: this._mediaError,
      playing: this._playing,
      muted: this._muted,
      fullscreen: this._fullscreen,
      liked: this._liked,
      time: this._time,
      duration: this._duration,
    };
  }

  private sidebarState(): SidebarState {
    return {
      tab: this._tab,
      open: this._sidebarOpen,
      products: this._products,
      time: this._time,
      pinnedId: this._pinnedId,
      preview: this.preview,
      connection: this.realtime.connection,
      phase: this.doc.phase,
    };
  }
}
