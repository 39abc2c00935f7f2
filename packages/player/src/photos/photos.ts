import type { Language, PlayerImage } from '@smuc/sdk/schemas';
import { css, html, LitElement, type PropertyValues } from 'lit';
import { t } from '../i18n';

const reducedMotion = () => globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * The photo-ad slideshow of `<smuc-player>` (001 §9: up to 5 images, autoswipe 0–10 s). Follows
 * the WAI-ARIA carousel pattern: previous/next buttons, Arrow keys on the slideshow, a pause
 * button while it rotates, rotation paused while the pointer or focus is inside, slide changes
 * announced only when the viewer changed the slide. With `prefers-reduced-motion: reduce` it
 * neither rotates by itself nor animates.
 *
 * @summary Photo-ad slideshow (internal part of `<smuc-player>`).
 * @event smuc-slide-change - `{index}` after the shown photo changed.
 * @csspart slides - the slideshow.
 * @csspart slide - each photo.
 * @csspart nav - the previous/next/pause buttons.
 */
export class SmucPlayerPhotos extends LitElement {
  static override properties = {
    photos: { attribute: false },
    interval: { type: Number },
    language: { attribute: false },
    index: { type: Number, reflect: true },
    _paused: { state: true },
    _stopped: { state: true },
    _announce: { state: true },
  };

  /** The photos, first shown first (at most 5 are used). */
  declare photos: PlayerImage[];
  /** Seconds between slides; 0 turns autoswipe off. */
  declare interval: number;
  declare language: Language;
  /** The shown photo (0-based). */
  declare index: number;
  /** Paused by hover or focus inside. */
  declare private _paused: boolean;
  /** Stopped by the viewer with the pause button. */
  declare private _stopped: boolean;
  declare private _announce: string;
  private timer: ReturnType<typeof setInterval> | undefined;

  static override styles = css`
    :host { display: block; position: relative; inline-size: 100%; block-size: 100%; overflow: hidden; }
    .slide { position: absolute; inset: 0; inline-size: 100%; block-size: 100%; object-fit: cover;
      opacity: 0; transition: opacity 0.5s ease; }
    .slide[data-current] { opacity: 1; }
    @media (prefers-reduced-motion: reduce) { .slide { transition: none; } }
    .nav { position: absolute; inset-block-end: 8px; inset-inline: 8px; display: flex; gap: 6px;
      justify-content: center; align-items: center; }
    button { inline-size: 32px; block-size: 32px; border: 0; border-radius: 50%; display: grid; place-items: center;
      background: rgb(0 0 0 / 0.6); color: #fff; cursor: pointer; padding: 0; }
    button:focus-visible { outline: 3px solid #fff; outline-offset: 2px; box-shadow: 0 0 0 5px #000; }
    svg { inline-size: 18px; block-size: 18px; fill: currentColor; }
    :host(:dir(rtl)) .flip { transform: scaleX(-1); }
    .count { color: #fff; background: rgb(0 0 0 / 0.6); border-radius: 12px; padding: 2px 8px; font-size: 12px; }
    .sr { position: absolute; inline-size: 1px; block-size: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
  `;

  constructor() {
    super();
    // Reactive properties are declared, not initialised as fields: class fields would shadow
    // lit's accessors (useDefineForClassFields).
    this.photos = [];
    this.interval = 0;
    this.language = 'en';
    this.index = 0;
    this._paused = false;
    this._stopped = false;
    this._announce = '';
  }

  private get shown(): PlayerImage[] {
    return this.photos.slice(0, 5);
  }

  private get rotating(): boolean {
    return this.interval > 0 && this.shown.length > 1 && !this._stopped && !reducedMotion();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.restart();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearInterval(this.timer);
    this.timer = undefined;
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (
      changed.has('interval') ||
      changed.has('photos') ||
      changed.has('_paused' as keyof SmucPlayerPhotos) ||
      changed.has('_stopped' as keyof SmucPlayerPhotos)
    )
      this.restart();
  }

  private restart() {
    clearInterval(this.timer);
    this.timer = undefined;
    if (this.isConnected && this.rotating && !this._paused)
      this.timer = setInterval(() => this.go(this.index + 1, false), this.interval * 1000);
  }

  /** Shows photo `index` (wrapping); `announce` reads the new position to screen readers. */
  go(index: number, announce = true): void {
    const count = this.shown.length;
    if (count === 0) return;
    this.index = ((index % count) + count) % count;
    if (announce) this._announce = t(this.language, 'player.photo', { index: this.index + 1, count });
    this.dispatchEvent(
      new CustomEvent('smuc-slide-change', { detail: { index: this.index }, bubbles: true, composed: true }),
    );
  }

  private onKey(event: KeyboardEvent) {
    const rtl = getComputedStyle(this).direction === 'rtl';
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      const forward = (event.key === 'ArrowRight') !== rtl;
      this.go(this.index + (forward ? 1 : -1));
    }
  }

  override render() {
    const photos = this.shown;
    const count = photos.length;
    const lang = this.language;
    const icon = (d: string, flip = false) =>
      html`<svg class=${flip ? 'flip' : ''} viewBox="0 0 24 24" aria-hidden="true"><path d=${d}></path></svg>`;
    return html`<section
      part="slides"
      aria-roledescription="carousel"
      aria-label=${t(lang, 'player.slides')}
      @keydown=${this.onKey}
      @mouseenter=${() => (this._paused = true)}
      @mouseleave=${() => (this._paused = false)}
      @focusin=${() => (this._paused = true)}
      @focusout=${() => (this._paused = false)}
    >
      ${photos.map(
        (photo, i) =>
          html`<img
            part="slide"
            class="slide"
            src=${photo.url}
            alt=${t(lang, 'player.photo', { index: i + 1, count })}
            aria-hidden=${i === this.index ? 'false' : 'true'}
            ?data-current=${i === this.index}
            loading=${i === 0 ? 'eager' : 'lazy'}
          />`,
      )}
      ${
        count > 1
          ? html`<div class="nav" part="nav">
              <button type="button" aria-label=${t(lang, 'player.prev')} @click=${() => this.go(this.index - 1)}>
                ${icon('M15.4 7.4 14 6l-6 6 6 6 1.4-1.4-4.6-4.6z', true)}
              </button>
              <span class="count" aria-hidden="true">${this.index + 1}/${count}</span>
              ${
                this.interval > 0 && !reducedMotion()
                  ? html`<button
                      type="button"
                      aria-label=${t(lang, this._stopped ? 'player.autoplay_play' : 'player.autoplay_pause')}
                      @click=${() => (this._stopped = !this._stopped)}
                    >
                      ${this._stopped ? icon('M8 5v14l11-7z') : icon('M6 19h4V5H6v14zm8-14v14h4V5h-4z')}
                    </button>`
                  : ''
              }
              <button type="button" aria-label=${t(lang, 'player.next')} @click=${() => this.go(this.index + 1)}>
                ${icon('M8.6 16.6 10 18l6-6-6-6-1.4 1.4 4.6 4.6z', true)}
              </button>
            </div>`
          : ''
      }
      <div class="sr" aria-live=${this.rotating && !this._paused ? 'off' : 'polite'}>${this._announce}</div>
    </section>`;
  }
}
