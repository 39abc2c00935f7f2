import type { PlayerConfig } from '@smuc/sdk/schemas';
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { isAdLayout } from '../timeline';

/**
 * When the sidebar may show: at once, except a 640x360 ad's, which appears
 * `delay_sidebar_appearance` seconds (001 §4) after the player is shown. `reset` for each new
 * broadcast, `start` when the player is shown (or shown again after a move in the DOM); the wait
 * ends with a host update and stops with the host.
 */
export class SidebarDelayController implements ReactiveController {
  /** Whether the sidebar may show now. */
  ready = true;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly host: ReactiveControllerHost) {
    host.addController(this);
  }

  /** A new broadcast's document: its sidebar waits when it is a delayed 640x360 ad. */
  reset(c: PlayerConfig): void {
    this.ready = !(c.ad_size === '640x360' && isAdLayout(c) && (c.delay_sidebar_appearance ?? 0) > 0);
  }

  /** Starts the wait of `c` (nothing to wait for when the sidebar is ready). */
  start(c: PlayerConfig): void {
    this.stop();
    if (this.ready) return;
    this.timer = setTimeout(
      () => {
        this.ready = true;
        this.host.requestUpdate();
      },
      (c.delay_sidebar_appearance ?? 0) * 1000,
    );
  }

  /** Stops a running wait (the sidebar stays as it is). */
  stop(): void {
    clearTimeout(this.timer);
  }

  hostDisconnected(): void {
    this.stop();
  }
}
