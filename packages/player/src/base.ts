import type { PlayerConfig, PlayerProduct } from '@smuc/sdk/schemas';
import { html, LitElement, nothing, type PropertyValues } from 'lit';
import { classMap } from 'lit/directives/class-map.js';
import { styleMap } from 'lit/directives/style-map.js';
import { PLAYER_ATTRIBUTES, productIdList, type SmucPlayerEventMap } from './api';
import { AnalyticsController } from './controllers/analytics';
import { CaptionsController } from './controllers/captions';
import { CheckoutController } from './controllers/checkout';
import { PlayerDocumentController, type PlayerPhase } from './controllers/document';
import { FullscreenController } from './controllers/fullscreen';
import { LiveEngineController } from './controllers/live-engine';
import { PlaybackController } from './controllers/playback';
import { RealtimeController } from './controllers/realtime';
import { SidebarDelayController } from './controllers/sidebar-delay';
import { WidthController } from './controllers/width';
import { useFont } from './font';
import { admitFloating, remember } from './frequency';
import { adExit, ctaLink } from './parts/ad-exit';
import { loadChunks } from './parts/chunks';
import { frameLayout, SIDE_INLINE_MIN_PX } from './parts/frame';
import { type MediaRequests, type MediaState, media } from './parts/media';
import { pendingFrame } from './parts/notice';
import { sharePage } from './parts/share';
import { type SidebarRequests, type SidebarState, sidebar, sidebarTabs, type Tab } from './parts/sidebar';
import { nextTask } from './parts/tasks';
import { featured, launcher, type TopRequests, topBar } from './parts/top';
import { playerStyles } from './styles';
import { loadTranslations, t, textsLoaded } from './texts';
import { isAdLayout, playerBox, safeUrl } from './timeline';

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
 * Viewer analytics go to `config.endpoints.events` (and a `ga_code`'s GA4 property) unless `preview`.
 * A shop reports a purchase on the page by dispatching `smuc-purchase` `{productId, transactionId?}`.
 *
 * The element composes its parts: reactive controllers in `controllers/` (the document and its
 * phase, the live engine, the realtime hub, analytics, plus the video's playback state, width and
 * fullscreen) and render templates in `parts/` that get their state from here and hand the
 * viewer's requests back (media, control bar, top bar, sidebar, countdown, frame layout).
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
 * @event smuc-add-to-cart - passed through (`{productId, product}`), for players without card payments.
 * @event smuc-buy - passed through (`{productId, product}`): a payable product's Buy; cancel it to sell
 *   through the page's own cart, else the checkout opens inside the player (issue 14 §2).
 * @event smuc-checkout-complete - `{productId, paymentIntentId}` when Stripe confirmed a payment.
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
 * @csspart big-play - the large play button over a paused video.
 * @csspart play - the control bar's play/pause button.
 * @csspart mute - the control bar's mute button.
 * @csspart fullscreen - the control bar's fullscreen button.
 * @csspart like - the like button (when the player shows it).
 * @csspart share - the share button (when the player shows it).
 * @csspart close - the close button (when the player shows it).
 * @csspart smuc-logo - the "powered by" mark in the control bar.
 * @csspart logo - the player's logo in the top bar.
 * @csspart agency-logo - the agency's logo of sponsored content.
 * @csspart live-badge - the LIVE badge while a live player broadcasts.
 * @csspart viewers - the badge with the number of viewers watching a live player.
 * @csspart sponsored - the "Sponsored" badge.
 * @csspart embed - the iframe of a social (YouTube, Facebook) video.
 * @csspart retry - the button that retries a live stream that failed to start.
 * @csspart captions - both the control bar's CC button and the box of the shown captions above it.
 * @csspart caption-language - the caption language menu (a video with more than one track).
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
    cartProducts: { attribute: PLAYER_ATTRIBUTES.cartProducts, converter: productIdList },
    config: { attribute: false },
    _minimized: { state: true },
    _suppressed: { state: true },
    _tab: { state: true },
    _sidebarOpen: { state: true },
    _liked: { state: true },
    _announce: { state: true },
    _products: { state: true },
    _pinnedId: { state: true },
    _viewers: { state: true },
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
   * Display banners (issue 6): the demand-side platform's click-tracking prefix (its click macro
   * expanded, e.g. DV360 `%%CLICK_URL_UNESC%%`); the ad's exits lead through it. Ignored unless http(s).
   */
  declare clickUrl: string | null;
  /** Products the page's own cart takes (shop plugin): Add to cart (`smuc-add-to-cart`) even when not payable. */
  declare cartProducts: ReadonlySet<number>;
  /** A player document to show as is (nothing is fetched); see `PlayerConfig` in the sdk. */
  declare config: PlayerConfig | undefined;

  declare private _minimized: boolean;
  declare private _suppressed: boolean;
  declare private _tab: Tab['id'];
  declare private _sidebarOpen: boolean;
  declare private _liked: boolean;
  declare private _announce: string;
  declare private _products: PlayerProduct[];
  declare private _pinnedId: number | null;
  /** Viewers watching now as the realtime hub last said (`null`: the document's `viewer_count`). */
  declare private _viewers: number | null;

  /** (a) The document, its fetch and its phase. */
  private readonly doc = new PlayerDocumentController(this, {
    say: (text) => this.say(text),
    playing: (): boolean => this.playback.playing,
    following: () => !!this.realtime.connection,
  });
  /** The `<video>`'s state and the viewer's play requests. */
  private readonly playback = new PlaybackController(this, this.doc, (text) => this.say(text));
  /** The video's caption tracks: which one shows, its active cues (issue 34 §1). */
  private readonly captions = new CaptionsController(this);
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
    viewers: (count) => {
      this._viewers = count;
    },
  });
  /** (d) Viewer analytics. */
  private readonly analytics = new AnalyticsController(this);
  /** (g) The card checkout of payable products, over the frame (issue 14 §2). */
  private readonly checkout = new CheckoutController(this, () => this.analytics.viewer());
  /** The element's width: narrow pages get the sidebar below the video. */
  private readonly width = new WidthController(this, SIDE_INLINE_MIN_PX);
  private readonly fullscreen = new FullscreenController(this);
  /** When a delayed 640x360 ad's sidebar may show. */
  private readonly sidebarDelay = new SidebarDelayController(this);
  private readyFor: PlayerConfig | undefined;
  private frequencyChecked = '';
  private closed = false;
  private loaded = new Set<string>();

  constructor() {
    super();
    this.apikey = null;
    this.apiBase = null;
    this.floating = false;
    this.preview = false;
    this.clickUrl = null;
    this.cartProducts = new Set();
    this.config = undefined;
    this._minimized = false;
    this._suppressed = false;
    this._tab = 'products';
    this._sidebarOpen = true;
    this._liked = false;
    this._announce = '';
    this._products = [];
    this._pinnedId = null;
    this._viewers = null;
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
    if (!textsLoaded())
      loadTranslations().then(
        () => this.requestUpdate(),
        () => undefined,
      );
    // Re-attached after a move in the DOM: pick everything up again.
    // (The controllers reset themselves in `hostConnected`.)
    if (this.hasUpdated) {
      if (this.current) this.sidebarDelay.start(this.current);
      else if (this.apikey && !this.config) void this.doc.load();
      this.requestUpdate();
    }
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.teardown();
  }

  private teardown() {
    this.engine.stop();
    this.doc.stopClock();
    this.doc.stopPoll();
    this.sidebarDelay.stop();
    this.analytics.stop();
    this.realtime.close();
  }

  /**
   * The first update runs in the task after the one that connected the element, not at its end:
   * on a publisher's page that task also evaluates the player's script, and the two together made
   * one long task (issue 18 target 5). Later updates run as Lit schedules them; `updateComplete`
   * waits for the first one either way.
   */
  protected override async scheduleUpdate(): Promise<void> {
    if (!this.hasUpdated) await nextTask();
    await super.scheduleUpdate();
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
    this.captions.adopt(c);
    if (!sameBroadcast) {
      this.playback.reset(c.autoplay || c.muted);
      this._minimized = c.start_minimized;
      this._pinnedId = null;
      this._viewers = null;
      this.sidebarDelay.reset(c);
    }
    this.doc.adopt(c, sameBroadcast);
    if (this.floating && !this.preview && this.frequencyChecked !== c.apikey) {
      this.frequencyChecked = c.apikey;
      this._suppressed = !admitFloating(c.apikey, c.frequency);
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
      if (first) this.sidebarDelay.start(c);
      this.emit('smuc-ready', { config: c });
    }
    this.doc.syncClock();
    const frame = this.renderRoot.querySelector('.frame');
    const visible = !this._minimized && !this._suppressed;
    this.analytics.sync(c, this.preview, frame, this.video, visible, this.doc.viewer);
    this.realtime.sync(c, this.preview);
    this.engine.sync(c);
    loadChunks(c, this.tabs(c), this.doc.phase, this.loaded);
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

  /** The sidebar tabs of a document (see {@link sidebarTabs}). */
  private tabs(c: PlayerConfig): Tab[] {
    return sidebarTabs(c, {
      productCount: this._products.length,
      following: !!this.realtime.connection,
      phase: this.doc.phase,
      preview: this.preview,
    });
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
    this.playback.toggle();
  }

  private async share(c: PlayerConfig) {
    this.analytics.track('share');
    if ((await sharePage(c.title)) === 'copied') this.say(t(c.language, 'player.link_copied'));
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

  /** What the control bar, the top bar and the sidebar ask for (see `parts/`). */
  private readonly requests: MediaRequests & TopRequests & SidebarRequests = {
    toggle: () => this.playback.toggle(),
    retryLive: () => this.engine.retry(),
    toggleMute: () => this.playback.toggleMute(),
    toggleFullscreen: () => void this.fullscreen.toggle(this.renderRoot.querySelector<HTMLElement>('.frame')),
    seek: (seconds) => this.playback.seek(seconds),
    // One heart per page view.
    like: () => {
      if (this._liked) return;
      this._liked = true;
      this.analytics.track('heart');
    },
    share: () => {
      const c = this.current;
      if (c) void this.share(c);
    },
    video: (event) => this.playback.onVideo(event),
    toggleCaptions: () => this.captions.toggle(),
    chooseCaptions: (language) => this.captions.choose(language),
    cueChange: (event) => this.captions.onCueChange(event),
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
    if (!c || !textsLoaded()) return pendingFrame(!!this.doc.error, this);
    const lang = c.language;
    const ad = isAdLayout(c);
    const font = useFont(c.font);
    const tabs = this.tabs(c);
    const sideVisible = tabs.length > 0 && this.sidebarDelay.ready;
    const { classes, size, vars, column } = frameLayout(c, {
      floating: this.floating,
      width: this.width.width,
      sideVisible,
      sideOpen: this._sidebarOpen,
      font,
    });
    const cta = ctaLink(c, this.clickUrl);
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
          ${media(c, this.mediaState(), this.requests)} ${column ? nothing : cta}
        </div>
        ${column ? featured(c, adExit(safeUrl(c.ad_featured_image_link), this.clickUrl)) : nothing} ${column ? cta : nothing}
        ${topBar(c, { live: this.doc.phase === 'live', floating: this.floating, viewers: this._viewers ?? c.viewer_count }, this.requests)}
        ${sideVisible ? sidebar(c, tabs, this.sidebarState(), this.requests) : nothing}
        ${this.checkout.render(c)}
        <div class="sr" role="status" aria-live="polite">${this._announce}</div>
      </section>
    </div>`;
  }

  private mediaState(): MediaState {
    return {
      phase: this.doc.phase,
      now: this.doc.now,
      preview: this.preview,
      mediaError: this.playback.mediaError,
      liveFailed: this.engine.failed,
      playing: this.playback.playing,
      muted: this.playback.muted,
      fullscreen: this.fullscreen.active,
      liked: this._liked,
      time: this.playback.time,
      duration: this.playback.duration,
      captions: {
        tracks: this.captions.tracks,
        showing: this.captions.showing,
        chosen: this.captions.chosen,
      },
      captionLines: this.captions.lines,
    };
  }

  private sidebarState(): SidebarState {
    return {
      tab: this._tab,
      open: this._sidebarOpen,
      products: this._products,
      time: this.playback.time,
      pinnedId: this._pinnedId,
      preview: this.preview,
      cartProducts: this.cartProducts,
      connection: this.realtime.connection,
      phase: this.doc.phase,
    };
  }
}
