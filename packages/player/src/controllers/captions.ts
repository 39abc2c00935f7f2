import type { PlayerCaption, PlayerConfig } from '@smuc/sdk/schemas';
import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** What the captions controller needs from `<smuc-player>`. */
export interface CaptionsHost extends ReactiveControllerHost {
  /** The rendered `<video>` (null for photo ads, social embeds and notices). */
  readonly video: HTMLVideoElement | null;
}

/**
 * The track a viewer gets first (issue 34 §1): the first of the browser's languages
 * (`navigator.languages`, by primary subtag: `de-AT` → `de`) that has a track, else the player's
 * language, else the first track; `null` without tracks.
 */
export function pickCaptionLanguage(
  tracks: readonly PlayerCaption[],
  viewerLanguages: readonly string[],
  playerLanguage: string,
): PlayerCaption['language'] | null {
  const has = (lang: string) => tracks.find((track) => track.language === lang)?.language;
  for (const lang of viewerLanguages) {
    const found = has(lang.toLowerCase().split('-')[0] ?? '');
    if (found) return found;
  }
  return has(playerLanguage) ?? tracks[0]?.language ?? null;
}

/** The caption state the stage and the control bar show. */
export interface CaptionsState {
  /** The video's published tracks (en, hu, de, ar order). */
  tracks: readonly PlayerCaption[];
  /** The language shown, or null when captions are off. */
  showing: PlayerCaption['language'] | null;
  /** The language the CC control turns on (the viewer's choice, else {@link pickCaptionLanguage}). */
  chosen: PlayerCaption['language'] | null;
  /** The lines of the cues active now (text only: cue markup is dropped). */
  lines: string[];
}

/**
 * Captions of the video (issue 34 §1): the `<track>` elements are real (the browser loads and
 * times the WebVTT cues), in `hidden` mode so the element draws the active cues itself, above
 * the control bar and the product sheet, with the track's language and direction (Arabic right to
 * left). Off by default, on by default for autoplay players (always muted: an ad playing without
 * sound says nothing without them). The CC control toggles; a language control picks the track.
 */
export class CaptionsController implements ReactiveController, CaptionsState {
  tracks: readonly PlayerCaption[] = [];
  showing: PlayerCaption['language'] | null = null;
  chosen: PlayerCaption['language'] | null = null;
  lines: string[] = [];
  private forUrl: string | null = null;

  constructor(private readonly host: CaptionsHost) {
    host.addController(this);
  }

  /** A document arrived: its video's tracks; a new video starts over (on for autoplay). */
  adopt(c: PlayerConfig): void {
    const video = c.source.video;
    const url = video?.url ?? null;
    this.tracks = video?.captions ?? [];
    if (url === this.forUrl) {
      // The same video: keep the viewer's choice while its track is still there.
      if (this.showing && !this.tracks.some((t) => t.language === this.showing)) this.showing = null;
      return;
    }
    this.forUrl = url;
    const languages = typeof navigator === 'undefined' ? [] : navigator.languages;
    this.chosen = pickCaptionLanguage(this.tracks, languages, c.language);
    this.showing = c.autoplay ? this.chosen : null;
    this.lines = [];
  }

  /** The CC control: captions on (in the chosen language) or off. */
  toggle(): void {
    this.showing = this.showing ? null : this.chosen;
    this.lines = [];
    this.host.requestUpdate();
  }

  /** The language control: shows the track of `language`. */
  choose(language: PlayerCaption['language']): void {
    if (!this.tracks.some((t) => t.language === language)) return;
    this.chosen = language;
    this.showing = language;
    this.lines = [];
    this.host.requestUpdate();
  }

  /**
   * A track's `cuechange`, or its `load` (a track turned on while the video stands still has its
   * cues only then, and no change of time to announce them): the lines of the cues at the video's
   * time, when it is the track shown.
   */
  onCueChange(event: Event): void {
    const element = event.target as HTMLTrackElement;
    const track = element.track;
    if (track.language !== this.showing) return;
    const time = (element.parentElement as HTMLVideoElement | null)?.currentTime ?? 0;
    const lines: string[] = [];
    for (const cue of Array.from(track.cues ?? [])) {
      if (cue.startTime > time || cue.endTime <= time) continue;
      const text = (cue as VTTCue).getCueAsHTML().textContent ?? '';
      lines.push(...text.split('\n').filter((line) => line.trim() !== ''));
    }
    if (lines.join('\n') === this.lines.join('\n')) return;
    this.lines = lines;
    this.host.requestUpdate();
  }

  /** After each render: the shown track `hidden` (cues timed, drawn by the element), the rest off. */
  hostUpdated(): void {
    const textTracks = this.host.video?.textTracks;
    if (!textTracks) return;
    for (const track of Array.from(textTracks)) {
      const mode = track.language === this.showing ? 'hidden' : 'disabled';
      if (track.mode !== mode) track.mode = mode;
    }
  }
}
