import type { PlayerConfig } from '@smuc/sdk/schemas';
import { html, nothing, type TemplateResult } from 'lit';
import type { PlayerPhase } from '../controllers/document';
import { t } from '../texts';
import { safeUrl } from '../timeline';
import {
  CAPTION_LANGUAGE_NAMES,
  type ControlRequests,
  type ControlsState,
  controlBar,
  extrasBar,
} from './controls';
import { countdown } from './countdown';
import { icon } from './icons';
import { notice, poster } from './notice';

/** What the stage shows (state comes down from the element). */
export interface MediaState extends Omit<ControlsState, 'live'> {
  phase: PlayerPhase;
  /** The countdown's now (ms since epoch). */
  now: number;
  preview: boolean;
  /** The video file cannot play. */
  mediaError: boolean;
  /** The active cues' lines of the caption track shown. */
  captionLines: readonly string[];
  /** The broadcast is live but its stream could not be loaded (the viewer may retry). */
  liveFailed: boolean;
}

/** What the stage asks the element for: the control bar's requests and the `<video>`'s events. */
export interface MediaRequests extends ControlRequests {
  /** `loadedmetadata`, `play`, `playing`, `pause`, `ended`, `timeupdate`, `volumechange`, `error`. */
  video(event: Event): void;
  /** Load the live stream again (after {@link MediaState.liveFailed}). */
  retryLive(): void;
  /** A caption `<track>`'s `cuechange` or `load`. */
  cueChange(event: Event): void;
}

/**
 * The iframe address of a social video; with autoplay the platform's own muted-autoplay
 * parameters are added (browsers only autoplay muted video). `null` for non-http(s) addresses.
 */
export function socialSrc(
  social: NonNullable<PlayerConfig['source']['social']>,
  autoplay: boolean,
): string | null {
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

/**
 * The shown caption track's active cues (part `captions`), drawn by the element above the control
 * bar and the product sheet, in the track's language and direction (each line's own direction
 * inside it, so Arabic lines run right to left). Nothing while captions are off or silent.
 */
function captionBox(language: string | null, lines: readonly string[]) {
  if (!language || lines.length === 0) return nothing;
  return html`<div class="captions" part="captions" lang=${language} dir=${language === 'ar' ? 'rtl' : 'ltr'}>
    ${lines.map((line) => html`<span class="cue">${line}</span>`)}
  </div>`;
}

/**
 * The media area's content for a document: the photo slideshow of photo ads, a social embed
 * (part `embed`), the notice or countdown of a phase without video, else the `<video>` (part
 * `video`; a live one gets its stream from the live engine) with its big play button and control bar.
 */
export function media(c: PlayerConfig, state: MediaState, on: MediaRequests): TemplateResult {
  const lang = c.language;
  if (c.kind === 'photo_ad')
    return html`<smuc-player-photos
        .photos=${c.photoad_photos}
        .interval=${c.photoad_autoswipe_duration}
        .language=${lang}
      ></smuc-player-photos>
      ${extrasBar(c, state, on)}`;
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
      : notice(t(lang, 'player.error'));
  }
  switch (state.phase) {
    case 'upcoming':
      return countdown(c, state.now, state.preview);
    case 'waiting':
      return notice(t(lang, 'player.waiting_live'), poster(c));
    case 'ended':
      return notice(t(lang, 'player.ended'), poster(c));
    case 'error':
    case 'loading':
      return notice(t(lang, 'player.loading'));
  }
  if (c.kind === 'live' && !c.source.live) return notice(t(lang, 'player.waiting_live'), poster(c));
  // Live, but the stream could not be loaded: say so and offer a retry (never "not started").
  if (c.kind === 'live' && state.liveFailed)
    return notice(
      t(lang, 'player.live_failed'),
      poster(c),
      html`<button type="button" class="retry" part="retry" @click=${() => on.retryLive()}>
        ${t(lang, 'player.retry')}
      </button>`,
    );
  const file = c.kind === 'live' ? null : c.source.video;
  // No video yet: either its upload is still being converted (the document says so, and the
  // player reads it again until the video is ready) or there is none that plays.
  if (c.kind !== 'live' && !file)
    return notice(t(lang, c.source.processing ? 'player.processing' : 'player.error'), poster(c));
  const live = state.phase === 'live';
  const onVideo = (event: Event) => on.video(event);
  const tracks = file?.captions ?? [];
  const onCue = (event: Event) => on.cueChange(event);
  // Caption files come from the API's origin: the video asks for both with CORS (the API answers
  // every origin), as a cross-origin <track> loads only so. Without tracks nothing changes.
  return html`<video
      part="video"
      crossorigin=${tracks.length > 0 ? 'anonymous' : nothing}
      src=${file?.url ?? nothing}
      poster=${poster(c) ?? nothing}
      preload="metadata"
      playsinline
      ?autoplay=${c.autoplay}
      ?loop=${c.loop && !live}
      .muted=${state.muted}
      @loadedmetadata=${onVideo}
      @play=${onVideo}
      @playing=${onVideo}
      @pause=${onVideo}
      @ended=${onVideo}
      @timeupdate=${onVideo}
      @volumechange=${onVideo}
      @error=${onVideo}
      @click=${() => on.toggle()}
    >
      ${tracks.map(
        (track) =>
          html`<track
            kind="captions"
            srclang=${track.language}
            label=${CAPTION_LANGUAGE_NAMES[track.language]}
            src=${track.url}
            @cuechange=${onCue}
            @load=${onCue}
          />`,
      )}
    </video>
    ${captionBox(state.captions.showing, state.captionLines)}
    ${state.mediaError ? notice(t(lang, 'player.error')) : nothing}
    ${
      !state.playing && !state.mediaError
        ? html`<button type="button" class="big-play" part="big-play" aria-label=${t(lang, 'player.play')} @click=${() => on.toggle()}>
            ${icon('play')}
          </button>`
        : nothing
    }
    ${controlBar(c, { ...state, live }, on)}`;
}
