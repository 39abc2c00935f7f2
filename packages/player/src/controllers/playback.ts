import type { ReactiveControllerHost } from 'lit';
import { t } from '../texts';
import { scheduleAt } from '../timeline';
import type { PlayerDocumentController } from './document';

/** What the playback controller needs from `<smuc-player>`. */
export interface PlaybackHost extends ReactiveControllerHost, EventTarget {
  /** The rendered `<video>` (null for photo ads, social embeds and notices). */
  readonly video: HTMLVideoElement | null;
}

/** The playback state the controls show. */
export interface PlaybackState {
  playing: boolean;
  muted: boolean;
  /** Current position in seconds. */
  time: number;
  /** The media's duration in seconds (`NaN` until its metadata loaded). */
  duration: number;
  /** The video file cannot play (live errors are the engine's). */
  mediaError: boolean;
}

/**
 * The state of the host's `<video>` and the viewer's play requests: follows the video's events
 * (`loadedmetadata`, `play`, `playing`, `pause`, `ended`, `timeupdate`, `volumechange`, `error`),
 * raises `smuc-play`, `smuc-pause` (not at the end) and `smuc-ended` with `{currentTime}` (s), and
 * keeps a fake live (`playback` in its `live` phase) at the scheduled position when it (re)starts;
 * one that reaches its end or its end date becomes a VOD. Every change requests a host update.
 * (No lifecycle of its own: the `<video>` goes with the render.)
 */
export class PlaybackController implements PlaybackState {
  playing = false;
  muted = false;
  time = 0;
  duration = Number.NaN;
  mediaError = false;

  constructor(
    private readonly host: PlaybackHost,
    private readonly doc: PlayerDocumentController,
    private readonly say: (text: string) => void,
  ) {}

  /** A new broadcast: muted as the document says (autoplay is always muted), no error. */
  reset(muted: boolean): void {
    this.set({ muted, mediaError: false });
  }

  /**
   * Plays or pauses the video, as the control the viewer pressed shows: Play until the video is
   * `playing`, Pause after. Decided by that state, not by `video.paused`: a play already asked for
   * (a live engine starting, autoplay waiting for data) leaves `paused` false while Play is still
   * shown, and pausing then would undo the viewer's press (issue 28).
   */
  toggle(): void {
    const video = this.host.video;
    if (!video) return;
    if (!this.playing) {
      this.syncFakeLive(video);
      video.play().catch(() => undefined);
    } else video.pause();
  }

  toggleMute(): void {
    const video = this.host.video;
    if (video) video.muted = !video.muted;
    this.set({ muted: video ? video.muted : !this.muted });
  }

  /** Moves to a position in seconds. */
  seek(seconds: number): void {
    const video = this.host.video;
    if (video && Number.isFinite(seconds)) video.currentTime = seconds;
  }

  /** Handles an event of the `<video>`. */
  onVideo(event: Event): void {
    const video = event.target as HTMLVideoElement;
    const c = this.doc.current;
    switch (event.type) {
      case 'loadedmetadata':
        this.set({ duration: video.duration });
        this.syncFakeLive(video);
        break;
      case 'play':
        this.syncFakeLive(video);
        break;
      case 'playing':
        this.set({ playing: true, mediaError: false });
        this.emit('smuc-play', video);
        break;
      case 'pause':
        this.set({ playing: false });
        if (!video.ended) this.emit('smuc-pause', video);
        break;
      case 'ended':
        this.set({ playing: false });
        if (c?.kind === 'playback' && this.doc.phase === 'live') this.doc.phase = 'vod';
        this.emit('smuc-ended', video);
        break;
      case 'timeupdate':
        this.set({ time: video.currentTime });
        break;
      case 'volumechange':
        this.set({ muted: video.muted });
        break;
      case 'error':
        // Live errors are handled by the engine (fallback, retry); files simply cannot play.
        if (c?.kind !== 'live') {
          this.set({ mediaError: true });
          this.say(t(c?.language ?? 'en', 'player.error'));
        }
        break;
    }
  }

  /** A fake live jumps to "now" when it (re)starts playing, like a broadcast would. */
  private syncFakeLive(video: HTMLVideoElement) {
    const c = this.doc.current;
    if (c?.kind !== 'playback' || this.doc.phase !== 'live') return;
    const duration = Number.isFinite(video.duration) ? video.duration : (c.source.video?.duration ?? null);
    const state = scheduleAt(c, duration, Date.now());
    if (state.phase === 'live' && Math.abs(video.currentTime - state.offsetSec) > 2)
      video.currentTime = state.offsetSec;
    else if (state.phase === 'vod') this.doc.phase = 'vod';
  }

  private set(next: Partial<PlaybackState>) {
    let changed = false;
    for (const [key, value] of Object.entries(next) as [keyof PlaybackState, never][])
      if (!Object.is(this[key], value)) {
        this[key] = value;
        changed = true;
      }
    if (changed) this.host.requestUpdate();
  }

  private emit(type: 'smuc-play' | 'smuc-pause' | 'smuc-ended', video: HTMLVideoElement) {
    const detail = { currentTime: video.currentTime };
    this.host.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }
}
