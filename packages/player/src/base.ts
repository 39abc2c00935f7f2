import type { Language, PlayerConfig, PlayerProduct } from '@smuc/sdk/schemas';
import { html, LitElement, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { classMap } from 'lit/directives/class-map.js';
import { styleMap } from 'lit/directives/style-map.js';
import { AnalyticsController } from './controllers/analytics';
import { PlayerDocumentController, type PlayerErrorCode, type PlayerPhase } from './controllers/document';
import { LiveEngineController } from './controllers/live-engine';
import { LIVE_KINDS, RealtimeController } from './controllers/realtime';
import { useFont } from './font';
import { readMemory, remember, shouldShow } from './frequency';
import { playerStyles } from './styles';
import { loadTranslations, t, textsLoaded } from './texts';
import { clock, countdownParts, isAdLayout, playerBox, safeUrl, scheduleAt } from './timeline';

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

const ICONS = {
  play: 'M8 5v14l11-7z',
  pause: 'M6 19h4V5H6v14zm8-14v14h4V5h-4z',
  sound: 'M3 9v6h4l5 5V4L7 9H3zm13.5 3A4.5 4.5 0 0 0 14 8v8a4.5 4.5 0 0 0 2.5-4z',
  muted:
    'M3 9v6h4l5 5V4L7 9H3zm13.6 3 2.9-2.9-1.4-1.4-2.9 2.9-2.9-2.9-1.4 1.4 2.9 2.9-2.9 2.9 1.4 1.4 2.9-2.9 2.9 2.9 1.4-1.4z',
  full: 'M7 14H5v5h5v-2H7v-3zm-2-4h2V7h3V5H5v5zm12 7h-3v2h5v-5h-2v3zM14 5v2h3v3h2V5h-5z',
  unfull: 'M5 16h3v3h2v-5H5v2zm3-8H5v2h5V5H8v3zm6 11h2v-3h3v-2h-5v5zm2-11V5h-2v5h5V8h-3z',
  close: 'M19 6.4 17.6 5 12 10.6 6.4 5 5 6.4 10.6 12 5 17.6 6.4 19 12 13.4 17.6 19 19 17.6 13.4 12z',
  minimize: 'M6 19h12v2H6z',
  share:
    'M18 16a3 3 0 0 0-2 .8L8.9 12.7a3 3 0 0 0 0-1.4L16 7.2A3 3 0 1 0 15 5a3 3 0 0 0 0 .7L8 9.8a3 3 0 1 0 0 4.4l7.1 4.2a3 3 0 1 0 2.9-2.4z',
  heart:
    'M12 21.4 10.6 20C5.4 15.4 2 12.3 2 8.5 2 5.4 4.4 3 7.5 3c1.7 0 3.4.8 4.5 2.1A6 6 0 0 1 16.5 3C19.6 3 22 5.4 22 8.5c0 3.8-3.4 6.9-8.6 11.5z',
  eye: 'M12 5C7 5 2.7 8.1 1 12c1.7 3.9 6 7 11 7s9.3-3.1 11-7c-1.7-3.9-6-7-11-7zm0 11.5a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9z',
  list: 'M3 5h18v2H3zm0 6h18v2H3zm0 6h18v2H3z',
} as const;

const icon = (name: keyof typeof ICONS) =>
  html`<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d=${ICONS[name]}></path></svg>`;

/**
 * The iframe address of a social video; with autoplay the platform's own muted-autoplay
 * parameters are added (browsers only autoplay muted video). `null` for non-http(s) addresses.
 */
function socialSrc(social: NonNullable<PlayerConfig['source']['social']>, autoplay: boolean): string | null {
  const src = safeUrl(social.embed_url);
  if (!src || !autoplay) return src;
  const url = new URL(src);
  const params: Record<string, Record<string, string>> = {
    youtube: { autoplay: '1', mute: '1' },
    vimeo: { autoplay: '1', muted: '1' },
    facebook: { autoplay: 'true', mute: 'true' },
  };
  for (const [key, value] of Object.entries(params[social.provider] ?? {})) url.searchParams.set(key, value);
  return url.href;
}

type Tab = { id: 'products' | 'subscribe' | 'chat'; label: string };

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

  /**
   * The sidebar tabs this document has, in this order: products (`show_product_list` with
   * products, or a broadcast whose feed arrives over the hub), the subscriber form, the chat
   * (broadcasts with `show_chat`). Ads have a sidebar only in the 640x360 size.
   */
  private tabs(c: PlayerConfig): Tab[] {
    if (isAdLayout(c) && c.ad_size !== '640x360') return [];
    const tabs: Tab[] = [];
    const count = this._products.length;
    if (c.show_product_list && (count > 0 || (LIVE_KINDS.has(c.kind) && !!this.realtime.connection)))
      tabs.push({
        id: 'products',
        label:
          count === 1
            ? c.tab_products_label_singular || t(c.language, 'player.tab_product')
            : c.tab_products_label_plural || t(c.language, 'player.tab_products'),
      });
    // Before the start the countdown box carries the form (its notification sign-up): not twice.
    const inCountdown = this.doc.phase === 'upcoming' && c.show_countdown_box;
    if (c.form && !inCountdown)
      tabs.push({ id: 'subscribe', label: c.form.tab_label || t(c.language, 'player.tab_subscribe') });
    // Chat belongs to broadcasts; the editor's preview shows it without a connection.
    if (LIVE_KINDS.has(c.kind) && c.show_chat && (c.endpoints.realtime || this.preview))
      tabs.push({ id: 'chat', label: t(c.language, 'player.tab_chat') });
    return tabs;
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

  private onSeek(event: Event) {
    const video = this.video;
    const value = Number((event.target as HTMLInputElement).value);
    if (video && Number.isFinite(value)) video.currentTime = value;
  }

  private onTabKey(event: KeyboardEvent, tabs: Tab[]) {
    const keys: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1, Home: -Infinity, End: Infinity };
    let step = keys[event.key];
    if (step === undefined) return;
    event.preventDefault();
    if (getComputedStyle(this).direction === 'rtl' && Number.isFinite(step)) step = -step;
    const index = tabs.findIndex((tab) => tab.id === this._tab);
    const next =
      step === -Infinity
        ? 0
        : step === Infinity
          ? tabs.length - 1
          : (index + step + tabs.length) % tabs.length;
    const tab = tabs[next];
    if (!tab) return;
    this._tab = tab.id;
    void this.updateComplete.then(() =>
      this.renderRoot.querySelector<HTMLElement>(`#tab-${tab.id}`)?.focus(),
    );
  }

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
      ${this._minimized ? this.renderLauncher(c) : nothing}
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
          ${this.renderMedia(c)} ${column ? nothing : ctaLink}
        </div>
        ${column ? this.renderFeatured(c) : nothing} ${column ? ctaLink : nothing} ${this.renderTop(c)}
        ${sideVisible ? this.renderSidebar(c, tabs) : nothing}
        <div class="sr" role="status" aria-live="polite">${this._announce}</div>
      </section>
    </div>`;
  }

  private renderLauncher(c: PlayerConfig): TemplateResult {
    const thumb = c.cover_portrait ?? c.cover ?? c.logo;
    return html`<button type="button" class="launcher" part="launcher" @click=${() => this.minimize(false)}>
      ${thumb ? html`<img src=${thumb.thumbnail_url} alt="" />` : html`<span class="dot"></span>`}
      <span>${t(c.language, 'player.restore')}</span>
    </button>`;
  }

  private renderFeatured(c: PlayerConfig): TemplateResult {
    const image = c.ad_featured_image;
    if (!image) return html``;
    const link = this.exit(safeUrl(c.ad_featured_image_link));
    const img = html`<img src=${image.url} alt=${link ? t(c.language, 'player.learn_more') : ''} />`;
    return link
      ? html`<a class="featured" href=${link} target="_blank" rel="noopener sponsored">${img}</a>`
      : html`<div class="featured">${img}</div>`;
  }

  private renderTop(c: PlayerConfig): TemplateResult {
    const lang = c.language;
    const live = this.doc.phase === 'live' && LIVE_KINDS.has(c.kind);
    return html`<div class="top">
      ${c.logo ? html`<img class="logo" part="logo" src=${c.logo.url} alt=${t(lang, 'player.logo')} />` : nothing}
      ${c.title_hidden ? html`<span class="spacer"></span>` : html`<h2 class="title" part="title">${c.title}</h2>`}
      ${live ? html`<span class="badge live" part="live-badge">${t(lang, 'player.live')}</span>` : nothing}
      ${
        c.show_viewers && LIVE_KINDS.has(c.kind)
          ? html`<span class="badge" part="viewers">${icon('eye')} ${t(lang, 'player.viewers', { count: c.viewer_count })}</span>`
          : nothing
      }
      ${c.is_sponsored_content ? html`<span class="badge" part="sponsored">${t(lang, 'player.sponsored')}</span>` : nothing}
      ${
        c.agency_logo
          ? html`<img class="logo" part="agency-logo" src=${c.agency_logo.url} alt=${t(lang, 'player.agency_logo')} />`
          : nothing
      }
      ${
        this.floating
          ? html`<button type="button" class="icon-btn" aria-label=${t(lang, 'player.minimize')} @click=${() => this.minimize(true)}>
              ${icon('minimize')}
            </button>`
          : nothing
      }
      ${
        c.show_close_button
          ? html`<button type="button" class="icon-btn" part="close" aria-label=${t(lang, 'player.close')} @click=${() => this.close()}>
              ${icon('close')}
            </button>`
          : nothing
      }
    </div>`;
  }

  private renderMedia(c: PlayerConfig): TemplateResult {
    const lang = c.language;
    if (c.kind === 'photo_ad')
      return html`<smuc-player-photos
          .photos=${c.photoad_photos}
          .interval=${c.photoad_autoswipe_duration}
          .language=${lang}
        ></smuc-player-photos>
        ${this.renderExtras(c)}`;
    const social = c.source.social;
    if (social && !c.source.video) {
      const src = socialSrc(social, c.autoplay);
      return src
        ? html`<iframe
            part="embed"
            src=${src}
            title=${t(lang, 'player.social_video', { title: c.title })}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen; clipboard-write"
            allowfullscreen
            referrerpolicy="strict-origin-when-cross-origin"
          ></iframe>`
        : this.notice(t(lang, 'player.error'));
    }
    switch (this.doc.phase) {
      case 'upcoming':
        return this.renderUpcoming(c);
      case 'waiting':
        return this.notice(t(lang, 'player.waiting_live'), this.poster(c));
      case 'ended':
        return this.notice(t(lang, 'player.ended'), this.poster(c));
      case 'error':
      case 'loading':
        return this.notice(t(lang, 'player.loading'));
    }
    if (c.kind === 'live' && !c.source.live)
      return this.notice(t(lang, 'player.waiting_live'), this.poster(c));
    const file = c.kind === 'live' ? null : c.source.video;
    if (c.kind !== 'live' && !file) return this.notice(t(lang, 'player.error'), this.poster(c));
    const live = this.doc.phase === 'live';
    const onVideo = (event: Event) => this.onVideo(event);
    return html`<video
        part="video"
        src=${file?.url ?? nothing}
        poster=${this.poster(c) ?? nothing}
        preload="metadata"
        playsinline
        ?autoplay=${c.autoplay}
        ?loop=${c.loop && !live}
        .muted=${this._muted}
        @loadedmetadata=${onVideo}
        @play=${onVideo}
        @playing=${onVideo}
        @pause=${onVideo}
        @ended=${onVideo}
        @timeupdate=${onVideo}
        @volumechange=${onVideo}
        @error=${onVideo}
        @click=${() => this.toggle()}
      ></video>
      ${this._mediaError ? this.notice(t(lang, 'player.error')) : nothing}
      ${
        !this._playing && !this._mediaError
          ? html`<button type="button" class="big-play" part="big-play" aria-label=${t(lang, 'player.play')} @click=${() => this.toggle()}>
              ${icon('play')}
            </button>`
          : nothing
      }
      ${this.renderControls(c, live)}`;
  }

  private poster(c: PlayerConfig): string | null {
    const box = playerBox(c);
    const cover = box.height > box.width ? (c.cover_portrait ?? c.cover) : (c.cover ?? c.cover_portrait);
    return c.source.video?.poster ?? (isAdLayout(c) ? c.ad_featured_image?.url : null) ?? cover?.url ?? null;
  }

  private notice(text: string, background: string | null = null): TemplateResult {
    return html`<div
      class="notice"
      style=${styleMap({ background: background ? `rgb(0 0 0 / 0.5) url("${encodeURI(background)}") center / cover` : '' })}
    >
      <p role="status">${text}</p>
    </div>`;
  }

  private renderUpcoming(c: PlayerConfig): TemplateResult {
    const lang = c.language;
    const start = c.start_date ? Date.parse(c.start_date) : Date.now();
    let when: string;
    try {
      when = new Intl.DateTimeFormat(lang, {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: c.timezone,
      }).format(start);
    } catch {
      when = new Date(start).toLocaleString(lang);
    }
    const startsAt = t(lang, 'player.starts_at', { date: when });
    if (!c.show_countdown_box) return this.notice(startsAt, this.poster(c));
    const parts = countdownParts(start - this.doc.now);
    const cells = (['days', 'hours', 'minutes', 'seconds'] as const).map(
      (unit) =>
        html`<div><dt>${t(lang, `player.${unit}`)}</dt><dd>${String(parts[unit]).padStart(2, '0')}</dd></div>`,
    );
    const spoken = (['days', 'hours', 'minutes', 'seconds'] as const)
      .map((unit) => `${parts[unit]} ${t(lang, `player.${unit}`)}`)
      .join(', ');
    return html`<div class="notice countdown" part="countdown">
      <p>${t(lang, 'player.starts_in')}</p>
      <div role="timer" aria-label=${`${t(lang, 'player.starts_in')} ${spoken}`}>
        <dl class="count-cells" aria-hidden="true">${cells}</dl>
      </div>
      <p>${startsAt}</p>
      ${
        c.form
          ? html`<smuc-player-subscribe
              .form=${c.form}
              .endpoint=${c.endpoints.subscribe}
              .language=${lang}
              .preview=${this.preview}
            ></smuc-player-subscribe>`
          : nothing
      }
    </div>`;
  }

  /** Like, share and brand for kinds without a video control bar (photo ads). */
  private renderExtras(c: PlayerConfig): TemplateResult {
    return html`<div class="controls" part="controls">
      <span class="spacer"></span>${this.renderActions(c)}
    </div>`;
  }

  private renderActions(c: PlayerConfig): TemplateResult {
    const lang = c.language;
    return html`${
      c.show_like_demo
        ? html`<button
            type="button"
            class="icon-btn"
            part="like"
            aria-label=${t(lang, 'player.like')}
            aria-pressed=${this._liked ? 'true' : 'false'}
            @click=${() => this.like()}
          >
            ${icon('heart')}
          </button>`
        : nothing
    }
    ${
      c.show_share_button
        ? html`<button type="button" class="icon-btn" part="share" aria-label=${t(lang, 'player.share')} @click=${() => this.share(c)}>
            ${icon('share')}
          </button>`
        : nothing
    }
    ${c.show_smuc_logo ? html`<span class="brand" part="smuc-logo">${t(lang, 'player.powered_by')}</span>` : nothing}`;
  }

  private renderControls(c: PlayerConfig, live: boolean): TemplateResult {
    const lang = c.language;
    const duration = Number.isFinite(this._duration) ? this._duration : (c.source.video?.duration ?? 0);
    const seekable = !live && duration > 0;
    return html`<div class="controls" part="controls">
      <button
        type="button"
        class="icon-btn"
        part="play"
        aria-label=${t(lang, this._playing ? 'player.pause' : 'player.play')}
        @click=${() => this.toggle()}
      >
        ${icon(this._playing ? 'pause' : 'play')}
      </button>
      <button
        type="button"
        class="icon-btn"
        part="mute"
        aria-label=${t(lang, this._muted ? 'player.unmute' : 'player.mute')}
        @click=${() => this.toggleMute()}
      >
        ${icon(this._muted ? 'muted' : 'sound')}
      </button>
      ${
        seekable
          ? html`<input
                class="seek"
                part="seek"
                type="range"
                min="0"
                max=${Math.floor(duration)}
                step="1"
                .value=${String(Math.floor(this._time))}
                aria-label=${t(lang, 'player.seek')}
                aria-valuetext=${t(lang, 'player.time', { current: clock(this._time), total: clock(duration) })}
                @input=${(event: Event) => this.onSeek(event)}
              />
              <span class="time" aria-hidden="true">${clock(this._time)} / ${clock(duration)}</span>`
          : html`<span class="spacer"></span>`
      }
      ${this.renderActions(c)}
      <button
        type="button"
        class="icon-btn"
        part="fullscreen"
        aria-label=${t(lang, this._fullscreen ? 'player.exit_fullscreen' : 'player.fullscreen')}
        @click=${() => this.toggleFullscreen()}
      >
        ${icon(this._fullscreen ? 'unfull' : 'full')}
      </button>
    </div>`;
  }

  private renderSidebar(c: PlayerConfig, tabs: Tab[]): TemplateResult {
    const lang = c.language;
    const selected = tabs.some((tab) => tab.id === this._tab) ? this._tab : (tabs[0]?.id ?? 'products');
    const open = this._sidebarOpen;
    const delayed = (c.delay_sidebar_appearance ?? 0) > 0;
    const panel = (tab: Tab) => {
      switch (tab.id) {
        case 'products':
          return html`<smuc-player-products
            .products=${this._products}
            .config=${c}
            .videoTime=${this._time}
            .pinnedId=${this._pinnedId}
            .preview=${this.preview}
          ></smuc-player-products>`;
        case 'subscribe':
          return html`<smuc-player-subscribe
            .form=${c.form}
            .endpoint=${c.endpoints.subscribe}
            .language=${lang}
            .preview=${this.preview}
          ></smuc-player-subscribe>`;
        case 'chat':
          return html`<smuc-player-chat
            .connection=${this.realtime.connection}
            .live=${this.doc.phase === 'live'}
            .language=${lang}
            .preview=${this.preview}
            .products=${this._products}
          ></smuc-player-chat>`;
      }
    };
    return html`<button
        type="button"
        class="icon-btn side-toggle"
        aria-expanded=${open ? 'true' : 'false'}
        aria-controls="sidebar"
        aria-label=${t(lang, open ? 'player.sidebar_hide' : 'player.sidebar_show')}
        @click=${() => (this._sidebarOpen = !open)}
      >
        ${icon('list')}
      </button>
      <aside id="sidebar" class=${delayed ? 'sidebar enter' : 'sidebar'} part="sidebar" aria-label=${t(lang, 'player.sidebar')} ?hidden=${!open}>
        ${
          tabs.length > 1
            ? html`<div role="tablist" @keydown=${(event: KeyboardEvent) => this.onTabKey(event, tabs)}>
                ${tabs.map(
                  (tab) => html`<button
                    type="button"
                    role="tab"
                    id=${`tab-${tab.id}`}
                    aria-controls=${`panel-${tab.id}`}
                    aria-selected=${tab.id === selected ? 'true' : 'false'}
                    tabindex=${tab.id === selected ? '0' : '-1'}
                    @click=${() => (this._tab = tab.id)}
                  >
                    ${tab.label}
                  </button>`,
                )}
              </div>`
            : html`<h3 class="side-head" id=${`tab-${tabs[0]?.id}`}>${tabs[0]?.label}</h3>`
        }
        ${tabs.map(
          (tab) => html`<div
            class="panel"
            role=${tabs.length > 1 ? 'tabpanel' : 'region'}
            id=${`panel-${tab.id}`}
            aria-labelledby=${`tab-${tab.id}`}
            ?hidden=${tab.id !== selected}
          >
            ${panel(tab)}
          </div>`,
        )}
      </aside>`;
  }
}
