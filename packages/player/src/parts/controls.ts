import type { PlayerCaption, PlayerConfig } from '@smuc/sdk/schemas';
import { html, nothing, type TemplateResult } from 'lit';
import type { CaptionsState } from '../controllers/captions';
import { t } from '../texts';
import { clock } from '../timeline';
import { icon } from './icons';

/** What the control bar shows (state comes down from the element). */
export interface ControlsState {
  playing: boolean;
  muted: boolean;
  fullscreen: boolean;
  /** The viewer has liked (the like button stays pressed). */
  liked: boolean;
  /** Current position in seconds. */
  time: number;
  /** The media's duration in seconds (`NaN` until known: the document's duration is used). */
  duration: number;
  /** A broadcast playing live: no seek slider, no time. */
  live: boolean;
  /** The video's caption tracks, the language shown (null: off) and the one CC turns on. */
  captions: Pick<CaptionsState, 'tracks' | 'showing' | 'chosen'>;
}

/** What the controls ask the element for (requests go up, the new state comes back down). */
export interface ControlRequests {
  toggle(): void;
  toggleMute(): void;
  toggleFullscreen(): void;
  /** Seek to a position in whole seconds. */
  seek(seconds: number): void;
  like(): void;
  share(): void;
  /** The CC control: captions on or off. */
  toggleCaptions(): void;
  /** The caption language control. */
  chooseCaptions(language: PlayerCaption['language']): void;
}

/** Each caption language by its own name (the language control lists them so). */
export const CAPTION_LANGUAGE_NAMES: Record<PlayerCaption['language'], string> = {
  en: 'English',
  hu: 'Magyar',
  de: 'Deutsch',
  ar: 'العربية',
};

/**
 * The CC toggle (part `captions`, pressed while captions show) and, with more than one track
 * while they show, the language choice (part `caption-language`); nothing without tracks.
 */
function captionControls(lang: PlayerConfig['language'], state: ControlsState, on: ControlRequests) {
  const { tracks, showing } = state.captions;
  if (tracks.length === 0) return nothing;
  return html`<button
      type="button"
      class="icon-btn"
      part="captions"
      aria-label=${t(lang, 'player.captions')}
      aria-pressed=${showing ? 'true' : 'false'}
      @click=${() => on.toggleCaptions()}
    >
      ${icon('cc')}
    </button>
    ${
      showing && tracks.length > 1
        ? html`<select
            class="cc-lang"
            part="caption-language"
            aria-label=${t(lang, 'player.caption_language')}
            @change=${(event: Event) =>
              on.chooseCaptions((event.target as HTMLSelectElement).value as PlayerCaption['language'])}
          >
            ${tracks.map(
              (track) =>
                html`<option value=${track.language} lang=${track.language} ?selected=${track.language === showing}>
                  ${CAPTION_LANGUAGE_NAMES[track.language]}
                </option>`,
            )}
          </select>`
        : nothing
    }`;
}

/** Like, share and the SMUC brand, as the document enables them. */
function actions(c: PlayerConfig, state: Pick<ControlsState, 'liked'>, on: ControlRequests): TemplateResult {
  const lang = c.language;
  return html`${
    c.show_like_demo
      ? html`<button
          type="button"
          class="icon-btn"
          part="like"
          aria-label=${t(lang, 'player.like')}
          aria-pressed=${state.liked ? 'true' : 'false'}
          @click=${() => on.like()}
        >
          ${icon('heart')}
        </button>`
      : nothing
  }
  ${
    c.show_share_button
      ? html`<button type="button" class="icon-btn" part="share" aria-label=${t(lang, 'player.share')} @click=${() => on.share()}>
          ${icon('share')}
        </button>`
      : nothing
  }
  ${c.show_smuc_logo ? html`<span class="brand" part="smuc-logo">${t(lang, 'player.powered_by')}</span>` : nothing}`;
}

/** Like, share and brand for kinds without a video control bar (photo ads): part `controls`. */
export function extrasBar(
  c: PlayerConfig,
  state: Pick<ControlsState, 'liked'>,
  on: ControlRequests,
): TemplateResult {
  return html`<div class="controls" part="controls">
    <span class="spacer"></span>${actions(c, state, on)}
  </div>`;
}

/**
 * The video control bar (part `controls`): play/pause, mute, the seek slider with its time for
 * seekable media (not live, known duration), like/share/brand, captions (issue 34 §1) and
 * fullscreen.
 */
export function controlBar(c: PlayerConfig, state: ControlsState, on: ControlRequests): TemplateResult {
  const lang = c.language;
  const duration = Number.isFinite(state.duration) ? state.duration : (c.source.video?.duration ?? 0);
  const seekable = !state.live && duration > 0;
  return html`<div class="controls" part="controls">
    <button
      type="button"
      class="icon-btn"
      part="play"
      aria-label=${t(lang, state.playing ? 'player.pause' : 'player.play')}
      @click=${() => on.toggle()}
    >
      ${icon(state.playing ? 'pause' : 'play')}
    </button>
    <button
      type="button"
      class="icon-btn"
      part="mute"
      aria-label=${t(lang, state.muted ? 'player.unmute' : 'player.mute')}
      @click=${() => on.toggleMute()}
    >
      ${icon(state.muted ? 'muted' : 'sound')}
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
              .value=${String(Math.floor(state.time))}
              aria-label=${t(lang, 'player.seek')}
              aria-valuetext=${t(lang, 'player.time', { current: clock(state.time), total: clock(duration) })}
              @input=${(event: Event) => on.seek(Number((event.target as HTMLInputElement).value))}
            />
            <span class="time" aria-hidden="true">${clock(state.time)} / ${clock(duration)}</span>`
        : html`<span class="spacer"></span>`
    }
    ${actions(c, state, on)} ${captionControls(lang, state, on)}
    <button
      type="button"
      class="icon-btn"
      part="fullscreen"
      aria-label=${t(lang, state.fullscreen ? 'player.exit_fullscreen' : 'player.fullscreen')}
      @click=${() => on.toggleFullscreen()}
    >
      ${icon(state.fullscreen ? 'unfull' : 'full')}
    </button>
  </div>`;
}
